import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import { PreparingClient } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection string, for parts that keep their own pool (the job queue). */
  url?: string;
  /** PGlite only: the whole data directory as a tarball, to start other databases from. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};

// Both tiers must hand the code the same JavaScript values: exact numerics and 64-bit integers as strings
// (never floats), dates as 'YYYY-MM-DD' text, timestamps as Date.
const keepText = (value: string) => value;

let pgTypesConfigured = false;
function configurePgTypes(): void {
  if (pgTypesConfigured) return;
  pg.types.setTypeParser(pg.types.builtins.DATE, keepText);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, keepText);
  pg.types.setTypeParser(pg.types.builtins.INT8, keepText);
  pgTypesConfigured = true;
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | undefined; template?: Blob };

/** Opens PostgreSQL through a pool, or PGlite in `dataDir` (in memory when undefined). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    configurePgTypes();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: PreparingClient,
      // No JIT compilation: over the documents' month partitions a statement that names no months is
      // costed high enough to be compiled, 1,300 functions in 1.4 s for 1–8 ms of work (ADR 0197).
      options: '-c jit=off',
    });
    // An idle connection the server ends (restart, failover, a dropped database) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
    // The cursor lets long reads (reports) stream rows a batch at a time instead of loading them all.
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
    return { db, kind: 'postgres', url: options.url, close: () => db.destroy() };
  }
  let releaseLock: (() => void) | undefined;
  let pgliteDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    pgliteDir = join(options.dataDir, 'pglite');
  }
  const pglite = await PGlite.create({
    ...(pgliteDir ? { dataDir: pgliteDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
    // Trigram indexes serve the master-data searches ('contains', migration 0015), as on PostgreSQL.
    extensions: { pg_trgm },
    parsers: {
      [pgliteTypes.DATE]: keepText,
      [pgliteTypes.NUMERIC]: keepText,
      [pgliteTypes.INT8]: keepText,
    },
  });
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    dump: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      releaseLock?.();
    },
  };
}
