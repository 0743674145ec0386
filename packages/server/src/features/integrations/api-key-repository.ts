import type { Db } from '../../adapters/db/open-database.ts';
import { prepared } from '../../adapters/db/prepared-statements.ts';

const keyColumns = [
  'k.id',
  'k.company_ruc',
  'k.name',
  'k.prefix',
  'k.scopes',
  'k.billing_point_id',
  'k.created_by',
  'k.expires_at',
  'k.revoked_at',
  'k.last_used_at',
  'k.last_used_address',
  'k.created_at',
] as const;

function keysWithPoint(db: Db) {
  return db
    .selectFrom('api_keys as k')
    .leftJoin('billing_points as bp', 'bp.id', 'k.billing_point_id')
    .select(keyColumns)
    .select(['bp.branch_code', 'bp.point_code']);
}

export type ApiKeyRecord = Awaited<ReturnType<typeof findCompanyApiKey>> & object;

/**
 * The keys of these hashes that exist, with their hash (api-key-reads.ts reads those of concurrent calls
 * together); one text for any number of them, planned once per connection (ADR 0193).
 */
export async function findApiKeysByHash(db: Db, keyHashes: readonly string[]) {
  const query = keysWithPoint(db)
    .select('k.key_hash')
    .where((eb) => eb('k.key_hash', '=', eb.fn.any(eb.val([...keyHashes]))));
  return (await db.executeQuery(prepared(query.compile()))).rows;
}

export async function listCompanyApiKeys(db: Db, ruc: string) {
  return keysWithPoint(db).where('k.company_ruc', '=', ruc).orderBy('k.id', 'desc').execute();
}

export async function findCompanyApiKey(db: Db, ruc: string, id: number) {
  return keysWithPoint(db).where('k.company_ruc', '=', ruc).where('k.id', '=', id).executeTakeFirst();
}

/** The company's point a key may issue from: it must exist and be open. */
export async function findOpenBillingPoint(db: Db, ruc: string, id: number) {
  return db
    .selectFrom('billing_points')
    .select(['id'])
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function insertApiKey(
  db: Db,
  key: {
    companyRuc: string;
    name: string;
    prefix: string;
    keyHash: string;
    scopes: string[];
    billingPointId: number | null;
    createdBy: number;
    expiresAt: Date | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('api_keys')
    .values({
      company_ruc: key.companyRuc,
      name: key.name,
      prefix: key.prefix,
      key_hash: key.keyHash,
      scopes: key.scopes,
      billing_point_id: key.billingPointId,
      created_by: key.createdBy,
      expires_at: key.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function revokeCompanyApiKey(db: Db, ruc: string, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recordApiKeyUse(db: Db, id: number, at: Date, address: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at, last_used_address: address })
    .where('id', '=', id)
    .execute();
}
