import { groupCommit } from '../../adapters/db/group-commit.ts';
import type { Db } from '../../adapters/db/open-database.ts';
import { findSessionsAccess, type SessionAccessRow } from './auth-repository.ts';

type SessionRead = { db: Db; id: string };

/**
 * Every authenticated call reads its session and its user's state as they are now (verifyAccess): the
 * reads of calls that arrive together are made in one statement instead of one each (the group mechanism
 * of ADR 0182, for reads; ADR 0191). They still read the database at that moment, so a revoked session or
 * a locked user is refused from the next call on, as before.
 */
const readInGroups = groupCommit<SessionRead, SessionAccessRow | undefined>({
  max: 64,
  write: async (group) => {
    const [first] = group;
    if (!first) return [];
    const rows = await findSessionsAccess(first.db, [...new Set(group.map((read) => read.id))]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return group.map((read) => byId.get(read.id));
  },
  // A read changes nothing: each may be made again on its own.
  writesAgain: () => true,
});

/** A session with its user's assignment as it is now, read with those of the calls that arrive with it. */
export function readSessionAccess(db: Db, id: string): Promise<SessionAccessRow | undefined> {
  return readInGroups(db, 'sessions', { db, id });
}
