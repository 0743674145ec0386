import { formatPanamaDateTime, isValidRucFormat } from '@facturar/domain';
import {
  rucCheckColumns,
  rucCheckFileName,
  rucCheckMessages as texts,
  spreadsheetMessages,
  SystemCode,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { readUploadedTable } from '../spreadsheet-uploads/index.ts';
import { confirmRucDv } from './confirm-ruc-dv.ts';
import { writeRucCheckAnswer, writeRucCheckTemplate, type RucCheckLine } from './ruc-check-workbook.ts';

/** PAC calls in flight at once for one file: enough to keep the PAC busy, few enough to share it. */
const pacConcurrency = 8;

type RucRow = { ruc: string; type: string };

/**
 * The taxpayer type of a row: as written (1/2, N/J, natural/jurídico), or, when blank, the one whose RUC
 * layout the RUC has. A RUC both layouts accept (8-274-125) is a natural person's when its first part is a
 * province (one or two digits), as a juridical RUC's first part is the longer registry number.
 */
function taxpayerTypeOf(row: RucRow): { type: 1 | 2 } | { error: string } {
  const written = row.type.trim().toLowerCase();
  if (['1', 'n', 'natural'].includes(written)) return { type: 1 };
  if (['2', 'j', 'juridico', 'jurídico', 'juridica', 'jurídica'].includes(written)) return { type: 2 };
  if (written !== '') return { error: texts.typeInvalid };
  const natural = isValidRucFormat(row.ruc, 'natural');
  const juridical = isValidRucFormat(row.ruc, 'juridica');
  if (natural && juridical) return { type: /^\d{1,2}-/.test(row.ruc.trim()) ? 1 : 2 };
  // Neither layout: the natural reading's message says what is wrong with it.
  return { type: juridical ? 2 : 1 };
}

async function checkOne(ctx: AppContext, row: RucRow): Promise<RucCheckLine> {
  const line: RucCheckLine = {
    ruc: row.ruc,
    taxpayerType: '',
    computedDv: '',
    registeredDv: '',
    name: '',
    mayReceive: undefined,
    isIssuer: undefined,
    error: '',
  };
  const typed = taxpayerTypeOf(row);
  if ('error' in typed) return { ...line, error: typed.error };
  line.taxpayerType = typed.type === 1 ? '1' : '2';
  const verdict = await confirmRucDv(ctx, {
    ruc: row.ruc,
    personType: typed.type === 1 ? 'natural' : 'juridica',
    askRegistry: 'always',
  });
  line.computedDv = verdict.computedDv ?? '';
  const { registry } = verdict;
  if (registry.kind !== 'found' && verdict.computedDv === null) {
    // Neither the algorithm can read the RUC nor the registry holds it: the algorithm says what is wrong.
    return { ...line, error: verdict.algorithmProblem?.message ?? texts.typeInvalid };
  }
  if (registry.kind === 'not_registered') return { ...line, mayReceive: false, error: texts.notRegistered };
  if (registry.kind !== 'found') return { ...line, error: texts.pacUnavailable };
  return {
    ...line,
    registeredDv: registry.dv,
    name: registry.name,
    mayReceive: true,
    isIssuer: registry.isAuthorisedToIssue,
    // The registry's DV holds; a different computed one is worth saying (the RUC is an old or special one).
    error:
      verdict.computedDv === null || registry.dv === verdict.computedDv ? '' : texts.dvDiffers(registry.dv),
  };
}

/** Runs `task` over the items with at most `limit` at once, answers in the items' order. */
async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export type RucCheckAnswer = { fileName: string; content: Buffer };

/**
 * CMR: every RUC of the file (first sheet, columns by title) checked with the DGI's check-digit
 * algorithm and against the registry through the PAC's feConsRucDV, answered as a workbook.
 */
export async function checkRucFile(ctx: AppContext, file: Buffer): Promise<RucCheckAnswer> {
  const table = await readUploadedTable(file, { columns: rucCheckColumns, required: ['ruc'] });
  const rows: RucRow[] = table
    .filter((row) => row.values.ruc !== '')
    .map((row) => ({ ruc: row.values.ruc, type: row.values.type }));
  if (rows.length === 0)
    throw new AppError('validation', spreadsheetMessages.noRows, {
      mensajeSistema: SystemCode.ARCHIVO_VACIO,
    });
  const lines = await mapBounded(rows, pacConcurrency, (row) => checkOne(ctx, row));
  const timestamp = formatPanamaDateTime(ctx.now()).slice(0, 19).replace(/[-:T]/g, '');
  return { fileName: rucCheckFileName(timestamp), content: await writeRucCheckAnswer(lines) };
}

export function rucCheckTemplate(): Promise<Buffer> {
  return writeRucCheckTemplate();
}
