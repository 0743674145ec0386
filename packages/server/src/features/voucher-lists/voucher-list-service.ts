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
import { keepBoundary, nearestBoundary, type PageBoundaries } from './page-boundaries.ts';
import type { VoucherListMemory } from './voucher-list-memory.ts';
import {
  countMatchingUpTo,
  estimateMatching,
  filtersPast,
  findPageByDays,
  findPageByMonths,
  findVoucherPage,
  narrowToNumberMonths,
  readDocumentCount,
  type PageWindow,
  type VoucherListScope,
  type VoucherRecord,
  usesReceiverIndexes,
} from './voucher-list-repository.ts';
import { orderOf, pageOf, planVoucherSearch, type VoucherOrder } from './voucher-search-plan.ts';

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

/** A list as asked: its scope without the id bounds of its days, its order and its page size. */
function listKey(scope: VoucherListScope, query: VoucherListQuery): string {
  const { idFrom: _from, idTo: _to, ...filters } = scope.filters;
  return JSON.stringify([scope.ruc, scope.status, filters, query.sort, query.size]);
}

/**
 * Where the query's page is found: past the last row of the nearest page before it that this process
 * served lately (`kept`), so that paging reads from there instead of counting its way from the start
 * (ADR 0196); from the start of the list when none is kept.
 */
function seekPage(
  kept: PageBoundaries | undefined,
  scope: VoucherListScope,
  query: VoucherListQuery,
  order: VoucherOrder,
): { scope: VoucherListScope; page: PageWindow } {
  const from = nearestBoundary(kept, query.page);
  if (from === undefined) return { scope, page: { limit: query.size, offset: query.page * query.size } };
  return {
    scope: { ...scope, filters: filtersPast(scope.filters, order, from.row) },
    page: { limit: query.size, offset: (query.page - from.page - 1) * query.size },
  };
}

/**
 * One page of a list, counted by `count`. A list without id bounds is read from the months its order
 * starts at, by id (`findPageByMonths`) or by issue date (`findPageByDays`); a receiver search's deep page
 * may be found among the receiver's matches (`usesReceiverIndexes`).
 */
async function readPage(
  ctx: AppContext,
  memory: VoucherListMemory,
  scope: VoucherListScope,
  query: VoucherListQuery,
  count: () => Promise<number>,
): Promise<Paged<VoucherRow>> {
  const order = orderOf(query.sort);
  const key = listKey(scope, query);
  const kept = memory.boundaries.get(key, ctx.now());
  const sought = seekPage(kept, scope, query, order);
  let records: VoucherRecord[];
  let total: number;
  const unbounded = scope.filters.idFrom === undefined && scope.filters.idTo === undefined;
  if (unbounded) {
    total = await count();
    const byEdge = order.column === 'id' ? findPageByMonths : findPageByDays;
    records = await byEdge(ctx.db, sought.scope, order, sought.page, total);
  } else {
    [records, total] = await Promise.all([
      usesReceiverIndexes(ctx.db, sought.scope, sought.page).then((byReceiverIndexes) =>
        findVoucherPage(ctx.db, sought.scope, order, { ...sought.page, byReceiverIndexes }),
      ),
      count(),
    ]);
  }
  // A full page's last row is where the next page starts.
  const last = records.at(-1);
  if (last !== undefined && records.length === query.size) {
    const row = { id: String(last.id), issuedAt: last.issued_key };
    memory.boundaries.set(key, keepBoundary(kept, query.page, row), ctx.now());
  }
  return toPage(ctx, records, total, query);
}

/** One page of a company's list, counted from the kept per-status totals. */
export async function listVouchers(
  ctx: AppContext,
  auth: AuthContext,
  kind: VoucherListKind,
  ruc: string,
  query: VoucherListQuery,
  memory: VoucherListMemory,
): Promise<Paged<VoucherRow>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const scope: VoucherListScope = { ruc, status: statusByKind[kind], filters: {} };
  return readPage(ctx, memory, scope, query, () => readDocumentCount(ctx.db, ruc, scope.status));
}

async function countSearch(ctx: AppContext, scope: VoucherListScope, counts: VoucherListMemory['counts']) {
  const key = JSON.stringify(scope);
  const kept = counts.get(key, ctx.now());
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
    counts.set(key, estimate, ctx.now());
    return estimate;
  }
  const exact = await countMatchingUpTo(ctx.db, scope, exactSearchCountCap + 1);
  const count = exact <= exactSearchCountCap ? exact : Math.max(exact, estimate);
  counts.set(key, count, ctx.now());
  return count;
}

/** One page of a company's list narrowed by the advanced search (spec 001 §5). */
export async function searchVouchers(
  ctx: AppContext,
  auth: AuthContext,
  kind: VoucherListKind,
  ruc: string,
  query: VoucherSearchQuery,
  memory: VoucherListMemory,
): Promise<Paged<VoucherRow>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const { filters, days } = planVoucherSearch(query, ctx.now());
  const ids = await findIdRange(ctx.db, ruc, days);
  if (!ids) return pageOf([], 0, query);
  const searched: VoucherListScope = {
    ruc,
    status: statusByKind[kind],
    filters: { ...filters, idFrom: ids.minId, idTo: ids.maxId },
  };
  const narrowed = await narrowToNumberMonths(ctx.db, searched);
  if (narrowed === null) return pageOf([], 0, query);
  const scope = { ...searched, filters: narrowed };
  return readPage(ctx, memory, scope, query, () => countSearch(ctx, scope, memory.counts));
}
