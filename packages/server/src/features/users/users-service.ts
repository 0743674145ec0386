import { SystemCode } from '@facturar/contracts';
import type { CompanyUser, NewUser, PageQuery, Paged, ProfileItem, UserUpdate } from '@facturar/contracts';
import { assertCompanyAccess, reachableOrNotFound } from '../../access/company-access.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import type { ProfileCode } from '../../adapters/db/schema.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { normaliseAccessName } from '../auth/index.ts';
import { createCompanyUser } from './create-company-user.ts';
import {
  assertDelegatedProfileChange,
  assertDelegatedUpdate,
  delegationOf,
} from './delegated-user-changes.ts';
import { assertUserKeysFree } from './taken-user-keys.ts';
import { userMessages } from './users-messages.ts';
import {
  countOtherActiveAdministrators,
  findCompanyUser,
  findCompanyUserPage,
  searchCompanyUsers,
  updateCompanyUser,
  updateCompanyUserProfile,
  type CompanyUserRecord,
  type UserOrder,
} from './users-repository.ts';

/** Search results shown at most (spec 000 §9: 15 per page). */
const searchLimit = 15;

function toCompanyUser(record: CompanyUserRecord): CompanyUser {
  return {
    idAsignacionEmpresaUsuario: record.assignmentId,
    usuario: { identificacionUsuario: record.identification, typeDocumente: record.identificationType },
    nombreUsuario: record.fullName,
    nombreUsuarioAcceso: record.accessName,
    correoPrincipalUsuario: record.email,
    telefonoPrincipalUsuario: record.phone,
    direccionUsuario: record.address,
    fechaRegistro: record.createdAt.toISOString(),
    estadoUsuario: record.state,
    asignacionPerfilUsuarios: [{ perfil: { idPerfil: record.profile, nombre: record.profile } }],
  };
}

// A Map: the client names the key, and `constructor` or `__proto__` must find nothing, not Object's own.
const sortColumns = new Map<string, UserOrder['column']>([
  ['idAsignacionEmpresaUsuario', 'cu.id'],
  ['nombreUsuario', 'u.full_name'],
  ['fechaRegistro', 'cu.created_at'],
]);

/** `column,direction` as the table sends it; the spec's `idAsignacionEmpresaUsuario,desc` when absent or unknown. */
function orderOf(sort: string | undefined): UserOrder {
  const [field = '', direction = ''] = (sort ?? '').split(',');
  return {
    column: sortColumns.get(field) ?? 'cu.id',
    direction: direction.toLowerCase() === 'asc' ? 'asc' : 'desc',
  };
}

export async function listUsers(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  query: PageQuery,
): Promise<Paged<CompanyUser>> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const { rows, total } = await findCompanyUserPage(ctx.db, ruc, orderOf(query.sort), {
    limit: query.size,
    offset: query.page * query.size,
  });
  return {
    content: rows.map(toCompanyUser),
    numberOfElements: rows.length,
    number: query.page,
    totalPages: Math.ceil(total / query.size),
    totalElements: total,
  };
}

export async function searchUsers(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  term: string,
): Promise<CompanyUser[]> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return (await searchCompanyUsers(ctx.db, ruc, term, searchLimit)).map(toCompanyUser);
}

/** 'Nuevo Usuario': a user of the company the administrator manages, with the internal profile to start. */
export async function addUser(
  ctx: AppContext,
  auth: AuthContext,
  request: NewUser,
): Promise<{ mensaje: string; idAsignacionEmpresaUsuario: number }> {
  await assertCompanyAccess(ctx.db, auth, request.idEmpresa);
  const delegation = delegationOf(auth, request.idEmpresa);
  const created = await createCompanyUser(ctx, request, {
    profile: 'INT',
    actorAssignmentId: auth.assignmentId,
    ...(delegation ? { auditDetails: { delegacion: delegation } } : {}),
  });
  return { mensaje: userMessages.added, idAsignacionEmpresaUsuario: created.idAsignacionEmpresaUsuario };
}

/** A user of a company the caller manages; another company's user is not found, as if it did not exist. */
async function loadManagedUser(
  ctx: AppContext,
  auth: AuthContext,
  assignmentId: number,
  notFoundMessage: string,
): Promise<CompanyUserRecord> {
  const notFound = new AppError('not_found', notFoundMessage, {
    mensajeSistema: SystemCode.USUARIO_NO_EXISTE,
  });
  const user = await findCompanyUser(ctx.db, assignmentId);
  return reachableOrNotFound(ctx.db, auth, user, (found) => found.companyRuc, notFound);
}

