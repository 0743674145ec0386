import type { ProductSearchResult } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { findMatchingProducts } from './product-search-repository.ts';

const maxResults = 20;

/** The emission form's product search (spec 002 §7): from one typed character, the company's active products. */
export async function searchProducts(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  term: string,
): Promise<ProductSearchResult> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const rows = await findMatchingProducts(ctx.db, ruc, term, maxResults);
  return rows.map((row) => ({
    idProducto: row.id,
    codigoPrincipal: row.main_code,
    codigoAuxiliar: row.aux_code,
    descripcion: row.description,
    precioUnitario: row.unit_price,
    codigoItbms: row.itbms_code,
    estado: row.active,
    gtinComercializacion: row.gtin_commercial,
    gtinInventario: row.gtin_inventory,
    codigoUnidadMedida: row.unit_code,
  }));
}
