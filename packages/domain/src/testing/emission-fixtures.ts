import type { Result } from '../result.ts';
import type { DocumentProblem } from '../request/document-problem.ts';
import { validateGenerationRequest } from '../request/generation-request-schema.ts';
import { numberDocument, type DocumentNumbering } from '../rfe/document-numbering.ts';
import { prepareDocument } from '../rfe/document-preparation.ts';
import type {
  CustomerData,
  EmissionPartiesContext,
  IssuerData,
  ProductData,
} from '../rfe/emission-parties.ts';
import type { RfeDocument } from '../rfe/rfe-model.ts';

/**
 * Test data: a company, customers of each receiver type and a small product list, with values the
 * rFE schema accepts. Tests and benchmarks build documents from them.
 */
export const SAMPLE_ISSUER: IssuerData = {
  taxpayerType: '2',
  ruc: '155596713-2-2015',
  dv: '59',
  name: 'Distribuidora Facturar, S.A.',
  branchCode: '0001',
  coordinates: '+8.974499,-79.534033',
  address: 'Calle 50 y Vía España, Edificio Plaza, local 3',
  locationCode: '8-8-7',
  phones: ['300-9200', '6657-8711'],
  emails: ['facturacion@facturar.com.pa'],
};

export const TAXPAYER_CUSTOMER: CustomerData = {
  receiverType: '01',
  taxpayerType: '2',
  ruc: '10102-64-103462',
  dv: '30',
  name: 'Ferretería El Tornillo & Hijos, S.A.',
  address: 'Vía Transístmica, Los Andes 2',
  locationCode: '8-8-1',
  phones: ['261-4455', '+507 6000-0000'],
  emails: ['compras@eltornillo.com.pa', 'no es un correo'],
  countryCode: 'PA',
};

export const GOVERNMENT_CUSTOMER: CustomerData = {
  receiverType: '03',
  taxpayerType: '2',
  ruc: '8-NT-1-419',
  dv: '68',
  name: 'Ministerio de Obras Públicas',
  address: 'Curundú, Edificio 1019',
  locationCode: '8-8-2',
  phones: ['507-9400'],
  emails: [],
  countryCode: 'PA',
};

export const FOREIGN_CUSTOMER: CustomerData = {
  receiverType: '04',
  foreignId: 'P-99887766',
  foreignCountryName: 'COSTA RICA',
  name: 'Importadora Tica <CR> Ltda.',
  address: 'San José, Barrio Escalante',
  phones: [],
  emails: ['ventas@importadoratica.cr'],
  countryCode: 'CR',
};

export const CUSTOMERS: Readonly<Record<string, CustomerData>> = {
  '11': TAXPAYER_CUSTOMER,
  '12': GOVERNMENT_CUSTOMER,
  '13': FOREIGN_CUSTOMER,
};

/** Products by idProducto; all carry a CPBS code except `5`, so any of them can go to a taxpayer. */
export const PRODUCTS: Readonly<Record<string, ProductData>> = {
  '1': { description: 'Agua embotellada 300 ml', code: 'P0000001', unitCode: 'und', cpbsSegment: '50' },
  '2': {
    description: 'Cemento gris Portland 42.5 kg',
    code: 'CEM-425',
    unitCode: 'kg',
    cpbsSegment: '30',
    cpbsFamily: '3011',
    cpbsUnitCode: 'kg',
    gtinCommercial: '7501234567893',
    gtinInventory: '17501234567890',
  },
  '3': { description: 'Servicio de instalación "llave en mano"', cpbsSegment: '72' },
  '4': { description: 'Ron añejo 750 ml', code: 'RON-750', cpbsSegment: '50', gtinCommercial: '12345670' },
  '5': { description: 'Artículo sin código CPBS' },
};

export const CPBS_PRODUCT_IDS = ['1', '2', '3', '4'] as const;
export const PRODUCT_IDS = ['1', '2', '3', '4', '5'] as const;

/** The parties of one emission at SAMPLE_NOW, in the test environment, to the final consumer. */
export function buildSampleParties(overrides: Partial<EmissionPartiesContext> = {}): EmissionPartiesContext {
  return {
    environment: '2',
    issuedAt: new Date('2025-03-14T15:30:45Z'),
    issuer: SAMPLE_ISSUER,
    customer: null,
    findProduct: (id) => PRODUCTS[id],
    ...overrides,
  };
}

/** Number 1234 of billing point 001. */
export const SAMPLE_NUMBERING: DocumentNumbering = {
  number: 1234,
  billingPoint: 1,
  securityCode: '578109172',
};

/**
 * A body issued as the server issues it, with the sample parties and numbering (either overridden):
 * validated at SAMPLE_NOW, prepared, then numbered. The problems are those of the first step that failed.
 */
export function buildSampleDocument(
  body: unknown,
  overrides: Partial<EmissionPartiesContext & DocumentNumbering> = {},
): Result<RfeDocument, DocumentProblem> {
  const { number, billingPoint, securityCode, ...parties } = overrides;
  const validated = validateGenerationRequest(body, { now: SAMPLE_NOW });
  if (!validated.ok) return validated;
  const prepared = prepareDocument(validated.value, buildSampleParties(parties));
  if (!prepared.ok) return prepared;
  return numberDocument(prepared.value, {
    number: number ?? SAMPLE_NUMBERING.number,
    billingPoint: billingPoint ?? SAMPLE_NUMBERING.billingPoint,
    securityCode: securityCode ?? SAMPLE_NUMBERING.securityCode,
  });
}

/** The document of a body the sample issues; throws with the problems when there are any. */
export function buildSampleRfe(
  body: unknown,
  overrides: Partial<EmissionPartiesContext & DocumentNumbering> = {},
): RfeDocument {
  const built = buildSampleDocument(body, overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.problems));
  return built.value;
}

/** The instant the sample requests are validated at: 2025-03-14 10:30:45 in Panama. */
export const SAMPLE_NOW = new Date('2025-03-14T15:30:45Z');
