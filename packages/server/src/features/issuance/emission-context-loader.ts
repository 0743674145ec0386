import type {
  CustomerData,
  EmissionPartiesContext,
  GenerationRequest,
  IssuerData,
  ProductData,
} from '@facturar/domain';
import type { CustomerRow, IssuerRow, ProductRow } from './issuance-repository.ts';
import { isIntegerId } from '../../adapters/db/integer-id.ts';

function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The billing point a document is issued from: its branch, address, coordinates and location. */
export type IssuingPoint = {
  branch_code: string;
  description: string;
  coordinates: string;
  location_code: string | null;
};

/**
 * The issuer block (gEmis) is the issuing branch's, as the DGI defines it: the billing point's branch code,
 * address and coordinates, and its location, or the company's when the point has none (ADR 0085).
 */
export function toIssuerData(issuer: IssuerRow, point: IssuingPoint): IssuerData {
  return {
    taxpayerType: issuer.taxpayer_type,
    ruc: issuer.ruc,
    dv: issuer.dv,
    name: issuer.business_name,
    branchCode: point.branch_code,
    coordinates: point.coordinates,
    address: point.description.trim(),
    locationCode: point.location_code ?? issuer.location_code,
    phones: splitList(issuer.phone),
    emails: splitList(issuer.email),
  };
}

export function toCustomerData(customer: CustomerRow): CustomerData {
  return {
    receiverType: customer.receiver_type,
    taxpayerType: customer.taxpayer_type ?? undefined,
    ruc: customer.receiver_type === '04' ? undefined : customer.identification,
    dv: customer.dv ?? undefined,
    foreignId: customer.receiver_type === '04' ? customer.identification : undefined,
    foreignCountryName: customer.country_description ?? undefined,
    name: customer.name,
    address: customer.address ?? undefined,
    locationCode: customer.location_code ?? undefined,
    phones: splitList(customer.phone),
    emails: splitList(customer.email),
    countryCode: customer.country_code,
    countryDescription: customer.country_description ?? undefined,
  };
}

function toProductData(product: ProductRow): ProductData {
  const cpbs = product.cpbs_code ?? undefined;
  return {
    description: product.description,
    code: product.main_code,
    unitCode: product.unit_code ?? undefined,
    cpbsSegment: cpbs?.slice(0, 2),
    cpbsFamily: cpbs && cpbs.length >= 4 ? cpbs.slice(0, 4) : undefined,
    gtinCommercial: product.gtin_commercial ?? undefined,
    gtinInventory: product.gtin_inventory ?? undefined,
  };
}

export function productIdsOf(request: GenerationRequest): number[] {
  // An id no integer column can hold names no product (and would fail the query): the line is then unknown.
  return [...new Set(request.detalles.map((line) => Number(line.idProducto)).filter(isIntegerId))];
}

export function buildPartiesContext(input: {
  environment: '1' | '2';
  issuedAt: Date;
  issuer: IssuerData;
  customer: CustomerRow | undefined;
  products: readonly ProductRow[];
  contingency: EmissionPartiesContext['contingency'];
}): EmissionPartiesContext {
  const byId = new Map(input.products.map((product) => [String(product.id), toProductData(product)]));
  return {
    environment: input.environment,
    issuedAt: input.issuedAt,
    issuer: input.issuer,
    customer: input.customer ? toCustomerData(input.customer) : null,
    findProduct: (id) => byId.get(String(Number(id))),
    contingency: input.contingency,
  };
}
