import { CONTINGENCY_EMISSION_TYPES } from '../request/document-types.ts';
import { buildDocumentCufe } from './cufe-port.ts';
import { BUILD_MESSAGES, type DocumentProblem } from './document-problems.ts';
import type { EmissionContext } from './emission-context.ts';
import type { GenerationRequest } from '../request/generation-request-fields.ts';
import { formatPanamaDate, formatPanamaDateTime, parsePanamaDateTime, toRfeDateTime } from '../time/index.ts';
import { computeRequestTotals, type RequestTotals } from '../request/request-totals.ts';
import {
  buildAuthorisedRucs,
  buildCommercialOrder,
  buildDeliveryPlace,
  buildExport,
  buildLogistics,
  buildReferences,
} from './rfe-groups-builder.ts';
import { buildItems } from './rfe-items-builder.ts';
import { buildIssuer, buildReceiver } from './rfe-parties-builder.ts';
import type { RfeDocument, RfeGeneralData } from './rfe-model.ts';
import { buildTotals } from './rfe-totals-builder.ts';

export type BuildResult =
  { ok: true; document: RfeDocument; totals: RequestTotals } | { ok: false; problems: DocumentProblem[] };

/** What the emission needs before a number is reserved: everything but the numbering. */
export type EmissionPartiesContext = Omit<EmissionContext, 'number' | 'billingPoint' | 'securityCode'>;

type Numbering = { number: string; billingPoint: string; securityCode: string };

function readNumbering(context: EmissionContext): Numbering | DocumentProblem[] {
  const number = String(context.number).padStart(10, '0');
  const billingPoint = String(context.billingPoint).padStart(3, '0');
  const problems: DocumentProblem[] = [];
  if (
    !/^\d{10}$/.test(number) ||
    !/[1-9]/.test(number) ||
    !/^\d{3}$/.test(billingPoint) ||
    billingPoint === '000'
  ) {
    problems.push({ path: 'numeracion', message: BUILD_MESSAGES.numbering });
  }
  if (!/^\d{9}$/.test(context.securityCode) || !/[1-9]/.test(context.securityCode)) {
    problems.push({ path: 'numeracion', message: BUILD_MESSAGES.securityCode });
  }
  return problems.length > 0 ? problems : { number, billingPoint, securityCode: context.securityCode };
}

type Emission = Pick<RfeGeneralData, 'iTpEmis' | 'dFechaCont' | 'dMotCont'>;

/** The emission type, with the contingency start and reason it needs (DGI 1506, 1507, 1509). */
function readEmission(
  request: GenerationRequest,
  context: EmissionPartiesContext,
): Emission | DocumentProblem[] {
  const emissionType = context.contingency?.emissionType ?? request.tipoEmision;
  if (!(CONTINGENCY_EMISSION_TYPES as readonly string[]).includes(emissionType))
    return { iTpEmis: emissionType };
  const startedAt =
    context.contingency?.startedAt ??
    (request.fechaContingencia === undefined ? null : parsePanamaDateTime(request.fechaContingencia));
  const reason = context.contingency?.reason ?? request.motivoContingencia;
  if (startedAt === null || reason === undefined || reason.length < 15 || reason.length > 250) {
    return [{ path: 'fechaContingencia', message: BUILD_MESSAGES.contingencyMissing }];
  }
  if (startedAt.getTime() > context.issuedAt.getTime()) {
    return [{ path: 'fechaContingencia', message: BUILD_MESSAGES.contingencyAfterIssue }];
  }
  return { iTpEmis: emissionType, dFechaCont: formatPanamaDateTime(startedAt), dMotCont: reason };
}

function checkReferenceDates(request: GenerationRequest, issuedAt: Date): DocumentProblem[] {
  const issueDay = formatPanamaDate(issuedAt);
  return request.documentosFiscalesReferenciados.flatMap((reference, index) => {
    const date = parsePanamaDateTime(reference.fechaDocumento);
    return date !== null && formatPanamaDate(date) > issueDay
      ? [
          {
            path: `documentosFiscalesReferenciados.${index}.fechaDocumento`,
            message: BUILD_MESSAGES.referenceAfterIssue,
          },
        ]
      : [];
  });
}

const LATER_AUTHORISATION: readonly string[] = ['03', '04'];

