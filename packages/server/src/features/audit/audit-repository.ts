import type { Db } from '../../adapters/db/open-database.ts';
import { GENESIS_HASH, type AuditContent } from './audit-chain.ts';

export type ChainHead = { seq: string; hash: string };

export type AuditRow = AuditContent & { previousHash: string; hash: string };

/**
 * The head of a company's chain, locked until the transaction ends, so appends to one chain take turns;
 * a company's first event creates it. One statement: the upsert locks the row and returns it, with the
 * user name of `actorAssignmentId` when given (the row keeps it so the log reads without the users table).
 * Run it in a transaction.
 */
export async function lockChainHead(
  trx: Db,
  companyRuc: string,
  actorAssignmentId?: number,
): Promise<ChainHead & { actorName: string | null }> {
  const head = await trx
    .insertInto('audit_chain_heads')
    .values({ company_ruc: companyRuc, seq: 0, hash: GENESIS_HASH })
    .onConflict((conflict) =>
      conflict.column('company_ruc').doUpdateSet({ company_ruc: (eb) => eb.ref('excluded.company_ruc') }),
    )
    .returning((eb) => [
      'seq',
      'hash',
      eb
        .selectFrom('company_users as cu')
        .innerJoin('users as u', 'u.id', 'cu.user_id')
        .select('u.access_name')
        .where('cu.id', '=', actorAssignmentId ?? -1)
        .as('actor_name'),
    ])
    .executeTakeFirstOrThrow();
  return { seq: head.seq, hash: head.hash, actorName: head.actor_name ?? null };
}

/**
 * Appends rows of one chain, in order, and moves the chain's head to the last in one statement; run it in
 * the transaction that locked the head.
 */
export async function appendAuditRows(trx: Db, rows: readonly AuditRow[]): Promise<void> {
  const last = rows.at(-1);
  if (!last) return;
  await trx
    .with('appended', (db) =>
      db
        .insertInto('audit_events')
        .values(
          rows.map((row) => ({
            company_ruc: row.companyRuc,
            seq: row.seq,
            occurred_at: row.occurredAt,
            kind: row.kind,
            actor_assignment_id: row.actorAssignmentId,
            actor_name: row.actorName,
            subject: row.subject,
            details: row.details,
            previous_hash: row.previousHash,
            hash: row.hash,
          })),
        )
        .returning('seq'),
    )
    .updateTable('audit_chain_heads')
    .set({ seq: last.seq, hash: last.hash })
    .where('company_ruc', '=', last.companyRuc)
    .execute();
}

/** The companies that have a chain (a head), in RUC order; only `companyRuc` when given. */
export async function findChainHeads(
  db: Db,
  companyRuc?: string,
): Promise<(ChainHead & { companyRuc: string })[]> {
  let query = db
    .selectFrom('audit_chain_heads')
    .select(['company_ruc as companyRuc', 'seq', 'hash'])
    .orderBy('company_ruc');
  if (companyRuc !== undefined) query = query.where('company_ruc', '=', companyRuc);
  return query.execute();
}

/** A company's chain rows as `AuditRow`, for the readers below to filter and order. */
function selectAuditRows(db: Db) {
  return db
    .selectFrom('audit_events')
    .select([
      'company_ruc as companyRuc',
      'seq',
      'occurred_at as occurredAt',
      'kind',
      'actor_assignment_id as actorAssignmentId',
      'actor_name as actorName',
      'subject',
      'details',
      'previous_hash as previousHash',
      'hash',
    ]);
}

/** Up to `limit` rows of a company's chain after place `afterSeq`, in chain order. */
export async function readAuditRows(
  db: Db,
  companyRuc: string,
  afterSeq: string,
  limit: number,
): Promise<AuditRow[]> {
  return selectAuditRows(db)
    .where('company_ruc', '=', companyRuc)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** Companies with rows in the log but no head (a head deleted to hide the whole chain). */
export async function findChainsWithoutHead(db: Db, companyRuc?: string): Promise<string[]> {
  let query = db
    .selectFrom('audit_events as e')
    .leftJoin('audit_chain_heads as h', 'h.company_ruc', 'e.company_ruc')
    .select('e.company_ruc as companyRuc')
    .distinct()
    .where('h.company_ruc', 'is', null);
  if (companyRuc !== undefined) query = query.where('e.company_ruc', '=', companyRuc);
  const rows = await query.execute();
  return rows.map((row) => row.companyRuc);
}

/** The newest `limit` rows of a company's chain, newest first. */
export async function readLatestAuditRows(db: Db, companyRuc: string, limit: number): Promise<AuditRow[]> {
  return selectAuditRows(db)
    .where('company_ruc', '=', companyRuc)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}
