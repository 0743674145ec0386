import {
  computeRequestTotals,
  lineItemSchema,
  validateGenerationRequest,
  type DocumentProblem,
  type ValidatedRequest,
} from '@facturar/domain';
import {
  bulkDocumentColumns as titles,
  bulkDocumentMessages as texts,
  bulkFormats,
  type BulkDocumentColumn,
  type BulkFormatCode,
  type SheetProblem,
} from '@facturar/contracts';
import { z } from 'zod';
import type { TableRow } from '../../adapters/spreadsheet/index.ts';

export type DocumentRow = TableRow<BulkDocumentColumn>;

/** What the rows name, as the company has it: customers by identification, products by main code, own documents by CUFE. */
export type SheetLookups = {
  customers: ReadonlyMap<string, number>;
  products: ReadonlyMap<string, { id: number; price: string; itbms: string }>;
  referenced: ReadonlyMap<string, { issuedAt: string }>;
  issuer: { ruc: string; dv: string; taxpayerType: '1' | '2'; name: string };
  assignmentId: number;
};

/**
 * A document of the file that passed every rule of the form: its reference, its rows, its request body
 * and the request as the rules read it, which is what issuing takes (it is not judged a second time).
 */
export type SheetDocument = {
  reference: string;
  rows: readonly number[];
  body: Record<string, unknown>;
  validated: ValidatedRequest;
};

export type SheetReading = { documents: SheetDocument[]; problems: SheetProblem[]; invalid: number };

const blankToUndefined = (text: string) => (text === '' ? undefined : text);

/** Where a problem of the request lies in the sheet: the request field's column, and the item's row. */
const fieldColumns: Readonly<Record<string, BulkDocumentColumn>> = {
  tipoDocumento: 'type',
  fechaEmision: 'date',
  idAsignacionEmpresaCliente: 'customer',
  idConsumidorFinal: 'consumerId',
  nombreConsumidorFinal: 'consumerName',
  naturalezaOperacion: 'nature',
  tiempoPago: 'paymentTime',
  tipoOperacion: 'operationType',
  entregaCafe: 'delivery',
  formatoCafe: 'cafeFormat',
  envioContenedorReceptor: 'container',
  documentosFiscalesReferenciados: 'referencedCufe',
  informacionDatosExportacion: 'incoterm',
  informacionInteresEmisor: 'info',
};
const lineColumns: Readonly<Record<string, BulkDocumentColumn>> = {
  idProducto: 'product',
  cantidad: 'quantity',
  precioProducto: 'price',
  codigoItbms: 'itbms',
  descuento: 'discount',
};

function locate(
  problem: DocumentProblem,
  rows: readonly DocumentRow[],
): { row: DocumentRow; column: BulkDocumentColumn | undefined } {
  const [head, second, third] = problem.path.split('.');
  const first = rows[0] as DocumentRow;
  if (head === 'detalles' && second !== undefined && /^\d+$/.test(second)) {
    return { row: rows[Number(second)] ?? first, column: lineColumns[third ?? ''] ?? 'product' };
  }
  if (head === 'formasPago') return { row: first, column: third === 'codigo' ? 'payment' : 'paymentValue' };
  if (head === 'informacionDatosExportacion' && second === 'monedaOperacion')
    return { row: first, column: 'currency' };
  return { row: first, column: fieldColumns[head ?? ''] };
}

function problemAt(row: DocumentRow, column: BulkDocumentColumn | undefined, message: string): SheetProblem {
  return { hoja: row.sheet, fila: row.row, columna: column ? titles[column] : '', mensaje: message };
}

const linesSchema = z.array(lineItemSchema);

/** The payment's value: as written, or the document's total when every row leaves it blank. */
function paymentValue(written: string, lines: unknown[]): string | undefined {
  if (written !== '') return written;
  const parsed = linesSchema.safeParse(lines);
  if (!parsed.success) return undefined;
  const { totals } = computeRequestTotals({
    detalles: parsed.data,
    descuentosAdicionales: [],
    formasPago: [],
    pagoPlazos: [],
    tiempoPago: '1',
  });
  return totals.documentTotal.toFixed(2);
}