/** Everything of the document that does not depend on its number, or the problems that stop it. */
function prepareDocument(request: GenerationRequest, context: EmissionPartiesContext) {
  const emission = readEmission(request, context);
  const issuer = buildIssuer(context.issuer);
  const receiver = buildReceiver(request, context.customer);
  const totals = computeRequestTotals(request);
  const items = buildItems(
    request.detalles,
    totals.lines,
    context.findProduct,
    receiver.value?.iTipoRec === '03',
  );
  const problems = [
    ...(Array.isArray(emission) ? emission : []),
    ...issuer.problems,
    ...receiver.problems,
    ...items.problems,
    ...checkReferenceDates(request, context.issuedAt),
  ];
  if (
    !Array.isArray(emission) &&
    receiver.value?.iTipoRec === '01' &&
    LATER_AUTHORISATION.includes(emission.iTpEmis)
  ) {
    problems.push({ path: 'tipoEmision', message: BUILD_MESSAGES.taxpayerNeedsPriorAuthorisation });
  }
  return { problems, emission, issuer: issuer.value, receiver: receiver.value, items: items.items, totals };
}

/**
 * The problems that would stop this request from becoming a document with the server's data
 * (customer, products, company, contingency), checked before a number is reserved. Empty: it can go.
 */
export function checkEmission(
  request: GenerationRequest,
  context: EmissionPartiesContext,
): DocumentProblem[] {
  return prepareDocument(request, context).problems;
}

/**
 * Turns a request that passed the generation schema into the rFE document, with what the server
 * supplies (issuer, customer, products, number, security code, time, environment). Everything the
 * request alone could not decide is checked here and reported as Spanish problems; nothing is thrown.
 */
export function buildRfeDocument(request: GenerationRequest, context: EmissionContext): BuildResult {
  const numbering = readNumbering(context);
  const {
    problems: preparationProblems,
    emission,
    issuer,
    receiver,
    items,
    totals,
  } = prepareDocument(request, context);
  const problems = [...(Array.isArray(numbering) ? numbering : []), ...preparationProblems];
  if (problems.length > 0 || Array.isArray(numbering) || Array.isArray(emission) || !issuer || !receiver) {
    return { ok: false, problems };
  }
  const cufe = buildDocumentCufe({
    documentType: request.tipoDocumento,
    taxpayerType: context.issuer.taxpayerType,
    issuerRuc: context.issuer.ruc,
    issuerDv: context.issuer.dv,
    branchCode: context.issuer.branchCode,
    issueDate: formatPanamaDate(context.issuedAt).replaceAll('-', ''),
    documentNumber: numbering.number,
    billingPoint: numbering.billingPoint,
    emissionType: emission.iTpEmis,
    environment: context.environment,
    securityCode: numbering.securityCode,
  });
  if (!cufe.ok) {
    return { ok: false, problems: cufe.problems.map((message) => ({ path: 'empresa', message })) };
  }
  const generalData: RfeGeneralData = {
    iAmb: context.environment,
    ...emission,
    iDoc: request.tipoDocumento,
    dNroDF: numbering.number,
    dPtoFacDF: numbering.billingPoint,
    dSeg: numbering.securityCode,
    dFechaEm: formatPanamaDateTime(context.issuedAt),
    dFechaSalida: request.fechaSalida === undefined ? undefined : toRfeDateTime(request.fechaSalida),
    iNatOp: request.naturalezaOperacion,
    iTipoOp: request.tipoOperacion,
    iDest: request.destinoOperacion,
    iFormCAFE: request.formatoCafe,
    iEntCAFE: request.entregaCafe,
    dEnvFE: request.envioContenedorReceptor,
    iProGen: context.generationProcess ?? '2',
    iTipoTranVenta: request.tipoTransaccionVenta,
    iTipoSuc: request.tipoSucursal,
    dInfEmFE: request.informacionInteresEmisor,
    gEmis: issuer,
    gDatRec: receiver,
    gFExp: buildExport(request.informacionDatosExportacion),
    gDFRef: buildReferences(request),
    gAutXML: buildAuthorisedRucs(request),
  };
  const document: RfeDocument = {
    dVerForm: '1.00',
    dId: cufe.cufe,
    gDGen: generalData,
    gItem: items,
    gTot: buildTotals(request, totals.totals),
    gPedComGl: buildCommercialOrder(request),
    gInfoLog: buildLogistics(request),
    gLcEntr: buildDeliveryPlace(request),
  };
  return { ok: true, document, totals };
}
