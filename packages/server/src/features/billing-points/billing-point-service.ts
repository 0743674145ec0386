import {
  billingPointMessages as texts,
  type BillingPointForm,
  type BillingPointRow,
  type Paged,
  type PageQuery,
  SystemCode,
} from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess, reachableOrNotFound, resolveFormCompany } from '../../access/company-access.ts';
import { readOneOrderPage } from '../../paging/one-order-page.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  findBillingPoint,
  insertBillingPoint,
  listBillingPointPage,
  updateBillingPointRow,
  type BillingPointRecord,
} from './billing-point-repository.ts';
import { toBillingPointRow } from './billing-point-row.ts';
import { isCompanyKnown } from '../../access/company-access-repository.ts';

const listOrder = {
  sort: 'codigoSucursal,desc',
  refusal: 'La lista de puntos se ordena por codigoSucursal.',
};

function fieldsOf(form: BillingPointForm) {
  return {
    branch_code: form.codigoSucursal,
    point_code: form.puntoFacturacion,
    description: form.direccion,
    coordinates: form.coordenadaSucursal,
    active: form.estado,
  };
}

/** GET /admin/secuenciales/{ruc}. */
export async function listBillingPoints(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  query: PageQuery,
): Promise<Paged<BillingPointRow>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return readOneOrderPage(
    query,
    listOrder,
    (window) => listBillingPointPage(ctx.db, ruc, window),
    toBillingPointRow,
  );
}

/** POST /admin/secuenciales/registro-secuencial: a new point numbers from 1; 409 on a taken branch-point. */
export async function registerBillingPoint(
  ctx: AppContext,
  auth: AuthContext,
  form: BillingPointForm,
): Promise<{ mensaje: string; secuencial: BillingPointRow }> {
  const ruc = await resolveFormCompany(ctx.db, auth, form.idEmpresa);
  if (!(await isCompanyKnown(ctx.db, ruc))) {
    throw new AppError('not_found', texts.companyNotFound, { mensajeSistema: SystemCode.EMPRESA_NO_EXISTE });
  }
  const stored = await insertBillingPoint(ctx.db, ruc, fieldsOf(form));
  if (!stored)
    throw new AppError('conflict', texts.duplicate, { mensajeSistema: SystemCode.SECUENCIAL_EXISTE });
  return { mensaje: texts.created, secuencial: toBillingPointRow(stored) };
}

/** A point of a company the caller may reach; anything else is the same 404 as a point that does not exist. */
export async function loadReachablePoint(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  notFoundMessage: string,
): Promise<BillingPointRecord> {
  const notFound = new AppError('not_found', notFoundMessage, {
    mensajeSistema: SystemCode.SECUENCIAL_NO_EXISTE,
  });
  const point = await findBillingPoint(ctx.db, id);
  return reachableOrNotFound(ctx.db, auth, point, (found) => found.company_ruc, notFound);
}

/**
 * PUT /admin/secuenciales/actualizar-secuencial/{id}: address, coordinates, open or closed, and the codes
 * while the point has issued nothing; its numbering is never touched, so it stays gapless.
 */
export async function updateBillingPoint(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  form: BillingPointForm,
): Promise<{ mensaje: string; secuencial: BillingPointRow }> {
  await loadReachablePoint(ctx, auth, id, texts.notFound);
  const outcome = await updateBillingPointRow(ctx.db, id, fieldsOf(form));
  if (outcome === 'duplicate')
    throw new AppError('conflict', texts.duplicate, { mensajeSistema: SystemCode.SECUENCIAL_EXISTE });
  if (outcome === 'numbered') {
    throw new AppError('validation', texts.numberedCodesFixed, {
      mensajeSistema: SystemCode.SECUENCIAL_NUMERADO,
    });
  }
  const stored = await loadReachablePoint(ctx, auth, id, texts.notFound);
  return { mensaje: texts.updated, secuencial: toBillingPointRow(stored) };
}
