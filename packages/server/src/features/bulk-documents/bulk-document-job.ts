import { formatPanamaDateTime } from '@facturar/domain';
import type { BulkFormatCode, SheetProblem } from '@facturar/contracts';
import { z } from 'zod';
import type { AppContext, AppJob } from '../../app-context.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { sha256Hex } from '../../adapters/crypto/random.ts';
import { issueDocument, type DocumentIssuer } from '../issuance/index.ts';
import { mailJobResult } from '../users/index.ts';
import { readUploadedTable } from '../spreadsheet-uploads/index.ts';
import { notifyWebhooks } from '../webhook-events/index.ts';
import { documentSheetLayout } from './bulk-document-layout.ts';
import { writeErrorsWorkbook } from './bulk-document-workbooks.ts';
import { readDocumentSheet, type DocumentRow, type SheetLookups } from './document-sheet.ts';
import {
  fileKeyPrefix,
  findUploadOutcome,
  findIssuedKeys,
  findSheetNames,
  findUploadToProcess,
  updateUpload,
} from './bulk-document-repository.ts';

export type BulkDocumentsJob = { uploadId: number };

/**
 * One file per job; a worker that dies mid-file leaves it to another once its heartbeat lapses (ADR 0069),
 * which resumes it: documents already issued are replayed by their idempotency keys, not issued again.
 */
