import type { ReferencedLine } from '@facturar/contracts';
import { emptyLineDraft } from '@facturar/domain';
import { parseLineDraft } from './line-draft.ts';
import { nextRowKey, type LineRow } from './emission-values.ts';

/**
 * A referenced invoice's items as the note's detail rows (issue 29 §3): product, quantity, unit price,
 * discount per unit and ITBMS as invoiced. An item whose product the company no longer has active, or that
 * the line rules refuse, is left out and named, so the user adds it by hand.
 */
export function toReferencedLineRows(lines: readonly ReferencedLine[]): {
  rows: LineRow[];
  skipped: string[];
} {
  const rows: LineRow[] = [];
  const skipped: string[] = [];
  for (const line of lines) {
    const draft = {
      ...emptyLineDraft,
      idProducto: line.idProducto === null ? '' : String(line.idProducto),
      cantidad: line.cantidad,
      precioProducto: line.precioUnitario,
      descuento: line.descuentoUnitario ?? '',
      codigoItbms: line.codigoItbms,
    };
    const request = line.idProducto === null ? undefined : parseLineDraft(draft);
    if (request === undefined) {
      skipped.push(line.codigoPrincipal || line.descripcion);
      continue;
    }
    rows.push({
      key: nextRowKey(),
      codigoPrincipal: line.codigoPrincipal,
      descripcion: line.descripcion,
      hasGtin: false,
      draft,
      request,
    });
  }
  return { rows, skipped };
}
