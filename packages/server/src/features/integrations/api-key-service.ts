import {
  apiKeyKinds,
  integrationMessages,
  type ApiKeyRow,
  type ApiKeyScope,
  type apiKeyFormSchema,
} from '@facturar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { randomToken, sha256Hex } from '../../adapters/crypto/random.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess, assertOwnCompany } from '../../access/company-access.ts';
import { AppError } from '../../errors/app-error.ts';
import { apiKeyActorName, recordAuditEvent } from '../audit/index.ts';
import {
  findCompanyApiKey,
  findOpenBillingPoint,
  insertApiKey,
  listCompanyApiKeys,
  recordApiKeyUse,
  revokeCompanyApiKey,
  type ApiKeyRecord,
} from './api-key-repository.ts';
import { readApiKeyByHash } from './api-key-reads.ts';

/** Characters of the key, after its kind, shown in the list (enough to tell keys apart, useless to guess). */
const visibleCharacters = 6;

/** A production installation (PAC environment 1) makes live keys; a test one, test keys. */
function newKey(ctx: AppContext): { key: string; prefix: string; hash: string } {
  const kind = ctx.config.pacEnvironment === '1' ? apiKeyKinds.live : apiKeyKinds.test;
  const key = `${kind}${randomToken(24)}`;
  return { key, prefix: key.slice(0, kind.length + visibleCharacters), hash: sha256Hex(key) };
}

function toRow(record: ApiKeyRecord): ApiKeyRow {
  return {
    idClave: record.id,
    nombre: record.name,
    prefijo: record.prefix,
    permisos: record.scopes as ApiKeyScope[],
    puntoFacturacion:
      record.branch_code && record.point_code ? `${record.branch_code}-${record.point_code}` : null,
    venceEl: record.expires_at?.toISOString() ?? null,
    creadaEl: record.created_at.toISOString(),
    ultimoUso: record.last_used_at?.toISOString() ?? null,
    ultimaDireccion: record.last_used_address,
    revocadaEl: record.revoked_at?.toISOString() ?? null,
  };
}

/** Keys are made by a person of the company: a platform administrator or a partner does not hold them. */
export async function assertOwnCompanyAdmin(ctx: AppContext, auth: AuthContext, ruc: string): Promise<void> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const onlyItsAdministrator = () =>
    new AppError('forbidden', 'Solo un administrador de la empresa puede realizar esta acción.', {
      mensajeSistema: 'SOLO_ADMINISTRADOR_DE_LA_EMPRESA',
    });
  assertOwnCompany(auth, ruc, onlyItsAdministrator);
  if (!auth.adm) throw onlyItsAdministrator();
}

export async function listApiKeys(ctx: AppContext, auth: AuthContext, ruc: string) {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return { claves: (await listCompanyApiKeys(ctx.db, ruc)).map(toRow) };
}

/** The end of the chosen day in Panama (UTC−5, no daylight saving). */
function endOfPanamaDay(date: string): Date {
  return new Date(`${date}T23:59:59.999-05:00`);
}

export async function createApiKey(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  form: z.output<typeof apiKeyFormSchema>,
) {
  await assertOwnCompanyAdmin(ctx, auth, ruc);
  const now = ctx.now();
  const expiresAt = form.venceEl ? endOfPanamaDay(form.venceEl) : null;
  if (expiresAt && expiresAt <= now) {
    throw new AppError('validation', integrationMessages.expiryPast, {
      errores: [{ campo: 'venceEl', mensaje: integrationMessages.expiryPast }],
    });
  }
  if (form.idSecuencial !== undefined && !(await findOpenBillingPoint(ctx.db, ruc, form.idSecuencial))) {
    throw new AppError('validation', integrationMessages.pointNotFound, {
      errores: [{ campo: 'idSecuencial', mensaje: integrationMessages.pointNotFound }],
    });
  }
  const { key, prefix, hash } = newKey(ctx);
  const id = await insertApiKey(ctx.db, {
    companyRuc: ruc,
    name: form.nombre,
    prefix,
    keyHash: hash,
    scopes: [...new Set(form.permisos)],
    billingPointId: form.idSecuencial ?? null,
    createdBy: auth.assignmentId,
    expiresAt,
  });
  const record = await findCompanyApiKey(ctx.db, ruc, id);
  if (!record) throw new AppError('not_found', integrationMessages.keyNotFound);
  await recordAuditEvent(ctx.db, {
    companyRuc: ruc,
    kind: 'API_KEY_CREATED',
    at: now,
    actorAssignmentId: auth.assignmentId,
    subject: prefix,
    details: { nombre: record.name, permisos: record.scopes.join(',') },
  });
  return { mensaje: integrationMessages.keyCreated, clave: key, registro: toRow(record) };
}

