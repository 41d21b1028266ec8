import type { AnyDb } from './tables.js';
import type { Compilable, CompiledQuery } from 'kysely';
import { prepareOnServer } from '../fast/server-statements.js';

/**
 * The one way into prepared statements, owned by the database handle: each handle's dialect
 * adapter holds a `Statements` (dialect.ts), reached from the handle or any of its transactions
 * with `statementsOf(dbOrTrx)`. A statement is built with Kysely and compiled once per database
 * and key (its shape), then run with new parameters: the hot paths (the session behind every call,
 * a list and its line items, a write's statements) skip Kysely's building and compiling, which
 * costs more than the database's own work for a lookup by key. The SQL is the one Kysely makes for
 * the dialect at hand, so the same code serves SQLite, PostgreSQL and MariaDB. Below it, SQLite's
 * driver keeps one compiled statement per text (dialect.ts), PostgreSQL names the texts registered
 * here and MariaDB prepares them (server-statements.ts).
 *
 * Two kinds, by where a shape comes from:
 * - `prepared(key, build)`: shapes the code names (a few per statement: which fields a PATCH
 *   changes), kept for the handle's life;
 * - `shaped(key, build, prefixes)`: shapes that come from requests (searches: their filters, sort,
 *   includes and the caller's reach), strict about placeholders and bounded (least recently used
 *   dropped).
 * Beside its statements, a handle keeps what modules build on them per database (`kept`: batched
 * readers, the answer cache, page anchors), released with the handle.
 */

/**
 * What a placeholder is made of: a NUL, capitals and LIKE's wildcards, so that a placeholder
 * lower-cased or escaped on its way into a parameter no longer reads as one (NotPreparable).
 */
const SENTINEL = '\u0000Store-API%_parameter:';

/** A placeholder for a parameter of a prepared query, by name. */
export type Parameter = <Value = string>(name: string) => Value;

/** The placeholder `parameter(name)` stands for: values built into a query ahead of it (Statements.shaped) use it. */
export const parameterToken: Parameter = ((name: string) => `${SENTINEL}${name}`) as Parameter;

/** A query whose placeholders did not come through as parameters of their own (Statements.shaped): build it with its values instead. */
export class NotPreparable extends Error {}

interface PrepareOptions {
  /**
   * Strict (searches): a placeholder must come through whole, or after one of these prefixes (a
   * share key is `unit:` and a unit's id), and every parameter it names must be given. A value
   * turned into something else on its way (lower-cased, escaped, inlined into the SQL, something
   * appended) fails with NotPreparable instead of binding the wrong value.
   */
  prefixes?: readonly string[];
  /** PostgreSQL and MariaDB: parse (and plan) it once per connection (a bounded set of texts: server-statements.ts). */
  onServer: boolean;
}

interface Slot {
  name: string;
  prefix: string;
}

/** A handle or one of its transactions: where a prepared statement runs. */
type On = AnyDb;

/** Builds a statement with placeholders (`parameter(name)`) for its values. */
export type Build<Row> = (parameter: Parameter) => Compilable<Row>;

export interface PreparedQuery<Args extends Record<string, unknown>, Row> {
  /** All rows, run on `on`: the handle it was prepared for or one of its transactions. `args` are read at the call, before anything is awaited (a caller may fill the same object again for its next call). */
  execute(on: On, args: Args): Promise<Row[]>;
  /** The first row, or undefined. */
  executeTakeFirst(on: On, args: Args): Promise<Row | undefined>;
}

/** Shapes from requests kept per database (least recently used dropped first), and of them prepared on the server at most. */
const SHAPES_KEPT = 256;
const SHAPES_ON_SERVER = 128;

/** What a database handle holds for the code that uses it (see above). */
export class Statements {
  // biome-ignore lint/suspicious/noExplicitAny: one map holds statements of every row type; each caller names its own
  readonly #prepared = new Map<string, PreparedQuery<any, any>>();
  // biome-ignore lint/suspicious/noExplicitAny: as above
  readonly #shapes = new Map<string, PreparedQuery<any, any>>();
  /** Shapes whose build failed with NotPreparable: built with their values each time. */
  readonly #refused = new Map<string, true>();
  readonly #kept = new Map<object, unknown>();
  /** Shapes built and compiled so far (a shape dropped and used again counts again). */
  #compiledShapes = 0;
  /** Shapes' texts prepared on the server so far (each connection keeps what it prepared). */
  #shapesOnServer = 0;

  /** `onServer`: the dialect prepares registered texts on the server (PostgreSQL, MariaDB: ../fast/server-statements.ts). */
  constructor(private readonly onServer: boolean) {}

