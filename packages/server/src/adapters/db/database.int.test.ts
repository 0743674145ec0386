import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { migrateToLatest } from './migrate.ts';
import { prepared, preparedTemplate } from './prepared-statements.ts';
import type { DatabaseHandle, Db } from './open-database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await migrateToLatest(handle.db);
});
afterAll(async () => handle?.close());

describe('the database adapter', () => {
  it('keeps a write made outside a transaction when a concurrent transaction rolls back', async () => {
    const failing = handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('app_settings').values({ key: 'inside', value: '1' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('rollback');
    });
    const outside = handle.db.insertInto('app_settings').values({ key: 'outside', value: '1' }).execute();
    await expect(failing).rejects.toThrow('rollback');
    await outside;
    const keys = (await handle.db.selectFrom('app_settings').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('outside');
    expect(keys).not.toContain('inside');
  });

  // PGlite is built without a JIT compiler; PostgreSQL would compile the statements over every month.
  it.runIf(process.env.TEST_DB_TIER === 'postgres')('never compiles a statement just in time', async () => {
    const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(handle.db);
    expect(rows[0]?.jit).toBe('off');
  });

  it('returns exact numerics and 64-bit integers as text and timestamps as dates on every tier', async () => {
    const row = await sql<{ amount: string; big: string; at: Date; day: string }>`
      select 12345678901.123456::numeric as amount, 9007199254740993::bigint as big,
             '2026-11-22T10:00:00-05:00'::timestamptz as at, '2026-11-22'::date as day`.execute(handle.db);
    expect(row.rows[0]).toEqual({
      amount: '12345678901.123456',
      big: '9007199254740993',
      at: new Date('2026-11-22T15:00:00Z'),
      day: '2026-11-22',
    });
  });

  it('migrates idempotently', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('runs a statement marked prepared as a named statement of its connection on PostgreSQL, with its values', async () => {
    const settings = (key: string) =>
      prepared(handle.db.selectFrom('app_settings').select('value').where('key', '=', key).compile());
    await handle.db
      .insertInto('app_settings')
      .values([
        { key: 'prepared', value: 'sí' },
        { key: 'prepared again', value: 'también' },
      ])
      .execute();
    const named = await handle.db.connection().execute(async (connection) => {
      const first = await connection.executeQuery(settings('prepared'));
      const second = await connection.executeQuery(settings('prepared again'));
      expect(first.rows).toEqual([{ value: 'sí' }]);
      expect(second.rows).toEqual([{ value: 'también' }]);
      if (handle.kind !== 'postgres') return [];
      const { rows } = await sql<{ name: string }>`
        select name from pg_prepared_statements where statement like '%app_settings%'`.execute(connection);
      return rows;
    });
    expect(named).toEqual(handle.kind === 'postgres' ? [{ name: expect.stringMatching(/^facturar_/) }] : []);
  });

  it('builds a template once per variant and puts the values of each call in their places', async () => {
    await handle.db
      .insertInto('app_settings')
      .values([
        { key: 'plantilla uno', value: 'primero' },
        { key: 'plantilla dos', value: 'segundo' },
      ])
      .execute();
    let builds = 0;
    const settings = preparedTemplate(
      (db: Db, values: { keys: string[]; prefix: string }, variant: { withValue: boolean }) => {
        builds++;
        return db
          .selectFrom('app_settings')
          .select(['key', sql<string>`${values.prefix} || key`.as('labelled')])
          .$if(variant.withValue, (query) => query.select('value'))
          .where((eb) => eb('key', '=', eb.fn.any(eb.val(values.keys))))
          .orderBy('key');
      },
    );
    const read = async (variant: { withValue: boolean }, values: { keys: string[]; prefix: string }) =>
      (await handle.db.executeQuery(settings(handle.db, variant, values))).rows;
    expect(await read({ withValue: true }, { keys: ['plantilla uno'], prefix: 'a: ' })).toEqual([
      { key: 'plantilla uno', labelled: 'a: plantilla uno', value: 'primero' },
    ]);
    expect(
      await read({ withValue: true }, { keys: ['plantilla uno', 'plantilla dos'], prefix: 'b: ' }),
    ).toEqual([
      { key: 'plantilla dos', labelled: 'b: plantilla dos', value: 'segundo' },
      { key: 'plantilla uno', labelled: 'b: plantilla uno', value: 'primero' },
    ]);
    expect(await read({ withValue: false }, { keys: ['plantilla dos'], prefix: 'c: ' })).toEqual([
      { key: 'plantilla dos', labelled: 'c: plantilla dos' },
    ]);
    expect(builds).toBe(2);
  });
});
