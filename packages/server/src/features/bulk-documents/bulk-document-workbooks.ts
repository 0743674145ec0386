import {
  CAFE_DELIVERIES,
  CAFE_FORMATS,
  CONTAINER_SENDINGS,
  DOCUMENT_TYPES,
  ITBMS_RATES,
  OPERATION_DIRECTIONS,
  OPERATION_NATURES,
  PAYMENT_FORMS,
  PAYMENT_TERMS,
} from '@facturar/domain';
import {
  bulkDocumentColumns as titles,
  bulkDocumentMessages as texts,
  bulkFormats,
  type BulkDocumentColumn,
  type SheetProblem,
} from '@facturar/contracts';
import { readXlsxRows, writeXlsx } from '../../adapters/spreadsheet/index.ts';

const columnOrder = Object.keys(titles) as BulkDocumentColumn[];

type Example = Partial<Record<BulkDocumentColumn, string>>;

/** The catalogue codes a row may use, each table under its column's title. */
function catalogueRows(): string[][] {
  const sections: [string, readonly { codigo: string; nombre: string }[]][] = [
    ['Formato del archivo', bulkFormats],
    [titles.type, DOCUMENT_TYPES],
    [titles.itbms, ITBMS_RATES],
    [titles.payment, PAYMENT_FORMS],
    [titles.nature, OPERATION_NATURES],
    [titles.paymentTime, PAYMENT_TERMS],
    [titles.operationType, OPERATION_DIRECTIONS],
    [titles.delivery, CAFE_DELIVERIES],
    [titles.cafeFormat, CAFE_FORMATS],
    [titles.container, CONTAINER_SENDINGS],
  ];
  return sections.flatMap(([title, entries]) => [
    [title, ''],
    ...entries.map((entry) => [entry.codigo, entry.nombre]),
    ['', ''],
  ]);
}

const notes: string[][] = [
  [
    'Cada fila es un ítem. Las filas con la misma Referencia forman un comprobante; sus datos generales se toman de la primera.',
  ],
  ['Cliente: RUC o identificación de un cliente registrado; vacío emite a consumidor final.'],
  [
    'Código de producto: código principal de un producto registrado. Precio unitario y Código ITBMS vacíos toman los del producto.',
  ],
  ['Valor del pago vacío toma el total del comprobante. Fecha de emisión vacía es la fecha en que se emite.'],
  [
    'Vacíos: Naturaleza 01, Tiempo de pago 1, Tipo de operación 1, Entrega del CAFE 3, Formato del CAFE 3, Envío del contenedor 1.',
  ],
  [
    'Notas referentes a una factura (04, 05): CUFE referenciado de un comprobante de la empresa (varios separados por coma).',
  ],
  ['Volver a cargar el mismo archivo no emite dos veces un comprobante.'],
];

/**
 * The template workbook (ADR 0052): the 'Comprobantes' sheet with a filled example (with the company's own
 * products and customer when it has them), the catalogue codes on a sheet of their own, and the notes.
 */
export function writeDocumentTemplate(examples: {
  products: readonly { main_code: string }[];
  customers: readonly { identification: string }[];
}): Promise<Buffer> {
  const [first, second] = examples.products;
  const customer = examples.customers[0]?.identification ?? '';
  const rows: Example[] = [
    {
      reference: 'F-0001',
      type: '01',
      customer,
      product: first?.main_code ?? 'PRODUCTO-1',
      quantity: '2',
      payment: '02',
    },
    { reference: 'F-0001', product: second?.main_code ?? first?.main_code ?? 'PRODUCTO-2', quantity: '1' },
    {
      reference: 'F-0002',
      type: '01',
      consumerName: 'Consumidor final',
      product: first?.main_code ?? 'PRODUCTO-1',
      quantity: '1',
      payment: '03',
      info: 'Venta de mostrador',
    },
  ];
  return writeXlsx([
    {
      name: texts.sheetName,
      columns: columnOrder.map((key) => ({
        title: titles[key],
        width: Math.max(14, titles[key].length + 2),
      })),
      rows: rows.map((row) => columnOrder.map((key) => row[key] ?? '')),
    },
    {
      name: texts.cataloguesSheetName,
      columns: [
        { title: 'Código', width: 14 },
        { title: 'Nombre', width: 60 },
      ],
      rows: catalogueRows(),
    },
    {
      name: 'Instrucciones',
      columns: [{ title: 'Cómo llenar la hoja Comprobantes', width: 120 }],
      rows: notes,
    },
  ]);
}

/**
 * The uploaded 'Comprobantes' sheet as it was, with an 'Errores' column: each row's problems, by column.
 * Read again from the stored file, so the user corrects the very rows they sent.
 */
export async function writeErrorsWorkbook(file: Buffer, problems: readonly SheetProblem[]): Promise<Buffer> {
  const byRow = new Map<number, string[]>();
  for (const problem of problems) {
    const text = problem.columna ? `${problem.columna}: ${problem.mensaje}` : problem.mensaje;
    byRow.set(problem.fila, [...(byRow.get(problem.fila) ?? []), text]);
  }
  let header: readonly string[] = [];
  const rows: string[][] = [];
  const sheet = texts.sheetName.toLowerCase();
  for await (const line of readXlsxRows(file)) {
    if (line.sheet.toLowerCase() !== sheet) continue;
    if (header.length === 0) {
      header = line.cells;
      continue;
    }
    const cells = Array.from({ length: header.length }, (_, index) => line.cells[index] ?? '');
    rows.push([...cells, (byRow.get(line.row) ?? []).join(' | ')]);
  }
  return writeXlsx([
    {
      name: texts.sheetName,
      columns: [...header.map((title) => ({ title })), { title: texts.errorsColumn, width: 80 }],
      rows,
    },
  ]);
}
