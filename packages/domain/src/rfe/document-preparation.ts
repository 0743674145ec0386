import { fail, problemsOf, succeed, type Result } from '../result.ts';
import type { DocumentProblem } from '../request/document-problem.ts';
import { CONTINGENCY_EMISSION_TYPES } from '../request/document-types.ts';
import type { GenerationRequest } from '../request/generation-request-fields.ts';
import type { ValidatedRequest } from '../request/generation-request-schema.ts';
import { formatPanamaDate, formatPanamaDateTime, parsePanamaDateTime, toRfeDateTime } from '../time/index.ts';
import { BUILD_MESSAGES } from './build-messages.ts';
import type { EmissionPartiesContext } from './emission-parties.ts';
import {
  buildAuthorisedRucs,
  buildCommercialOrder,
  buildDeliveryPlace,
  buildExport,
  buildLogistics,
  buildReferences,
} from './rfe-groups-builder.ts';
import { buildItems } from './rfe-items-builder.ts';
import type { RfeDocument, RfeGeneralData } from './rfe-model.ts';
import { buildIssuer, buildReceiver } from './rfe-parties-builder.ts';
import { buildTotals } from './rfe-totals-builder.ts';

/** The elements of gDGen that the numbering fills in (`numberDocument`). */
export type NumberingField = 'dNroDF' | 'dPtoFacDF' | 'dSeg';

/**
 * The rFE document with everything but its number, billing point, security code and CUFE: what can be
 * built and refused before a number is reserved, so the transaction that reserves it only completes it.
 */
export type PreparedDocument = Omit<RfeDocument, 'dId' | 'gDGen'> & {
  readonly gDGen: Omit<RfeGeneralData, NumberingField>;
};

type Emission = Pick<RfeGeneralData, 'iTpEmis' | 'dFechaCont' | 'dMotCont'>;

/** The emission type, with the contingency start and reason it needs (DGI 1506, 1507, 1509). */
function readEmission(
  request: GenerationRequest,
  parties: EmissionPartiesContext,
): Result<Emission, DocumentProblem> {
  const emissionType = parties.contingency?.emissionType ?? request.tipoEmision;
  if (!(CONTINGENCY_EMISSION_TYPES as readonly string[]).includes(emissionType)) {
    return succeed({ iTpEmis: emissionType });
  }
  const startedAt =
    parties.contingency?.startedAt ??
    (request.fechaContingencia === undefined ? null : parsePanamaDateTime(request.fechaContingencia));
  const reason = parties.contingency?.reason ?? request.motivoContingencia;
  if (startedAt === null || reason === undefined || reason.length < 15 || reason.length > 250) {
    return fail([{ path: 'fechaContingencia', message: BUILD_MESSAGES.contingencyMissing }]);
  }
  if (startedAt.getTime() > parties.issuedAt.getTime()) {
    return fail([{ path: 'fechaContingencia', message: BUILD_MESSAGES.contingencyAfterIssue }]);
  }
  return succeed({ iTpEmis: emissionType, dFechaCont: formatPanamaDateTime(startedAt), dMotCont: reason });
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

/**
 * Turns a validated request into the rFE document but its numbering, with what the server supplies
 * (issuer, customer, products, time, environment, contingency). Everything the request alone could not
 * decide is checked here and reported as Spanish problems, before any number is reserved; nothing is
 * thrown. The totals are the ones the request's validation computed.
 */
export function prepareDocument(
  { request, totals }: ValidatedRequest,
  parties: EmissionPartiesContext,
): Result<PreparedDocument, DocumentProblem> {
  const emission = readEmission(request, parties);
  const issuer = buildIssuer(parties.issuer);
  const receiver = buildReceiver(request, parties.customer);
  const isGovernment = receiver.ok && receiver.value.iTipoRec === '03';
  const items = buildItems(request.detalles, totals.lines, parties.findProduct, isGovernment);
  const problems = [
    ...problemsOf(emission),
    ...problemsOf(issuer),
    ...problemsOf(receiver),
    ...problemsOf(items),
    ...checkReferenceDates(request, parties.issuedAt),
  ];
  if (
    emission.ok &&
    receiver.ok &&
    receiver.value.iTipoRec === '01' &&
    LATER_AUTHORISATION.includes(emission.value.iTpEmis)
  ) {
    problems.push({ path: 'tipoEmision', message: BUILD_MESSAGES.taxpayerNeedsPriorAuthorisation });
  }
  if (!emission.ok || !issuer.ok || !receiver.ok || !items.ok || problems.length > 0) return fail(problems);
  return succeed({
    dVerForm: '1.00',
    gDGen: {
      iAmb: parties.environment,
      ...emission.value,
      iDoc: request.tipoDocumento,
      dFechaEm: formatPanamaDateTime(parties.issuedAt),
      dFechaSalida: request.fechaSalida === undefined ? undefined : toRfeDateTime(request.fechaSalida),
      iNatOp: request.naturalezaOperacion,
      iTipoOp: request.tipoOperacion,
      iDest: request.destinoOperacion,
      iFormCAFE: request.formatoCafe,
      iEntCAFE: request.entregaCafe,
      dEnvFE: request.envioContenedorReceptor,
      iProGen: parties.generationProcess ?? '2',
      iTipoTranVenta: request.tipoTransaccionVenta,
      iTipoSuc: request.tipoSucursal,
      dInfEmFE: request.informacionInteresEmisor,
      gEmis: issuer.value,
      gDatRec: receiver.value,
      gFExp: buildExport(request.informacionDatosExportacion),
      gDFRef: buildReferences(request),
      gAutXML: buildAuthorisedRucs(request),
    },
    gItem: items.value,
    gTot: buildTotals(request, totals.totals),
    gPedComGl: buildCommercialOrder(request),
    gInfoLog: buildLogistics(request),
    gLcEntr: buildDeliveryPlace(request),
  });
}