/** The company keeps an administrator who can sign in: the last one can be neither demoted nor stopped. */
async function assertKeepsAnAdministrator(ctx: AppContext, user: CompanyUserRecord): Promise<void> {
  if (user.profile !== 'ADM' || user.state === 'DES' || user.state === 'BLO') return;
  if ((await countOtherActiveAdministrators(ctx.db, user.companyRuc, user.assignmentId)) > 0) return;
  throw new AppError('validation', userMessages.lastAdministrator, {
    mensajeSistema: SystemCode.ULTIMO_ADMINISTRADOR,
  });
}

/**
 * 'Editar Usuario'. PRI stays until the user's first sign-in and is never chosen; ACT unlocks a blocked
 * user with a fresh count of failed attempts. The e-mail is the sign-in name, so changing it changes how
 * the user signs in, and it must be nobody else's (409).
 */
export async function updateUser(
  ctx: AppContext,
  auth: AuthContext,
  assignmentId: number,
  change: UserUpdate,
): Promise<{ mensaje: string }> {
  const user = await loadManagedUser(ctx, auth, assignmentId, userMessages.userNotFound);
  if (user.state === 'PRI' && change.estadoUsuario !== 'PRI') {
    throw new AppError('validation', userMessages.stateLockedUntilFirstLogin, {
      mensajeSistema: SystemCode.ESTADO_PRI,
    });
  }
  if (user.state !== 'PRI' && change.estadoUsuario === 'PRI') {
    throw new AppError('validation', userMessages.stateNotSelectable, {
      mensajeSistema: SystemCode.ESTADO_PRI,
    });
  }
  const accessName = normaliseAccessName(change.correoPrincipalUsuario);
  const delegation = delegationOf(auth, user.companyRuc);
  if (delegation) assertDelegatedUpdate(user, { accessName, state: change.estadoUsuario });
  if (change.estadoUsuario === 'DES' || change.estadoUsuario === 'BLO')
    await assertKeepsAnAdministrator(ctx, user);
  if (accessName !== user.accessName) {
    await assertUserKeysFree(ctx.db, { accessName }, user.companyRuc, user.userId);
  }
  await updateCompanyUser(ctx.db, {
    assignmentId: user.assignmentId,
    userId: user.userId,
    fullName: change.nombreUsuario,
    email: accessName,
    accessName,
    phone: change.telefonoPrincipalUsuario,
    address: change.direccionUsuario,
    state: change.estadoUsuario,
    now: ctx.now(),
  });
  // The repository changes the rows in its own transaction; the event follows it.
  await recordAuditEvent(ctx.db, {
    companyRuc: user.companyRuc,
    kind: 'USER_UPDATED',
    at: ctx.now(),
    actorAssignmentId: auth.assignmentId,
    subject: accessName,
    details: {
      estadoAnterior: user.state,
      estado: change.estadoUsuario,
      ...(accessName === user.accessName ? {} : { correoAnterior: user.accessName }),
      ...(delegation ? { delegacion: delegation } : {}),
    },
  });
  return { mensaje: userMessages.edited };
}

const profileItems: ProfileItem[] = [
  { idPerfil: 'ADM', nombre: 'ADM' },
  { idPerfil: 'INT', nombre: 'INT' },
];

export async function listProfiles(ctx: AppContext, auth: AuthContext, ruc: string): Promise<ProfileItem[]> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return profileItems;
}

/** 'Editar el Perfil del Usuario': takes effect on the user's next call (the session reads the profile). */
export async function updateUserProfile(
  ctx: AppContext,
  auth: AuthContext,
  assignmentId: number,
  profile: ProfileCode,
): Promise<{ mensaje: string }> {
  const user = await loadManagedUser(ctx, auth, assignmentId, userMessages.assignmentNotFound);
  if (user.profile !== profile) {
    const delegation = delegationOf(auth, user.companyRuc);
    if (delegation) assertDelegatedProfileChange();
    if (profile !== 'ADM') await assertKeepsAnAdministrator(ctx, user);
    await runInTransaction(ctx.db, async (trx) => {
      await updateCompanyUserProfile(trx, user.assignmentId, profile);
      await recordAuditEvent(trx, {
        companyRuc: user.companyRuc,
        kind: 'PROFILE_CHANGED',
        at: ctx.now(),
        actorAssignmentId: auth.assignmentId,
        subject: user.accessName,
        details: { perfilAnterior: user.profile, perfil: profile },
      });
    });
  }
  return { mensaje: userMessages.profileEdited };
}
