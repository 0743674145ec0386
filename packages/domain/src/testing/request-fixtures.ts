import type { DocumentTypeCode } from '../request/document-types.ts';

/** A sample CUFE of an invoice (type 01) with a right check digit: the DGI sample's. */
export const INVOICE_CUFE = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';

/** A valid delivery place (localEntrega): a warehouse in Bella Vista, for a taxpayer receiver. */
export const DELIVERY_PLACE = {
  nombreLocalEntrega: 'Bodega',
  direccionLocalEntrega: 'Calle 1',
  provincia: 'PANAMA',
  distrito: 'PANAMA',
  corregimiento: 'BELLA VISTA',
  ubicacionGeografica: '8-8-7',
  rucContribuyenteReceptor: { tipoRuc: '1', ruc: '8-274-125', dv: '91' },
};

/**
 * A small valid generation body for a document type (as of SAMPLE_NOW): one taxpayer customer (id 11),
 * or the foreign customer (id 13) for an export invoice, one line of 2 × 10.00 at 7 %, paid in cash.
 */
export function buildValidBody(type: DocumentTypeCode = '01'): Record<string, unknown> {
  const isExport = type === '03';
  return {
    tipoDocumento: type,
    detalles: [{ idProducto: 1, cantidad: '2', precioProducto: '10.00', codigoItbms: '01' }],
    idAsignacionEmpresaCliente: isExport ? 13 : 11,
    formasPago: [{ codigo: '02', valor: '21.40' }],
    entregaCafe: '3',
    formatoCafe: '3',
    envioContenedorReceptor: '1',
    naturalezaOperacion: isExport ? '02' : '01',
    tiempoPago: '1',
    tipoOperacion: '1',
    ...(isExport ? { informacionDatosExportacion: { condicionEntrega: 'FOB', monedaOperacion: 'USD' } } : {}),
    ...(type === '04' || type === '05'
      ? {
          documentosFiscalesReferenciados: [
            {
              rucEmisor: { tipoRuc: '2', ruc: '521-136-113133', dv: '02' },
              nombreEmisor: 'Hypernova Labs',
              fechaDocumento: '2025-03-01',
              cufeReferenciada: INVOICE_CUFE,
            },
          ],
        }
      : {}),
  };
}
