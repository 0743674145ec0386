import { voucherSearchMessages, type VoucherListQuery, type VoucherSearchQuery } from '@facturar/contracts';
import { checkCufe } from '@facturar/domain';
import { AppError } from '../../errors/app-error.ts';

/** What the advanced search narrows a list to, in database terms, whatever table the list reads. */
export type VoucherSearchFilters = {
  issuedFrom?: Date;
  issuedBefore?: Date;
  cafeDelivery?: string;
  docType?: string;
  number?: number;
  numberFrom?: number;
  numberTo?: number;
  /** The start of the other party's identification or name, any case. */
  partyPrefix?: string;
  cufe?: string;
};

type VoucherSearchPlan = { filters: VoucherSearchFilters; days: { from: string; to: string } };

export type VoucherOrder = { column: 'id' | 'issued_at'; direction: 'asc' | 'desc' };

// Panama keeps UTC-5 all year: a calendar day of the search is that day in Panama.
const panamaOffset = '-05:00';
const panamaOffsetMs = 5 * 3_600_000;

/** The start of a Panama day ('yyyy-MM-dd'; UTC-5 all year, no daylight saving). */
export function panamaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${panamaOffset}`);
}

function panamaToday(now: Date): string {
  return new Date(now.getTime() - panamaOffsetMs).toISOString().slice(0, 10);
}

/** The Panama day a CUFE carries (its date segment), as 'yyyy-MM-dd'; undefined for a malformed one. */
function readCufeDay(cufe: string): string | undefined {
  const checked = checkCufe(cufe.toUpperCase());
  if (!checked.ok) return undefined;
  const date = checked.value.issueDate;
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}

export function orderOf(sort: VoucherListQuery['sort']): VoucherOrder {
  const [field, direction] = sort.split(',') as [string, 'asc' | 'desc'];
  return { column: field === 'fechaEmision' ? 'issued_at' : 'id', direction };
}

/** The searched Panama days and filters of an advanced search (spec 001 §5); days ahead of today are refused. */
export function planVoucherSearch(query: VoucherSearchQuery, now: Date): VoucherSearchPlan {
  const filters: VoucherSearchFilters = {};
  let days: VoucherSearchPlan['days'];
  const cufeDay = query.cufe === undefined ? undefined : readCufeDay(query.cufe);
  if (cufeDay !== undefined) {
    days = { from: cufeDay, to: cufeDay };
  } else if (query.fechaInicio !== undefined && query.fechaFin !== undefined) {
    const today = panamaToday(now);
    if (query.fechaInicio > today) throw new AppError('validation', voucherSearchMessages.startInFuture);
    if (query.fechaFin > today) throw new AppError('validation', voucherSearchMessages.endInFuture);
    days = { from: query.fechaInicio, to: query.fechaFin };
  } else {
    days = { from: `${query.anio}-01-01`, to: `${query.anio}-12-31` };
  }
  filters.issuedFrom = panamaDayStart(days.from);
  filters.issuedBefore = new Date(panamaDayStart(days.to).getTime() + 86_400_000);
  if (query.tipoEntrega) filters.cafeDelivery = query.tipoEntrega;
  if (query.codigoComprobante) filters.docType = query.codigoComprobante;
  if (query.secuencial !== undefined) filters.number = query.secuencial;
  if (query.ini !== undefined) filters.numberFrom = query.ini;
  if (query.fin !== undefined) filters.numberTo = query.fin;
  if (query.parametroReceptor) filters.partyPrefix = query.parametroReceptor;
  if (query.cufe !== undefined) filters.cufe = query.cufe.toUpperCase();
  return { filters, days };
}

/** A page of `rows` in the list answer's shape, `total` matching in all. */
export function pageOf<Row>(rows: Row[], total: number, query: VoucherListQuery) {
  return {
    content: rows,
    numberOfElements: rows.length,
    number: query.page,
    totalPages: Math.ceil(total / query.size),
    totalElements: total,
  };
}
