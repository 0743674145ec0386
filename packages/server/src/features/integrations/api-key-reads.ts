import { groupedReads } from '../../adapters/db/group-commit.ts';
import { findApiKeysByHash } from './api-key-repository.ts';

/**
 * An API key by the hash of what a call presented (verifyApiKey, on every call a program makes), read with
 * those of the calls that arrive with it in one statement (ADR 0191): a revoked key is still refused from
 * the next call on.
 */
export const readApiKeyByHash = groupedReads('api-keys', findApiKeysByHash, (row) => row.key_hash);
