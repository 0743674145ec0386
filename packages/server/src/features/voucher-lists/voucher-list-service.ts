import { findIdRange } from '../../adapters/db/document-id-range.ts';
import { DOCUMENT_TYPES, cancellableUntil, padDocumentNumber } from '@facturar/domain';
import {
  type Paged,
  type VoucherListKind,
  type VoucherListQuery,
  type VoucherRow,
  type VoucherSearchQuery,
} from '@facturar/contracts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { DocumentStatus } from '../../adapters/db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { SearchCountCache } from './search-count-cache.ts';
import {
  countMatchingUpTo,
  estimateMatching,
  findNewestPage,
  findVoucherPage,
  readDocumentCount,
  type VoucherListScope,
  type VoucherRecord,
  usesReceiverIndexes,
} from './voucher-list-repository.ts';
import { orderOf, pageOf, planVoucherSearch } from './voucher-search-plan.ts';

const statusByKind: Record<VoucherListKind, DocumentStatus> = {
  autorizados: 'AUT',
  noautorizados: 'NAU',
  pendientes: 'PEN',
  anulados: 'ANU',
};

/** Searches matching more documents than this show the planner's estimate as their count. */
export const exactSearchCountCap = 10_000;

/**
 * Searches the planner expects to match at least this many documents are not counted at all. Twice the
 * cap: an estimate that far above it seldom hides a search of fewer than 10,000 matches.
 */
const estimateTrustedFrom = 2 * exactSearchCountCap;

/** A document issued with an API key names the key, not the administrator who created it (ADR 0111). */
function issuerNameOf(record: VoucherRecord): string {
  if (record.api_key_name !== null) return `API: ${record.api_key_name}`;
  return record.user_name ?? '';
}

function toRow(record: VoucherRecord, windowHours: number): VoucherRow {
  const isPending = record.status === 'PEN';
  const type = DOCUMENT_TYPES.find((entry) => entry.codigo === record.doc_type);
  return {
    nombreReceptor: record.receiver_name,
    comprobanteElectronico: {
      idComprobanteElectronico: Number(record.id),
      codigoSucursal: record.branch_code,
      puntoFacturacion: record.point_code,
      numeroFactura: padDocumentNumber(record.number),
      secuencial: Number(record.number),
      fechaEmision: record.issued_at.toISOString(),
      fechaAutorizacion: record.authorised_at?.toISOString() ?? null,
      fechaEnvio: (record.send_started_at ?? record.created_at).toISOString(),
      valorTotal: record.total,
      cufe: record.cufe,
      codigoAutorizacion: record.result_code,
      mensajeAutorizacion: isPending ? null : record.result_message,
      informacionAdicionalProceso: record.result_details,
      mensajeProceso: isPending ? record.result_message : null,
      estadoAutorizacion: isPending
        ? record.pending_state === null
          ? 'PEN'
          : String(record.pending_state)
        : record.status,
      tipoComprobanteElectronico: {
        codigoComprobante: record.doc_type,
        nombreComprobante: type?.nombre ?? record.doc_type,
      },
      anulableHasta:
        record.status === 'AUT'
          ? (cancellableUntil(record.authorised_at, windowHours)?.toISOString() ?? null)
          : null,
      ...(record.mail_state && record.mail_attempted_at
        ? {
            envioCorreo: {
              estado: record.mail_state,
              fecha: new Date(record.mail_attempted_at).toISOString(),
            },
          }
        : {}),
    },
    receptor: { razonSocial: record.receiver_name },
    emitidoPor: issuerNameOf(record),
  };
}

/** The rows the query's page asks for. */
function pageWindow(query: VoucherListQuery): { limit: number; offset: number } {
  return { limit: query.size, offset: query.page * query.size };
}

function toPage(
  ctx: AppContext,
  records: readonly VoucherRecord[],
  total: number,
  query: VoucherListQuery,
): Paged<VoucherRow> {
  return pageOf(
    records.map((record) => toRow(record, ctx.config.cancellationWindowHours)),
    total,
    query,
  );
}

async function readPage(
  ctx: AppContext,
  scope: VoucherListScope,
  query: VoucherListQuery,
  counting: Promise<number>,
): Promise<Paged<VoucherRow>> {
  const page = pageWindow(query);
  const [records, total] = await Promise.all([
    usesReceiverIndexes(ctx.db, scope, page).then((byReceiverIndexes) =>
      findVoucherPage(ctx.db, scope, orderOf(query.sort), { ...page, byReceiverIndexes }),
    ),
    counting,
  ]);
  return toPage(ctx, records, total, query);
}

/** One page of a company's list, counted from the kept per-status totals. */
export async function listVouchers(
  ctx: AppContext,
  auth: AuthContext,
  kind: VoucherListKind,
  ruc: string,
  query: VoucherListQuery,
): Promise<Paged<VoucherRow>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const scope: VoucherListScope = { ruc, status: statusByKind[kind], filters: {} };
  const counting = readDocumentCount(ctx.db, ruc, scope.status);
  const order = orderOf(query.sort);
  if (order.column !== 'id' || order.direction !== 'desc') return readPage(ctx, scope, query, counting);
  const total = await counting;
  return toPage(ctx, await findNewestPage(ctx.db, scope, pageWindow(query), total), total, query);
}

async function countSearch(ctx: AppContext, scope: VoucherListScope, cache: SearchCountCache) {
  const key = JSON.stringify(scope);
  const kept = cache.read(key);
  if (kept !== undefined) return kept;
  const [planned, listTotal] = await Promise.all([
    estimateMatching(ctx.db, scope),
    readDocumentCount(ctx.db, scope.ruc, scope.status),
  ]);
  // No search matches more than its whole list, whatever the planner thinks of a small company.
  const estimate = Math.min(planned, listTotal);
  // A search the planner expects to match far beyond the cap shows its estimate at once: counting up to
  // the cap would walk 10,001 matches, and then show the estimate anyway (ADR 0167).
  if (estimate >= estimateTrustedFrom) {
    cache.keep(key, estimate);
    return estimate;
  }
  const exact = await countMatchingUpTo(ctx.db, scope, exactSearchCountCap + 1);
  const count = exact <= exactSearchCountCap ? exact : Math.max(exact, estimate);
  cache.keep(key, count);
  return count;
}

/** One page of a company's list narrowed by the advanced search (spec 001 §5). */
export async function searchVouchers(
  ctx: AppContext,
  auth: AuthContext,
  kind: VoucherListKind,
  ruc: string,
  query: VoucherSearchQuery,
  cache: SearchCountCache,
): Promise<Paged<VoucherRow>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const { filters, days } = planVoucherSearch(query, ctx.now());
  const ids = await findIdRange(ctx.db, ruc, days);
  if (!ids) return pageOf([], 0, query);
  const scope: VoucherListScope = {
    ruc,
    status: statusByKind[kind],
    filters: { ...filters, idFrom: ids.minId, idTo: ids.maxId },
  };
  return readPage(ctx, scope, query, countSearch(ctx, scope, cache));
}
