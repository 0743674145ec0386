import { SystemCode } from '@facturar/contracts';
import type { Dashboard } from '@facturar/contracts';
import {
  Decimal,
  ITBMS_RATES,
  formatPanamaDate,
  startOfPanamaDay,
  startOfPanamaDayMonthsBefore,
} from '@facturar/domain';
import { findIdRange } from '../../adapters/db/document-id-range.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { isPartner, isPlatformAdmin } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { parseRfe, RfeParseError } from '../../adapters/xml/index.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import {
  countByStatus,
  findDocumentsWithoutRates,
  hasPermissionResource,
  insertDocumentRates,
  sumIssuedByMonth,
  sumRates,
  type DashboardPeriod,
} from './dashboard-repository.ts';

/** Documents whose rates are read from their XML per round trip. */
const RATE_BATCH = 500;
const REPORTS_RESOURCE = 'REPO';

/** The first instant of the Panama month of `instant`. */
function startOfPanamaMonth(instant: Date): Date {
  const day = startOfPanamaDay(instant);
  const dayOfMonth = Number(new Date(day.getTime() - 5 * 3_600_000).toISOString().slice(8, 10));
  return new Date(day.getTime() - (dayOfMonth - 1) * 86_400_000);
}

/** The period from `from` to `now`, or null when the company issued nothing in it. */
async function periodSince(
  ctx: AppContext,
  ruc: string,
  from: Date,
  now: Date,
): Promise<DashboardPeriod | null> {
  const ids = await findIdRange(ctx.db, ruc, { from: formatPanamaDate(from), to: formatPanamaDate(now) });
  return ids && { from, firstId: ids.minId };
}

/**
 * Reads the rates of the documents that do not have them yet (each document's XML is read once, ever).
 * One whose stored XML cannot be read adds no rates and is passed over, so the dashboard still answers,
 * and the walk goes on by id, so documents that add none are never read twice in one visit.
 */
async function completeRates(ctx: AppContext, ruc: string, period: DashboardPeriod): Promise<void> {
  let afterId: string | undefined;
  for (;;) {
    const documents = await findDocumentsWithoutRates(ctx.db, ruc, period, { afterId, limit: RATE_BATCH });
    await insertDocumentRates(
      ctx.db,
      documents.flatMap((document) =>
        readRates(document.signed_xml).map((rate) => ({
          document_id: document.id,
          company_ruc: ruc,
          rate: rate.rate,
          base: rate.base,
          tax: rate.tax,
        })),
      ),
    );
    if (documents.length < RATE_BATCH) return;
    afterId = documents.at(-1)!.id;
  }
}

function readRates(xml: string) {
  try {
    return parseRfe(xml).itbmsByRate;
  } catch (error) {
    if (error instanceof RfeParseError) return [];
    throw error;
  }
}

/**
 * The home dashboard of a company (issue 18): authorised amount per month of the last 12 by type, this
 * month's ITBMS per rate, and the last 12 months' documents by state. Only for profiles that read reports.
 */
export async function readDashboard(ctx: AppContext, auth: AuthContext, ruc: string): Promise<Dashboard> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const canRead =
    isPlatformAdmin(auth) ||
    isPartner(auth) ||
    (await hasPermissionResource(ctx.db, auth.perm, REPORTS_RESOURCE));
  if (!canRead) {
    throw new AppError('forbidden', messages.forbidden, { mensajeSistema: SystemCode.SIN_PERMISO_REPORTES });
  }
  const now = ctx.now();
  const yearAgo = startOfPanamaMonth(startOfPanamaDayMonthsBefore(now, 11));
  const thisMonth = await periodSince(ctx, ruc, startOfPanamaMonth(now), now);
  if (thisMonth) await completeRates(ctx, ruc, thisMonth);
  const [byMonth, byStatus, rates] = await Promise.all([
    sumIssuedByMonth(ctx.db, ruc, yearAgo),
    countByStatus(ctx.db, ruc, yearAgo),
    sumRates(ctx.db, ruc, startOfPanamaMonth(now)),
  ]);
  const count = (status: string) => Number(byStatus.find((row) => row.status === status)?.count ?? 0);
  return {
    emitidoPorMes: byMonth.map((row) => ({
      mes: row.month,
      tipoComprobante: row.doc_type,
      total: row.total,
    })),
    itbmsPorTasa: ITBMS_RATES.map((rate) => {
      const row = rates.find((entry) => entry.rate === rate.codigo);
      return {
        tasa: rate.codigo,
        base: new Decimal(row?.base ?? 0).toFixed(2),
        itbms: new Decimal(row?.tax ?? 0).toFixed(2),
      };
    }),
    porEstado: {
      autorizados: count('AUT'),
      pendientes: count('PEN'),
      noAutorizados: count('NAU'),
      anulados: count('ANU'),
    },
  };
}
