import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';

/** The texts of the statements that run as named prepared statements, and their names. */
const names = new Map<string, string>();

/**
 * Marks a compiled statement to run as a named prepared statement on PostgreSQL (ADR 0193): each
 * connection parses and plans it once and keeps its plan, where an unnamed statement is parsed, analysed
 * and planned on every execution. For the hot statements whose text never changes between calls (the
 * emission snapshot took ≈ 2 ms of PostgreSQL's CPU per generation, nearly all of it planning); a text
 * built with a variable number of values must not be marked, or each length would be kept on every
 * connection. The embedded database runs it as any other statement.
 */
export function prepared<T extends CompiledQuery>(query: T): T {
  if (!names.has(query.sql)) {
    names.set(query.sql, `facturar_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`);
  }
  return query;
}

/** node-postgres's client, naming the statements `prepared` marked (the pool's `Client`). */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    const call = super.query as (...all: unknown[]) => never;
    return name === undefined
      ? call.apply(this, args)
      : call.call(this, { name, text, values }, ...args.slice(2));
  }
}
