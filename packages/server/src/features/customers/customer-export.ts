import { PassThrough, type Readable } from 'node:stream';
import { receiverTypeNames, taxpayerTypeNames } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import { streamXlsx, type SheetCell } from '../../adapters/spreadsheet/index.ts';
import type { AppContext } from '../../app-context.ts';
import { listCustomersAfter } from './customer-repository.ts';
import { unifiedLocationOf } from './customer-row.ts';

/** Rows read from the database per round: memory stays flat however long the list is. */
const batchSize = 2_000;

const columns = [
  { title: 'Identificación', width: 22 },
  { title: 'DV', width: 5 },
  { title: 'Tipo de receptor', width: 16 },
  { title: 'Tipo de contribuyente', width: 20 },
  { title: 'Nombres / Razón social', width: 40 },
  { title: 'Correo', width: 32 },
  { title: 'Teléfono', width: 12 },
  { title: 'Dirección', width: 40 },
  { title: 'Ubicación geográfica', width: 40 },
  { title: 'País', width: 8 },
  { title: 'Fecha de registro', width: 20 },
];

/** The company's customers, newest first, read a batch at a time. */
async function* customerRows(ctx: AppContext, ruc: string): AsyncGenerator<SheetCell[]> {
  let cursor: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const rows = await listCustomersAfter(ctx.db, ruc, cursor, batchSize);
    for (const row of rows) {
      yield [
        row.identification,
        row.dv ?? '',
        `${row.receiver_type} ${receiverTypeNames[row.receiver_type]}`,
        row.taxpayer_type ? taxpayerTypeNames[row.taxpayer_type] : '',
        row.name,
        row.email ?? '',
        row.phone ?? '',
        row.address ?? '',
        row.location_code ? (unifiedLocationOf(row.location_code)?.nombre ?? '') : '',
        row.country_code,
        row.created_at,
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

/**
 * GET /admin/clientes/exportar/{ruc}: the company's customers, newest first, as an .xlsx written while it
 * is read (the spreadsheet adapter's streaming writer), so a list of any length costs one batch of memory.
 */
export async function exportCustomers(ctx: AppContext, auth: AuthContext, ruc: string): Promise<Readable> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const output = new PassThrough();
  streamXlsx(output, [{ name: 'Clientes', columns, rows: customerRows(ctx, ruc) }]).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
