import { failedBeforeCommit, groupCommit, runGroupTransaction } from '../../adapters/db/group-commit.ts';
import type { Db } from '../../adapters/db/open-database.ts';
import { canonicalDetails, chainHash, GENESIS_HASH, type AuditContent } from './audit-chain.ts';
import type { AuditEvent } from './audit-events.ts';
import {
  appendAuditRows,
  findChainHeads,
  findChainsWithoutHead,
  lockChainHead,
  readAuditRows,
  type AuditRow,
} from './audit-repository.ts';

/**
 * Appends an event to its company's chain (ADR 0023). Given a transaction, the event is part of it and
 * is kept only if the change it records is; given the database, it is written in a transaction of its own.
 */
export async function recordAuditEvent(db: Db, event: AuditEvent): Promise<void> {
  if (db.isTransaction) return append(db, event.companyRuc, [event]);
  await appendInGroups(db, event.companyRuc, { db, event });
}

/**
 * A company's events written on their own arrive one after another on its chain head (an API key's every
 * write, ADR 0075): those that arrive while one is being written are appended together next, in one
 * transaction, in the order they came (ADR 0194).
 */
const appendInGroups = groupCommit<{ db: Db; event: AuditEvent }, void>({
  max: 64,
  write: async (group) => {
    const [first] = group;
    if (!first) return [];
    // A group whose commit failed may have been kept: its events are not appended again one by one.
    await runGroupTransaction(first.db, async (trx) => {
      for (const run of runsOfNamedActors(group.map((item) => item.event)))
        await append(trx, first.event.companyRuc, run);
    });
    return group.map(() => undefined);
  },
  writesAgain: failedBeforeCommit,
});

/**
 * Events that name their actor are appended together; an event whose actor's name comes with the head's
 * lock (a user's) is appended on its own, since `append` reads one name.
 */
function runsOfNamedActors(events: readonly AuditEvent[]): AuditEvent[][] {
  const runs: AuditEvent[][] = [];
  for (const event of events) {
    const last = runs.at(-1);
    if (last && event.actorName !== undefined && last.at(-1)?.actorName !== undefined) last.push(event);
    else runs.push([event]);
  }
  return runs;
}

/**
 * Appends events that no user acted on (the worker's PAC outcomes) in the caller's transaction, in their
 * order: each company's head is locked once, the companies in RUC order (two groups never hold heads
 * crosswise), and each company's rows are written in one statement (ADR 0182).
 */
export async function recordSystemAuditEvents(
  trx: Db,
  events: readonly Omit<AuditEvent, 'actorAssignmentId'>[],
): Promise<void> {
  const byCompany = Map.groupBy(events, (event) => event.companyRuc);
  for (const companyRuc of [...byCompany.keys()].sort())
    await append(trx, companyRuc, byCompany.get(companyRuc) ?? []);
}

/** Appends events of one company that share their actor: one user's event, or the worker's outcomes. */
async function append(trx: Db, companyRuc: string, events: readonly AuditEvent[]): Promise<void> {
  // The actor's name comes with the lock unless the event names it: one round trip fewer per event.
  const [first] = events;
  const head = await lockChainHead(
    trx,
    companyRuc,
    first?.actorName === undefined ? first?.actorAssignmentId : undefined,
  );
  let previous = { seq: BigInt(head.seq), hash: head.hash };
  const rows = events.map((event) => {
    const content: AuditContent = {
      companyRuc,
      seq: String(previous.seq + 1n),
      occurredAt: event.at,
      kind: event.kind,
      actorAssignmentId: event.actorAssignmentId ?? null,
      actorName: event.actorName ?? head.actorName,
      subject: event.subject ?? null,
      details: canonicalDetails(event.details ?? {}),
    };
    const row = { ...content, previousHash: previous.hash, hash: chainHash(previous.hash, content) };
    previous = { seq: previous.seq + 1n, hash: row.hash };
    return row;
  });
  await appendAuditRows(trx, rows);
}

/**
 * What is wrong with a chain, at the first place it goes wrong: `altered` (the row's content, place or
 * hash is not what was chained: edited, or moved), `unlinked` (it does not follow the row before it: rows
 * between were deleted or reordered), `missing` (places in the chain have no row: deleted), `truncated`
 * (rows after the last one are gone), `headless` (rows whose chain head was deleted).
 */
export type AuditChainProblem = {
  kind: 'altered' | 'unlinked' | 'missing' | 'truncated' | 'headless';
  seq: string;
};

export type AuditChainReport = {
  companyRuc: string;
  /** Rows read before the first problem, or all of them. */
  events: number;
  /** The hash of the chain's last row as recorded in its head. */
  headHash: string;
  problem?: AuditChainProblem;
};

const batchSize = 1000;

async function verifyChain(db: Db, companyRuc: string, head: { seq: string; hash: string }) {
  let previous: Pick<AuditRow, 'seq' | 'hash'> = { seq: '0', hash: GENESIS_HASH };
  let events = 0;
  for (;;) {
    const rows = await readAuditRows(db, companyRuc, previous.seq, batchSize);
    for (const row of rows) {
      const expectedSeq = String(BigInt(previous.seq) + 1n);
      if (row.seq !== expectedSeq) return { events, problem: { kind: 'missing', seq: expectedSeq } } as const;
      if (row.previousHash !== previous.hash)
        return { events, problem: { kind: 'unlinked', seq: row.seq } } as const;
      if (chainHash(row.previousHash, row) !== row.hash)
        return { events, problem: { kind: 'altered', seq: row.seq } } as const;
      previous = row;
      events += 1;
    }
    if (rows.length < batchSize) break;
  }
  if (previous.seq !== head.seq || previous.hash !== head.hash) {
    const problem: AuditChainProblem =
      BigInt(previous.seq) < BigInt(head.seq)
        ? { kind: 'truncated', seq: String(BigInt(previous.seq) + 1n) }
        : { kind: 'altered', seq: previous.seq };
    return { events, problem };
  }
  return { events };
}

/** Walks every company's chain (or one company's) and reports, per chain, its length or its first problem. */
export async function verifyAuditLog(
  db: Db,
  options: { companyRuc?: string } = {},
): Promise<AuditChainReport[]> {
  const reports: AuditChainReport[] = [];
  for (const head of await findChainHeads(db, options.companyRuc)) {
    const { events, problem } = await verifyChain(db, head.companyRuc, head);
    reports.push({
      companyRuc: head.companyRuc,
      events,
      headHash: head.hash,
      ...(problem ? { problem } : {}),
    });
  }
  for (const companyRuc of await findChainsWithoutHead(db, options.companyRuc)) {
    reports.push({ companyRuc, events: 0, headHash: GENESIS_HASH, problem: { kind: 'headless', seq: '1' } });
  }
  return reports.sort((a, b) => a.companyRuc.localeCompare(b.companyRuc));
}
