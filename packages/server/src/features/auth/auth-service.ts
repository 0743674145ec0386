import { randomUUID } from 'node:crypto';
import type { LoginRequest, PasswordChangeRequest, TokenResponse } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { hashPassword, isPasswordCorrect } from '../../adapters/crypto/password-hasher.ts';
import { generateTemporaryPassword, randomToken, sha256Hex } from '../../adapters/crypto/random.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { authMessages } from './auth-messages.ts';
import {
  createSession,
  extendSession,
  findLoginByAccessName,
  findLoginByAssignment,
  findSessionById,
  findSessionByRefreshHash,
  recordFailedAttempt,
  resetFailedAttempts,
  revokeSession,
  revokeUserSessions,
  updatePassword,
  type LoginRow,
} from './auth-repository.ts';
import { buildRecoveryMail } from './recovery-mail.ts';
import { readAccessToken, signAccessToken } from './token-service.ts';

// Verifying against a fixed hash when the user does not exist keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;

export function normaliseAccessName(username: string): string {
  return username.trim().toLowerCase();
}

function permissionKey(login: LoginRow): string {
  return `${login.companyKind}-${login.profile}`;
}

function assertSystemCode(ctx: AppContext, codigoSistema: string): void {
  if (codigoSistema !== ctx.config.codigoSistema) {
    throw new AppError('validation', authMessages.badSystemCode, {
      mensajeSistema: 'CODIGO_SISTEMA_INVALIDO',
    });
  }
}

async function issueTokens(ctx: AppContext, login: LoginRow): Promise<TokenResponse> {
  const now = ctx.now();
  const sessionId = randomUUID();
  const refreshToken = randomToken();
  const ttl = ctx.config.tokenTtlSeconds;
  await createSession(ctx.db, {
    id: sessionId,
    assignmentId: login.assignmentId,
    refreshTokenHash: sha256Hex(refreshToken),
    expiresAt: new Date(now.getTime() + ttl * 1000),
  });
  const accessToken = await signAccessToken(
    ctx.secrets.jwtKey,
    {
      sub: String(login.assignmentId),
      ruc: login.companyRuc,
      state: login.state,
      adm: login.profile === 'ADM',
      perm: permissionKey(login),
      sid: sessionId,
    },
    now,
    ttl,
  );
  return { accessToken, tokenType: 'Bearer', refreshToken, expiresIn: ttl };
}

/**
 * A right password always gets a token carrying the user's state, so the screen can tell a deactivated or
 * locked user why (spec 000 §4); such tokens open nothing else. A wrong one counts towards the lock.
 */
export async function login(ctx: AppContext, request: LoginRequest): Promise<TokenResponse> {
  assertSystemCode(ctx, request.codigoSistema);
  const found = await findLoginByAccessName(ctx.db, normaliseAccessName(request.username));
  if (!found) {
    decoyHash ??= hashPassword(randomToken());
    await isPasswordCorrect(await decoyHash, request.password);
    throw new AppError('unauthenticated', authMessages.invalidCredentials, {
      mensajeSistema: 'CREDENCIALES_INVALIDAS',
    });
  }
  if (!(await isPasswordCorrect(found.passwordHash, request.password))) {
    const isLocked =
      found.state === 'BLO' ||
      (await recordFailedAttempt(ctx.db, found.userId, ctx.config.maxFailedLogins)).isLocked;
    if (isLocked) {
      throw new AppError('unauthenticated', authMessages.lockedUser, { mensajeSistema: 'USUARIO_BLOQUEADO' });
    }
    throw new AppError('unauthenticated', authMessages.invalidCredentials, {
      mensajeSistema: 'CREDENCIALES_INVALIDAS',
    });
  }
  if (found.state === 'ACT' || found.state === 'PRI') await resetFailedAttempts(ctx.db, found.userId);
  return issueTokens(ctx, found);
}

/** Checks a token against its session and the user's current state (a deactivation takes effect at once). */
export async function verifyAccess(ctx: AppContext, token: string): Promise<AuthContext> {
  const auth = await readAccessToken(ctx.secrets.jwtKey, token, ctx.now());
  const session = await findSessionById(ctx.db, auth.sessionId);
  if (
    !session ||
    session.revokedAt ||
    session.expiresAt.getTime() <= ctx.now().getTime() ||
    session.assignmentId !== auth.assignmentId
  ) {
    throw new AppError('unauthenticated', messages.invalidToken, { mensajeSistema: 'SESION_CERRADA' });
  }
  return auth;
}

