import { randomUUID } from 'node:crypto';
import {
  twoFactorMessages,
  type LoginRequest,
  type LoginResponse,
  type PasswordChangeRequest,
  type SecondStepRequest,
  type SecondStepResponse,
  type TokenResponse,
  SystemCode,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { hashPassword, isPasswordCorrect } from '../../adapters/crypto/password-hasher.ts';
import { randomToken, sha256Hex } from '../../adapters/crypto/random.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { authMessages } from './auth-messages.ts';
import {
  clearAccountFailures,
  createSession,
  extendSession,
  findLoginByAccessName,
  findLoginByAssignment,
  findSessionByRefreshHash,
  findSpentRefreshToken,
  resetFailedAttempts,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  updatePassword,
  type LoginRow,
  type SessionAccessRow,
  type SessionRow,
} from './auth-repository.ts';
import { readSessionAccess } from './session-reads.ts';
import { assertSystemCode, normaliseAccessName } from './auth-rules.ts';
import { auditAccount } from './auth-audit.ts';
import {
  assertAccountNotThrottled,
  countFailure,
  invalidCredentials,
  lockedUser,
  registerFailure,
} from './account-failures.ts';
import { checkSecondFactor, openSecondStep } from './two-factor-service.ts';
import { closeChallenge, findOpenChallenge } from './two-factor-repository.ts';
import { useTemporaryPassword } from './recovery-service.ts';
import { readAccessToken, signAccessToken } from './token-service.ts';
import { assertOwnAssignment } from '../../access/assignment-access.ts';
import { assertOwnCompany } from '../../access/company-access.ts';

// Verifying against a fixed hash when the user does not exist keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;

function permissionKey(login: { companyKind: string; profile: string }): string {
  return `${login.companyKind}-${login.profile}`;
}

function closedSession(mensajeSistema: string = SystemCode.SESION_CERRADA): AppError {
  return new AppError('unauthenticated', messages.invalidToken, { mensajeSistema });
}

/** When a session ends whatever its renewals: its sign-in plus SESSION_MAX_HOURS. */
function sessionEnd(ctx: AppContext, session: Pick<SessionRow, 'createdAt'>): number {
  return session.createdAt.getTime() + ctx.config.sessionMaxHours * 3_600_000;
}

function isSessionOpen(ctx: AppContext, session: SessionRow, now: Date): boolean {
  return (
    !session.revokedAt &&
    session.expiresAt.getTime() > now.getTime() &&
    sessionEnd(ctx, session) > now.getTime()
  );
}

/** An access token's lifetime: TOKEN_TTL_SECONDS, but never past the end of its session. */
function tokenSeconds(ctx: AppContext, session: Pick<SessionRow, 'createdAt'>, now: Date): number {
  const left = Math.floor((sessionEnd(ctx, session) - now.getTime()) / 1000);
  return Math.min(ctx.config.tokenTtlSeconds, left);
}

async function signFor(
  ctx: AppContext,
  login: Pick<LoginRow, 'assignmentId' | 'companyRuc' | 'state' | 'profile' | 'companyKind'>,
  sessionId: string,
  now: Date,
  ttl: number,
): Promise<string> {
  return signAccessToken(
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
}

async function issueTokens(ctx: AppContext, login: LoginRow): Promise<TokenResponse> {
  const now = ctx.now();
  const sessionId = randomUUID();
  const refreshToken = randomToken();
  const ttl = tokenSeconds(ctx, { createdAt: now }, now);
  await createSession(ctx.db, {
    id: sessionId,
    assignmentId: login.assignmentId,
    refreshTokenHash: sha256Hex(refreshToken),
    expiresAt: new Date(now.getTime() + ttl * 1000),
    createdAt: now,
  });
  const accessToken = await signFor(ctx, login, sessionId, now, ttl);
  return { accessToken, tokenType: 'Bearer', refreshToken, expiresIn: ttl };
}

/**
 * Spec 000 §4: a right password gets a token carrying the user's state (ACT, PRI, DES), which the screen
 * reads. A locked user (BLO) never gets one, and the answer to a locked user does not depend on the
 * password tried, so guessing cannot go on behind the lock; only a temporary password from a recovery
 * opens it. Wrong passwords count towards the lock and towards the per-account limit.
 */
export async function login(ctx: AppContext, request: LoginRequest, address: string): Promise<LoginResponse> {
  assertSystemCode(ctx, request.codigoSistema);
  const now = ctx.now();
  const accessName = normaliseAccessName(request.username);
  const attempt = { accessName, address };
  const found = await findLoginByAccessName(ctx.db, accessName);
  // The temporary password of a recovery came through the owner's e-mail, a channel others do not hold:
  // it works during a throttle and ends a lock (ADR 0067).
  const recovered = found && (await useTemporaryPassword(ctx, found, request.password));
  if (recovered) return signedIn(ctx, recovered);
  await assertAccountNotThrottled(ctx, attempt, now);
  if (!found) {
    decoyHash ??= hashPassword(randomToken());
    await isPasswordCorrect(await decoyHash, request.password);
    const failures = await countFailure(ctx, attempt, now);
    throw failures >= ctx.config.maxFailedLogins
      ? lockedUser()
      : invalidCredentials(ctx.config.maxFailedLogins - failures);
  }
  if (found.state === 'BLO') {
    await countFailure(ctx, attempt, now);
    await auditAccount(ctx, found, 'SIGN_IN_FAILED', { motivo: 'USUARIO_BLOQUEADO' });
    throw lockedUser();
  }
  if (!(await isPasswordCorrect(found.passwordHash, request.password))) {
    const { isLocked, attemptsLeft } = await registerFailure(
      ctx,
      found,
      address,
      'SIGN_IN_FAILED',
      'CLAVE_INCORRECTA',
    );
    throw isLocked ? lockedUser() : invalidCredentials(attemptsLeft);
  }
  return signedIn(ctx, found);
}

/**
 * The password was right: the session, or the second step when the user has one or the profile requires
 * it (ADR 0024). The failure counts are cleared only when the session is given, so a known password does
 * not reset the guesses at the code.
 */
async function signedIn(ctx: AppContext, login: LoginRow): Promise<LoginResponse> {
  // A deactivated user's token opens nothing; it only tells the screen the state (spec 000 §4).
  const challenge = login.state === 'DES' ? undefined : await openSecondStep(ctx, login);
  if (challenge) return challenge;
  return admit(ctx, login, {});
}

async function admit(
  ctx: AppContext,
  login: LoginRow,
  details: Record<string, string>,
): Promise<TokenResponse> {
  if (login.state === 'ACT' || login.state === 'PRI') {
    await resetFailedAttempts(ctx.db, login.userId);
    await clearAccountFailures(ctx.db, login.accessName);
  }
  const tokens = await issueTokens(ctx, login);
  await auditAccount(ctx, login, 'SIGN_IN', { estado: login.state, ...details });
  return tokens;
}

/**
 * The sign-in's second step: the challenge's code, or a recovery code (ADR 0024). A wrong code counts
 * towards the per-account limit and the lock like a wrong password; the challenge works once.
 */
export async function verifySecondStep(
  ctx: AppContext,
  request: SecondStepRequest,
  address: string,
): Promise<SecondStepResponse> {
  const now = ctx.now();
  const tokenHash = sha256Hex(request.desafio);
  const challenge = await findOpenChallenge(ctx.db, tokenHash, now);
  const login = challenge && (await findLoginByAssignment(ctx.db, challenge.assignmentId));
  if (!challenge || !login || login.state === 'DES') throw challengeExpired();
  if (login.state === 'BLO') throw lockedUser();
  await assertAccountNotThrottled(ctx, { accessName: login.accessName, address }, now);
  const passed = await checkSecondFactor(ctx, login, challenge.kind, request.codigo);
  if (!passed) {
    const { isLocked } = await registerFailure(ctx, login, address, 'TWO_FACTOR_FAILED', 'CODIGO_INCORRECTO');
    if (isLocked) throw lockedUser();
    throw new AppError('unauthenticated', twoFactorMessages.invalidCode, {
      mensajeSistema: SystemCode.CODIGO_INVALIDO,
    });
  }
  if (!(await closeChallenge(ctx.db, tokenHash, now))) throw challengeExpired();
  const tokens = await admit(ctx, login, { segundoFactor: passed.method });
  return { ...tokens, ...(passed.recoveryCodes ? { codigosRecuperacion: passed.recoveryCodes } : {}) };
}

function challengeExpired(): AppError {
  return new AppError('unauthenticated', twoFactorMessages.challengeExpired, {
    mensajeSistema: SystemCode.DESAFIO_EXPIRADO,
  });
}

/**
 * Checks a token against its session, and reads who the caller is now: state, profile and company come
 * from the database on every call, so a deactivation, a lock or a profile change takes effect at once.
 */
export async function verifyAccess(ctx: AppContext, token: string): Promise<AuthContext> {
  return (await readAccess(ctx, token)).auth;
}

/** `verifyAccess`, with the session it read (the refresh renews from it without reading it again). */
async function readAccess(
  ctx: AppContext,
  token: string,
): Promise<{ auth: AuthContext; session: SessionAccessRow }> {
  const now = ctx.now();
  const claims = await readAccessToken(ctx.secrets.jwtKey, token, now);
  const session = await readSessionAccess(ctx.db, claims.sessionId);
  if (!session || session.assignmentId !== claims.assignmentId || !isSessionOpen(ctx, session, now)) {
    throw closedSession();
  }
  const auth: AuthContext = {
    assignmentId: session.assignmentId,
    ruc: session.companyRuc,
    state: session.state,
    adm: session.profile === 'ADM',
    perm: permissionKey(session),
    sessionId: session.id,
    expiresAt: claims.expiresAt,
  };
  return { auth, session };
}

/**
 * A refresh token is exchanged once: the answer carries the next one, and presenting a spent one again
 * (it was copied) ends the session for both holders.
 */
async function exchangeRefreshToken(
  ctx: AppContext,
  refreshToken: string,
  now: Date,
): Promise<{ session: SessionRow; nextRefreshToken: string }> {
  const hash = sha256Hex(refreshToken);
  const session = await findSessionByRefreshHash(ctx.db, hash);
  if (!session) {
    const spentBy = await findSpentRefreshToken(ctx.db, hash);
    if (spentBy) {
      await revokeSession(ctx.db, spentBy);
      throw closedSession(SystemCode.REFRESH_REUTILIZADO);
    }
    throw closedSession();
  }
  if (!isSessionOpen(ctx, session, now)) throw closedSession();
  const nextRefreshToken = randomToken();
  const ttl = tokenSeconds(ctx, session, now);
  const isRotated = await rotateRefreshToken(ctx.db, {
    sessionId: session.id,
    spentHash: hash,
    nextHash: sha256Hex(nextRefreshToken),
    expiresAt: new Date(now.getTime() + ttl * 1000),
    now,
  });
  if (!isRotated) {
    await revokeSession(ctx.db, session.id);
    throw closedSession(SystemCode.REFRESH_REUTILIZADO);
  }
  return { session, nextRefreshToken };
}

/**
 * Renews the access token from a still-valid access token (what the web app sends before expiry) or from
 * the refresh token of the sign-in, which rotates. Either way the session never outlives its absolute end
 * (SESSION_MAX_HOURS after the sign-in), and a user no longer ACT or PRI gets nothing.
 */
export async function refresh(ctx: AppContext, bearer: string): Promise<TokenResponse> {
  const now = ctx.now();
  let session: SessionRow | undefined;
  let nextRefreshToken: string | undefined;
  if (bearer.includes('.')) {
    ({ session } = await readAccess(ctx, bearer));
  } else {
    ({ session, nextRefreshToken } = await exchangeRefreshToken(ctx, bearer, now));
  }
  if (!session || !isSessionOpen(ctx, session, now)) throw closedSession();
  const current = await findLoginByAssignment(ctx.db, session.assignmentId);
  if (!current || (current.state !== 'ACT' && current.state !== 'PRI')) {
    await revokeSession(ctx.db, session.id);
    throw closedSession(`ESTADO_USUARIO_${current?.state ?? 'NA'}`);
  }
  const ttl = tokenSeconds(ctx, session, now);
  if (!nextRefreshToken) await extendSession(ctx.db, session.id, new Date(now.getTime() + ttl * 1000), now);
  const accessToken = await signFor(ctx, current, session.id, now, ttl);
  return {
    accessToken,
    tokenType: 'Bearer',
    ...(nextRefreshToken ? { refreshToken: nextRefreshToken } : {}),
    expiresIn: ttl,
  };
}

export async function logout(ctx: AppContext, auth: AuthContext): Promise<void> {
  await revokeSession(ctx.db, auth.sessionId);
}

/**
 * Spec 000 §5. A wrong current password counts towards the lock like a failed sign-in (the call is a
 * password oracle otherwise); a changed password ends every other session of the user.
 */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  request: PasswordChangeRequest,
  address: string,
): Promise<void> {
  const notYourAccount = () =>
    new AppError('forbidden', authMessages.notYourAccount, { mensajeSistema: SystemCode.ASIGNACION_AJENA });
  assertOwnAssignment(auth, request.idAsignacionEmpresaUsuario, notYourAccount);
  assertOwnCompany(auth, request.idEmpresa, notYourAccount);
  const current = await findLoginByAssignment(ctx.db, auth.assignmentId);
  if (!current) throw new AppError('unauthenticated', authMessages.notYourAccount);
  if (!(await isPasswordCorrect(current.passwordHash, request.claveActual))) {
    const { isLocked } = await registerFailure(
      ctx,
      current,
      address,
      'PASSWORD_CHANGE_FAILED',
      'CLAVE_INCORRECTA',
    );
    if (isLocked) throw lockedUser();
    throw new AppError('credential_mismatch', authMessages.wrongCurrentPassword, {
      mensajeSistema: SystemCode.CLAVE_ACTUAL_INCORRECTA,
    });
  }
  if (request.claveActual === request.nuevaClave) throw new AppError('validation', authMessages.samePassword);
  await updatePassword(ctx.db, {
    userId: current.userId,
    assignmentId: current.assignmentId,
    passwordHash: await hashPassword(request.nuevaClave),
    state: current.state === 'PRI' ? 'ACT' : current.state,
  });
  await revokeUserSessions(ctx.db, current.assignmentId, ctx.now(), auth.sessionId);
  await auditAccount(ctx, current, 'PASSWORD_CHANGED');
}
