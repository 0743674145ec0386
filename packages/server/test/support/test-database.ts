import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { migrateToLatest } from '../../src/adapters/db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../src/adapters/db/open-database.ts';

const migrationsDir = join(import.meta.dirname, '../../src/adapters/db/migrations');

/** A migrated PGlite data directory, kept in the temp folder per migration set: initdb runs once, not per file. */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort())
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  const path = join(tmpdir(), `facturar-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(path)) {
    const fresh = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await migrateToLatest(fresh.db);
    const dump = await fresh.dump!();
    await fresh.close();
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return openAsBlob(path);
}

/**
 * A fresh, empty database for one test file on the tier the vitest project names: in-memory PGlite, or a
 * database of its own on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_TIER !== 'postgres') {
    return openDatabase({ kind: 'pglite', dataDir: undefined, template: await pgliteTemplate() });
  }
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
