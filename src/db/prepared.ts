import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { isPostgres } from './dialect.js';
import { prepareOnServer } from './pg-round-trips.js';

const SENTINEL = '\u0000store-api-parameter:';

/** A placeholder for a parameter of a prepared query, by name. */
export type Parameter = <Value = string>(name: string) => Value;

export interface PreparedQuery<Args extends Record<string, unknown>, Row> {
  /** All rows; `on` runs it in a transaction instead of on the database it was prepared for. */
  execute(args: Args, on?: Kysely<any>): Promise<Row[]>;
  /** The first row, or undefined. */
  executeTakeFirst(args: Args, on?: Kysely<any>): Promise<Row | undefined>;
}

/**
 * A query built and compiled once, then run with new parameters: the hot paths (the session
 * behind every call, a list and its line items) skip Kysely's building and compiling, which costs
 * more than the database's own work for a lookup by key. The SQL is the one Kysely makes for the
 * dialect at hand, so the same code serves SQLite and PostgreSQL.
 */
export function prepareQuery<Args extends Record<string, unknown>, Row>(
  db: Kysely<any>,
  build: (parameter: Parameter) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  let compiled: CompiledQuery<Row> | undefined;
  let slots: (string | undefined)[] = [];
  const compile = () => {
    compiled = build(((name: string) => `${SENTINEL}${name}`) as Parameter).compile();
    // PostgreSQL: parsed and planned once per connection (pg-round-trips.ts).
    if (isPostgres(db)) prepareOnServer(compiled.sql);
    slots = compiled.parameters.map((value) => (typeof value === 'string' && value.startsWith(SENTINEL) ? value.slice(SENTINEL.length) : undefined));
    return compiled;
  };
  const run = async (args: Args, on: Kysely<any> = db): Promise<Row[]> => {
    const query = compiled ?? compile();
    const parameters = query.parameters.map((value, index) => {
      const name = slots[index];
      return name === undefined ? value : args[name];
    });
    const result = await on.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
  return {
    execute: run,
    executeTakeFirst: async (args, on) => (await run(args, on))[0],
  };
}

const variants = new WeakMap<Kysely<any>, Map<string, PreparedQuery<any, any>>>();

/**
 * A prepared query per shape: queries whose SQL depends on what a request holds (which fields it
 * changes, say) are prepared once per `key` (a few shapes each) and database.
 */
export function preparedVariant<Args extends Record<string, unknown>, Row>(
  db: Kysely<any>,
  key: string,
  build: (parameter: Parameter) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  let byKey = variants.get(db);
  if (!byKey) variants.set(db, (byKey = new Map()));
  let query = byKey.get(key) as PreparedQuery<Args, Row> | undefined;
  if (!query) byKey.set(key, (query = prepareQuery(db, build)));
  return query;
}
