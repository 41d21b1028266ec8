import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type DialectAdapter, Kysely, SqliteAdapter, SqliteDialect, sql } from 'kysely';
import { ChangeEpochs } from '../../fast/change-epochs.js';
import { holdServingLock } from '../sqlite-lock.js';
import { SqliteWal } from '../sqlite-wal.js';
import { type HoldsStatements, type RunsInProcess, Statements } from '../statements.js';
import type { CreatedKysely, DialectSettings, HoldsDialect, SqlDialect, StatementStats } from './sql-dialect.js';

/**
 * SQLite (better-sqlite3, in process): what its SQL says differently, and its connections. Its
 * writer's other parts are beside it: group commit in ../write.ts, WAL syncs and checkpoints in
 * ../sqlite-wal.ts, what writes change in ../../fast/change-epochs.ts, the serving lock in
 * ../sqlite-lock.ts.
 */
export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  // Its RETURNING names only the updated table, and its WITH holds only SELECTs.
  updateReturnsJoinedColumns: false,
  updateReturns: true,
  mergesJsonPatches: true,
  jsonObject: (entries) => sql<string>`json_object(${sql.join(entries.map(([key, value]) => sql`${sql.lit(key)}, ${value}`))})`,
  // json_object writes compact JSON text already.
  jsonObjectText: (entries) => sqliteDialect.jsonObject(entries),
  jsonArrayAggText: (element, orderBy) => sql<string>`json_group_array(${element} order by ${orderBy})`,
  // json_patch is JSON Merge Patch (RFC 7396).
  mergedJsonObject: (column, patch) => sql<string | null>`nullif(json_patch(coalesce(${column}, '{}'), ${patch}), '{}')`,
  // json() marks the text as JSON, so it nests as an object.
  jsonObjectOrEmpty: (column) => sql`json(coalesce(${column}, '{}'))`,
  jsonColumn: (column) => sql`json(${column})`,
  jsonBoolean: (flag) => sql`json(case when ${flag} = 1 then 'true' else 'false' end)`,
  onConflictUpdate: (query, columns, set) =>
    query.onConflict((conflict) => conflict.columns(columns).doUpdateSet(set((column) => sql.ref(`excluded.${column}`)))),
  onConflictIgnore: (query, columns) => query.onConflict((conflict) => conflict.columns(columns).doNothing()),
  // One writer at a time: its transaction owns every row already.
  lockedForWrite: (query) => query,
  // One JSON array of rows (SQLite answers such reads one at a time, from memory when it can).
  keyRows: <Row, Alias extends string>(alias: Alias, columns: readonly (readonly [string, string])[], parameter: (name: string) => unknown) => {
    const fields = sql.join(columns.map(([name], index) => sql`json_extract(value, ${sql.lit(`$[${index}]`)}) as ${sql.id(name)}`));
    return sql<Row & { n: number }>`(select ${fields}, key + 1 as n from json_each(${parameter('rows')}))`.as<Alias>(alias);
  },
  keyRowsArguments: (_columns, keys) => ({ rows: JSON.stringify(keys) }),
  checkServer: async () => {},
  currentSchema: async () => undefined,
  errorCodes: {
    uniqueViolation: ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'],
    retryableConflict: ['SQLITE_BUSY'],
    endsTransaction: [],
    unstorableText: [],
    unreachable: [],
    unreachableMessages: [],
    storageFull: ['SQLITE_FULL'],
  },
};

/** A SQLite file (or `:memory:`): one connection, which writes and reads, and what serving it needs. */
export function createSqliteKysely<DB>(settings: DialectSettings, path: string): CreatedKysely<DB> {
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
  // better-sqlite3 builds SQLite with a 16 MiB page cache per connection: memory of the process
  // for pages the operating system's file cache holds anyway (a page missed here is a pread).
  const cacheSize = settings.cacheMib === undefined ? undefined : `cache_size = -${settings.cacheMib * 1024}`;
  if (cacheSize) database.pragma(cacheSize);
  // An in-memory database exists only on this one connection, so it is served by this process alone.
  const epochs = settings.serving || inMemory ? new ChangeEpochs(database) : undefined;
  const statements = withStatementCache(database, stats, epochs);
  const db = new Kysely<DB>({ dialect: new StatementsSqliteDialect({ database: statements }, statements) });
  if (inMemory) return { name: 'sqlite', db, readDb: db, epochs, release, stats };
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
  // Reads run on the writer's connection too. A second, read-only connection had its page cache
  // emptied by SQLite at every commit of the writer, so under writes every read began cold; and a
  // write batch here never yields to the event loop (write.ts), so no read waits behind one for
  // more than the batch's own statements.
  return {
    name: 'sqlite',
    db,
    readDb: db,
    wal,
    epochs,
    release,
    stats,
  };
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
        // Served by this process: each statement tells what it changes (change-epochs.ts).
        if (epochs) statement = epochs.watch(statement, text);
        statements.set(text, statement);
      }
      if (!statement.readonly && stats.writes !== undefined) stats.writes += 1;
      return statement;
    },
  };
}

/** SQLite's dialect, whose adapter holds the handle's prepared statements (statements.ts) and its SQL dialect. */
class StatementsSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly inProcess?: RunsInProcess['inProcess'],
  ) {
    super(config);
  }

  override createAdapter(): DialectAdapter {
    return new StatementsSqliteAdapter(this.inProcess);
  }
}

class StatementsSqliteAdapter extends SqliteAdapter implements HoldsStatements, HoldsDialect, Partial<RunsInProcess> {
  readonly statements = new Statements(false);
  readonly sqlDialect = sqliteDialect;

  /** The writer connection's statements, for prepared statements run in a transaction (statements.ts, RunsInProcess). */
  constructor(readonly inProcess?: RunsInProcess['inProcess']) {
    super();
  }
}
