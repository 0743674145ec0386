import { createHash, randomInt } from 'node:crypto';
import {
  generateDSeg,
  generationRequestFieldsSchema,
  isInvoicingBlocked,
  numberDocument,
  padDocumentNumber,
  prepareDocument,
  resolveIssueInstant,
  FINAL_CONSUMER_NAME,
  validateGenerationRequest,
  writeRfeXml,
  type DocumentProblem,
  type EmissionPartiesContext,
  type GenerationRequest,
  type PreparedDocument,
  type RfeDocument,
  type ValidatedRequest,
} from '@facturar/domain';
import type { AppContext } from '../../app-context.ts';
import {
  decodeStoredLogo,
  listCafeTemplates,
  pickDefaultCafeTemplate,
  renderCafe,
} from '../../adapters/pdf/index.ts';
import { appendNoFirm, buildQrUrl, signDocumentAsync } from '../../adapters/signing/index.ts';
import { viewRfeDocument } from '../../adapters/xml/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertOwnAssignment } from '../../access/assignment-access.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { blockingErrorsOf } from '../company-status/index.ts';
import { loadCompanySigningKey } from './company-signing-key.ts';
import { openQrSecret } from './qr-secret.ts';
import { buildPartiesContext, productIdsOf, toIssuerData } from './emission-context-loader.ts';
import { issuanceMessages, refuseGeneration } from './issuance-messages.ts';
import {
  countAvailable,
  findIdempotentDocument,
  findEmissionSnapshot,
  findUserBillingPoint,
  type IssuerRow,
} from './issuance-repository.ts';
import { readIdempotentDocumentId } from './idempotency-reads.ts';
import { isIntegerId } from '../../adapters/db/integer-id.ts';
import { recordReferences } from './document-reference-repository.ts';
import { checkOwnReferences, ownReferencesOf, type DocumentReceiver } from './own-references.ts';
import { checkReceiverRuc } from './receiver-check.ts';
import { numberOnBillingPoint } from './issuing-groups.ts';
import { buildHkaDocument, PacError } from '../../adapters/pac/index.ts';
import { familySigns } from '../pac-connection/index.ts';
import { assertOwnCompany } from '../../access/company-access.ts';

/** The CUFE goes beyond the answer of spec 002 §7 (which leaves the rest unstated), so callers can follow the document. */
export type GenerationAnswer = {
  numeroComprobantesDisponibles: number;
  cufe: string;
  idComprobanteElectronico: number;
};

function refuseProblems(problems: readonly DocumentProblem[]): AppError {
  const errores = problems.map((problem) => ({ campo: problem.path, mensaje: problem.message }));
  return refuseGeneration(problems[0]?.message ?? issuanceMessages.generationFailed, errores);
}

/** Refuses a template the caller named that does not exist, before anything else is done. */
function checkTemplate(code: string | undefined): void {
  if (code && !listCafeTemplates().some((template) => template.codigo === code))
    throw refuseGeneration(issuanceMessages.templateNotFound);
}

/**
 * The CAFE template of a document: the caller's, else the one of the document's own format (`iFormCAFE` 2,
 * paper roll, prints on the roll), so its downloads and e-mails match what the document says it is.
 */
function chooseTemplate(code: string | undefined, cafeFormat: string | undefined): string {
  return code || pickDefaultCafeTemplate({ cafeFormat });
}

type Emission = {
  request: GenerationRequest;
  issuer: IssuerRow;
  parties: EmissionPartiesContext;
  billingPoint: { id: number; branch_code: string; point_code: string; next_number: string };
  /** The document but its numbering, built before any number is reserved. */
  document: PreparedDocument;
  /** The company's PAC signs (the integration API): the document is sent unsigned, as the PAC's object. */
  pacSigns: boolean;
  /** Who it is issued to, as it is stored and as a note's references are compared. */
  receiver: DocumentReceiver;
};

/**
 * Who a document is issued by: a signed-in user or an API key (their AuthContext is one), or what acts
 * for a user later, such as a file's uploader or a recurring schedule's author, whose assignment the
 * emission snapshot checks as still active on every document (no session stands for it).
 */