/** One document's rows as the generation request the form would send, or the problems of the names it uses. */
function buildBody(
  rows: readonly DocumentRow[],
  format: BulkFormatCode,
  lookups: SheetLookups,
): { body: Record<string, unknown> } | { problems: SheetProblem[] } {
  const first = (rows[0] as DocumentRow).values;
  const problems: SheetProblem[] = [];
  const allowed = bulkFormats.find((entry) => entry.codigo === format)?.tipos ?? [];
  const type = first.type || (allowed.length === 1 ? allowed[0] : '');
  if (type && !(allowed as readonly string[]).includes(type)) {
    problems.push(problemAt(rows[0] as DocumentRow, 'type', texts.typeNotInFormat(format)));
  }
  let customerId: number | undefined = 0;
  if (first.customer) {
    customerId = lookups.customers.get(first.customer);
    if (customerId === undefined)
      problems.push(problemAt(rows[0] as DocumentRow, 'customer', texts.customerNotFound(first.customer)));
  }
  const lines = rows.map((row) => {
    const product = lookups.products.get(row.values.product);
    if (row.values.product && !product)
      problems.push(problemAt(row, 'product', texts.productNotFound(row.values.product)));
    return {
      idProducto: product ? String(product.id) : undefined,
      cantidad: blankToUndefined(row.values.quantity),
      precioProducto: blankToUndefined(row.values.price) ?? product?.price,
      codigoItbms: blankToUndefined(row.values.itbms) ?? product?.itbms,
      ...(row.values.discount ? { descuento: row.values.discount, isDescuentoPorcentaje: 'false' } : {}),
    };
  });
  const references = first.referencedCufe
    ? first.referencedCufe
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((cufe) => {
          const found = lookups.referenced.get(cufe);
          if (!found)
            problems.push(problemAt(rows[0] as DocumentRow, 'referencedCufe', texts.referencedNotFound));
          return {
            rucEmisor: {
              tipoRuc: lookups.issuer.taxpayerType,
              ruc: lookups.issuer.ruc,
              dv: lookups.issuer.dv,
            },
            nombreEmisor: lookups.issuer.name,
            fechaDocumento: found?.issuedAt,
            cufeReferenciada: cufe,
          };
        })
    : [];
  if (problems.length > 0) return { problems };
  return {
    body: {
      tipoDocumento: type,
      ...(first.date ? { fechaEmision: first.date } : {}),
      idAsignacionEmpresaUsuario: lookups.assignmentId,
      idAsignacionEmpresaCliente: customerId,
      ...(first.consumerName ? { nombreConsumidorFinal: first.consumerName } : {}),
      ...(first.consumerId ? { idConsumidorFinal: first.consumerId } : {}),
      rucEmisor: lookups.issuer.ruc,
      detalles: lines,
      formasPago: [{ codigo: first.payment, valor: paymentValue(first.paymentValue, lines) }],
      naturalezaOperacion: first.nature || '01',
      tiempoPago: first.paymentTime || '1',
      tipoOperacion: first.operationType || '1',
      entregaCafe: first.delivery || '3',
      formatoCafe: first.cafeFormat || '3',
      envioContenedorReceptor: first.container || '1',
      ...(references.length > 0 ? { documentosFiscalesReferenciados: references } : {}),
      ...(first.incoterm
        ? {
            informacionDatosExportacion: {
              condicionEntrega: first.incoterm,
              ...(first.currency ? { monedaOperacion: first.currency } : {}),
            },
          }
        : {}),
      ...(first.info ? { informacionInteresEmisor: first.info } : {}),
    },
  };
}

/** The file's rows grouped by reference, in the order references first appear; rows without one are problems. */
export function groupByReference(rows: readonly DocumentRow[]): {
  groups: Map<string, DocumentRow[]>;
  problems: SheetProblem[];
} {
  const groups = new Map<string, DocumentRow[]>();
  const problems: SheetProblem[] = [];
  for (const row of rows) {
    const reference = row.values.reference;
    if (!reference) {
      problems.push(problemAt(row, 'reference', texts.referenceRequired));
      continue;
    }
    const group = groups.get(reference);
    if (group) group.push(row);
    else groups.set(reference, [row]);
  }
  return { groups, problems };
}

/**
 * The dry run of a file: every document built from its rows and judged by `validateGenerationRequest`,
 * the same rules the emission form and the generation call apply, with each problem placed on its sheet,
 * row and column. `onDocument` reports the rows judged so far.
 */
export async function readDocumentSheet(
  rows: readonly DocumentRow[],
  options: {
    format: BulkFormatCode;
    lookups: SheetLookups;
    now: Date;
    onDocument?: (rowsJudged: number) => Promise<void>;
  },
): Promise<SheetReading> {
  const { groups, problems } = groupByReference(rows);
  const documents: SheetDocument[] = [];
  let invalid = 0;
  let judged = problems.length;
  for (const [reference, group] of groups) {
    const built = buildBody(group, options.format, options.lookups);
    if ('problems' in built) {
      invalid += 1;
      problems.push(...built.problems);
    } else {
      const validated = validateGenerationRequest(built.body, { now: options.now });
      if (validated.ok) {
        documents.push({
          reference,
          rows: group.map((row) => row.row),
          body: built.body,
          validated: validated.value,
        });
      } else {
        invalid += 1;
        for (const problem of validated.problems) {
          const { row, column } = locate(problem, group);
          problems.push(problemAt(row, column, problem.message));
        }
      }
    }
    judged += group.length;
    await options.onDocument?.(judged);
  }
  problems.sort((a, b) => a.fila - b.fila);
  return { documents, problems, invalid };
}
