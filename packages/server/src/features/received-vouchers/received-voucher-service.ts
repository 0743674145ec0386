import { DOCUMENT_TYPES, padDocumentNumber } from '@facturar/domain';
import {
  receivedVoucherMessages as texts,
  type Paged,
  type ReceivedVoucherRow,
  type VoucherListQuery,
  type VoucherSearchQuery,
  SystemCode,
} from '@facturar/contracts';
import { assertOwnAssignment } from '../../access/assignment-access.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { receivedBatchQueue } from './received-batch-job.ts';
import { parseAccessKey, readKeyFile } from './key-file.ts';
import { loadReceivedVoucher } from './received-voucher-load.ts';
import { orderOf, pageOf, planVoucherSearch, type VoucherSearchFilters } from '../voucher-lists/index.ts';
import { countReceived, listReceived } from './received-voucher-repository.ts';

/** GET /comprobante/recibido/{accessKey}/{extra}: one key, stored for the caller's company. */
export async function loadByAccessKey(
  ctx: AppContext,
  auth: AuthContext,
  rawKey: string,
  extra: number,
): Promise<{ mensaje: string }> {
  // `{extra}` of the load calls is the caller's own company assignment (token `sub`); see docs/decisions.
  assertOwnAssignment(auth, extra);
  const key = parseAccessKey(rawKey);
  const outcome = await loadReceivedVoucher(ctx, {
    companyRuc: auth.ruc,
    accessKey: key,
    loadedBy: auth.assignmentId,
  });
  switch (outcome.kind) {
    case 'stored':
      return { mensaje: texts.saved(key) };
    case 'duplicate':
      throw new AppError('conflict', texts.duplicate(key), { mensajeSistema: SystemCode.CLAVE_EXISTENTE });
    case 'not_found':
      throw new AppError('not_found', texts.notFound(key), {
        mensajeSistema: SystemCode.CLAVE_NO_ENCONTRADA,
      });
    case 'invalid_document':
      throw new AppError('not_acceptable', texts.invalidDocument(key), {
        mensajeSistema: SystemCode.DOCUMENTO_INVALIDO,
      });
    case 'pac_failed':
      throw new AppError('unavailable', outcome.message, { mensajeSistema: SystemCode.PAC_NO_DISPONIBLE });
  }
}

/**
 * POST /comprobante/recibido/archivo/{companyId}/{extra}: the file is checked now and its keys are
 * processed in the background; the summary goes by e-mail to the user who sent it.
 */
/** Who may load a key file into the company, decided before its upload is read. */
export async function assertKeyFileLoadAllowed(
  ctx: AppContext,
  auth: AuthContext,
  companyRuc: string,
  extra: number,
): Promise<void> {
  await assertCompanyAccess(ctx.db, auth, companyRuc);
  assertOwnAssignment(auth, extra);
}

export async function acceptKeyFile(
  ctx: AppContext,
  auth: AuthContext,
  companyRuc: string,
  extra: number,
  file: { fileName: string; content: Buffer },
): Promise<{ mensaje: string }> {
  await assertKeyFileLoadAllowed(ctx, auth, companyRuc, extra);
  const keys = readKeyFile(file.content);
  if (keys.length === 0) {
    throw new AppError('validation', texts.fileWithoutKeys, { mensajeSistema: SystemCode.ARCHIVO_VACIO });
  }
  await runInTransaction(ctx.db, (trx) =>
    ctx.queue.enqueue(trx, receivedBatchQueue, {
      companyRuc,
      assignmentId: auth.assignmentId,
      fileName: file.fileName,
      keys,
    }),
  );
  return { mensaje: texts.batchAccepted };
}

type ListedRow = Awaited<ReturnType<typeof listReceived>>[number];

function toRow(row: ListedRow): ReceivedVoucherRow {
  const type = DOCUMENT_TYPES.find((entry) => entry.codigo === row.doc_type);
  return {
    comprobanteElectronico: {
      idComprobanteElectronico: Number(row.id),
      codigoEstablecimiento: row.branch_code,
      puntoEmision: row.point_code,
      secuencial: padDocumentNumber(row.number),
      fechaEmision: row.issued_at.toISOString(),
      fechaAutorizacion: row.authorised_at?.toISOString() ?? null,
      razonSocialEmisor: row.issuer_name,
      rucEmisor: row.issuer_ruc,
      claveAcceso: row.access_key,
      cufe: row.cufe,
      valorTotal: row.total,
      tipoComprobanteElectronico: {
        codigoComprobante: row.doc_type,
        nombreComprobante: (type?.nombre ?? row.doc_type).replaceAll(' ', '_'),
      },
    },
  };
}

async function readPage(
  ctx: AppContext,
  ruc: string,
  filters: VoucherSearchFilters,
  query: VoucherListQuery,
): Promise<Paged<ReceivedVoucherRow>> {
  const [rows, total] = await Promise.all([
    listReceived(ctx.db, ruc, filters, orderOf(query.sort), {
      offset: query.page * query.size,
      limit: query.size,
    }),
    countReceived(ctx.db, ruc, filters),
  ]);
  return pageOf(rows.map(toRow), total, query);
}

export async function listReceivedVouchers(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  query: VoucherListQuery,
): Promise<Paged<ReceivedVoucherRow>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return readPage(ctx, ruc, {}, query);
}

export async function searchReceivedVouchers(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  query: VoucherSearchQuery,
): Promise<Paged<ReceivedVoucherRow>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return readPage(ctx, ruc, planVoucherSearch(query, ctx.now()).filters, query);
}
