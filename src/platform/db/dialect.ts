import type { AnyDb } from './tables.js';
/**
 * Every difference between SQLite and PostgreSQL lives in this file, apart from SQLite's writer
 * (group commit in write.ts, WAL syncs and checkpoints in sqlite-wal.ts, what writes change in
 * change-epochs.ts, the serving lock in sqlite-lock.ts) and PostgreSQL's named statements
 * (pg-round-trips.ts). The rest of the code speaks the SQL both accept (and CockroachDB and YugabyteDB too: no advisory
 * locks, no server-side functions the schema depends on).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { createRequire } from 'node:module';
import type pgModule from 'pg';
import { SqliteWal } from './sqlite-wal.js';
import { ChangeEpochs } from '../fast/change-epochs.js';
import { holdServingLock } from './sqlite-lock.js';
import { nameStatementsOf } from '../fast/pg-round-trips.js';
import { type HoldsStatements, Statements } from './statements.js';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type DialectAdapter,
  type Expression,
  type MigrationLockOptions,
  type RawBuilder,
} from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export interface DialectSettings {
  /** `sqlite:PATH`, `sqlite::memory:` or `postgres://…` */
  url: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL schema to use as search_path (tests give each file its own). */
  schema?: string;
  /**
   * SQLite files: this process serves the file. It takes the serving lock (sqlite-lock.ts) and
   * tracks what its writes change (change-epochs.ts), so reads may be answered from memory.
   */
  serving?: boolean;
  /** SQLite: the page cache of each connection, in MiB (SQLITE_CACHE_MIB); unset, better-sqlite3's 16. */
  cacheMib?: number;
}

export function dialectNameOf(url: string): DialectName {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new Error(`unsupported database URL (expected sqlite:PATH or postgres://…)`);
}

/** `sqlite:./data/x.sqlite` → `./data/x.sqlite`; `sqlite::memory:` → `:memory:`. */
export function sqlitePathOf(url: string): string {
  return url.slice('sqlite:'.length);
}

/**
 * `db` reads and writes. `readDb` only reads: on SQLite it is a second, read-only connection, so
 * reads never wait behind a write transaction (WAL lets readers and the one writer run side by
 * side, and readers see every committed write); elsewhere it is the same pool as `db`.
 */
export interface CreatedKysely<DB> {
  name: DialectName;
  db: Kysely<DB>;
  readDb: Kysely<DB>;
  wal?: SqliteWal;
  /** SQLite, when this process serves the file: what its writes changed (change-epochs.ts). */
  epochs?: ChangeEpochs;
  /** Ends what createKysely holds besides the connections (the serving lock). */
  release(): void;
  /** Statements sent to the database so far, for /metrics and the tests that count round trips. */
  stats: StatementStats;
}

export interface StatementStats {
  statements: number;
  /** SQLite: statements that may write (not read-only) prepared to run on the writer connection so far (write.ts tells a unit that wrote nothing by it). */
  writes?: number;
  /** PostgreSQL: the connection pool, and how long connections were waited for. */
  pool?: { size: number; total(): number; idle(): number; waiting(): number; acquires: number; waitSeconds: number };
}