export async function revokeApiKey(ctx: AppContext, auth: AuthContext, ruc: string, id: number) {
  await assertOwnCompanyAdmin(ctx, auth, ruc);
  const record = await findCompanyApiKey(ctx.db, ruc, id);
  if (!record || !(await revokeCompanyApiKey(ctx.db, ruc, id, ctx.now())))
    throw new AppError('not_found', integrationMessages.keyNotFound);
  await recordAuditEvent(ctx.db, {
    companyRuc: ruc,
    kind: 'API_KEY_REVOKED',
    at: ctx.now(),
    actorAssignmentId: auth.assignmentId,
    subject: record.prefix,
    details: { nombre: record.name },
  });
  return { mensaje: integrationMessages.keyRevoked };
}

function refusedKey(reason: string): AppError {
  return new AppError('unauthenticated', integrationMessages.keyRefused, { mensajeSistema: reason });
}

/** Last use is written at most once a minute per key and address: a busy point of sale writes little. */
const lastUseResolutionMs = 60_000;

/**
 * Admits an API key (ADR 0075): known by its hash, not revoked, not expired. The AuthContext acts for the
 * key's company as a non-administrator; the route layer then checks the call's scope.
 */
export async function verifyApiKey(ctx: AppContext, key: string, address: string): Promise<AuthContext> {
  const record = await readApiKeyByHash(ctx.db, sha256Hex(key));
  if (!record) throw refusedKey('CLAVE_API_DESCONOCIDA');
  const now = ctx.now();
  if (record.revoked_at) throw refusedKey('CLAVE_API_REVOCADA');
  if (record.expires_at && record.expires_at <= now) throw refusedKey('CLAVE_API_VENCIDA');
  const lastUse = record.last_used_at?.getTime() ?? 0;
  if (record.last_used_address !== address || now.getTime() - lastUse >= lastUseResolutionMs) {
    await recordApiKeyUse(ctx.db, record.id, now, address);
  }
  return {
    assignmentId: record.created_by,
    ruc: record.company_ruc,
    state: 'ACT',
    adm: false,
    perm: 'EMP-API',
    sessionId: `clave-api:${record.id}`,
    expiresAt: record.expires_at?.getTime() ?? Number.MAX_SAFE_INTEGER,
    apiKey: {
      id: record.id,
      name: record.name,
      prefix: record.prefix,
      scopes: record.scopes as ApiKeyScope[],
      billingPointId: record.billing_point_id,
    },
  };
}

/** A write an API key made (every call but a read), in its company's log under the key's name. */
export async function auditApiKeyWrite(ctx: AppContext, auth: AuthContext, call: string, status: number) {
  if (!auth.apiKey) return;
  await recordAuditEvent(ctx.db, {
    companyRuc: auth.ruc,
    kind: 'API_KEY_WRITE',
    at: ctx.now(),
    actorAssignmentId: auth.assignmentId,
    actorName: apiKeyActorName(auth.apiKey),
    subject: auth.apiKey.prefix,
    details: { llamada: call, estado: status },
  });
}
