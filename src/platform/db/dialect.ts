import type { AnyDb } from './tables.js';
/**
 * The databases' differences, behind one set of functions of the handle: each database's SQL and
 * connections are a file of `dialects/` (sqlite.ts, postgres.ts, mysql.ts), and the handle's dialect adapter
 * carries its `SqlDialect`, so `dialectOf(db)` finds it from the handle or any of its transactions.
 * Apart from these, SQLite's writer lives in write.ts, sqlite-wal.ts and ../fast/change-epochs.ts,
 * and PostgreSQL's named statements in ../fast/server-statements.ts. The rest of the code speaks the
 * SQL every dialect accepts.
 */
import { NoResultError, type OperationNodeSource, sql, type Expression, type RawBuilder } from 'kysely';
import { createSqliteKysely, sqliteDialect } from './dialects/sqlite.js';
import { createPostgresKysely, postgresDialect } from './dialects/postgres.js';
import { createMysqlKysely, mysqlDialect } from './dialects/mysql.js';
import type { CreatedKysely, DialectName, DialectSettings, HoldsDialect, JsonEntries, KeyColumn, SqlDialect, UpsertQuery } from './dialects/sql-dialect.js';

export type { CreatedKysely, DialectName, DialectSettings, KeyColumn, SqlDialect, StatementStats } from './dialects/sql-dialect.js';
export { loadPg, MIN_KEY_ROWS } from './dialects/postgres.js';

/** Every dialect the service speaks (their error codes make the classifiers below). */
const DIALECTS: readonly SqlDialect[] = [sqliteDialect, postgresDialect, mysqlDialect];

export function dialectNameOf(url: string): DialectName {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) return 'mysql';
  throw new Error(`unsupported database URL (expected sqlite:PATH, postgres://… or mysql://…)`);
}

/** `sqlite:./data/x.sqlite` → `./data/x.sqlite`; `sqlite::memory:` → `:memory:`. */
export function sqlitePathOf(url: string): string {
  return url.slice('sqlite:'.length);
}

export function createKysely<DB>(settings: DialectSettings): CreatedKysely<DB> {
  const name = dialectNameOf(settings.url);
  if (name === 'sqlite') return createSqliteKysely<DB>(settings, sqlitePathOf(settings.url));
  return name === 'postgres' ? createPostgresKysely<DB>(settings) : createMysqlKysely<DB>(settings);
}

/** The SQL dialect of the handle `db` is, or belongs to (a transaction's is its handle's). */
export function dialectOf(db: AnyDb): SqlDialect {
  const dialect = (db.getExecutor().adapter as Partial<HoldsDialect>).sqlDialect;
  if (dialect === undefined) throw new Error('dialectOf: only a handle made by createDatabase (dialect.ts) has a dialect');
  return dialect;
}

/** The schema tables are created in (PostgreSQL's current schema), so the migrator looks for its tables there; undefined on SQLite. */
export function currentSchemaOf(db: AnyDb): Promise<string | undefined> {
  return dialectOf(db).currentSchema(db);
}

/** A key of jsonArrayAggText's objects present only where `column` is not NULL, with `value`. */
export interface OptionalJsonEntry {
  key: string;
  column: Expression<unknown> | RawBuilder<unknown>;
  value: Expression<unknown> | RawBuilder<unknown>;
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
  return dialectOf(db).jsonObjectText(entries);
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
  const dialect = dialectOf(db);
  // An entry only some rows have: two objects in a CASE, so the rows without it cost what they did.
  const element = optional
    ? sql<string>`case when ${optional.column} is null then ${dialect.jsonObject(entries)} else ${dialect.jsonObject([...entries, [optional.key, optional.value]])} end`
    : dialect.jsonObject(entries);
  return dialect.jsonArrayAggText(element, orderBy);
}

/**
 * A JSON object column with `patch` (JSON text) merged in as JSON Merge Patch (RFC 7396) merges
 * flat objects: its keys replace the column's, a key set to null is removed; NULL when nothing is
 * left.
 */
export function mergedJsonObject(db: AnyDb, column: Expression<unknown> | RawBuilder<unknown>, patch: unknown): RawBuilder<string | null> {
  return dialectOf(db).mergedJsonObject(column, patch);
}

/** Whether mergedJsonObject may be used (not on MariaDB, whose json_merge_patch is unreliable: merge in process there). */
export function mergesJsonPatches(db: AnyDb): boolean {
  return dialectOf(db).mergesJsonPatches;
}

/** A JSON object column inside a JSON object the database builds, `{}` when NULL. */
export function jsonObjectOrEmpty(db: AnyDb, column: Expression<unknown> | RawBuilder<unknown>): RawBuilder<unknown> {
  return dialectOf(db).jsonObjectOrEmpty(column);
}