/** Renews the access token from a still-valid access token or from the refresh token of the login. */
export async function refresh(ctx: AppContext, bearer: string): Promise<TokenResponse> {
  const now = ctx.now();
  const session = bearer.includes('.')
    ? await findSessionById(ctx.db, (await verifyAccess(ctx, bearer)).sessionId)
    : await findSessionByRefreshHash(ctx.db, sha256Hex(bearer));
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('unauthenticated', messages.invalidToken, { mensajeSistema: 'SESION_CERRADA' });
  }
  const current = await findLoginByAssignment(ctx.db, session.assignmentId);
  if (!current || (current.state !== 'ACT' && current.state !== 'PRI')) {
    await revokeSession(ctx.db, session.id);
    throw new AppError('unauthenticated', messages.invalidToken, {
      mensajeSistema: `ESTADO_USUARIO_${current?.state ?? 'NA'}`,
    });
  }
  const ttl = ctx.config.tokenTtlSeconds;
  await extendSession(ctx.db, session.id, new Date(now.getTime() + ttl * 1000));
  const accessToken = await signAccessToken(
    ctx.secrets.jwtKey,
    {
      sub: String(current.assignmentId),
      ruc: current.companyRuc,
      state: current.state,
      adm: current.profile === 'ADM',
      perm: permissionKey(current),
      sid: session.id,
    },
    now,
    ttl,
  );
  return { accessToken, tokenType: 'Bearer', expiresIn: ttl };
}

export async function logout(ctx: AppContext, auth: AuthContext): Promise<void> {
  await revokeSession(ctx.db, auth.sessionId);
}

/** Mails a temporary password and leaves the user in PRI, so the first sign-in forces a new one. */
export async function recoverPassword(
  ctx: AppContext,
  request: { nombreUsuarioAcceso: string; codigoSistema: string },
): Promise<{ correoPrincipalUsuario: string }> {
  assertSystemCode(ctx, request.codigoSistema);
  const accessName = normaliseAccessName(request.nombreUsuarioAcceso);
  const found = await findLoginByAccessName(ctx.db, accessName);
  if (!found) throw new AppError('not_found', authMessages.recoveryNotFound);
  if (found.state === 'DES') {
    throw new AppError('validation', authMessages.recoveryRefused, { mensajeSistema: 'USUARIO_DESACTIVADO' });
  }
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  // The mail goes first: if it cannot be sent, the old password keeps working.
  try {
    await ctx.mailer.send(
      buildRecoveryMail({
        to: found.email,
        fullName: found.fullName,
        accessName,
        temporaryPassword,
        loginUrl: ctx.config.publicUrl,
      }),
    );
  } catch {
    throw new AppError('unavailable', authMessages.recoveryMailFailed, {
      mensajeSistema: 'CORREO_NO_ENVIADO',
    });
  }
  await updatePassword(ctx.db, {
    userId: found.userId,
    assignmentId: found.assignmentId,
    passwordHash,
    state: 'PRI',
  });
  await revokeUserSessions(ctx.db, found.assignmentId);
  return { correoPrincipalUsuario: found.email };
}

export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  request: PasswordChangeRequest,
): Promise<void> {
  if (request.idAsignacionEmpresaUsuario !== auth.assignmentId || request.idEmpresa !== auth.ruc) {
    throw new AppError('forbidden', authMessages.notYourAccount, { mensajeSistema: 'ASIGNACION_AJENA' });
  }
  const current = await findLoginByAssignment(ctx.db, auth.assignmentId);
  if (!current) throw new AppError('unauthenticated', authMessages.notYourAccount);
  if (!(await isPasswordCorrect(current.passwordHash, request.claveActual))) {
    throw new AppError('credential_mismatch', authMessages.wrongCurrentPassword, {
      mensajeSistema: 'CLAVE_ACTUAL_INCORRECTA',
    });
  }
  if (request.claveActual === request.nuevaClave) throw new AppError('validation', authMessages.samePassword);
  await updatePassword(ctx.db, {
    userId: current.userId,
    assignmentId: current.assignmentId,
    passwordHash: await hashPassword(request.nuevaClave),
    state: current.state === 'PRI' ? 'ACT' : current.state,
  });
}