export const bulkDocumentsQueue: QueueDefinition<BulkDocumentsJob> = {
  name: 'bulk-documents',
  payload: z.object({ uploadId: z.number().int().positive() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 3600,
  heartbeatSeconds: 30,
};

/** Progress is written every this many rows or documents: often enough for the screen, cheap for the file. */
const progressEvery = 100;

/** Documents of one file issued at once. */
const issuingConcurrency = 4;

type Upload = NonNullable<Awaited<ReturnType<typeof findUploadToProcess>>>;

async function lookupsFor(
  ctx: AppContext,
  upload: Upload,
  rows: readonly DocumentRow[],
): Promise<SheetLookups> {
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
  const names = await findSheetNames(ctx.db, upload.company_ruc, {
    identifications: distinct(rows.map((row) => row.values.customer)),
    productCodes: distinct(rows.map((row) => row.values.product)),
    cufes: distinct(rows.flatMap((row) => row.values.referencedCufe.split(/[\s,;]+/))),
  });
  return {
    customers: new Map(names.customers.map((row) => [row.identification, row.id])),
    products: new Map(
      names.products.map((row) => [
        row.main_code,
        { id: row.id, price: row.unit_price, itbms: row.itbms_code },
      ]),
    ),
    referenced: new Map(
      names.documents.map((row) => [row.cufe, { issuedAt: formatPanamaDateTime(row.issued_at) }]),
    ),
    issuer: {
      ruc: upload.company_ruc,
      dv: upload.dv,
      taxpayerType: upload.taxpayer_type,
      name: upload.business_name,
    },
    assignmentId: upload.company_user_id,
  };
}

/**
 * Who issues a file's documents: the uploading assignment, acting for its company. No session stands for
 * it, so issuing checks on every document that it is still an active user (a user deactivated or locked
 * meanwhile issues nothing more).
 */
function uploaderOf(upload: Upload): DocumentIssuer {
  return { ruc: upload.company_ruc, assignmentId: upload.company_user_id, isAssignmentChecked: true };
}

async function mailResult(
  ctx: AppContext,
  upload: Upload,
  summary: { issued: number; invalid: number; documents: number; problems: SheetProblem[] },
) {
  await mailJobResult(ctx, upload.company_user_id, {
    subject: 'Resultado de la carga de comprobantes por Excel',
    body: [
      `Se procesó el archivo ${upload.file_name} (formato ${upload.format_code}) con ${summary.documents} comprobante(s).`,
      `Enviados para autorizar: ${summary.issued}. Con errores: ${summary.invalid}.`,
      '',
      ...(summary.problems.length > 0
        ? [
            'Errores encontrados (hoja, fila, columna):',
            ...summary.problems
              .slice(0, 50)
              .map((p) => `${p.hoja}, fila ${p.fila}, ${p.columna || 'comprobante'}: ${p.mensaje}`),
            ...(summary.problems.length > 50
              ? [`… y ${summary.problems.length - 50} más en el archivo adjunto.`]
              : []),
            '',
          ]
        : []),
      'El estado de autorización de cada comprobante se muestra en Comprobantes Emitidos.',
    ],
    attachments: async () =>
      summary.problems.length > 0
        ? [
            {
              filename: `Errores-${upload.file_name}`,
              content: await writeErrorsWorkbook(upload.content, summary.problems),
            },
          ]
        : [],
  });
}

/**
 * Processes one file (ADR 0052): the dry run of every row with the form's rules, then the valid
 * documents through the issuance pipeline, each keyed by the file's hash and its reference, so a run that
 * is repeated — a retry after a worker died, or the same file uploaded again — issues nothing twice.
 */
export async function processBulkUpload(ctx: AppContext, uploadId: number): Promise<void> {
  const upload = await findUploadToProcess(ctx.db, uploadId);
  if (!upload || upload.status === 'ERR') return;
  if (upload.status === 'FIN') {
    if (!upload.mailed_at) await finishMail(ctx, upload);
    return;
  }
  const rows = await readUploadedTable(upload.content, documentSheetLayout).catch(async (error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    await updateUpload(ctx.db, upload.id, { status: 'ERR', failure: error.mensaje, finished_at: ctx.now() });
    return undefined;
  });
  if (!rows) return;
  await updateUpload(ctx.db, upload.id, { status: 'VAL', rows_total: rows.length, rows_validated: 0 });
  const lookups = await lookupsFor(ctx, upload, rows);
  let reported = 0;
  const reading = await readDocumentSheet(rows, {
    format: upload.format_code as BulkFormatCode,
    lookups,
    now: ctx.now(),
    onDocument: async (judged) => {
      if (judged - reported < progressEvery) return;
      reported = judged;
      await updateUpload(ctx.db, upload.id, { rows_validated: judged });
    },
  });
  const prefix = fileKeyPrefix(upload.file_hash);
  const issuedBefore = await findIssuedKeys(ctx.db, upload.company_ruc, upload.file_hash);
  const replayed = reading.documents.filter((doc) => issuedBefore.has(`${prefix}${doc.reference}`)).length;
  await updateUpload(ctx.db, upload.id, {
    status: 'EMI',
    validated_at: ctx.now(),
    rows_validated: rows.length,
    documents_total: reading.documents.length + reading.invalid,
    documents_invalid: reading.invalid,
    documents_replayed: replayed,
    problems: JSON.stringify(reading.problems),
  });

  const issuer = uploaderOf(upload);
  const problems = [...reading.problems];
  // Documents a run before this one issued (their keys are stored) count as issued without a new call.
  let issued = replayed;
  let refused = 0;
  let next = 0;
  let failure: unknown;
  const toIssue = reading.documents.filter((doc) => !issuedBefore.has(`${prefix}${doc.reference}`));
  // A few documents in flight: each prepares and signs while another holds the billing point's numbering
  // lock. Numbers follow the file's order closely, not exactly. After an unexpected failure no lane takes
  // another document, and the job fails once the ones in flight are settled (its retry resumes the file).
  const issueNext = async (): Promise<void> => {
    for (let index = next++; index < toIssue.length && failure === undefined; index = next++) {
      const document = toIssue[index] as (typeof toIssue)[number];
      try {
        // The dry run judged it already: issued as validated, under the file's key for it (a concurrent
        // run that stored it first is replayed; the key names the file, so the fingerprint is the body's).
        await issueDocument(ctx, issuer, document.validated, {
          idempotency: {
            key: `${prefix}${document.reference}`,
            hash: sha256Hex(JSON.stringify(document.body)),
          },
        });
        issued += 1;
      } catch (error) {
        if (!(error instanceof AppError)) {
          failure ??= error;
          return;
        }
        // Refused by what only issuing knows (no vouchers left, the certificate expired, …): reported on
        // the document's first row; the other documents go on.
        refused += 1;
        problems.push({
          hoja: documentSheetLayout.sheet,
          fila: document.rows[0] ?? 0,
          columna: '',
          mensaje: error.mensaje,
        });
      }
      if ((issued + refused) % progressEvery === 0)
        await updateUpload(ctx.db, upload.id, { documents_issued: issued });
    }
  };
  await Promise.all(Array.from({ length: issuingConcurrency }, issueNext));
  if (failure !== undefined) throw failure;
  problems.sort((a, b) => a.fila - b.fila);
  await runInTransaction(ctx.db, async (trx) => {
    await updateUpload(trx, upload.id, {
      status: 'FIN',
      documents_issued: issued,
      documents_invalid: reading.invalid + refused,
      problems: JSON.stringify(problems),
      finished_at: ctx.now(),
    });
    await notifyWebhooks(ctx, trx, {
      event: 'carga.finalizada',
      companyRuc: upload.company_ruc,
      subject: String(upload.id),
      data: {
        idCarga: upload.id,
        archivo: upload.file_name,
        emitidos: issued,
        invalidos: reading.invalid + refused,
      },
    });
  });
  await finishMail(ctx, { ...upload, status: 'FIN' });
}

async function finishMail(ctx: AppContext, upload: Upload): Promise<void> {
  const summary = await findUploadOutcome(ctx.db, upload.id);
  if (!summary || summary.mailed_at) return;
  await mailResult(ctx, upload, {
    issued: summary.documents_issued,
    invalid: summary.documents_invalid,
    documents: summary.documents_total,
    problems: summary.problems as SheetProblem[],
  });
  await updateUpload(ctx.db, upload.id, { mailed_at: ctx.now() });
}

export const bulkDocumentsJob: AppJob<BulkDocumentsJob> = {
  queue: bulkDocumentsQueue,
  concurrency: 1,
  handle: (ctx, job) => processBulkUpload(ctx, job.uploadId),
};
