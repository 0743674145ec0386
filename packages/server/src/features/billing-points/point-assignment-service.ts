import {
  billingPointMessages as texts,
  type PageQuery,
  type PointAssignmentRow,
  SystemCode,
} from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess, reachableOrNotFound } from '../../access/company-access.ts';
import { readOneOrderPage } from '../../paging/one-order-page.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { listOpenBillingPoints } from './billing-point-repository.ts';
import { pointLabel, toBillingPointRow } from './billing-point-row.ts';
import { loadReachablePoint } from './billing-point-service.ts';
import {
  deleteAssignment,
  findAssignment,
  findCompanyUser,
  insertAssignment,
  listAssignmentPage,
  listCompanyUsers,
  type AssignmentRecord,
} from './point-assignment-repository.ts';

const listOrder = {
  sort: 'idAsignacionSecuencialUsuario,desc',
  refusal: 'La lista de asignaciones se ordena por idAsignacionSecuencialUsuario.',
};

function toAssignmentRow(record: AssignmentRecord): PointAssignmentRow {
  return {
    idAsignacionSecuencialUsuario: record.assignment_id,
    asignacionEmpresaUsuario: {
      idAsignacionEmpresaUsuario: record.company_user_id,
      nombreUsuario: record.full_name,
      nombreUsuarioAcceso: record.access_name,
    },
    secuencial: toBillingPointRow(record),
  };
}

/** GET /asignacion/secuencial/usuario/{ruc}. */
export async function listAssignments(ctx: AppContext, auth: AuthContext, ruc: string, query: PageQuery) {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return readOneOrderPage(
    query,
    listOrder,
    (window) => listAssignmentPage(ctx.db, ruc, window),
    toAssignmentRow,
  );
}

/** GET …/usuarios/{ruc}: who may be given a point. */
export async function listAssignableUsers(ctx: AppContext, auth: AuthContext, ruc: string) {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const users = await listCompanyUsers(ctx.db, ruc);
  return users.map((user) => ({
    idAsignacionEmpresaUsuario: user.id,
    nombreUsuario: user.full_name,
    nombreUsuarioAcceso: user.access_name,
  }));
}

/** GET …/secuenciales/{ruc}: the open points (a closed point cannot issue, so nobody is sent to one). */
export async function listAssignablePoints(ctx: AppContext, auth: AuthContext, ruc: string) {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return (await listOpenBillingPoints(ctx.db, ruc)).map(toBillingPointRow);
}

/** GET …/asignacion-secuencial-usuario/{user}/{point}: a user holds at most one point (409). */
export async function assignPoint(
  ctx: AppContext,
  auth: AuthContext,
  companyUserId: number,
  pointId: number,
): Promise<{ mensaje: string }> {
  const point = await loadReachablePoint(ctx, auth, pointId, texts.assignmentTargetNotFound);
  const user = await findCompanyUser(ctx.db, companyUserId);
  if (!user || user.company_ruc !== point.company_ruc) {
    throw new AppError('not_found', texts.assignmentTargetNotFound, {
      mensajeSistema: SystemCode.USUARIO_NO_EXISTE,
    });
  }
  if (!point.active)
    throw new AppError('validation', texts.closedPoint, { mensajeSistema: SystemCode.SECUENCIAL_CERRADO });
  const isAssigned = await insertAssignment(ctx.db, {
    companyUserId,
    billingPointId: pointId,
    ruc: point.company_ruc,
  });
  if (!isAssigned)
    throw new AppError('conflict', texts.alreadyAssigned, { mensajeSistema: SystemCode.USUARIO_ASIGNADO });
  return { mensaje: texts.assigned };
}

/** GET …/quitar-asignacion-secuencial-usuario/{id}. */
export async function removeAssignment(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ mensaje: string }> {
  const notFound = new AppError('not_found', texts.assignmentNotFound, {
    mensajeSistema: SystemCode.ASIGNACION_NO_EXISTE,
  });
  const found = await findAssignment(ctx.db, id);
  const assignment = await reachableOrNotFound(ctx.db, auth, found, (row) => row.company_ruc, notFound);
  if (!(await deleteAssignment(ctx.db, id))) throw notFound;
  return { mensaje: texts.removed(pointLabel(assignment), assignment.full_name) };
}
