import { pendingStates } from '@facturar/contracts';
import { DOCUMENT_TYPES, Decimal, ITBMS_RATES, nameItbmsRate, padDocumentNumber } from '@facturar/domain';
import type { RfeItem } from '../../adapters/xml/index.ts';
import type { IssuedReportRow, ReceivedReportRow } from './report-repository.ts';
import type { ReportColumn, ReportSheet } from '../../adapters/spreadsheet/index.ts';

const typeNames = new Map<string, string>(DOCUMENT_TYPES.map((type) => [type.codigo, type.nombre]));
const statusNames: Record<string, string> = {
  PEN: 'Pendiente',
  AUT: 'Autorizado',
  NAU: 'No autorizado',
  ANU: 'Anulado',
};
/** Credit notes (04 referring to invoices, 06 generic) take sales away. */
const CREDIT_NOTE_TYPES = new Set(['04', '06']);

export function isCreditNote(docType: string): boolean {
  return CREDIT_NOTE_TYPES.has(docType);
}

function documentNumber(row: { branch_code: string; point_code: string; number: string }): string {
  return `${row.branch_code}-${row.point_code}-${padDocumentNumber(row.number)}`;
}

function stateOf(row: IssuedReportRow): string {
  const name = statusNames[row.status] ?? row.status;
  if (row.status !== 'PEN' || row.pending_state === null) return name;
  return `${name} (${row.pending_state}: ${pendingStates[row.pending_state as keyof typeof pendingStates]})`;
}

/** What every report's document has, issued or received: the columns they share read only this. */
type ReportDocument = Pick<
  IssuedReportRow & ReceivedReportRow,
  | 'doc_type'
  | 'branch_code'
  | 'point_code'
  | 'number'
  | 'cufe'
  | 'issued_at'
  | 'authorised_at'
  | 'protocol'
  | 'total'
>;

/** The columns every report's document has, issued or received. */
const { issuedAt, number, type, cufe, authorisedAt, protocol, total } = {
  issuedAt: { header: 'Fecha Emisión', width: 20, kind: 'dateTime', value: (row) => row.issued_at },
  number: { header: 'Número', width: 22, kind: 'text', value: documentNumber },
  type: {
    header: 'Tipo',
    width: 30,
    kind: 'text',
    value: (row) => typeNames.get(row.doc_type) ?? row.doc_type,
  },
  cufe: { header: 'CUFE', width: 70, kind: 'text', value: (row) => row.cufe },
  authorisedAt: {
    header: 'Fecha Autorización',
    width: 20,
    kind: 'dateTime',
    value: (row) => row.authorised_at,
  },
  protocol: { header: 'Protocolo', width: 24, kind: 'text', value: (row) => row.protocol },
  total: { header: 'Total', width: 14, kind: 'amount', value: (row) => row.total, isTotalled: true },
} satisfies Record<string, ReportColumn<ReportDocument>>;

/** The issued documents' own columns: their receiver, state and the DGI's answer. */
const { receiverId, receiver, state, resultCode, resultMessage } = {
  receiverId: {
    header: 'RUC/Cédula Receptor',
    width: 22,
    kind: 'text',
    value: (row) => row.receiver_identification,
  },
  receiver: { header: 'Receptor', width: 36, kind: 'text', value: (row) => row.receiver_name },
  state: { header: 'Estado', width: 16, kind: 'text', value: stateOf },
  resultCode: { header: 'Código DGI', width: 12, kind: 'text', value: (row) => row.result_code },
  resultMessage: { header: 'Mensaje', width: 60, kind: 'text', value: (row) => row.result_message },
} satisfies Record<string, ReportColumn<IssuedReportRow>>;

/** What every report opens a document's row with: when, its number and type, and its CUFE. */
const opening = [issuedAt, number, type, cufe];

/** RCE: the issued documents, authorised and cancelled. */
export const issuedColumns = [...opening, receiverId, receiver, state, authorisedAt, protocol, total];

/** DCE: the same, with the company each document belongs to. */
export const partnerColumns: ReportColumn<IssuedReportRow>[] = [
  { header: 'RUC Empresa', width: 22, kind: 'text', value: (row) => row.company_ruc },
  { header: 'Empresa', width: 36, kind: 'text', value: (row) => row.business_name },
  ...issuedColumns,
];

/** CPD: every document's state at the PAC and the DGI, with the DGI's code and message. */
export const pacDgiColumns: ReportColumn<IssuedReportRow>[] = [
  ...opening,
  receiver,
  state,
  authorisedAt,
  protocol,
  resultCode,
  resultMessage,
  total,
];