export type DocumentIssuer = {
  ruc: string;
  assignmentId: number;
  /** The API key issuing, when one is: its billing point, and its id on the document. */
  apiKey?: { id: number; billingPointId: number | null } | undefined;
  /** The assignment must still be an active user of the company (checked with the snapshot, no extra read). */
  isAssignmentChecked?: boolean;
};

/** The body judged by every rule of the form (spec 002 §5), or refused with each problem on its field. */
function validateBody(ctx: AppContext, body: unknown): ValidatedRequest {
  const validated = validateGenerationRequest(body, { now: ctx.now() });
  if (!validated.ok) throw refuseProblems(validated.problems);
  return validated.value;
}

/**
 * Everything that can be refused before a number is reserved (the data, once the request passed the
 * form's rules), and the document prepared from them, so that numbering it is all the transaction has to
 * build.
 */
async function prepareEmission(
  ctx: AppContext,
  auth: DocumentIssuer,
  validated: ValidatedRequest,
  options: { billingPointId?: number | undefined; withLogo?: boolean } = {},
): Promise<Emission> {
  const now = ctx.now();
  const { request } = validated;
  if (request.idAsignacionEmpresaUsuario != null) {
    const notYours = issuanceMessages.notYourAssignment;
    assertOwnAssignment(
      auth,
      Number(request.idAsignacionEmpresaUsuario),
      () => new AppError('forbidden', notYours, { mensajeSistema: notYours }),
    );
  }
  if (request.rucEmisor) {
    const notYours = issuanceMessages.notYourCompany;
    assertOwnCompany(
      auth,
      request.rucEmisor,
      () => new AppError('forbidden', notYours, { mensajeSistema: notYours }),
    );
  }
  const customerId = request.idAsignacionEmpresaCliente;
  const issuer = await findEmissionSnapshot(ctx.db, {
    ruc: auth.ruc,
    assignmentId: auth.assignmentId,
    billingPointId: options.billingPointId ?? auth.apiKey?.billingPointId ?? undefined,
    customerId: customerId && isIntegerId(customerId) ? customerId : undefined,
    productIds: productIdsOf(request),
    isAssignmentChecked: auth.isAssignmentChecked === true,
    withLogo: options.withLogo === true,
    now,
  });
  if (!issuer) throw refuseGeneration(issuanceMessages.generationFailed);
  if (auth.isAssignmentChecked && issuer.assignment_state !== 'ACT')
    throw refuseGeneration(issuanceMessages.issuerInactive);
  // With the integration API the PAC signs and manages the affiliation and the QR code (issue 30).
  const pacSigns = familySigns(issuer.pac_family);
  if (
    !pacSigns &&
    isInvoicingBlocked({ pacAffiliationStatus: issuer.pac_affiliation_status, qrStatus: issuer.qr_status })
  )
    throw refuseGeneration(issuanceMessages.companyBlocked);
  const { billing_point: billingPoint, customer, products, contingency_since: contingencySince } = issuer;
  const [blocking] = blockingErrorsOf({
    facts: {
      certificateNotAfter: issuer.certificate_not_after,
      pacAffiliationStatus: issuer.pac_affiliation_status,
      qrStatus: issuer.qr_status,
    },
    hasBillingPoint: billingPoint !== null,
    balance: issuer.balance,
    stored: issuer.error_notices,
    now,
    pacSigns,
  });
  if (blocking) throw refuseGeneration(blocking);
  if (!billingPoint) throw refuseGeneration(issuanceMessages.noBillingPoint);

  const parties = buildPartiesContext({
    environment: ctx.config.pacEnvironment,
    issuedAt: resolveIssueInstant(request.fechaEmision, now),
    issuer: toIssuerData(issuer, billingPoint),
    customer: customer ?? undefined,
    products,
    contingency: contingencySince
      ? {
          emissionType: '02',
          startedAt: new Date(contingencySince),
          reason:
            'Servicio del PAC no disponible; el comprobante se enviará al restablecerse la comunicación.',
        }
      : undefined,
  });
  const prepared = prepareDocument(validated, parties);
  if (!prepared.ok) throw refuseProblems(prepared.problems);
  const receiver: DocumentReceiver = {
    identification: prepared.value.gDGen.gDatRec.gRucRec?.dRuc ?? request.idConsumidorFinal ?? null,
    customerId: request.idAsignacionEmpresaCliente || null,
  };
  const referenceProblems = await checkOwnReferences(ctx.db, {
    ruc: auth.ruc,
    request,
    documentTotal: validated.totals.totals.documentTotal,
    receiver,
  });
  if (referenceProblems.length > 0) throw refuseProblems(referenceProblems);
  await checkReceiverRuc(ctx, customer, auth.ruc);
  return { request, issuer, parties, billingPoint, document: prepared.value, pacSigns, receiver };
}

