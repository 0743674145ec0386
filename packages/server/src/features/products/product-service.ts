import { formatUpTo6, parseDecimal } from '@facturar/domain';
import {
  productMessages,
  type Paged,
  type PageQuery,
  type ProductForm,
  type ProductRow,
  SystemCode,
} from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess, reachableOrNotFound, resolveFormCompany } from '../../access/company-access.ts';
import { readOneOrderPage } from '../../paging/one-order-page.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  findProductById,
  insertProduct,
  listProductPage,
  updateProductRow,
  type ProductFields,
} from './product-repository.ts';
import { toProductRow } from './product-row.ts';
import { isCompanyKnown } from '../../access/company-access-repository.ts';

/** The only order of the product list (spec 001 §9): idProducto, newest first. */
const listOrder = { sort: 'idProducto,desc', refusal: 'La lista de productos se ordena por idProducto.' };

function fieldsOf(form: ProductForm): Omit<ProductFields, 'main_code'> {
  return {
    aux_code: form.codigoAuxiliar ?? null,
    description: form.descripcion,
    // Spec 001 §5: the price is normalised before it is saved.
    unit_price: formatUpTo6(parseDecimal(form.precioUnitario)),
    itbms_code: form.codigoItbms,
    gtin_commercial: form.gtincomercializacion ?? null,
    gtin_inventory: form.gtinInventario ?? null,
    unit_code: form.codigoUnidadMedida ?? null,
    cpbs_code: form.codigoBienesServicios ?? null,
    active: form.estado,
  };
}

/** GET /admin/productos/{ruc}: a page of the company's products and services. */
export async function listProducts(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  query: PageQuery,
): Promise<Paged<ProductRow>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return readOneOrderPage(query, listOrder, (window) => listProductPage(ctx.db, ruc, window), toProductRow);
}

/** POST /admin/productos/registro-producto: 409 when the main code is the company's already. */
export async function registerProduct(
  ctx: AppContext,
  auth: AuthContext,
  form: ProductForm,
): Promise<{ mensaje: string; producto: ProductRow }> {
  const ruc = await resolveFormCompany(ctx.db, auth, form.idEmpresa);
  if (!(await isCompanyKnown(ctx.db, ruc))) {
    throw new AppError('not_found', productMessages.companyNotFound, {
      mensajeSistema: SystemCode.EMPRESA_NO_EXISTE,
    });
  }
  const stored = await insertProduct(ctx.db, ruc, { ...fieldsOf(form), main_code: form.codigoPrincipal });
  if (!stored)
    throw new AppError('conflict', productMessages.duplicate, {
      mensajeSistema: SystemCode.CODIGO_PRINCIPAL,
    });
  return { mensaje: productMessages.created, producto: toProductRow(stored) };
}

/** PUT /admin/productos/actualizar-producto/{idProducto}: everything but the main code. */
export async function updateProduct(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  form: ProductForm,
): Promise<{ mensaje: string; producto: ProductRow }> {
  const notFound = new AppError('not_found', productMessages.notFound, {
    mensajeSistema: SystemCode.PRODUCTO_NO_EXISTE,
  });
  const found = await findProductById(ctx.db, id);
  const record = await reachableOrNotFound(ctx.db, auth, found, (row) => row.company_ruc, notFound);
  const stored = await updateProductRow(ctx.db, record.company_ruc, id, fieldsOf(form));
  if (!stored) throw notFound;
  return { mensaje: productMessages.updated, producto: toProductRow(stored) };
}
