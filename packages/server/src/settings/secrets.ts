import { randomBytes } from 'node:crypto';
import type { Db } from '../adapters/db/open-database.ts';
import { createSecretBox, type SecretBox } from '../adapters/crypto/secret-box.ts';
import type { ServerConfig } from '../config.ts';
import { getOrCreateSetting } from './settings-repository.ts';

export type Secrets = { jwtKey: Uint8Array; secretBox: SecretBox };

/**
 * Production sets JWT_SECRET and DATA_ENCRYPTION_KEY. Without them (the embedded default) each is made once
 * and kept in the database, so every process of one installation agrees on them with no set-up.
 */
export async function loadSecrets(db: Db, config: ServerConfig): Promise<Secrets> {
  const jwtSecret =
    config.jwtSecret ?? (await getOrCreateSetting(db, 'jwt_secret', randomBytes(48).toString('base64')));
  const dek =
    config.dataEncryptionKey ??
    (await getOrCreateSetting(db, 'data_encryption_key', randomBytes(32).toString('base64')));
  return {
    jwtKey: new TextEncoder().encode(jwtSecret),
    secretBox: createSecretBox(Buffer.from(dek, 'base64')),
  };
}