export function createKysely<DB>(settings: DialectSettings): CreatedKysely<DB> {
  const name = dialectNameOf(settings.url);
  if (name === 'sqlite') {
    const path = sqlitePathOf(settings.url);
    const inMemory = path === ':memory:' || path === '';
    if (!inMemory) mkdirSync(dirname(path), { recursive: true });
    const lock = settings.serving && !inMemory ? holdServingLock(path) : undefined;
    const release = () => lock?.release();
    const stats: StatementStats = { statements: 0, writes: 0 };
    const database = new SqliteDatabase(path);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    // Every unit of work of a group commit runs in a savepoint (write.ts), and SQLite copies each page
    // a savepoint first changes into its statement journal, a temporary file by default: 12,000
    // writes of 4 KiB a second on the event loop under the PATCH row. In memory they are copies.
    database.pragma('temp_store = MEMORY');
    // better-sqlite3 builds SQLite with a 16 MiB page cache per connection: 32 MiB of the process
    // for pages the operating system's file cache holds anyway (a page missed here is a pread).
    const cacheSize = settings.cacheMib === undefined ? undefined : `cache_size = -${settings.cacheMib * 1024}`;
    if (cacheSize) database.pragma(cacheSize);
    // An in-memory database exists only on this one connection, so it is served by this process alone.
    const epochs = settings.serving || inMemory ? new ChangeEpochs(database) : undefined;
    const db = new Kysely<DB>({ dialect: new StatementsSqliteDialect({ database: withStatementCache(database, stats, epochs) }) });
    if (inMemory) return { name, db, readDb: db, epochs, release, stats };
    // Durable before the answer (docs/contract.md §6): COMMIT writes the WAL and the group-commit writer syncs
    // it off the event loop before answering; checkpoints run on a thread of their own (sqlite-wal.ts).
    // Writes outside the writer (migrations) are synced by the next checkpoint or at close.
    database.pragma('synchronous = NORMAL');
    database.pragma('wal_autocheckpoint = 0');
    const wal = new SqliteWal({
      path,
      onCheckpointThreadLost: () => {
        if (database.open) database.pragma('wal_autocheckpoint = 1000');
      },
    });
    const reader = new SqliteDatabase(path, { readonly: true });
    reader.pragma('busy_timeout = 5000');
    if (cacheSize) reader.pragma(cacheSize);
    return {
      name,
      db,
      readDb: new Kysely<DB>({ dialect: new StatementsSqliteDialect({ database: withStatementCache(reader, stats) }) }),
      wal,
      epochs,
      release,
      stats,
    };
  }
  const pg = loadPg();
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolSize ?? 10,
    options: settings.schema ? `-c search_path=${settings.schema}` : undefined,
  });
  // A pool error (a server restart) must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const poolStats = {
    size: settings.poolSize ?? 10,
    total: () => pool.totalCount,
    idle: () => pool.idleCount,
    waiting: () => pool.waitingCount,
    acquires: 0,
    waitSeconds: 0,
  };
  const stats: StatementStats = { statements: 0, pool: poolStats };
  pool.on('connect', (client) => {
    // A connection lost while Kysely holds the client (between the statements of a transaction)
    // is an 'error' event with no pool listener attached: without this one the process would
    // crash. The statement under way, or the next, fails and is answered 503 (isDatabaseUnreachable).
    client.on('error', () => {});
    nameStatementsOf(client, stats);
  });
  // Kysely takes a connection per query or transaction: time how long that waits.
  const connect = pool.connect.bind(pool) as () => Promise<pgModule.PoolClient>;
  pool.connect = (async () => {
    const started = performance.now();
    try {
      return await connect();
    } finally {
      poolStats.acquires += 1;
      poolStats.waitSeconds += (performance.now() - started) / 1000;
    }
  }) as typeof pool.connect;
  const db = new Kysely<DB>({ dialect: new PortablePostgresDialect({ pool }) });
  return { name, db, readDb: db, release: () => {}, stats };
}

/**
 * Kysely prepares every query anew; SQLite's parse and plan then cost more than running a small
 * query. The service sends the same few hundred SQL texts over and over, so prepared statements
 * are kept by their text (bounded) and reused.
 */
function withStatementCache(database: SqliteDatabase.Database, stats: StatementStats, epochs?: ChangeEpochs, maxStatements = 1000) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    // Kysely asks for the statement each time it runs one.
    prepare(text: string) {
      stats.statements += 1;
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= maxStatements) statements.clear();
        statement = database.prepare(text);
        // The writer connection's statements tell what they change (the reader's only read).
        if (epochs) statement = epochs.watch(statement, text);
        statements.set(text, statement);
      }
      if (!statement.readonly && stats.writes !== undefined) stats.writes += 1;
      return statement;
    },
  };
}

let pgLoaded: typeof pgModule | undefined;