/** A JSON object column inside a JSON object the database builds. */
export function jsonColumn(db: AnyDb, column: Expression<unknown> | RawBuilder<unknown>): RawBuilder<unknown> {
  return dialectOf(db).jsonColumn(column);
}

/** A 1/0 flag column as a JSON boolean inside jsonObjectText. */
export function jsonBoolean(db: AnyDb, flag: Expression<unknown> | RawBuilder<unknown>): RawBuilder<unknown> {
  return dialectOf(db).jsonBoolean(flag);
}

/** One round trip that fails when the database is out of reach (the readiness check). */
export async function pingDatabase(db: AnyDb): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Whether `db` speaks PostgreSQL (or a database that speaks it). */
export function isPostgres(db: AnyDb): boolean {
  return dialectOf(db).name === 'postgres';
}

/** An UPDATE … RETURNING, which rowsUpdated runs without its RETURNING where the database has none. */
export interface ReturningUpdate<Row> {
  execute(): Promise<Row[]>;
  clearReturning(): { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> };
}

/**
 * The rows an UPDATE wrote, as they are after it: its own RETURNING where the database has one
 * (PostgreSQL, SQLite). MariaDB has none for UPDATE: the UPDATE runs, and when it wrote a row,
 * `reread` reads them again in the same transaction, whose locks keep them as written. `reread`
 * finds them by what the UPDATE does not change (their keys): a WHERE on a version or a lease may
 * no longer match. An UPDATE of rows whose keys are not known ahead locks them first
 * (lockedForWrite) and updates those keys.
 */
export async function rowsUpdated<Row>(trx: AnyDb, update: ReturningUpdate<Row>, reread: () => Promise<Row[]>): Promise<Row[]> {
  if (dialectOf(trx).updateReturns) return update.execute();
  const { numUpdatedRows } = await update.clearReturning().executeTakeFirst();
  return numUpdatedRows === 0n ? [] : reread();
}

/** Whether an UPDATE answers the rows it wrote (RETURNING): not on MariaDB. */
export function updateReturns(db: AnyDb): boolean {
  return dialectOf(db).updateReturns;
}

/** `row`, or the error Kysely's executeTakeFirstOrThrow throws for `query` (a row a write expected is not there). */
export function orThrow<Row>(row: Row | undefined, query: OperationNodeSource): Row {
  if (row === undefined) throw new NoResultError(query.toOperationNode() as never);
  return row;
}

/** The one row an UPDATE wrote (rowsUpdated), or undefined when its WHERE found none. */
export async function rowUpdated<Row>(trx: AnyDb, update: ReturningUpdate<Row>, reread: () => Promise<Row | undefined>): Promise<Row | undefined> {
  const rows = await rowsUpdated(trx, update, async () => {
    const row = await reread();
    return row === undefined ? [] : [row];
  });
  return rows[0];
}

/**
 * Whether `db` runs in this process (SQLite): a statement costs no round trip, so reads are not
 * batched, and its one writer owns every row already, so writers take no row locks.
 */
export function inProcess(db: AnyDb): boolean {
  return dialectOf(db).name === 'sqlite';
}

/** Whether `db` speaks MySQL's SQL (MariaDB, MySQL). */
export function isMysql(db: AnyDb): boolean {
  return dialectOf(db).name === 'mysql';
}

/**
 * Whether an UPDATE … FROM may return the FROM tables' columns and carry an INSERT in its WITH:
 * PostgreSQL's may, SQLite's may not. Where it may, a write does in one statement what takes three
 * elsewhere (product-list.write-statements.ts, finishListWrite); the list-write tests run on both.
 */
export function updateReturnsJoinedColumns(db: AnyDb): boolean {
  return dialectOf(db).updateReturnsJoinedColumns;
}

/**
 * An INSERT that, meeting a row of the same unique `columns`, updates it with `set` instead
 * (ON CONFLICT … DO UPDATE; MariaDB: ON DUPLICATE KEY UPDATE). `set` reads the values proposed for
 * insertion with `inserted(column)`, the row as it is by the table's name.
 */
export function onConflictUpdate<Query extends UpsertQuery<Query>>(
  db: AnyDb,
  query: Query,
  columns: readonly string[],
  set: (inserted: (column: string) => RawBuilder<unknown>) => Record<string, unknown>,
): Query {
  return dialectOf(db).onConflictUpdate(query, columns, set);
}

/** An INSERT that leaves a row of the same unique `columns` as it is. */
export function onConflictIgnore<Query extends UpsertQuery<Query>>(db: AnyDb, query: Query, columns: readonly string[]): Query {
  return dialectOf(db).onConflictIgnore(query, columns);
}

