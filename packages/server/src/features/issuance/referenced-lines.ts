import type { ReferencedLine } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { parseRfe } from '../../adapters/xml/index.ts';
import { findProductIdsByCode } from '../products/index.ts';
import { findSignedXml } from './document-reference-repository.ts';

/**
 * The items of a referenced document as a note's lines (issue 29 §3): as the signed XML holds them, each
 * with the company's active product of that main code (null when there is none any more, so the form can
 * say which line it cannot copy).
 */
export async function readReferencedLines(
  ctx: AppContext,
  ruc: string,
  cufe: string,
): Promise<ReferencedLine[]> {
  const xml = await findSignedXml(ctx.db, ruc, cufe);
  if (xml === undefined) return [];
  const { items } = parseRfe(xml);
  const products = await findProductIdsByCode(
    ctx.db,
    ruc,
    items.flatMap((item) => (item.code ? [item.code] : [])),
    { isActiveOnly: true },
  );
  return items.map((item) => ({
    idProducto: item.code === undefined ? null : (products.get(item.code) ?? null),
    codigoPrincipal: item.code ?? '',
    descripcion: item.description,
    cantidad: item.quantity,
    precioUnitario: item.unitPrice,
    descuentoUnitario: item.unitDiscount ?? null,
    codigoItbms: item.itbmsRate,
  }));
}