/**
 * The pg driver, loaded on first use: a service on SQLite never pays its memory (about 15 MiB).
 * COUNT(*) and SUM() answer int8/numeric on PostgreSQL; our numbers stay well within doubles.
 */
export function loadPg(): typeof pgModule {
  if (!pgLoaded) {
    pgLoaded = createRequire(import.meta.url)('pg') as typeof pgModule;
    pgLoaded.types.setTypeParser(pgLoaded.types.builtins.INT8, (value) => Number(value));
    pgLoaded.types.setTypeParser(pgLoaded.types.builtins.NUMERIC, (value) => Number(value));
  }
  return pgLoaded;
}

/** SQLite's dialect, whose adapter holds the handle's prepared statements (statements.ts). */
class StatementsSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new StatementsSqliteAdapter();
  }
}

class StatementsSqliteAdapter extends SqliteAdapter implements HoldsStatements {
  readonly statements = new Statements(false);
}

/**
 * Kysely's PostgreSQL adapter takes an advisory lock while migrating; CockroachDB and YugabyteDB
 * have none. This one takes the migration lock by flipping a row of the lock table instead.
 */
class PortablePostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new RowLockPostgresAdapter();
  }
}

class RowLockPostgresAdapter extends PostgresAdapter implements HoldsStatements {
  /** The handle's prepared statements (statements.ts). */
  readonly statements = new Statements(true);

