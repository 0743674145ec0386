import { groupedReads } from '../../adapters/db/group-commit.ts';
import { findSessionsAccess } from './auth-repository.ts';

/**
 * A session with its user's assignment as it is now (verifyAccess, on every authenticated call), read
 * with those of the calls that arrive with it in one statement (ADR 0191): a revoked session or a locked
 * user is still refused from the next call on.
 */
export const readSessionAccess = groupedReads('sessions', findSessionsAccess, (row) => row.id);