/**
 * A SELECT that locks its rows for the rest of the transaction (FOR UPDATE on PostgreSQL, where a
 * concurrent writer of the same row then waits, and the WHERE is checked again on the row it
 * committed). SQLite has one writer at a time, so its transaction owns every row already.
 */
export function lockedForWrite<Query extends { forUpdate(): Query }>(db: AnyDb, query: Query): Query {
  return dialectOf(db).lockedForWrite(query);
}

/**
 * Many keys as the rows of a table `alias` with the given columns and `n` (the key's position,
 * from 1), from one parameter per column: one statement then reads for many requests at once
 * (read-batcher.ts). PostgreSQL unnests arrays (one prepared statement for any number of keys);
 * SQLite reads one JSON array of rows (it answers such reads one at a time, from memory when it can).
 * `keyRowsArguments` makes the matching arguments.
 */
export function keyRows<Row, Alias extends string>(db: AnyDb, alias: Alias, columns: readonly KeyColumn[], parameter: (name: string) => unknown) {
  return dialectOf(db).keyRows<Row, Alias>(alias, columns, parameter);
}

/** The arguments of a `keyRows` source for these keys (each an array of column values, in order). */
export function keyRowsArguments(db: AnyDb, columns: readonly KeyColumn[], keys: readonly (readonly unknown[])[]): Record<string, unknown> {
  return dialectOf(db).keyRowsArguments(columns, keys);
}

/**
 * Escapes LIKE's wildcards so a user's `%` or `_` matches itself, with `!` (LIKE_ESCAPE): a
 * backslash is no escape character in PostgreSQL's and SQLite's string literals but is one in
 * MariaDB's, so `escape '\\'` cannot be written the same for all three; `escape '!'` can.
 */
export function escapeLike(value: string): string {
  return value.replace(/[!%_]/g, (character) => `!${character}`);
}

/** The ESCAPE clause of a LIKE whose pattern escapeLike made. */
export const LIKE_ESCAPE = sql`escape '!'`;

const codesOf = (kind: keyof SqlDialect['errorCodes']) => new Set(DIALECTS.flatMap((dialect) => dialect.errorCodes[kind]));
const UNIQUE_VIOLATION = codesOf('uniqueViolation');
const RETRYABLE_CONFLICT = codesOf('retryableConflict');
const ENDS_TRANSACTION = codesOf('endsTransaction');
const UNSTORABLE_TEXT = codesOf('unstorableText');
const STORAGE_FULL = new Set([...codesOf('storageFull'), 'ENOSPC', 'EDQUOT']);
const UNREACHABLE_CODES = new Set([
  ...codesOf('unreachable'),
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/** A unique constraint was violated (a concurrent insert won the race). */
export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE_VIOLATION.has(codeOf(error) as string);
}

/** A serialization failure or deadlock that the client may simply retry. */
export function isRetryableConflict(error: unknown): boolean {
  return RETRYABLE_CONFLICT.has(codeOf(error) as string);
}

/** A retryable conflict that rolled back the whole transaction, not the statement (MariaDB's deadlock: InnoDB ends the victim's transaction). */
export function endsTransaction(error: unknown): boolean {
  return ENDS_TRANSACTION.has(codeOf(error) as string);
}

/** The database refused text it cannot store (PostgreSQL: a NUL character, or one its encoding lacks). */
export function isUnstorableText(error: unknown): boolean {
  return UNSTORABLE_TEXT.has(codeOf(error) as string);
}

/**
 * JSON text built by the database, as compact as JSON.stringify writes it: PostgreSQL's json
 * functions write `"key" : value` and `, ` between elements, SQLite's write neither, and both
 * databases must answer the same bytes. Compact text passes as it is; text with PostgreSQL's
 * spacing is parsed and written again (only when an answer is built, not when a cached one is
 * served). The first colon tells which: it follows the first key, one of ours (no colon in it),
 * so the test reads a few characters, not the whole text (a PATCH's answer holds the list's
 * every line item: scanning it all was 2 % of the SQLite PATCH's main thread). Safe either way:
 * writing compact JSON again changes nothing.
 */
export function compactJson(text: string): string {
  const colon = text.indexOf(':');
  return colon > 0 && text.charCodeAt(colon - 1) === 32 ? JSON.stringify(JSON.parse(text)) : text;
}

/** What the drivers throw without a code when the server goes away (each dialect's `unreachableMessages`). */
const UNREACHABLE_MESSAGES = [...codesOf('unreachableMessages')];

/** The database cannot be reached now (a 503 with Retry-After, docs/contract.md §5): worth retrying soon. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.some((text) => message.startsWith(text));
}

/** The database's disk is full (SQLite's SQLITE_FULL, a sync's ENOSPC, PostgreSQL's 53100): a 507 for writes. */
export function isStorageFull(error: unknown): boolean {
  return STORAGE_FULL.has(codeOf(error) as string);
}
