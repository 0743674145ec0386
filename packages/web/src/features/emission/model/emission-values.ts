import {
  emptyExportData,
  formatPanamaDate,
  type ExportDataDraft,
  type LineDraft,
  type LineItemRequest,
} from '@facturar/domain';
import type { CustomerOption } from '#web/features/master-data/index.ts';
import type {
  AuthorisedRuc,
  CommercialOrder,
  DeliveryPlace,
  Instalment,
  Logistics,
  ReferencedDocument,
} from '../sections/index.ts';

/** A detail line on screen: what the dialog holds (to edit it again) and the validated line it sends. */
export type LineRow = {
  key: string;
  codigoPrincipal: string;
  descripcion: string;
  hasGtin: boolean;
  draft: LineDraft;
  request: LineItemRequest;
};

export type PaymentRow = { key: string; codigo: string; descripcion: string; valor: string };
export type NameValueRow = { key: string; nombre: string; valor: string };

export type EmissionValues = {
  customerMode: 'final' | 'data';
  customer: CustomerOption | null;
  fechaEmision: string;
  tipoEmision: string;
  entregaCafe: string;
  formatoCafe: string;
  envioContenedorReceptor: string;
  naturalezaOperacion: string;
  tipoOperacion: string;
  tiempoPago: string;
  destinoOperacion: string;
  tipoSucursal: string;
  tipoTransaccionVenta: string;
  fechaSalida: string;
  fechaContingencia: string;
  motivoContingencia: string;
  informacionInteresEmisor: string;
  detalles: LineRow[];
  paymentMode: 'U' | 'V';
  uniquePaymentCode: string;
  formasPago: PaymentRow[];
  propina: string;
  hasInfo: boolean;
  informacionAdicional: NameValueRow[];
  hasDiscounts: boolean;
  descuentosAdicionales: NameValueRow[];
  hasRetention: boolean;
  codigoRetencion: string;
  pagoPlazos: Instalment[];
  pedidoComercialFacturaDto: CommercialOrder | undefined;
  informacionLogisticaDto: Logistics | undefined;
  localEntrega: DeliveryPlace | undefined;
  rucsAutorizados: AuthorisedRuc[];
  informacionDatosExportacion: ExportDataDraft;
  documentosFiscalesReferenciados: ReferencedDocument[];
};

export function createEmptyValues(now = new Date()): EmissionValues {
  return {
    customerMode: 'final',
    customer: null,
    fechaEmision: formatPanamaDate(now),
    tipoEmision: '01',
    // The defaults of the bulk-upload Excel template (issue 29): sale, cash, CAFE e-mailed as a letter page.
    entregaCafe: '3',
    formatoCafe: '3',
    envioContenedorReceptor: '1',
    naturalezaOperacion: '01',
    tipoOperacion: '1',
    tiempoPago: '1',
    destinoOperacion: '1',
    tipoSucursal: '',
    tipoTransaccionVenta: '',
    fechaSalida: '',
    fechaContingencia: '',
    motivoContingencia: '',
    informacionInteresEmisor: '',
    detalles: [],
    paymentMode: 'U',
    uniquePaymentCode: '02',
    formasPago: [],
    propina: '',
    hasInfo: false,
    informacionAdicional: [],
    hasDiscounts: false,
    descuentosAdicionales: [],
    hasRetention: false,
    codigoRetencion: '',
    pagoPlazos: [],
    pedidoComercialFacturaDto: undefined,
    informacionLogisticaDto: undefined,
    localEntrega: undefined,
    rucsAutorizados: [],
    informacionDatosExportacion: emptyExportData,
    documentosFiscalesReferenciados: [],
  };
}

let rowCounter = 0;
/** Rows restored from a draft kept their keys: a new page's keys must not repeat them. */
const pageKey = Date.now().toString(36);

/** A key for a new table row (rows are memoised by it). */
export function nextRowKey(): string {
  rowCounter += 1;
  return `r${pageKey}-${rowCounter}`;
}
