import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './xlsx-reader.ts';
import { streamXlsx, writeXlsx, type SheetCell } from './xlsx-writer.ts';

async function rowsOf(file: Buffer): Promise<string[]> {
  const values: string[] = [];
  for await (const row of readXlsxRows(file)) values.push(row.cells.join('|'));
  return values;
}

describe('the xlsx writer', () => {
  it('writes the title row and the rows as given, text staying text', async () => {
    const file = await writeXlsx([
      {
        name: 'Clientes',
        columns: [{ title: 'RUC' }, { title: 'Monto' }],
        rows: [
          ['0012', 15.5],
          ['8-1-2', null],
        ],
      },
    ]);
    expect(await rowsOf(file)).toEqual(['RUC|Monto', '0012|15.5', '8-1-2']);
  });

  it('streams rows as they are read, into the output it is given', async () => {
    async function* read(): AsyncGenerator<SheetCell[]> {
      for (let index = 1; index <= 3; index += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        yield [`fila ${index}`];
      }
    }
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => output.on('end', resolve));
    await streamXlsx(output, [{ name: 'Hoja', columns: [{ title: 'Texto', width: 30 }], rows: read() }]);
    await ended;
    expect(await rowsOf(Buffer.concat(chunks))).toEqual(['Texto', 'fila 1', 'fila 2', 'fila 3']);
  });
});
