import { createHash } from 'node:crypto';
import {
  bulkDocumentMessages as texts,
  bulkFormats,
  spreadsheetMessages,
  type BulkUpload,
  type SheetProblem,
  SystemCode,
} from '@facturar/contracts';
import { assertCompanyAccess, assertOwnCompany } from '../../access/company-access.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { readUploadedTable } from '../spreadsheet-uploads/index.ts';
import { bulkDocumentsQueue } from './bulk-document-job.ts';
import { documentSheetLayout } from './bulk-document-layout.ts';
import { writeDocumentTemplate, writeErrorsWorkbook } from './bulk-document-workbooks.ts';
import {
  countAuthorisedByFile,
  findTemplateExamples,
  findUploadSummary,
  insertUpload,
  listUploads,
} from './bulk-document-repository.ts';

/** `{company id or 0}` of spec 002 §7: the company's RUC, or 0 for the caller's own. */
function companyOf(auth: AuthContext, companyId: string): string {
  return companyId === '0' ? auth.ruc : companyId;
}

/**
 * Who may issue from a file, decided before the upload is read: a user of the company itself (issuing
 * takes the user's own billing point; a partner or the platform reaches the company but issues nothing).
 */
export async function assertBulkIssueAllowed(
  ctx: AppContext,
  auth: AuthContext,
  companyId: string,
): Promise<string> {
  const ruc = companyOf(auth, companyId);
  await assertCompanyAccess(ctx.db, auth, ruc);
  assertOwnCompany(
    auth,
    ruc,
    () =>
      new AppError('forbidden', texts.onlyCompanyUsers, { mensajeSistema: SystemCode.SOLO_USUARIOS_EMPRESA }),
  );
  return ruc;
}

/**
 * FUE upload: the file is read whole now (a file that is not the layout is refused and nothing is kept),
 * then stored with its hash and queued; the job validates and issues it.
 */
export async function acceptDocumentFile(
  ctx: AppContext,
  auth: AuthContext,
  companyId: string,
  upload: { fileName: string; content: Buffer; fields: Readonly<Record<string, string>> },
): Promise<{ mensaje: string; idCarga: number }> {
  const ruc = await assertBulkIssueAllowed(ctx, auth, companyId);
  const format = (upload.fields.codigo ?? '').trim().toUpperCase();
  if (format === '')
    throw new AppError('validation', texts.formatRequired, { mensajeSistema: SystemCode.FORMATO_AUSENTE });
  if (!bulkFormats.some((entry) => entry.codigo === format)) {
    throw new AppError('validation', texts.formatUnknown, { mensajeSistema: SystemCode.FORMATO_DESCONOCIDO });
  }
  const rows = await readUploadedTable(upload.content, documentSheetLayout);
  if (rows.length === 0)
    throw new AppError('validation', spreadsheetMessages.noRows, {
      mensajeSistema: SystemCode.ARCHIVO_VACIO,
    });
  const fileHash = createHash('sha256').update(upload.content).digest('hex');
  const idCarga = await runInTransaction(ctx.db, async (trx) => {
    const id = await insertUpload(trx, {
      companyRuc: ruc,
      assignmentId: auth.assignmentId,
      fileName: upload.fileName.slice(0, 200),
      fileHash,
      format,
      content: upload.content,
    });
    await ctx.queue.enqueue(trx, bulkDocumentsQueue, { uploadId: id });
    return id;
  });
  return { mensaje: texts.accepted, idCarga };
}

const stateNames = { VAL: 'VALIDANDO', EMI: 'EMITIENDO', FIN: 'TERMINADO', ERR: 'FALLIDO' } as const;

type Summary = Awaited<ReturnType<typeof listUploads>>[number];

async function toBulkUpload(ctx: AppContext, ruc: string, row: Summary): Promise<BulkUpload> {
  const problems = (row.problems ?? []) as SheetProblem[];
  return {
    idCarga: row.id,
    archivo: row.file_name,
    formato: row.format_code,
    estado: stateNames[row.status],
    fechaCarga: row.created_at.toISOString(),
    filas: row.rows_total,
    filasValidadas: row.rows_validated,
    documentos: row.documents_total,
    documentosConErrores: row.documents_invalid,
    emitidos: row.documents_issued,
    yaEmitidos: row.documents_replayed,
    autorizados: row.status === 'VAL' ? 0 : await countAuthorisedByFile(ctx.db, ruc, row.file_hash),
    errores: problems.slice(0, 100),
    totalErrores: problems.length,
    mensaje: row.failure,
  };
}

/** The company's latest files with their progress (the screen polls it while one is running). */
export async function listDocumentFiles(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<BulkUpload[]> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const rows = await listUploads(ctx.db, ruc, 10);
  return Promise.all(rows.map((row) => toBulkUpload(ctx, ruc, row)));
}

/** The file as uploaded with an 'Errores' column. */
export async function documentFileErrors(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  id: number,
): Promise<{ fileName: string; content: Buffer }> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const upload = await findUploadSummary(ctx.db, ruc, id);
  if (!upload)
    throw new AppError('not_found', texts.uploadNotFound, { mensajeSistema: SystemCode.CARGA_NO_ENCONTRADA });
  const content = await writeErrorsWorkbook(upload.content, (upload.problems ?? []) as SheetProblem[]);
  return { fileName: `Errores-${upload.file_name.replace(/[^\w.-]+/g, '_')}`, content };
}

export async function documentTemplate(ctx: AppContext, auth: AuthContext, ruc: string): Promise<Buffer> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return writeDocumentTemplate(await findTemplateExamples(ctx.db, ruc));
}
