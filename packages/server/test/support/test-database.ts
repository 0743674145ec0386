import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/adapters/db/open-database.ts';

/**
 * A fresh, empty database for one test file on the tier the vitest project names: in-memory PGlite, or a
 * database of its own on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_TIER !== 'postgres') return openDatabase({ kind: 'pglite', dataDir: undefined });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_TIER=postgres needs TEST_DATABASE_URL.');
  const name = `facturar_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function databaseUrlFor(handle: DatabaseHandle): string | undefined {
  return handle.kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}
