import type { Db } from '../../adapters/db/open-database.ts';
import { documentMonth } from './document-months-job.ts';
import {
  archiveMonth,
  countPendingInMonth,
  isDocumentMonthArchived,
  isDocumentMonthAttached,
  restoreMonth,
} from './document-months-repository.ts';

/** A month of documents goes to the archive only once it ended more than a year ago. */
const MONTHS_KEPT_ONLINE = 12;

export type MonthArchiveOutcome =
  { outcome: 'archived' | 'restored'; documents: number } | { outcome: 'refused'; reason: string };

/** 'AAAA-MM' as counted by the partitions (January 2026 is 0), or undefined when it is not a month. */
function parseMonth(text: string): number | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text.trim());
  if (!match) return undefined;
  return (Number(match[1]) - 2026) * 12 + Number(match[2]) - 1;
}

const refused = (reason: string): MonthArchiveOutcome => ({ outcome: 'refused', reason });
const badMonth = (text: string) =>
  refused(`"${text}" no es un mes: escríbalo AAAA-MM (por ejemplo 2026-03).`);

/**
 * Takes a month of documents out of `documents` to the schema `archivo` (ADR 0189), for the operator
 * (`facturar documents archive`): only a month that ended more than a year ago, that has a partition of
 * its own and nothing pending at the PAC. Its documents leave the lists, counts, reports and downloads;
 * they stay in the database and `restoreDocumentMonth` brings them back.
 */
export async function archiveDocumentMonth(db: Db, text: string, now: Date): Promise<MonthArchiveOutcome> {
  const month = parseMonth(text);
  if (month === undefined) return badMonth(text);
  if (month > documentMonth(now) - MONTHS_KEPT_ONLINE - 1)
    return refused(
      `${text} aún no se archiva: solo los meses que terminaron hace más de ${MONTHS_KEPT_ONLINE} meses, que ya no se consultan ni se referencian a diario.`,
    );
  if (await isDocumentMonthArchived(db, month)) return refused(`${text} ya está en el archivo.`);
  if (!(await isDocumentMonthAttached(db, month)))
    return refused(
      `${text} no tiene una partición propia: sus comprobantes, si los hay, están en la primera partición (los anteriores a la partición por mes), que no se archiva por meses.`,
    );
  const pending = await countPendingInMonth(db, month);
  if (pending > 0)
    return refused(
      `${text} tiene ${pending} comprobante(s) pendiente(s) de autorización; archívelo cuando el PAC los haya resuelto.`,
    );
  return { outcome: 'archived', documents: await archiveMonth(db, month) };
}

/** Attaches an archived month again (`facturar documents restore`): its documents are listed as before. */
export async function restoreDocumentMonth(db: Db, text: string): Promise<MonthArchiveOutcome> {
  const month = parseMonth(text);
  if (month === undefined) return badMonth(text);
  if (!(await isDocumentMonthArchived(db, month))) return refused(`${text} no está en el archivo.`);
  return { outcome: 'restored', documents: await restoreMonth(db, month) };
}