  override async acquireMigrationLock(db: AnyDb, options: MigrationLockOptions): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const result = await db
        .updateTable(options.lockTable)
        .set({ is_locked: 1 })
        .where('id', '=', options.lockRowId)
        .where('is_locked', '=', 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return;
      if (Date.now() > deadline) {
        throw new Error(`the migration lock (${options.lockTable}) is held; if no migration runs, set its is_locked to 0`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  override async releaseMigrationLock(db: AnyDb, options: MigrationLockOptions): Promise<void> {
    await db.updateTable(options.lockTable).set({ is_locked: 0 }).where('id', '=', options.lockRowId).execute();
  }
}

/**
 * The schema PostgreSQL creates tables in (the first of the search_path), so that the migration
 * tables are looked for there and not in another schema of the same database; undefined on SQLite.
 */
export async function currentSchemaOf(db: AnyDb): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

type JsonEntries = readonly (readonly [string, Expression<unknown> | RawBuilder<unknown>])[];

/** A key of jsonArrayAggText's objects present only where `column` is not NULL, with `value`. */
export interface OptionalJsonEntry {
  key: string;
  column: Expression<unknown> | RawBuilder<unknown>;
  value: Expression<unknown> | RawBuilder<unknown>;
}

/** The object's SQL (json_build_object or json_object): json on PostgreSQL, JSON text on SQLite. */
function jsonObject(db: AnyDb, entries: JsonEntries): RawBuilder<string> {
  const pairs = sql.join(entries.map(([key, value]) => sql`${sql.lit(key)}, ${value}`));
  return isPostgres(db) ? sql<string>`json_build_object(${pairs})` : sql<string>`json_object(${pairs})`;
}

/**
 * One JSON object as text, built by the database: keys in the given order, values as the columns
 * hold them (text, integer, null). Building the answer in SQL skips materializing rows in
 * JavaScript, which is most of what a page of search results costs. SQLite's json_object writes
 * compact JSON; PostgreSQL's json_build_object keeps the order too (json, not jsonb, which would
 * sort the keys) and writes `"key" : value`, equally valid. Keys are inlined: they are the code's
 * own names, never input.
 */
export function jsonObjectText(db: AnyDb, entries: JsonEntries): RawBuilder<string> {
  return isPostgres(db) ? sql<string>`${jsonObject(db, entries)}::text` : jsonObject(db, entries);
}

/**
 * A JSON array (as text) of one object per row (`entries` as in jsonObjectText), in `orderBy`
 * order; `[]` when there are none. The objects nest as built, never parsed again: SQLite's
 * json_object keeps its JSON subtype through the aggregate's ORDER BY (seen on SQLite 3.53, the
 * one better-sqlite3 12 bundles; the product-list tests would see line items turn into strings
 * otherwise). A json() around each object, parsing it again, was 40 % of the detail read's
 * line-item query.
 */
export function jsonArrayAggText(
  db: AnyDb,
  entries: JsonEntries,
  orderBy: Expression<unknown> | RawBuilder<unknown>,
  optional?: OptionalJsonEntry,
): RawBuilder<string> {
  // An entry only some rows have: two objects in a CASE, so the rows without it cost what they did.
  const element = optional
    ? sql<string>`case when ${optional.column} is null then ${jsonObject(db, entries)} else ${jsonObject(db, [...entries, [optional.key, optional.value]])} end`
    : jsonObject(db, entries);
  return isPostgres(db)
    ? sql<string>`coalesce(json_agg(${element} order by ${orderBy})::text, '[]')`
    : sql<string>`json_group_array(${element} order by ${orderBy})`;
}

/**
 * A JSON object column with `patch` (JSON text) merged in as JSON Merge Patch (RFC 7396) merges
 * flat objects: its keys replace the column's, a key set to null is removed; NULL when nothing is
 * left. SQLite's json_patch does exactly that; PostgreSQL concatenates and strips the nulls.
 */
export function mergedJsonObject(db: AnyDb, column: Expression<unknown> | RawBuilder<unknown>, patch: unknown): RawBuilder<string | null> {
  return isPostgres(db)
    ? sql<string | null>`nullif(jsonb_strip_nulls(coalesce(${column}, '{}'::jsonb) || cast(${patch} as jsonb)), '{}'::jsonb)`
    : sql<string | null>`nullif(json_patch(coalesce(${column}, '{}'), ${patch}), '{}')`;
}

/** A JSON object column inside a JSON object the database builds, `{}` when NULL (jsonb nests as JSON; SQLite's text is marked as JSON by json()). */
export function jsonObjectOrEmpty(db: AnyDb, column: Expression<unknown> | RawBuilder<unknown>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`coalesce(${column}, '{}'::jsonb)` : sql`json(coalesce(${column}, '{}'))`;
}

/** A JSON object column (jsonb; SQLite's JSON text, marked as JSON by json()) inside a JSON object the database builds. */
export function jsonColumn(db: AnyDb, column: Expression<unknown> | RawBuilder<unknown>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`${column}` : sql`json(${column})`;
}

/** A 1/0 flag column as a JSON boolean inside jsonObjectText (SQLite's json() marks the text as JSON). */
export function jsonBoolean(db: AnyDb, flag: Expression<unknown> | RawBuilder<unknown>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`(${flag} = 1)` : sql`json(case when ${flag} = 1 then 'true' else 'false' end)`;
}

/** Whether `db` speaks PostgreSQL (or a database that speaks it). */
/** One round trip that fails when the database is out of reach (the readiness check). */
export async function pingDatabase(db: AnyDb): Promise<void> {
  await sql`select 1`.execute(db);
}

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Whether an UPDATE … FROM may return the FROM tables' columns and carry an INSERT in its WITH:
 * PostgreSQL's may, SQLite's may not (its RETURNING names only the updated table, and its WITH
 * holds only SELECTs). Where it may, a write does in one statement what takes three elsewhere
 * (product-list.write-statements.ts, finishListWrite); the list-write tests run on both.
 */
export function updateReturnsJoinedColumns(db: AnyDb): boolean {
  return isPostgres(db);
}

/**
 * A SELECT that locks its rows for the rest of the transaction (FOR UPDATE on PostgreSQL, where a
 * concurrent writer of the same row then waits, and the WHERE is checked again on the row it
 * committed). SQLite has one writer at a time, so its transaction owns every row already.
 */
export function lockedForWrite<Query extends { forUpdate(): Query }>(db: AnyDb, query: Query): Query {
  return isPostgres(db) ? query.forUpdate() : query;
}

/** A column of `keyRows`: its name and SQL type. */
export type KeyColumn = readonly [name: string, type: 'text' | 'integer'];

/**
 * Many keys as the rows of a table `alias` with the given columns and `n` (the key's position,
 * from 1), from one parameter per column: one statement then reads for many requests at once
 * (read-batcher.ts). PostgreSQL unnests arrays (one prepared statement for any number of keys);
 * SQLite reads one JSON array of rows (it answers such reads one at a time, from memory when it can).
 * `keyRowsArguments` makes the matching arguments.
 */
export function keyRows<Row, Alias extends string>(db: AnyDb, alias: Alias, columns: readonly KeyColumn[], parameter: (name: string) => unknown) {
  const names = sql.join(columns.map(([name]) => sql.id(name)));
  if (isPostgres(db)) {
    const arrays = sql.join(columns.map(([name, type]) => sql`${parameter(name)}::${sql.raw(type)}[]`));
    return sql<Row & { n: number }>`unnest(${arrays}) with ordinality`.as<Alias>(sql`${sql.id(alias)}(${names}, n)`);
  }
  const fields = sql.join(columns.map(([name], index) => sql`json_extract(value, ${sql.lit(`$[${index}]`)}) as ${sql.id(name)}`));
  return sql<Row & { n: number }>`(select ${fields}, key + 1 as n from json_each(${parameter('rows')}))`.as<Alias>(alias);
}

/**
 * PostgreSQL: the arrays of a `keyRows` source hold at least this many entries (nulls after the
 * keys, which match no row: every such statement joins its keys to a table). PostgreSQL plans a
 * named statement anew at each execution while its plans for the actual arguments look cheaper than
 * the generic plan, which assumes 10 array entries; batches of a few keys kept it planning every
 * time (0.6–1 ms of a busy server's CPU per statement: the detail read ran at 10,000–14,000 req/s).
 * From 16 entries the generic plan wins after its fifth execution and is reused: measured on this
 * project's VM, the detail read then runs at as much as with `plan_cache_mode = force_generic_plan`.
 */
export const MIN_KEY_ROWS = 16;

/** The arguments of a `keyRows` source for these keys (each an array of column values, in order). */
export function keyRowsArguments(db: AnyDb, columns: readonly KeyColumn[], keys: readonly (readonly unknown[])[]): Record<string, unknown> {
  if (!isPostgres(db)) return { rows: JSON.stringify(keys) };
  const padding = Math.max(0, MIN_KEY_ROWS - keys.length);
  return Object.fromEntries(columns.map(([name], index) => [name, [...keys.map((key) => key[index]), ...new Array<null>(padding).fill(null)]]));
}

/** Escapes LIKE's wildcards so a user's `%` or `_` matches itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A unique constraint was violated (a concurrent insert won the race). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A serialization failure or deadlock that the client may simply retry (PostgreSQL, CockroachDB). */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01' || code === 'SQLITE_BUSY';
}

/** PostgreSQL refused text it cannot store: a NUL character (22021) or one its encoding lacks (22P05). */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}

/**
 * JSON text built by the database, as compact as JSON.stringify writes it: PostgreSQL's json
 * functions write `"key" : value` and `, ` between elements, SQLite's write neither, and both
 * databases must answer the same bytes. Compact text passes as it is; text with PostgreSQL's
 * spacing is parsed and written again (only when an answer is built, not when a cached one is
 * served). The test is safe either way: writing compact JSON again changes nothing.
 */
export function compactJson(text: string): string {
  return text.includes('" : ') ? JSON.stringify(JSON.parse(text)) : text;
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, starting up, out of connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/**
 * node-postgres throws these without a code when the server goes away under a query or a
 * connection cannot be had in time; their text is all there is to know them by (tested in
 * test/system/faults.test.ts against a stopped server).
 */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended',
];

/** The database cannot be reached now (a 503 with Retry-After, docs/contract.md §5): worth retrying soon. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.some((text) => message.startsWith(text));
}

/** The database's disk is full (SQLite's SQLITE_FULL, a sync's ENOSPC, PostgreSQL's 53100): a 507 for writes. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
}
