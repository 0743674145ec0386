import { computeRequestTotals, formatFixed2, generationRequestFieldsSchema } from '@facturar/domain';

/** Prices with 2 to 6 decimals, every ITBMS rate, discounts by value and percentage, one ISC line. */
const LINES = [
  { idProducto: 1, cantidad: '35', precioProducto: '0.35', codigoItbms: '01' },
  { idProducto: 2, cantidad: '12.5', precioProducto: '7.4125', codigoItbms: '01', descuento: '0.50' },
  { idProducto: 3, cantidad: '1', precioProducto: '250.00', codigoItbms: '02' },
  { idProducto: 4, cantidad: '6', precioProducto: '18.990000', codigoItbms: '03', tasaIsc: '0.1325' },
  { idProducto: 1, cantidad: '4', precioProducto: '1.03', codigoItbms: '00' },
  {
    idProducto: 2,
    cantidad: '3',
    precioProducto: '93.00',
    codigoItbms: '01',
    descuento: '10',
    isDescuentoPorcentaje: 'true',
  },
  { idProducto: 3, cantidad: '2', precioProducto: '45.00', codigoItbms: '01', acarreo: '5.00' },
  { idProducto: 4, cantidad: '1', precioProducto: '3.53', codigoItbms: '03' },
  { idProducto: 1, cantidad: '0.75', precioProducto: '13.123456', codigoItbms: '01' },
  { idProducto: 2, cantidad: '20', precioProducto: '1.75', codigoItbms: '00' },
  { idProducto: 3, cantidad: '1', precioProducto: '7.49', codigoItbms: '02', descuento: '0.70' },
  { idProducto: 4, cantidad: '10', precioProducto: '4.08', codigoItbms: '01' },
];

/**
 * The generation body of a typical invoice with 12 items, like the DGI sample, to a taxpayer customer
 * (id 11 of the domain's fixtures), paid exactly by card. Valid at SAMPLE_NOW.
 */
export function buildSampleInvoiceBody(): Record<string, unknown> {
  const body: Record<string, unknown> = {
    tipoDocumento: '01',
    detalles: LINES,
    idAsignacionEmpresaCliente: 11,
    formasPago: [{ codigo: '03', valor: '1.00' }],
    entregaCafe: '3',
    formatoCafe: '3',
    envioContenedorReceptor: '1',
    naturalezaOperacion: '01',
    tiempoPago: '1',
    tipoOperacion: '1',
  };
  // The fields alone: the whole schema refuses the placeholder payment before its total is known.
  const request = generationRequestFieldsSchema.parse(body);
  const total = formatFixed2(computeRequestTotals(request).totals.documentTotal);
  return { ...body, formasPago: [{ codigo: '03', valor: total }] };
}
