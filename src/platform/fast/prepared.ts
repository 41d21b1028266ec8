import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import { prepareOnServer } from './pg-round-trips.js';

/**
 * What a placeholder is made of: a NUL, capitals and LIKE's wildcards, so that a placeholder
 * lower-cased or escaped on its way into a parameter no longer reads as one (NotPreparable).
 */
const SENTINEL = '\u0000Store-API%_parameter:';

/** A placeholder for a parameter of a prepared query, by name. */
export type Parameter = <Value = string>(name: string) => Value;

/** The placeholder `parameter(name)` stands for: values built into a query ahead of it (preparedShape) use it. */
export const parameterToken: Parameter = ((name: string) => `${SENTINEL}${name}`) as Parameter;

/** A query whose placeholders did not come through as parameters of their own (preparedShape): build it with its values instead. */
export class NotPreparable extends Error {}

interface PrepareOptions {
  /**
   * Strict (searches): a placeholder must come through whole, or after one of these prefixes (a
   * share key is `unit:` and a unit's id), and every parameter it names must be given. A value
   * turned into something else on its way (lower-cased, escaped, inlined into the SQL, something
   * appended) fails with NotPreparable instead of binding the wrong value.
   */
  prefixes?: readonly string[];
  /** PostgreSQL: parse and plan it once per connection (a bounded set of texts: pg-round-trips.ts). */
  onServer?: boolean;
}

interface Slot {
  name: string;
  prefix: string;
}

export interface PreparedQuery<Args extends Record<string, unknown>, Row> {
  /** All rows; `on` runs it in a transaction instead of on the database it was prepared for. */
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  execute(args: Args, on?: Kysely<any>): Promise<Row[]>;
  /** The first row, or undefined. */
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  executeTakeFirst(args: Args, on?: Kysely<any>): Promise<Row | undefined>;
}

/**
 * A query built and compiled once, then run with new parameters: the hot paths (the session
 * behind every call, a list and its line items) skip Kysely's building and compiling, which costs
 * more than the database's own work for a lookup by key. The SQL is the one Kysely makes for the
 * dialect at hand, so the same code serves SQLite and PostgreSQL.
 */
export function prepareQuery<Args extends Record<string, unknown>, Row>(
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  db: Kysely<any>,
  build: (parameter: Parameter) => Compilable<Row>,
  options: PrepareOptions = {},
): PreparedQuery<Args, Row> {
  let compiled: CompiledQuery<Row> | undefined;
  let slots: (Slot | undefined)[] = [];
  const strict = options.prefixes !== undefined;
  // Strict: whether the first run after compiling found a value for every placeholder (the names are the shape's, the same on every run).
  let named = !strict;
  const compile = () => {
    const query = build(parameterToken).compile();
    slots = query.parameters.map((value) =>
      strict
        ? strictSlotOf(value, options.prefixes!)
        : typeof value === 'string' && value.startsWith(SENTINEL)
          ? { name: value.slice(SENTINEL.length), prefix: '' }
          : undefined,
    );
    if (strict && query.sql.includes(SENTINEL)) throw new NotPreparable('a placeholder was written into the SQL text');
    // PostgreSQL: parsed and planned once per connection (pg-round-trips.ts).
    if (isPostgres(db) && options.onServer !== false) prepareOnServer(query.sql);
    compiled = query;
    return query;
  };
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  const run = async (args: Args, on: Kysely<any> = db): Promise<Row[]> => {
    const query = compiled ?? compile();
    if (!named) {
      // A name no value has (a placeholder with something appended): the shape is built with its values instead.
      const missing = slots.find((slot) => slot !== undefined && !Object.hasOwn(args, slot.name));
      if (missing) throw new NotPreparable(`no value for its parameter "${missing.name}"`);
      named = true;
    }
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index];
      if (slot === undefined) return value;
      return slot.prefix === '' ? args[slot.name] : `${slot.prefix}${String(args[slot.name])}`;
    });
    const result = await on.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
  return {
    execute: run,
    executeTakeFirst: async (args, on) => (await run(args, on))[0],
  };
}