  /** The statement `key` (one per shape the code names; keys are one namespace per handle, so a shape's key names its statement and module), compiled at its first use. */
  prepared<Args extends Record<string, unknown>, Row>(key: string, build: Build<Row>): PreparedQuery<Args, Row> {
    let query = this.#prepared.get(key) as PreparedQuery<Args, Row> | undefined;
    if (query === undefined) {
      query = prepare<Args, Row>(build, { onServer: this.onServer });
      this.#prepared.set(key, query);
    }
    return query;
  }

  /**
   * The statement of a shape that comes from a request: strict (PrepareOptions.prefixes), and
   * bounded (the 256 shapes used last; PostgreSQL names the first 128 texts, the rest are sent
   * unnamed). Undefined when the shape was refused before (NotPreparable): build it with its values.
   */
  shaped<Args extends Record<string, unknown>, Row>(key: string, build: Build<Row>, prefixes: readonly string[] = []): PreparedQuery<Args, Row> | undefined {
    if (this.#refused.has(key)) return undefined;
    const query = this.#shapes.get(key) as PreparedQuery<Args, Row> | undefined;
    if (query) {
      // Most recently used last: the first key is the one to drop.
      this.#shapes.delete(key);
      this.#shapes.set(key, query);
      return query;
    }
    const onServer = this.onServer && this.#shapesOnServer < SHAPES_ON_SERVER;
    if (onServer) this.#shapesOnServer += 1;
    const prepared = prepare<Args, Row>(
      (parameter) => {
        this.#compiledShapes += 1;
        return build(parameter);
      },
      { prefixes, onServer },
    );
    const shape: PreparedQuery<Args, Row> = {
      execute: (on, args) =>
        prepared.execute(on, args).catch((error: unknown) => {
          if (error instanceof NotPreparable) {
            this.#shapes.delete(key);
            keep(this.#refused, key, true);
          }
          throw error;
        }),
      executeTakeFirst: async (on, args) => (await shape.execute(on, args))[0],
    };
    keep(this.#shapes, key, shape);
    return shape;
  }

  /** What `owner` (a module's function or class) keeps for this database beside its statements, made at its first use. */
  kept<Value>(owner: object, make: () => Value): Value {
    let value = this.#kept.get(owner) as Value | undefined;
    if (value === undefined) {
      value = make();
      this.#kept.set(owner, value);
    }
    return value;
  }

  /** For tests: the request shapes built so far, kept now, and refused. */
  get shapeStats(): { compiled: number; kept: number; refused: number } {
    return { compiled: this.#compiledShapes, kept: this.#shapes.size, refused: this.#refused.size };
  }
}

/** What a dialect adapter made by dialect.ts carries. */
export interface HoldsStatements {
  readonly statements: Statements;
}

/** A statement of a connection in this process (better-sqlite3's): run at once, in the caller's turn. */
export interface InProcessStatement {
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): unknown;
}

/**
 * SQLite's writer: its adapter hands out the statements of its one connection (dialects/sqlite.ts).
 * A transaction holds that connection for its whole life, so a prepared statement run in one goes
 * straight to it, without Kysely's executor: per statement, a chain of executors, closures and
 * promises that a write of eight statements paid in garbage (issue 44: a PATCH's JavaScript was
 * four times the floor's, its collections five times).
 */
export interface RunsInProcess {
  readonly inProcess: { prepare(text: string): InProcessStatement };
}

/** The statements of the handle `db` is, or belongs to (a transaction's are its handle's). */
export function statementsOf(db: On): Statements {
  const statements = (db.getExecutor().adapter as Partial<HoldsStatements>).statements;
  if (statements === undefined) throw new Error('statementsOf: only a handle made by createDatabase (dialect.ts) holds statements');
  return statements;
}

function prepare<Args extends Record<string, unknown>, Row>(build: Build<Row>, options: PrepareOptions): PreparedQuery<Args, Row> {
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
    // PostgreSQL and MariaDB: parsed once per connection (server-statements.ts).
    if (options.onServer) prepareOnServer(query.sql);
    compiled = query;
    return query;
  };
  const run = async (on: On, args: Args): Promise<Row[]> => {
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
    const direct = on.isTransaction ? (on.getExecutor().adapter as Partial<RunsInProcess>).inProcess : undefined;
    if (direct) {
      const statement = direct.prepare(query.sql);
      if (statement.reader) return statement.all(parameters) as Row[];
      statement.run(parameters);
      return [];
    }
    const result = await on.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
  return {
    execute: run,
    executeTakeFirst: async (on, args) => (await run(on, args))[0],
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

function keep<Value>(map: Map<string, Value>, key: string, value: Value): void {
  map.set(key, value);
  if (map.size > SHAPES_KEPT) map.delete(map.keys().next().value!);
}
