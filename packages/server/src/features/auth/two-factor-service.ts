import { randomInt } from 'node:crypto';
import {
  twoFactorMessages,
  type SignInChallenge,
  type TwoFactorDisableRequest,
  type TwoFactorSetup,
  type TwoFactorStartRequest,
  type TwoFactorStatus,
  SystemCode,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import type { SignInChallengeKind } from '../../adapters/db/schema.ts';
import { isPasswordCorrect } from '../../adapters/crypto/password-hasher.ts';
import { randomToken, sha256Hex } from '../../adapters/crypto/random.ts';
import { base32Encode, createTotpSecret, matchTotpStep, otpauthUri } from '../../adapters/crypto/totp.ts';
import { qrSvg } from '../../adapters/qr/qr-svg.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { lockedUser, registerFailure } from './account-failures.ts';
import { auditAccount } from './auth-audit.ts';
import { authMessages } from './auth-messages.ts';
import { findLoginByAccessName, findLoginByAssignment, type LoginRow } from './auth-repository.ts';
import { normaliseAccessName } from './auth-rules.ts';
import {
  confirmTwoFactor,
  countUnusedRecoveryCodes,
  createSignInChallenge,
  deleteTwoFactor,
  findTwoFactor,
  savePendingSecret,
  useRecoveryCode,
  useTotpStep,
  type TwoFactorRow,
} from './two-factor-repository.ts';

const issuer = 'Facturar';
const challengeMinutes = 5;
const recoveryCodeCount = 10;
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Whether the user's profile must sign in with a second step (TWO_FACTOR_REQUIRED_FOR). */
function isRequired(ctx: AppContext, login: Pick<LoginRow, 'companyKind' | 'profile'>): boolean {
  return ctx.config.twoFactorRequiredFor.includes(`${login.companyKind}-${login.profile}`);
}

function isActive(factor: TwoFactorRow | undefined): factor is TwoFactorRow & { confirmedAt: Date } {
  return factor?.confirmedAt != null;
}

/** A recovery code as typed (any case, with or without the hyphen and spaces) in the form it is hashed. */
function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

function createRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A new secret waiting for its first code, and what the user needs to add it to an authenticator app. */
async function startEnrolment(ctx: AppContext, login: LoginRow): Promise<TwoFactorSetup> {
  const secret = createTotpSecret();
  await savePendingSecret(ctx.db, login.userId, ctx.secrets.secretBox.seal(secret));
  const uri = otpauthUri(issuer, login.accessName, secret);
  return { secreto: base32Encode(secret), uri, qrSvg: await qrSvg(uri) };
}

/** A code of the app for this secret, in a time step not used before (a code works once). */
async function isFreshTotp(
  ctx: AppContext,
  userId: number,
  factor: TwoFactorRow,
  code: string,
): Promise<boolean> {
  const secret = ctx.secrets.secretBox.open(factor.secretEncrypted);
  const step = matchTotpStep(secret, code.replace(/\s/g, ''), ctx.now());
  return step !== undefined && (await useTotpStep(ctx.db, userId, step));
}

/** Confirms a pending enrolment with its first code: the recovery codes, or undefined for a wrong code. */
async function confirmEnrolment(
  ctx: AppContext,
  login: LoginRow,
  factor: TwoFactorRow,
  code: string,
): Promise<string[] | undefined> {
  if (!(await isFreshTotp(ctx, login.userId, factor, code))) return undefined;
  const codes = createRecoveryCodes();
  const recoveryCodeHashes = codes.map((entry) => sha256Hex(normaliseRecoveryCode(entry)));
  if (!(await confirmTwoFactor(ctx.db, { userId: login.userId, now: ctx.now(), recoveryCodeHashes })))
    return undefined;
  await auditAccount(ctx, login, 'TWO_FACTOR_ENABLED');
  return codes;
}

/** A code of the app or an unused recovery code of an active second step; which one passed, or undefined. */
async function checkActiveFactor(
  ctx: AppContext,
  login: LoginRow,
  factor: TwoFactorRow,
  code: string,
): Promise<'TOTP' | 'RECUPERACION' | undefined> {
  if (/^\d{6}$/.test(code.replace(/\s/g, ''))) {
    return (await isFreshTotp(ctx, login.userId, factor, code)) ? 'TOTP' : undefined;
  }
  const hash = sha256Hex(normaliseRecoveryCode(code));
  return (await useRecoveryCode(ctx.db, login.userId, hash, ctx.now())) ? 'RECUPERACION' : undefined;
}

/**
 * After a right password: the challenge of the second step when the user has one active ('codigo') or the
 * profile requires one ('inscripcion', with a new secret to enrol); undefined when no second step applies.
 */
export async function openSecondStep(ctx: AppContext, login: LoginRow): Promise<SignInChallenge | undefined> {
  const factor = await findTwoFactor(ctx.db, login.userId);
  const active = isActive(factor);
  if (!active && !isRequired(ctx, login)) return undefined;
  const token = randomToken();
  const now = ctx.now();
  const kind: SignInChallengeKind = active ? 'codigo' : 'inscripcion';
  await createSignInChallenge(ctx.db, {
    tokenHash: sha256Hex(token),
    assignmentId: login.assignmentId,
    kind,
    now,
    expiresAt: new Date(now.getTime() + challengeMinutes * 60_000),
  });
  const challenge = { segundoFactor: kind, desafio: token, expiresIn: challengeMinutes * 60 };
  return active ? challenge : { ...challenge, ...(await startEnrolment(ctx, login)) };
}

/**
 * The code given for a sign-in challenge: for 'codigo', a code of the app or a recovery code; for
 * 'inscripcion', the first code of the new secret, which confirms it (and answers the recovery codes).
 */
export async function checkSecondFactor(
  ctx: AppContext,
  login: LoginRow,
  kind: SignInChallengeKind,
  code: string,
): Promise<{ method: string; recoveryCodes?: string[] } | undefined> {
  const factor = await findTwoFactor(ctx.db, login.userId);
  if (!factor) return undefined;
  if (kind === 'codigo') {
    if (!isActive(factor)) return undefined;
    const method = await checkActiveFactor(ctx, login, factor, code);
    return method ? { method } : undefined;
  }
  if (isActive(factor)) return undefined;
  const recoveryCodes = await confirmEnrolment(ctx, login, factor, code);
  return recoveryCodes ? { method: 'INSCRIPCION', recoveryCodes } : undefined;
}

async function callerLogin(ctx: AppContext, auth: AuthContext): Promise<LoginRow> {
  const login = await findLoginByAssignment(ctx.db, auth.assignmentId);
  if (!login) throw new AppError('unauthenticated', authMessages.notYourAccount);
  return login;
}

export async function readTwoFactorStatus(ctx: AppContext, auth: AuthContext): Promise<TwoFactorStatus> {
  const login = await callerLogin(ctx, auth);
  const factor = await findTwoFactor(ctx.db, login.userId);
  return {
    activo: isActive(factor),
    requerido: isRequired(ctx, login),
    codigosRestantes: isActive(factor) ? await countUnusedRecoveryCodes(ctx.db, login.userId) : 0,
  };
}

/**
 * The user menu's 'Activar': a new secret (replacing one never confirmed), shown this once, for the current
 * password (ADR 0101) — a wrong one counts towards the lock like a sign-in's.
 */
export async function startTwoFactor(
  ctx: AppContext,
  auth: AuthContext,
  request: TwoFactorStartRequest,
  address: string,
): Promise<TwoFactorSetup> {
  const login = await callerLogin(ctx, auth);
  if (isActive(await findTwoFactor(ctx.db, login.userId)))
    throw new AppError('conflict', twoFactorMessages.alreadyActive);
  if (!(await isPasswordCorrect(login.passwordHash, request.clave))) {
    const reason = 'CLAVE_INCORRECTA';
    const { isLocked } = await registerFailure(ctx, login, address, 'TWO_FACTOR_FAILED', reason);
    if (isLocked) throw lockedUser();
    throw new AppError('validation', twoFactorMessages.wrongPassword, {
      mensajeSistema: reason,
      errores: [{ campo: 'clave', mensaje: twoFactorMessages.wrongPassword }],
    });
  }
  return startEnrolment(ctx, login);
}

export async function confirmTwoFactorEnrolment(
  ctx: AppContext,
  auth: AuthContext,
  code: string,
): Promise<{ codigosRecuperacion: string[] }> {
  const login = await callerLogin(ctx, auth);
  const factor = await findTwoFactor(ctx.db, login.userId);
  if (isActive(factor)) throw new AppError('conflict', twoFactorMessages.alreadyActive);
  if (!factor) throw new AppError('conflict', twoFactorMessages.noEnrolment);
  const codes = await confirmEnrolment(ctx, login, factor, code);
  if (!codes) {
    throw new AppError('validation', twoFactorMessages.invalidCode, {
      mensajeSistema: SystemCode.CODIGO_INVALIDO,
      errores: [{ campo: 'codigo', mensaje: twoFactorMessages.invalidCode }],
    });
  }
  return { codigosRecuperacion: codes };
}

/**
 * Turns the second step off with the password and a code (or a recovery code); both count towards the lock
 * when wrong, like a sign-in. A profile that requires the second step cannot turn it off.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  auth: AuthContext,
  request: TwoFactorDisableRequest,
  address: string,
): Promise<{ mensaje: string }> {
  const login = await callerLogin(ctx, auth);
  const factor = await findTwoFactor(ctx.db, login.userId);
  if (!isActive(factor)) throw new AppError('conflict', twoFactorMessages.notActive);
  if (isRequired(ctx, login)) throw new AppError('conflict', twoFactorMessages.requiredByProfile);
  const isPasswordRight = await isPasswordCorrect(login.passwordHash, request.clave);
  const method = isPasswordRight ? await checkActiveFactor(ctx, login, factor, request.codigo) : undefined;
  if (!method) {
    const reason = isPasswordRight ? 'CODIGO_INCORRECTO' : 'CLAVE_INCORRECTA';
    const { isLocked } = await registerFailure(ctx, login, address, 'TWO_FACTOR_FAILED', reason);
    if (isLocked) throw lockedUser();
    const mensaje = isPasswordRight ? twoFactorMessages.invalidCode : twoFactorMessages.wrongPassword;
    throw new AppError('validation', mensaje, {
      mensajeSistema: reason,
      errores: [{ campo: isPasswordRight ? 'codigo' : 'clave', mensaje }],
    });
  }
  await deleteTwoFactor(ctx.db, login.userId);
  await auditAccount(ctx, login, 'TWO_FACTOR_DISABLED', { con: method });
  return { mensaje: twoFactorMessages.disabled };
}

/**
 * An administrator's reset (`facturar 2fa reset`), for a user who lost both the phone and the recovery
 * codes: the second step is removed, and the user signs in with the password alone (or enrols again at
 * sign-in when the profile requires it).
 */
export async function resetTwoFactor(
  ctx: Pick<AppContext, 'db' | 'now'>,
  accessName: string,
): Promise<'reset' | 'none' | 'unknown-user'> {
  const login = await findLoginByAccessName(ctx.db, normaliseAccessName(accessName));
  if (!login) return 'unknown-user';
  if (!(await findTwoFactor(ctx.db, login.userId))) return 'none';
  await deleteTwoFactor(ctx.db, login.userId);
  await auditAccount(ctx, login, 'TWO_FACTOR_DISABLED', { por: 'ADMINISTRADOR' });
  return 'reset';
}
