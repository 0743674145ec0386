import {
  customerUploadColumns,
  customerUploadMessages as texts,
  spreadsheetMessages,
  type CustomerUploadAnswer,
  SystemCode,
} from '@facturar/contracts';
import { assertOwnAssignment } from '../../access/assignment-access.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { writeXlsx } from '../../adapters/spreadsheet/index.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { readUploadedTable } from '../spreadsheet-uploads/index.ts';
import { readCustomerSheet } from './customer-sheet.ts';
import { customerUploadQueue } from './customer-upload-job.ts';

/**
 * Who may upload customers, decided before the file is read: a caller who may reach the company, naming
 * their own assignment. No subscription key is asked (ADR 0100): the web app's is public.
 */
export async function assertCustomerUploadAllowed(
  ctx: AppContext,
  auth: AuthContext,
  request: { ruc: string; number: number },
): Promise<void> {
  await assertCompanyAccess(ctx.db, auth, request.ruc);
  assertOwnAssignment(auth, request.number);
}

/**
 * POST /clients/upload/xlsx/{ruc}/{number}: every row is judged by the customer rules now (refused rows
 * are answered at once and nothing is kept of a file that cannot be read); the others are registered by
 * the customer-upload job, whose result is e-mailed.
 */
export async function acceptCustomerFile(
  ctx: AppContext,
  auth: AuthContext,
  request: { ruc: string; number: number },
  upload: { fileName: string; content: Buffer },
): Promise<CustomerUploadAnswer> {
  await assertCustomerUploadAllowed(ctx, auth, request);
  const rows = await readUploadedTable(upload.content, {
    columns: customerUploadColumns,
    required: ['identification', 'receiverType', 'name', 'email'],
  });
  const filled = rows.filter((row) => Object.values(row.values).some((value) => value !== ''));
  if (filled.length === 0)
    throw new AppError('validation', spreadsheetMessages.noRows, {
      mensajeSistema: SystemCode.ARCHIVO_VACIO,
    });
  const { candidates, problems } = readCustomerSheet(filled);
  const refused = [...new Map(problems.map((problem) => [problem.fila, problem])).values()].map(
    (problem) => ({
      fila: problem.fila,
      mensaje: problems
        .filter((other) => other.fila === problem.fila)
        .map((other) => (other.columna ? `${other.columna}: ${other.mensaje}` : other.mensaje))
        .join(' | '),
    }),
  );
  await runInTransaction(ctx.db, (trx) =>
    ctx.queue.enqueue(trx, customerUploadQueue, {
      companyRuc: request.ruc,
      assignmentId: auth.assignmentId,
      fileName: upload.fileName.slice(0, 200),
      rows: candidates,
      refused,
    }),
  );
  return {
    mensaje: texts.accepted,
    filas: filled.length,
    enviadas: candidates.length,
    errores: problems.slice(0, 200),
  };
}

/** The customers sheet to fill: the export's columns and one example of each receiver type. */
export function customerTemplate(): Promise<Buffer> {
  const titles = Object.values(customerUploadColumns);
  return writeXlsx([
    {
      name: 'Clientes',
      columns: titles.map((title) => ({ title, width: Math.max(14, title.length + 4) })),
      rows: [
        [
          '155601234-2-2015',
          '80',
          '01',
          '2',
          'Distribuidora del Canal, S.A.',
          'compras@distcanal.test',
          '223-4455',
          'Calle 50, Obarrio',
          '8-8-7',
          'PA',
          '',
        ],
        [
          '8-NT-1-419',
          '68',
          '03',
          '2',
          'Ministerio de Comercio e Industrias',
          'compras@mici.test',
          '',
          'Plaza Edison',
          '8-8-5',
          'PA',
          '',
        ],
        [
          'P-4455667',
          '',
          '04',
          '',
          'Importadora Andina Ltda.',
          'ventas@andina.test',
          '',
          'Bogotá',
          '',
          'CO',
          '',
        ],
      ],
    },
  ]);
}