/** A parameter of a strictly prepared query: a placeholder (whole, or after an allowed prefix), a constant, or NotPreparable. */
function strictSlotOf(value: unknown, prefixes: readonly string[]): Slot | undefined {
  if (typeof value === 'number' && Number.isNaN(value)) throw new NotPreparable('a number was computed from a placeholder');
  if (typeof value !== 'string') return undefined;
  const at = value.indexOf(SENTINEL);
  if (at < 0) {
    if (value.includes('\u0000')) throw new NotPreparable('a placeholder was changed on its way into a parameter');
    return undefined;
  }
  const prefix = value.slice(0, at);
  const name = value.slice(at + SENTINEL.length);
  if ((prefix !== '' && !prefixes.includes(prefix)) || name.includes('\u0000'))
    throw new NotPreparable('a placeholder was changed on its way into a parameter');
  return { name, prefix };
}

// biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
const variants = new WeakMap<Kysely<any>, Map<string, PreparedQuery<any, any>>>();

/**
 * A prepared query per shape: queries whose SQL depends on what a request holds (which fields it
 * changes, say) are prepared once per `key` (a few shapes each) and database.
 */
export function preparedVariant<Args extends Record<string, unknown>, Row>(
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  db: Kysely<any>,
  key: string,
  build: (parameter: Parameter) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  let byKey = variants.get(db);
  // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  if (!byKey) variants.set(db, (byKey = new Map()));
  let query = byKey.get(key) as PreparedQuery<Args, Row> | undefined;
  // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  if (!query) byKey.set(key, (query = prepareQuery(db, build)));
  return query;
}

/** Shapes kept per database (least recently used dropped first), and of them named on PostgreSQL at most. */
const SHAPES_KEPT = 256;
const SHAPES_ON_SERVER = 128;

interface ShapeStore {
  /** Shapes built and compiled so far (a shape dropped and used again counts again). */
  compiled: number;
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  queries: Map<string, PreparedQuery<any, any>>;
  /** Shapes whose build failed with NotPreparable: built with their values each time. */
  refused: Map<string, true>;
  /** Texts named on PostgreSQL so far (each connection keeps what it prepared). */
  onServer: number;
}

// biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
const shapes = new WeakMap<Kysely<any>, ShapeStore>();

/**
 * A query prepared per shape, for queries whose shapes come from requests (searches: their
 * filters, sort, includes and the caller's reach): strict (PrepareOptions.prefixes), and bounded
 * (the 256 shapes used last per database; PostgreSQL names the first 128 texts, the rest are
 * sent unnamed). Undefined when the shape was refused before (NotPreparable): build it with its values.
 */
export function preparedShape<Args extends Record<string, unknown>, Row>(
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  db: Kysely<any>,
  key: string,
  build: (parameter: Parameter) => Compilable<Row>,
  prefixes: readonly string[] = [],
): PreparedQuery<Args, Row> | undefined {
  let store = shapes.get(db);
  // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  if (!store) shapes.set(db, (store = { compiled: 0, queries: new Map(), refused: new Map(), onServer: 0 }));
  if (store.refused.has(key)) return undefined;
  let query = store.queries.get(key) as PreparedQuery<Args, Row> | undefined;
  if (query) {
    // Most recently used last: the first key is the one to drop.
    store.queries.delete(key);
    store.queries.set(key, query);
    return query;
  }
  const kept = store;
  const onServer = isPostgres(db) && kept.onServer < SHAPES_ON_SERVER;
  if (onServer) kept.onServer += 1;
  const prepared = prepareQuery<Args, Row>(
    db,
    (parameter) => {
      kept.compiled += 1;
      return build(parameter);
    },
    { prefixes, onServer },
  );
  query = {
    execute: (args, on) =>
      prepared.execute(args, on).catch((error: unknown) => {
        if (error instanceof NotPreparable) {
          kept.queries.delete(key);
          keep(kept.refused, key, true);
        }
        throw error;
      }),
    executeTakeFirst: async (args, on) => (await query!.execute(args, on))[0],
  };
  keep(kept.queries, key, query);
  return query;
}

function keep<Value>(map: Map<string, Value>, key: string, value: Value): void {
  map.set(key, value);
  if (map.size > SHAPES_KEPT) map.delete(map.keys().next().value!);
}

/** For tests: the shapes of a database built so far, kept now, and refused. */
// biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
export function preparedShapeStats(db: Kysely<any>): { compiled: number; kept: number; refused: number } {
  const store = shapes.get(db);
  return { compiled: store?.compiled ?? 0, kept: store?.queries.size ?? 0, refused: store?.refused.size ?? 0 };
}