/**
 * The Idempotency-Key's fingerprint of a request: its fields as the schema reads them (unknown keys
 * dropped), not the raw body; undefined for a body that is no request, which is refused and never stored.
 */
function hashRequest(body: unknown): string | undefined {
  const shaped = generationRequestFieldsSchema.safeParse(body);
  return shaped.success ? createHash('sha256').update(JSON.stringify(shaped.data)).digest('hex') : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** Where a document is issued from and how a repeat of it is recognised. */
export type IssueOptions = {
  /** A template the caller named, already known to exist (generateDocument checks it first). */
  templateCode?: string | undefined;
  /** The Idempotency-Key and the fingerprint of what it was sent with: a repeat returns the first answer. */
  idempotency?: { key: string; hash: string } | undefined;
  /** The point to issue from instead of the caller's own (a recurring invoice's, ADR 0120). */
  billingPointId?: number | undefined;
};

/**
 * `POST /api/generacion/comprobantes` and whatever issues a body as it (recurring invoices): a repeated
 * Idempotency-Key returns the first answer before the body is judged; otherwise the body passes every
 * rule of the form and is issued.
 */
export async function generateDocument(
  ctx: AppContext,
  auth: DocumentIssuer,
  body: unknown,
  options: {
    templateCode?: string | undefined;
    idempotencyKey?: string | undefined;
    billingPointId?: number | undefined;
  },
): Promise<GenerationAnswer> {
  checkTemplate(options.templateCode);
  // Only a keyed request is ever compared with a repeat: the others skip shaping and hashing the body.
  const bodyHash = options.idempotencyKey ? hashRequest(body) : undefined;
  // A body that is no request has no fingerprint: it is refused below and its key never stored.
  const idempotency =
    options.idempotencyKey && bodyHash ? { key: options.idempotencyKey, hash: bodyHash } : undefined;
  if (idempotency) {
    const replay = await replayIdempotent(ctx, auth.ruc, idempotency);
    if (replay) return replay;
  }
  return issueDocument(ctx, auth, validateBody(ctx, body), {
    templateCode: options.templateCode,
    idempotency,
    billingPointId: options.billingPointId,
  });
}

/**
 * The fiscal pipeline's first half (DESIGN §6), for a request that already passed every rule of the form
 * (the generation call's, or a file's dry run): prepare the document, then in one transaction reserve the
 * number, number the document, sign it, add the QR, store the signed XML and enqueue its sending, so a
 * failure leaves no trace and no gap. The billing point's row lock is held by that transaction only,
 * which builds nothing but the numbering, and which the company's other documents waiting to be numbered
 * share (ADR 0184). A key already stored returns the first answer.
 */
export async function issueDocument(
  ctx: AppContext,
  auth: DocumentIssuer,
  validated: ValidatedRequest,
  options: IssueOptions,
): Promise<GenerationAnswer> {
  const { idempotency } = options;
  const {
    request,
    issuer,
    parties,
    billingPoint,
    document,
    pacSigns,
    receiver: documentReceiver,
  } = await prepareEmission(ctx, auth, validated, { billingPointId: options.billingPointId });
  const signing = pacSigns ? undefined : ownSigning(ctx, issuer);

  try {
    const referencedCufes = ownReferencesOf(request, auth.ruc).map((reference) => reference.cufe);
    return await numberOnBillingPoint<GenerationAnswer>(
      ctx,
      { ruc: auth.ruc, billingPointId: billingPoint.id },
      {
        references:
          referencedCufes.length === 0
            ? undefined
            : {
                // Again under lock: a credit note issued meanwhile may have taken the referenced balance.
                check: async (trx) => {
                  const referenceProblems = await checkOwnReferences(trx, {
                    ruc: auth.ruc,
                    request,
                    documentTotal: document.gTot.dVTot,
                    receiver: documentReceiver,
                    lock: true,
                  });
                  if (referenceProblems.length > 0) throw refuseProblems(referenceProblems);
                },
                record: (trx, documentId) =>
                  recordReferences(trx, { documentId, ruc: auth.ruc, cufes: referencedCufes }),
              },
        store: async ({ voucher, number, documentId, available }) => {
          const numbered = numberDocument(document, {
            number,
            billingPoint: billingPoint.point_code,
            securityCode: generateDSeg(() => randomInt(10)),
          });
          if (!numbered.ok) throw refuseProblems(numbered.problems);
          const rfe = numbered.value;
          const stored = signing ? await signOwn(ctx, rfe, signing) : forThePac(rfe);
          const receiver = rfe.gDGen.gDatRec;
          const row = {
            id: documentId,
            companyRuc: auth.ruc,
            billingPointId: billingPoint.id,
            assignmentId: auth.assignmentId,
            apiKeyId: auth.apiKey?.id ?? null,
            customerId: request.idAsignacionEmpresaCliente || null,
            voucherPackageId: voucher === 'unlimited' ? null : voucher,
            docType: rfe.gDGen.iDoc,
            branchCode: billingPoint.branch_code,
            pointCode: billingPoint.point_code,
            number,
            cufe: rfe.dId,
            emissionType: rfe.gDGen.iTpEmis,
            environment: ctx.config.pacEnvironment,
            issuedAt: parties.issuedAt,
            receiverName: receiver.dNombRec ?? request.nombreConsumidorFinal ?? FINAL_CONSUMER_NAME,
            receiverIdentification: documentReceiver.identification,
            receiverEmails: parties.customer?.emails.join(';') || null,
            total: rfe.gTot.dVTot.toFixed(2),
            cafeDelivery: request.entregaCafe,
            cafeFormat: request.formatoCafe,
            templateCode: chooseTemplate(options.templateCode, request.formatoCafe),
            ...stored,
            idempotencyKey: idempotency?.key ?? null,
            idempotencyHash: idempotency?.hash ?? null,
          };
          return {
            row,
            answer: {
              numeroComprobantesDisponibles: available,
              cufe: rfe.dId,
              idComprobanteElectronico: Number(documentId),
            },
          };
        },
      },
    );
  } catch (error) {
    if (idempotency && isUniqueViolation(error)) {
      const replay = await replayIdempotent(ctx, auth.ruc, idempotency);
      if (replay) return replay;
    }
    throw error;
  }
}

function ownSigning(ctx: AppContext, issuer: IssuerRow) {
  const key = loadCompanySigningKey(ctx, issuer);
  if (!issuer.qr_secret_encrypted) throw refuseGeneration(issuanceMessages.qrSecretMissing);
  return { key, qrSecret: openQrSecret(ctx.secrets.secretBox, issuer.qr_secret_encrypted, ctx.now()) };
}

/**
 * The issuer signs: the rFE signed with its .p12, with the QR of its own security code. The RSA step runs
 * on libuv's thread pool (ADR 0005), so a group's signatures run side by side.
 */
async function signOwn(
  ctx: AppContext,
  rfe: RfeDocument,
  signing: ReturnType<typeof ownSigning>,
): Promise<{ signedXml: string; digestValue: string }> {
  const signed = await signDocumentAsync(writeRfeXml(rfe), signing.key);
  const qrUrl = buildQrUrl({
    cufe: rfe.dId,
    iAmb: Number(ctx.config.pacEnvironment) as 1 | 2,
    digestValue: signed.digestValue,
    qrSecret: signing.qrSecret,
  });
  return { signedXml: appendNoFirm(signed.xml, qrUrl), digestValue: signed.digestValue };
}

/**
 * The PAC signs (the integration API): the object it takes, and meanwhile our unsigned rFE with a
 * provisional CUFE, both replaced by the PAC's on authorisation (send-document-job.ts).
 */
function forThePac(rfe: RfeDocument): { signedXml: string; digestValue: string; pacDocumentXml: string } {
  try {
    return { signedXml: writeRfeXml(rfe).xml, digestValue: '', pacDocumentXml: buildHkaDocument(rfe) };
  } catch (error) {
    if (error instanceof PacError) throw refuseGeneration(error.message);
    throw error;
  }
}

async function replayIdempotent(
  ctx: AppContext,
  ruc: string,
  idempotency: { key: string; hash: string },
): Promise<GenerationAnswer | undefined> {
  const id = await readIdempotentDocumentId(ctx.db, ruc, idempotency.key);
  const first = id === undefined ? undefined : await findIdempotentDocument(ctx.db, id);
  if (!first) return undefined;
  if (first.idempotency_hash !== idempotency.hash) {
    throw new AppError('conflict', issuanceMessages.idempotencyReused, {
      mensajeSistema: issuanceMessages.idempotencyReused,
    });
  }
  return {
    numeroComprobantesDisponibles: await countAvailable(ctx.db, ruc, ctx.now()),
    cufe: first.cufe,
    idComprobanteElectronico: Number(first.id),
  };
}

/** A preview is numbered like a document, but its security code is no secret: it is never issued. */
const PREVIEW_SECURITY_CODE = '000000001';

/**
 * The form judged by every rule of a generation, numbered with the next number the user would get (none
 * is reserved), and its CAFE's printer: unsigned, without a QR, printed from the document itself (no XML
 * is written and read back), marked as a preview. The database is read first; the printer only draws.
 */
async function prepareUnissuedCafe(
  ctx: AppContext,
  auth: AuthContext,
  body: unknown,
  templateCode: string | undefined,
): Promise<(quote?: { number: string; validUntil: string }) => Promise<Buffer>> {
  const { request, issuer, billingPoint, document } = await prepareEmission(
    ctx,
    auth,
    validateBody(ctx, body),
    { withLogo: true },
  );
  const template = chooseTemplate(templateCode, request.formatoCafe);
  const numbered = numberDocument(document, {
    number: billingPoint.next_number,
    billingPoint: billingPoint.point_code,
    securityCode: PREVIEW_SECURITY_CODE,
  });
  if (!numbered.ok) throw refuseProblems(numbered.problems);
  const view = viewRfeDocument(numbered.value);
  const logo = decodeStoredLogo(issuer.logo_cafe);
  return (quote) => renderCafe(view, { template, ...(logo ? { logo } : {}), preview: true, quote });
}

/** The CAFE of the form as it stands, for 'Visualizar CAFE'. Nothing is reserved or stored. */
export async function previewDocument(
  ctx: AppContext,
  auth: AuthContext,
  body: unknown,
  templateCode: string | undefined,
): Promise<Buffer> {
  checkTemplate(templateCode);
  const print = await prepareUnissuedCafe(ctx, auth, body, templateCode);
  return print();
}

/**
 * A quote's PDF (issue 28 §2): the form printed as its CAFE, with the quote's own number instead of a
 * fiscal one, no CUFE, and its mark. Nothing is reserved or stored. The printer it answers only draws, so
 * the quote's number can be taken in a transaction that does nothing else.
 */
export async function prepareQuoteCafe(
  ctx: AppContext,
  auth: AuthContext,
  body: unknown,
): Promise<(quote: { number: string; validUntil: string }) => Promise<Buffer>> {
  return prepareUnissuedCafe(ctx, auth, body, undefined);
}

export type NextNumber = {
  codigoSucursal: string;
  puntoFacturacion: string;
  numero: string;
  secuencial: string;
};

/** The number the user's next document will take (read only; the reservation happens on generation). */
export async function readNextNumber(
  ctx: AppContext,
  auth: AuthContext,
  assignmentId: number,
): Promise<NextNumber> {
  assertOwnAssignment(auth, assignmentId);
  const point = await findUserBillingPoint(ctx.db, auth.assignmentId);
  if (!point) throw new AppError('not_found', issuanceMessages.noBillingPoint);
  const numero = padDocumentNumber(point.next_number);
  return {
    codigoSucursal: point.branch_code,
    puntoFacturacion: point.point_code,
    numero,
    secuencial: `${point.branch_code}-${point.point_code}-${numero}`,
  };
}
