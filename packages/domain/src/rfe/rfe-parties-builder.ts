import { findCorregimiento } from '../request/catalogue-port.ts';
import {
  isCoordinatesFormatValid,
  isEmailFormatValid,
  isPhoneFormatValid,
  pickContacts,
} from '../request/contact-format.ts';
import { fail, succeed, type Result } from '../result.ts';
import type { DocumentProblem } from '../request/document-problem.ts';
import { BUILD_MESSAGES } from './build-messages.ts';
import { EXPORT_INVOICE } from '../request/document-types.ts';
import type { CustomerData, IssuerData } from './emission-parties.ts';
import type { GenerationRequest } from '../request/generation-request-fields.ts';
import { isRfeRucFormat } from '../ruc/rfe-ruc-format.ts';
import type { RfeIssuer, RfeLocation, RfeReceiver } from './rfe-model.ts';

function toLocation(code: string): RfeLocation | null {
  const names = findCorregimiento(code);
  return names
    ? { dCodUbi: code, dCorreg: names.corregimiento, dDistr: names.district, dProv: names.province }
    : null;
}

/**
 * gEmis from the issuing billing point (branch, address, coordinates, location) and the company (RUC, name,
 * contacts); their screens validate them, this guards what the schema needs.
 */
export function buildIssuer(issuer: IssuerData): Result<RfeIssuer, DocumentProblem> {
  const problems: DocumentProblem[] = [];
  const flag = (isValid: boolean, field: string) => {
    if (!isValid) problems.push({ path: 'empresa', message: BUILD_MESSAGES.issuerData(field) });
  };
  flag(isRfeRucFormat(issuer.ruc) && /^\d{2}$/.test(issuer.dv), 'RUC y DV');
  flag(issuer.name.trim().length >= 2 && issuer.name.length <= 100, 'razón social');
  flag(/^[a-zA-Z0-9]{4}$/.test(issuer.branchCode), 'código de sucursal');
  flag(isCoordinatesFormatValid(issuer.coordinates), 'coordenadas de la sucursal');
  flag(
    issuer.address.trim().length > 0 && issuer.address.length <= 100,
    'dirección del punto de facturación, hasta 100 caracteres',
  );
  const phones = issuer.phones.filter(isPhoneFormatValid).slice(0, 3);
  flag(phones.length > 0, 'teléfono');
  const location = toLocation(issuer.locationCode);
  flag(location !== null, 'ubicación geográfica');
  if (problems.length > 0 || location === null) return fail(problems);
  return succeed({
    gRucEmi: { dTipoRuc: issuer.taxpayerType, dRuc: issuer.ruc, dDV: issuer.dv },
    dNombEm: issuer.name,
    dSucEm: issuer.branchCode,
    dCoordEm: issuer.coordinates,
    dDirecEm: issuer.address,
    gUbiEm: location,
    dTfnEm: phones,
    dCorElectEmi: issuer.emails.filter(isEmailFormatValid).slice(0, 3),
  });
}

function buildFinalConsumer(request: GenerationRequest): RfeReceiver {
  return {
    iTipoRec: '02',
    ...(request.idConsumidorFinal
      ? { gRucRec: { dTipoRuc: '1' as const, dRuc: request.idConsumidorFinal } }
      : {}),
    ...(request.nombreConsumidorFinal ? { dNombRec: request.nombreConsumidorFinal } : {}),
    dTfnRec: [],
    dCorElectRec: [],
    cPaisRec: 'PA',
  };
}

function buildCustomer(customer: CustomerData, problems: DocumentProblem[]): RfeReceiver {
  const { phones, emails } = pickContacts(customer.phones, customer.emails);
  const name = customer.name.trim();
  if (name.length < 2 || name.length > 100)
    problems.push({ path: 'cliente', message: BUILD_MESSAGES.customerName });
  const address = customer.address?.trim() || undefined;
  if (address !== undefined && address.length > 100) {
    problems.push({ path: 'cliente', message: BUILD_MESSAGES.customerAddress });
  }
  const common = { dNombRec: name, ...(address ? { dDirecRec: address } : {}) };
  if (customer.receiverType === '04') {
    if (!customer.foreignId) problems.push({ path: 'cliente', message: BUILD_MESSAGES.foreignNeedsId });
    return {
      iTipoRec: '04',
      ...common,
      gIdExt: {
        dIdExt: customer.foreignId ?? '',
        ...(customer.foreignCountryName ? { dPaisExt: customer.foreignCountryName } : {}),
      },
      dTfnRec: phones,
      dCorElectRec: emails,
      cPaisRec: customer.countryCode,
      ...(customer.countryDescription ? { dPaisRecDesc: customer.countryDescription } : {}),
    };
  }
  const ruc = customer.ruc ?? '';
  const dv = customer.dv ?? '';
  if (!isRfeRucFormat(ruc) || !/^\d{2}$/.test(dv) || !customer.taxpayerType) {
    problems.push({ path: 'cliente', message: BUILD_MESSAGES.customerRuc });
  }
  const location = customer.locationCode ? toLocation(customer.locationCode) : null;
  if (customer.locationCode && location === null) {
    problems.push({ path: 'cliente', message: BUILD_MESSAGES.customerLocation });
  }
  return {
    iTipoRec: customer.receiverType,
    gRucRec: { dTipoRuc: customer.taxpayerType ?? '2', dRuc: ruc, dDV: dv },
    ...common,
    ...(location ? { gUbiRec: location } : {}),
    dTfnRec: phones,
    dCorElectRec: emails,
    cPaisRec: customer.countryCode,
  };
}

/**
 * gDatRec: the final consumer from the request (id 0) or the stored customer, checked against the
 * document's type and destination (DGI 1611, 1612, 1618, 1620).
 */
export function buildReceiver(
  request: GenerationRequest,
  customer: CustomerData | null,
): Result<RfeReceiver, DocumentProblem> {
  const problems: DocumentProblem[] = [];
  const isFinalConsumer = request.idAsignacionEmpresaCliente === 0;
  if (!isFinalConsumer && customer === null) {
    return fail([{ path: 'idAsignacionEmpresaCliente', message: BUILD_MESSAGES.customerNotFound }]);
  }
  const receiver =
    isFinalConsumer || customer === null ? buildFinalConsumer(request) : buildCustomer(customer, problems);
  const path = 'idAsignacionEmpresaCliente';
  if (request.tipoDocumento === EXPORT_INVOICE && receiver.iTipoRec !== '04') {
    problems.push({ path, message: BUILD_MESSAGES.exportNeedsForeign });
  } else if (request.destinoOperacion === '1' && receiver.cPaisRec !== 'PA') {
    problems.push({ path, message: BUILD_MESSAGES.domesticNeedsPanama });
  } else if (request.destinoOperacion === '2' && receiver.cPaisRec === 'PA') {
    problems.push({ path, message: BUILD_MESSAGES.abroadNeedsForeign });
  }
  return problems.length > 0 ? fail(problems) : succeed(receiver);
}
