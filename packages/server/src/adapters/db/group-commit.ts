import type { Transaction } from 'kysely';
import type { Db } from './open-database.ts';
import type { Database } from './schema.ts';
import { runInTransaction } from './transaction-context.ts';

type Waiting<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

export type GroupCommit<I, O> = {
  /** The most inputs one group holds: enough to share its commit widely, few enough to stay short. */
  max: number;
  /** Writes a group in one transaction and answers each input's outcome, in order. */
  write: (group: readonly I[]) => Promise<O[]>;
  /**
   * Whether each input of a group that failed with this error may be written again on its own: when the
   * failure left nothing behind, or when writing an input twice keeps it once. A failed commit may have
   * been kept.
   */
  writesAgain: (error: unknown) => boolean;
};

/**
 * Group commit (ADR 0182, 0184): what arrives while a group of its kind is being written waits and is
 * written together next, so the group shares one transaction's round trips and its commit's flush to disk
 * where each input took a transaction of its own. A group that fails is written again one input at a time,
 * so one input's failure is its own. Groups are kept apart by `owner` (the database) and `key` (what one
 * transaction may hold together: a company's documents, say); each key writes one group at a time. Reads
 * that every call makes share it the same way, one statement for those that arrive together (the
 * sessions' checks, ADR 0191).
 */
export function groupCommit<I, O>(
  commit: GroupCommit<I, O>,
): (owner: object, key: string, input: I) => Promise<O> {
  // A key is present while its groups are being written; what waits on it is its list.
  const queues = new WeakMap<object, Map<string, Waiting<I, O>[]>>();

  async function writeGroup(group: Waiting<I, O>[]): Promise<void> {
    try {
      const outcomes = await commit.write(group.map((item) => item.input));
      group.forEach((item, index) => item.resolve(outcomes[index] as O));
    } catch (error) {
      const [only] = group;
      if (group.length === 1 && only) return only.reject(error);
      if (!commit.writesAgain(error)) {
        for (const item of group) item.reject(error);
        return;
      }
      for (const item of group) await writeGroup([item]);
    }
  }

  async function writeWaiting(keyed: Map<string, Waiting<I, O>[]>, key: string, waiting: Waiting<I, O>[]) {
    try {
      while (waiting.length > 0) await writeGroup(waiting.splice(0, commit.max));
    } finally {
      keyed.delete(key);
    }
  }

  return (owner, key, input) => {
    let keyed = queues.get(owner);
    if (!keyed) {
      keyed = new Map();
      queues.set(owner, keyed);
    }
    const known = keyed.get(key);
    const waiting = known ?? [];
    const done = new Promise<O>((resolve, reject) => waiting.push({ input, resolve, reject }));
    if (!known) {
      keyed.set(key, waiting);
      // What arrives in this turn of the event loop joins the first group.
      const group = keyed;
      setImmediate(() => void writeWaiting(group, key, waiting));
    }
    return done;
  };
}

/** Errors a group's commit threw: the group may have been kept. */
const failedCommits = new WeakSet<object>();

/**
 * A group's transaction (`runInTransaction`), remembering an error its commit threw: the group may have
 * been kept then, so its inputs must not be written again (`failedBeforeCommit`).
 */
export async function runGroupTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  let committing = false;
  try {
    return await runInTransaction(db, async (trx) => {
      const result = await work(trx);
      committing = true;
      return result;
    });
  } catch (error) {
    if (committing && typeof error === 'object' && error !== null) failedCommits.add(error);
    throw error;
  }
}

/** `writesAgain` for groups written with `runGroupTransaction`: any failure but a failed commit. */
export function failedBeforeCommit(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && failedCommits.has(error));
}

/**
 * A read by key that every call makes (its session, its API key): the reads of calls that arrive while one
 * is in flight are made together next, in one statement (`read` answers the rows found for the keys),
 * at most 64 at a time. Nothing is cached: each call reads the database after it arrived (ADR 0191).
 */
export function groupedReads<R>(
  name: string,
  read: (db: Db, keys: readonly string[]) => Promise<R[]>,
  keyOf: (row: R) => string,
): (db: Db, key: string) => Promise<R | undefined> {
  const readInGroups = groupCommit<{ db: Db; key: string }, R | undefined>({
    max: 64,
    write: async (group) => {
      const [first] = group;
      if (!first) return [];
      const rows = await read(first.db, [...new Set(group.map((item) => item.key))]);
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      return group.map((item) => byKey.get(item.key));
    },
    // A read changes nothing: each may be made again on its own.
    writesAgain: () => true,
  });
  return (db, key) => readInGroups(db, name, { db, key });
}
