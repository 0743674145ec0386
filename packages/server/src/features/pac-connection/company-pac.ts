import { createPrivateKey } from 'node:crypto';
import {
  createHkaClient,
  createPacClient,
  PacError,
  redactSoap,
  type HkaClient,
  type PacClient,
  type PacEndpointPolicy,
  type PacTlsOptions,
} from '../../adapters/pac/index.ts';
import { loadSigningKey } from '../../adapters/signing/index.ts';
import type { AppContext } from '../../app-context.ts';
import type { PacFamily, PacProvider } from '../../adapters/db/schema.ts';
import {
  findPacConnection,
  recordUnreadableAnswer,
  type PacConnectionRow,
} from './pac-connection-repository.ts';

/** The PAC a company issues through: the family decides who signs and which calls exist. */
export type CompanyPac =
  | { readonly family: 'dgi'; readonly provider: PacProvider; readonly client: PacClient }
  | { readonly family: 'hka'; readonly provider: PacProvider; readonly client: HkaClient };

/** Where the HKA/EBI service lives on a host (shared/pac/README.md §2.1). */
export const HKA_SERVICE_PATH = '/ws/obj/v1.0/Service.svc';

/** The providers' published endpoints by environment ('1' production, '2' test). */
export const PUBLISHED_ENDPOINTS: Readonly<Partial<Record<PacProvider, Record<'1' | '2', string>>>> = {
  hka: {
    '1': `https://emision.thefactoryhka.com.pa${HKA_SERVICE_PATH}`,
    '2': `https://demoemision.thefactoryhka.com.pa${HKA_SERVICE_PATH}`,
  },
  ebi: {
    '1': `https://emision.ebi-pac.com${HKA_SERVICE_PATH}`,
    '2': `https://demointegracion.ebi-pac.com${HKA_SERVICE_PATH}`,
  },
};

/** The endpoint a connection calls: its own, the provider's published one, or the installation's sandbox. */
export function endpointOf(
  ctx: AppContext,
  row: Pick<PacConnectionRow, 'provider' | 'family' | 'environment' | 'endpoint'>,
): string | null {
  if (row.provider === 'sandbox') {
    const base = (ctx.config.pacUrl ?? '').replace(/\/+$/, '');
    return row.family === 'hka' ? `${base}${HKA_SERVICE_PATH}` : base;
  }
  return row.endpoint ?? PUBLISHED_ENDPOINTS[row.provider]?.[row.environment] ?? null;
}

/** True when the company's PAC signs its documents (the integration API family). */
export async function companyPacSigns(ctx: AppContext, ruc: string): Promise<boolean> {
  const row = await findPacConnection(ctx.db, ruc);
  return familySigns(row?.family);
}

/** Whether a connection of this family (none: the installation's PAC) signs the company's documents. */
export function familySigns(family: PacFamily | null | undefined): boolean {
  return family === 'hka';
}

type Cached = { readonly stamp: number; readonly pac: CompanyPac; readonly checkedAt: number };
const caches = new WeakMap<AppContext, Map<string, Cached>>();

/**
 * How long a process trusts the company's PAC it built without reading the connection again. A save in
 * this process forgets it at once (forgetCompanyPac); another process (a worker) sees the change within
 * this time, and a document sent meanwhile through the old connection is the old PAC's, answered as such.
 */
export const COMPANY_PAC_RECHECK_MS = 30_000;

function cacheOf(ctx: AppContext): Map<string, Cached> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * The company's PAC, built from its connection (or the installation's PAC when it has none) and kept per
 * company, so a send reads neither the connection nor the transmission certificate again: the connection
 * is read once per COMPANY_PAC_RECHECK_MS, and the client rebuilt only when it changed.
 * @throws PacError (PAC_INVALID_REQUEST) when the connection lacks what its PAC needs.
 */
export async function resolveCompanyPac(ctx: AppContext, ruc: string): Promise<CompanyPac> {
  const cache = cacheOf(ctx);
  const cached = cache.get(ruc);
  const now = performance.now();
  if (cached && now - cached.checkedAt < COMPANY_PAC_RECHECK_MS) return cached.pac;
  const row = await findPacConnection(ctx.db, ruc);
  const stamp = row ? new Date(row.updated_at).getTime() : 0;
  const pac =
    cached?.stamp === stamp
      ? cached.pac
      : row
        ? buildCompanyPac(ctx, row)
        : ({ family: 'dgi', provider: 'sandbox', client: ctx.pac } as const);
  cache.set(ruc, { stamp, pac, checkedAt: now });
  return pac;
}

/** Forgets the company's PAC after its connection changed, so this process builds the new one. */
export function forgetCompanyPac(ctx: AppContext, ruc: string): void {
  caches.get(ctx)?.delete(ruc);
}

function incomplete(detail: string, message: string): PacError {
  return new PacError('PAC_INVALID_REQUEST', detail, { message });
}

