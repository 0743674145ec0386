import { GENERIC_NOTE_TYPES, REFERRING_NOTE_TYPES, type DocumentTypeCode } from '@facturar/domain';
import { recurringMessages } from '@facturar/contracts';
import type { Db } from '../../adapters/db/open-database.ts';
import { parseRfe, type RfeExportData } from '../../adapters/xml/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { findProductIdsByCode } from '../products/index.ts';
import { findSourceDocument } from './recurring-invoice-repository.ts';

const notes: readonly string[] = [
  ...REFERRING_NOTE_TYPES,
  ...GENERIC_NOTE_TYPES,
] satisfies DocumentTypeCode[];

function notFound(): AppError {
  return new AppError('not_found', recurringMessages.documentNotFound, {
    mensajeSistema: 'COMPROBANTE_NO_EXISTE',
  });
}

/** The export group as the generation body names it, only the fields the document had. */
function exportDataOf(data: RfeExportData): Record<string, string> {
  const fields: [string, string | undefined][] = [
    ['condicionEntrega', data.incoterm],
    ['monedaOperacion', data.currency],
    ['detalleMoneda', data.currencyName],
    ['tipoCambio', data.exchangeRate],
    ['montoMoneda', data.foreignCurrencyTotal],
    ['puertoEmbarque', data.port],
  ];
  return Object.fromEntries(fields.filter((field): field is [string, string] => field[1] !== undefined));
}

/**
 * The generation body of an authorised document, rebuilt from what it stored (its signed rFE and its
 * customer): the same customer, products (by their code in today's catalogue), quantities, prices,
 * discounts, ITBMS, payments, instalments, export data and CAFE options, without its number, date or CUFE.
 * The instalments keep their dates, counted from `bodyDate` (the day the document was issued): each
 * occurrence moves them to its own day. The body is judged by the generation rules afterwards, like any
 * other. Notes refer to one document and are never scheduled.
 */
export async function rebuildDocumentBody(
  db: Db,
  ruc: string,
  documentId: number,
): Promise<{ body: Record<string, unknown>; billingPointId: number; bodyDate: string }> {
  const doc = await findSourceDocument(db, ruc, String(documentId));
  if (!doc) throw notFound();
  if (doc.status !== 'AUT') {
    throw new AppError('conflict', recurringMessages.documentNotAuthorised, {
      mensajeSistema: 'COMPROBANTE_NO_AUTORIZADO',
    });
  }
  if (notes.includes(doc.doc_type)) {
    throw new AppError('conflict', recurringMessages.documentTypeNotSchedulable, {
      mensajeSistema: 'TIPO_NO_PROGRAMABLE',
    });
  }
  const view = parseRfe(doc.signed_xml);
  const codes = [...new Set(view.items.map((item) => item.code ?? ''))];
  // Inactive products are found too: issuing each occurrence judges them.
  const products = await findProductIdsByCode(db, ruc, codes, { isActiveOnly: false });
  const detalles = view.items.map((item) => {
    const productId = products.get(item.code ?? '');
    if (productId === undefined) {
      throw new AppError('conflict', recurringMessages.productMissing(item.code ?? item.description), {
        mensajeSistema: 'PRODUCTO_NO_EXISTE',
      });
    }
    const discount = item.unitDiscount && Number(item.unitDiscount) > 0 ? item.unitDiscount : undefined;
    return {
      idProducto: productId,
      cantidad: item.quantity,
      precioProducto: item.unitPrice,
      codigoItbms: item.itbmsRate,
      ...(discount ? { descuento: discount } : {}),
    };
  });
  const receiver =
    doc.customer_id !== null
      ? { idAsignacionEmpresaCliente: doc.customer_id }
      : {
          idAsignacionEmpresaCliente: 0,
          ...(doc.receiver_identification ? { idConsumidorFinal: doc.receiver_identification } : {}),
          ...(doc.receiver_name && doc.receiver_name !== 'CONSUMIDOR FINAL'
            ? { nombreConsumidorFinal: doc.receiver_name }
            : {}),
        };
  const body: Record<string, unknown> = {
    tipoDocumento: view.documentType,
    ...receiver,
    detalles,
    formasPago: view.payments.map((payment) => ({
      codigo: payment.form,
      ...(payment.description ? { descripcion: payment.description } : {}),
      valor: payment.amount,
    })),
    entregaCafe: view.cafeDelivery ?? '3',
    formatoCafe: view.cafeFormat ?? '3',
    envioContenedorReceptor: '1',
    naturalezaOperacion: view.operationNature ?? '01',
    tiempoPago: view.totals.paymentTerm,
    tipoOperacion: view.operationType ?? '1',
    ...(view.destination ? { destinoOperacion: view.destination } : {}),
    ...(view.issuerNote ? { informacionInteresEmisor: view.issuerNote } : {}),
    ...(view.instalments.length > 0
      ? {
          pagoPlazos: view.instalments.map((instalment) => ({
            valorCuota: instalment.amount,
            fechaVencimiento: instalment.dueDate,
            ...(instalment.note ? { informacionInteres: instalment.note } : {}),
          })),
        }
      : {}),
    ...(view.exportData ? { informacionDatosExportacion: exportDataOf(view.exportData) } : {}),
  };
  return { body, billingPointId: doc.billing_point_id, bodyDate: view.issuedAt.slice(0, 10) };
}
