import type { AliasedRawBuilder, Expression, RawBuilder } from 'kysely';
import type { Kysely } from 'kysely';
import type { AnyDb } from '../tables.js';
import type { SqliteWal } from '../sqlite-wal.js';
import type { Epochs } from '../../fast/change-epochs.js';

/** The databases the service runs on. */
export type DialectName = 'sqlite' | 'postgres' | 'mysql';

/** A column of `keyRows`: its name and SQL type. */
export type KeyColumn = readonly [name: string, type: 'text' | 'integer'];

/** The entries of a JSON object the database builds: keys (the code's own names) and values. */
export type JsonEntries = readonly (readonly [string, Expression<unknown> | RawBuilder<unknown>])[];

/** What an upsert is made of (Kysely's InsertQueryBuilder). */
export interface UpsertQuery<Query> {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's conflict builders are typed by the table, which the dialects do not name
  onConflict(build: (conflict: any) => any): Query;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  onDuplicateKeyUpdate(update: any): Query;
}

/** An SQL value or column. */
export type Operand = Expression<unknown> | RawBuilder<unknown>;

/**
 * What differs between the databases in the SQL the service sends, one implementation per file of
 * this folder (sqlite.ts, postgres.ts). A handle's dialect is reached from the handle or any of its
 * transactions (`dialectOf` in ../dialect.ts, which also offers each of these as a function of the
 * handle). Adding a database is adding a file here, its connections in `createKysely`, and its
 * error codes.
 */
export interface SqlDialect {
  readonly name: DialectName;
  /**
   * Whether an UPDATE … FROM may return the FROM tables' columns and carry an INSERT in its WITH
   * (PostgreSQL): a write then does in one statement what takes three elsewhere
   * (product-list.write-statements.ts, finishListWrite).
   */
  readonly updateReturnsJoinedColumns: boolean;
  /** Whether an UPDATE may answer the rows it wrote (RETURNING): MariaDB's may not (see rowsUpdated in ../dialect.ts). */
  readonly updateReturns: boolean;
  /** A JSON object as the database's JSON value (nests in other JSON it builds). */
  jsonObject(entries: JsonEntries): RawBuilder<string>;
  /** The same as text (see jsonObjectText in ../dialect.ts). */
  jsonObjectText(entries: JsonEntries): RawBuilder<string>;
  /** A JSON array (text) of `element` per row in `orderBy` order; `[]` for none. */
  jsonArrayAggText(element: RawBuilder<string>, orderBy: Operand): RawBuilder<string>;
  /**
   * Whether mergedJsonObject may be used: MariaDB 10.11's json_merge_patch loses changes when it
   * removes keys (110 of 1,500 random flat patches came out wrong), so there the code merges in
   * process, on rows its transaction has locked.
   */
  readonly mergesJsonPatches: boolean;
  /** `patch` (JSON text) merged into a JSON object column as a flat JSON Merge Patch; NULL when empty. */
  mergedJsonObject(column: Operand, patch: unknown): RawBuilder<string | null>;
  /** A JSON object column inside a JSON object the database builds, `{}` when NULL. */
  jsonObjectOrEmpty(column: Operand): RawBuilder<unknown>;
  /** A JSON object column inside a JSON object the database builds. */
  jsonColumn(column: Operand): RawBuilder<unknown>;
  /** A 1/0 flag column as a JSON boolean inside a JSON object the database builds. */
  jsonBoolean(flag: Operand): RawBuilder<unknown>;
  /**
   * An INSERT that, meeting a row of the same `columns` (a unique key), updates it with `set`
   * instead; `set` reads the values proposed for insertion with `inserted(column)` and the row as it
   * is by the table's name. Where the database has no such clause for one key (MariaDB's ON
   * DUPLICATE KEY UPDATE meets any unique key), the table must have no other that the INSERT could meet.
   */
  onConflictUpdate<Query extends UpsertQuery<Query>>(
    query: Query,
    columns: readonly string[],
    set: (inserted: (column: string) => RawBuilder<unknown>) => Record<string, unknown>,
  ): Query;
  /** An INSERT that leaves a row of the same `columns` as it is. */
  onConflictIgnore<Query extends UpsertQuery<Query>>(query: Query, columns: readonly string[]): Query;
  /** A SELECT that locks its rows for the rest of the transaction. */
  lockedForWrite<Query extends { forUpdate(): Query }>(query: Query): Query;
  /** Many keys as the rows of a table `alias` (see keyRows in ../dialect.ts). */
  keyRows<Row, Alias extends string>(
    alias: Alias,
    columns: readonly KeyColumn[],
    parameter: (name: string) => unknown,
  ): AliasedRawBuilder<Row & { n: number }, Alias>;
  /** The arguments of a `keyRows` source for these keys. */
  keyRowsArguments(columns: readonly KeyColumn[], keys: readonly (readonly unknown[])[]): Record<string, unknown>;
  /** Throws, naming what to change, when the server is one the service cannot run on (checked before migrating). */
  checkServer(db: AnyDb): Promise<void>;
  /** The schema tables are created in (PostgreSQL's current schema); undefined where there is one. */
  currentSchema(db: AnyDb): Promise<string | undefined>;
  /** The driver's error codes by what they mean (see the classifiers in ../dialect.ts). */
  readonly errorCodes: {
    uniqueViolation: readonly string[];
    retryableConflict: readonly string[];
    /** Of those, the ones that rolled back the whole transaction, its savepoints too. */
    endsTransaction: readonly string[];
    unstorableText: readonly string[];
    unreachable: readonly string[];
    /** What the driver throws without a code when the server goes away: its text is all there is to know it by. */
    unreachableMessages: readonly string[];
    storageFull: readonly string[];
  };
}

/** What a dialect adapter made by ../dialect.ts carries besides the handle's statements. */
export interface HoldsDialect {
  readonly sqlDialect: SqlDialect;
}

export interface DialectSettings {
  /** `sqlite:PATH`, `sqlite::memory:`, `postgres://…`, `mysql://…` or `mariadb://…` */
  url: string;
  /** PostgreSQL's and MySQL's pool size. */
  poolSize?: number;
  /** PostgreSQL schema to use as search_path (tests give each file its own). */
  schema?: string;
  /**
   * This process serves the database. SQLite: it takes the serving lock (sqlite-lock.ts) and tracks
   * what its writes change (change-epochs.ts), so reads may be answered from memory. PostgreSQL: it
   * may take the presence lock alone and then do the same (../pg-presence.ts); every PostgreSQL
   * handle holds that lock, shared, while it may write.
   */
  serving?: boolean;
  /** PostgreSQL: the presence lock's waits (tests shorten them). */
  presence?: { settleMs?: number; retryMs?: number };
  /** SQLite: the page cache of its connection, in MiB (SQLITE_CACHE_MIB); unset, better-sqlite3's 16. */
  cacheMib?: number;
}

/**
 * `db` reads and writes. `readDb` is what reads use: today the same handle everywhere (on SQLite
 * its one connection, whose write batches never yield to the event loop, so a read waits behind
 * none; a read-only second connection had its page cache emptied at every commit), kept apart so
 * that reads could move to replicas or a connection of their own without touching their callers.
 */
export interface CreatedKysely<DB> {
  name: DialectName;
  db: Kysely<DB>;
  readDb: Kysely<DB>;
  wal?: SqliteWal;
  /** When this process serves the database: what its writes changed (SQLite: change-epochs.ts; PostgreSQL, while alone: pool-change-epochs.ts). */
  epochs?: Epochs;
  /** Ends what createKysely holds besides the connections (the serving lock). */
  release(): void | Promise<void>;
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