/** RFR: the documents the DGI refused, with why. */
export const unauthorisedColumns: ReportColumn<IssuedReportRow>[] = [
  ...opening,
  receiverId,
  receiver,
  resultCode,
  resultMessage,
  {
    header: 'Información adicional',
    width: 60,
    kind: 'text',
    value: (row) => row.result_details?.toLowerCase(),
  },
  total,
];

/** RCR: the received documents. */
export const receivedColumns: ReportColumn<ReceivedReportRow>[] = [
  ...opening,
  { header: 'Clave de acceso', width: 52, kind: 'text', value: (row) => row.access_key },
  { header: 'RUC Emisor', width: 22, kind: 'text', value: (row) => row.issuer_ruc },
  { header: 'Emisor', width: 36, kind: 'text', value: (row) => row.issuer_name },
  authorisedAt,
  protocol,
  total,
];

/** A sales document with its base and tax per ITBMS rate, signed: a credit note's amounts are negative. */
export type SalesRow = IssuedReportRow & {
  byRate: ReadonlyMap<string, { base: string; tax: string }>;
  sign: 1 | -1;
};

function signed(row: SalesRow, amount: string | undefined): string {
  const value = new Decimal(amount ?? '0');
  return (row.sign < 0 ? value.negated() : value).toFixed(2);
}

/** RIV: one row per authorised document, base and ITBMS per rate; credit notes subtract. */
export const salesColumns: ReportColumn<SalesRow>[] = [
  ...opening,
  receiverId,
  receiver,
  ...ITBMS_RATES.flatMap((rate): ReportColumn<SalesRow>[] => {
    const base: ReportColumn<SalesRow> = {
      header: rate.codigo === '00' ? 'Base Exenta' : `Base ${nameItbmsRate(rate.codigo)}`,
      width: 14,
      kind: 'amount',
      value: (row) => signed(row, row.byRate.get(rate.codigo)?.base),
      isTotalled: true,
    };
    if (rate.codigo === '00') return [base];
    return [
      base,
      {
        header: `ITBMS ${nameItbmsRate(rate.codigo)}`,
        width: 14,
        kind: 'amount',
        value: (row) => signed(row, row.byRate.get(rate.codigo)?.tax),
        isTotalled: true,
      },
    ];
  }),
  {
    header: 'Total',
    width: 14,
    kind: 'amount',
    value: (row) => signed(row, row.total),
    isTotalled: true,
  },
];

/** Below the sales totals: base and ITBMS per rate, as the ITBMS return asks for them. */
export const salesSummary: NonNullable<ReportSheet<SalesRow>['summary']> = (totals) => ({
  heading: ['Resumen por tasa de ITBMS', 'Base imponible', 'ITBMS'],
  lines: ITBMS_RATES.map((rate) => {
    const label = rate.codigo === '00' ? 'Exento' : `ITBMS ${nameItbmsRate(rate.codigo)}`;
    const base = totals.get(rate.codigo === '00' ? 'Base Exenta' : `Base ${nameItbmsRate(rate.codigo)}`)!;
    const tax = rate.codigo === '00' ? new Decimal(0) : totals.get(`ITBMS ${nameItbmsRate(rate.codigo)}`)!;
    return [label, base, tax];
  }),
});

/** One item of an issued document. */
export type DetailRow = { document: IssuedReportRow; item: RfeItem };

/** A document's column on each of its items' rows. */
function ofDocument(column: ReportColumn<IssuedReportRow>): ReportColumn<DetailRow> {
  return { ...column, value: (row) => column.value(row.document) };
}

/** RED: one row per item of each authorised document. */
export const detailColumns: ReportColumn<DetailRow>[] = [
  ...[...opening, receiver].map(ofDocument),
  { header: 'Ítem', width: 6, kind: 'integer', value: (row) => row.item.sequence },
  { header: 'Código', width: 16, kind: 'text', value: (row) => row.item.code },
  { header: 'Descripción', width: 40, kind: 'text', value: (row) => row.item.description },
  { header: 'Cantidad', width: 12, kind: 'amount', value: (row) => row.item.quantity },
  { header: 'Precio Unitario', width: 14, kind: 'amount', value: (row) => row.item.unitPrice },
  { header: 'Descuento Unitario', width: 14, kind: 'amount', value: (row) => row.item.unitDiscount },
  { header: 'Subtotal', width: 14, kind: 'amount', value: (row) => row.item.amount, isTotalled: true },
  {
    header: 'Tasa ITBMS',
    width: 10,
    kind: 'text',
    value: (row) => nameItbmsRate(row.item.itbmsRate),
  },
  { header: 'ITBMS', width: 14, kind: 'amount', value: (row) => row.item.itbmsAmount, isTotalled: true },
  { header: 'Total Ítem', width: 14, kind: 'amount', value: (row) => row.item.total, isTotalled: true },
];
