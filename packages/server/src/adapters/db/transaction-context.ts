import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Db } from './open-database.ts';
import type { Database } from './schema.ts';

const current = new AsyncLocalStorage<Transaction<Database>>();

/**
 * Runs `work` in a transaction that code called from it can find without being handed it. The job queue
 * needs this on PGlite: pg-boss, asked to enqueue inside our transaction, may also look its queue up on
 * its own; with one connection, that lookup must join the transaction instead of waiting for it forever.
 */
export function runInTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => current.run(trx, () => work(trx)));
}

export function currentTransaction(): Transaction<Database> | undefined {
  return current.getStore();
}
