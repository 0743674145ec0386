import { createHash } from 'node:crypto';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// open-database.ts builds its pool with PreparingClient: its `Db` is spelled out here, not imported.
type Db = Kysely<Database>;

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

/**
 * node-postgres's client, naming the statements `prepared` marked (the pool's `Client`). Its `query` keeps
 * node-postgres's overloads, which one signature cannot spell: hence `never`, which each overload accepts.
 */
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

/** Stands for a value while a template's statement is built (`preparedTemplate`). */
class Slot {
  readonly key: string;
  constructor(key: string) {
    this.key = key;
  }
}

/**
 * A marked statement (`prepared`) whose text is the same for every call of a variant, built and compiled
 * once per variant and database: a call only puts its values in their places. Building and compiling the
 * emission snapshot again cost ≈ 190 µs of the event loop's time per generation. `build` runs once with
 * placeholders, so it must use the values only as values (no `??`, no spreading, no arithmetic): what
 * changes the text belongs in the variant.
 */
export function preparedTemplate<V extends Record<string, unknown>, K extends Record<string, boolean>, O>(
  build: (db: Db, values: V, variant: K) => Compilable<O>,
): (db: Db, variant: K, values: V) => CompiledQuery<O> {
  const templates = new WeakMap<Db, Map<string, CompiledQuery<O>>>();
  return (db, variant, values) => {
    let byVariant = templates.get(db);
    if (!byVariant) {
      byVariant = new Map();
      templates.set(db, byVariant);
    }
    const key = JSON.stringify(variant);
    let template = byVariant.get(key);
    if (!template) {
      const placeholders = new Proxy({}, { get: (_, name) => new Slot(String(name)) }) as V;
      template = prepared(build(db, placeholders, variant).compile());
      byVariant.set(key, template);
    }
    return {
      ...template,
      parameters: template.parameters.map((value) => (value instanceof Slot ? values[value.key] : value)),
    };
  };
}
