import { buildPage, SystemCode, type PageQuery, type Paged } from '@facturar/contracts';
import { AppError } from '../errors/app-error.ts';

/** The one order a list is served in (the spec's), and the list's refusal of any other. */
export type OneOrder = { sort: string; refusal: string };

/**
 * A page of a list that has one order (the master data's, spec 001 §9): another `sort` is refused with
 * the list's message, the page's window is read, and its records become the contract's page.
 */
export async function readOneOrderPage<Stored, Row>(
  query: PageQuery,
  order: OneOrder,
  read: (window: { offset: number; limit: number }) => Promise<{ rows: Stored[]; total: number }>,
  toRow: (record: Stored) => Row,
): Promise<Paged<Row>> {
  if (query.sort !== undefined && query.sort !== order.sort)
    throw new AppError('validation', order.refusal, { mensajeSistema: SystemCode.ORDEN_NO_ADMITIDO });
  const { rows, total } = await read({ offset: query.page * query.size, limit: query.size });
  return buildPage(rows.map(toRow), total, query.page, query.size);
}
