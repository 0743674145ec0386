import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type StatementCount = { readonly statements: number; readonly transactions: number };

// BENCH_STATEMENT_LOG=1 prints each statement's start to standard error, to see which they are.
const log = process.env.BENCH_STATEMENT_LOG === '1';
let statements = 0;
let transactions = 0;

function count(text: unknown): void {
  statements++;
  const sql = typeof text === 'string' ? text : (text as { text?: unknown } | null)?.text;
  if (typeof sql === 'string' && /^\s*begin\b/i.test(sql)) transactions++;
  if (log) console.error(`[sql] ${String(sql).replace(/\s+/g, ' ').slice(0, 160)}`);
}

/**
 * Counts every statement this process sends to the database, through node-postgres (the server's pool and
 * pg-boss's) or to PGlite, and the transactions among them (a BEGIN each); a statement outside one is its
 * own. Round trips are what bound issuing under the billing point's lock, and unlike a timing on a shared
 * machine their count is the same on every run.
 */
export function countStatements(): { read(): StatementCount } {
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count(args[0]);
    return (clientQuery as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function (this: PGlite, ...args: unknown[]) {
    count(args[0]);
    return (pgliteQuery as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof pgliteQuery;
  const pgliteExec = PGlite.prototype.exec;
  PGlite.prototype.exec = function (this: PGlite, ...args: unknown[]) {
    count(args[0]);
    return (pgliteExec as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof pgliteExec;
  return { read: () => ({ statements, transactions }) };
}
