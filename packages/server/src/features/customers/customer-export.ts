import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { receiverTypeNames, taxpayerTypeNames } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { listCustomersAfter } from './customer-repository.ts';
import { unifiedLocationOf } from './customer-row.ts';

/** Rows read from the database per round: memory stays flat however long the list is. */
const batchSize = 2_000;

const columns = [
  { header: 'Identificación', key: 'identification', width: 22 },
  { header: 'DV', key: 'dv', width: 5 },
  { header: 'Tipo de receptor', key: 'receiverType', width: 16 },
  { header: 'Tipo de contribuyente', key: 'taxpayerType', width: 20 },
  { header: 'Nombres / Razón social', key: 'name', width: 40 },
  { header: 'Correo', key: 'email', width: 32 },
  { header: 'Teléfono', key: 'phone', width: 12 },
  { header: 'Dirección', key: 'address', width: 40 },
  { header: 'Ubicación geográfica', key: 'location', width: 40 },
  { header: 'País', key: 'country', width: 8 },
  { header: 'Fecha de registro', key: 'registeredAt', width: 20 },
];

/**
 * GET /admin/clientes/exportar/{ruc}: the company's customers, newest first, as an .xlsx written while it
 * is read (exceljs's streaming writer), so a list of any length costs one batch of memory.
 */
export async function exportCustomers(ctx: AppContext, auth: AuthContext, ruc: string): Promise<Readable> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet('Clientes');
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    let cursor: { createdAt: Date; id: number } | undefined;
    for (;;) {
      const rows = await listCustomersAfter(ctx.db, ruc, cursor, batchSize);
      for (const row of rows) {
        sheet
          .addRow({
            identification: row.identification,
            dv: row.dv ?? '',
            receiverType: `${row.receiver_type} ${receiverTypeNames[row.receiver_type]}`,
            taxpayerType: row.taxpayer_type ? taxpayerTypeNames[row.taxpayer_type] : '',
            name: row.name,
            email: row.email ?? '',
            phone: row.phone ?? '',
            address: row.address ?? '',
            location: row.location_code ? (unifiedLocationOf(row.location_code)?.nombre ?? '') : '',
            country: row.country_code,
            registeredAt: row.created_at,
          })
          .commit();
      }
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) break;
      cursor = { createdAt: last.created_at, id: last.id };
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