export function buildCompanyPac(ctx: AppContext, row: PacConnectionRow): CompanyPac {
  const family: PacFamily = row.family;
  const endpoint = endpointOf(ctx, row);
  if (!endpoint) throw incomplete('no endpoint', 'La conexión con el PAC no tiene dirección.');
  const isSandbox = row.provider === 'sandbox';
  const policy: PacEndpointPolicy = isSandbox
    ? { kind: 'trusted' }
    : { kind: 'restricted', allowPrivate: ctx.config.pacAllowPrivateEndpoints };
  const tls = tlsOf(ctx, row);
  const timeoutMs = ctx.config.pacTimeoutMs;
  if (family === 'hka') {
    const open = (sealed: string | null) =>
      sealed ? ctx.secrets.secretBox.open(sealed).toString('utf8') : '';
    const tokenEmpresa = open(row.token_empresa_sealed);
    const tokenPassword = open(row.token_password_sealed);
    if (!tokenEmpresa || !tokenPassword)
      throw incomplete('no tokens', 'La conexión con el PAC no tiene tokenEmpresa y tokenPassword.');
    return {
      family,
      provider: row.provider,
      client: createHkaClient({
        url: endpoint,
        tokenEmpresa,
        tokenPassword,
        timeoutMs,
        policy,
        ...(tls ? { tls } : {}),
      }),
    };
  }
  if (isSandbox) return { family, provider: row.provider, client: ctx.pac };
  return {
    family,
    provider: row.provider,
    client: createPacClient({
      baseUrl: endpoint,
      timeoutMs,
      iAmb: Number(row.environment) as 1 | 2,
      policy,
      ...(tls ? { tls } : {}),
    }),
  };
}

/** The transmission certificate (a .p12 in base64 or PEM) and the CA bundle as TLS options. */
function tlsOf(ctx: AppContext, row: PacConnectionRow): PacTlsOptions | undefined {
  const ca = row.ca_bundle ?? undefined;
  if (!row.transmission_p12_sealed) return ca ? { ca } : undefined;
  const password = row.transmission_password_sealed
    ? ctx.secrets.secretBox.open(row.transmission_password_sealed).toString('utf8')
    : '';
  const material = ctx.secrets.secretBox.open(row.transmission_p12_sealed).toString('utf8');
  return { ...readTransmissionCertificate(material, password, ctx.now()), ...(ca ? { ca } : {}) };
}

/**
 * The client certificate as PEM key and chain. A .p12 (base64) is read with the signing adapter, which
 * copes with the legacy and PBES2 encodings real certificates come in; a PEM is used as given.
 * @throws PacError (PAC_INVALID_REQUEST) when it cannot be read with the password.
 */
export function readTransmissionCertificate(
  material: string,
  password: string,
  now: Date,
): { key: string; cert: string } {
  if (material.includes('-----BEGIN')) {
    const key =
      /-----BEGIN (?:ENCRYPTED |RSA |EC )?PRIVATE KEY-----[\s\S]+?-----END (?:ENCRYPTED |RSA |EC )?PRIVATE KEY-----/.exec(
        material,
      )?.[0];
    const certs = material.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
    if (!key || !certs)
      throw incomplete(
        'PEM without key or certificate',
        'El PEM debe contener la clave privada y el certificado.',
      );
    return { key: decryptPemKey(key, password), cert: certs.join('\n') };
  }
  try {
    const loaded = loadSigningKey(Buffer.from(material, 'base64'), password, { now });
    return {
      key: loaded.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      cert: loaded.certificate.toString(),
    };
  } catch (cause) {
    throw new PacError('PAC_INVALID_REQUEST', 'the transmission certificate cannot be read', {
      cause,
      message: 'El certificado de transmisión no se pudo leer con su contraseña, o no está vigente.',
    });
  }
}

function decryptPemKey(pem: string, password: string): string {
  if (!pem.includes('ENCRYPTED')) return pem;
  try {
    // node:crypto reads the encrypted PKCS#8 with its passphrase; https takes the clear key.
    return createPrivateKey({ key: pem, passphrase: password })
      .export({ type: 'pkcs8', format: 'pem' })
      .toString();
  } catch (cause) {
    throw new PacError('PAC_INVALID_REQUEST', 'the PEM key cannot be decrypted', {
      cause,
      message: 'La clave privada del certificado de transmisión no se pudo abrir con su contraseña.',
    });
  }
}

/**
 * Keeps an unreadable answer for the operator (redacted, though answers carry no tokens) and gives back
 * the error, so callers can `throw await keepUnreadable(...)`.
 */
export async function keepUnreadableAnswer(
  ctx: AppContext,
  companyRuc: string | null,
  operation: string,
  error: unknown,
): Promise<void> {
  if (!(error instanceof PacError) || error.rawAnswer === undefined) return;
  await recordUnreadableAnswer(ctx.db, {
    companyRuc,
    operation,
    detail: error.detail,
    rawAnswer: redactSoap(error.rawAnswer),
  });
}
