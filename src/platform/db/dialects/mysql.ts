import { createRequire } from 'node:module';
import type * as mysqlModule from 'mysql2';
import {
  type DialectAdapter,
  Kysely,
  type KyselyConfig,
  type KyselyPlugin,
  MysqlAdapter,
  MysqlDialect,
  OperationNodeTransformer,
  type OrderByItemNode,
  type PluginTransformQueryArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  sql,
} from 'kysely';
import { type HoldsStatements, Statements } from '../statements.js';
import { preparedOnServer } from '../../fast/server-statements.js';
import type { CreatedKysely, DialectSettings, HoldsDialect, SqlDialect, StatementStats } from './sql-dialect.js';

/**
 * MariaDB 10.11+ (and the MySQL it stays compatible with), through mysql2's pool: what its SQL says
 * differently, and its connections. Every connection speaks the SQL the rest of the code writes
 * (SESSION_SETTINGS): `"` quotes names and `||` joins text as in SQLite and PostgreSQL, and a
 * transaction reads what others committed (READ COMMITTED, PostgreSQL's default) rather than
 * InnoDB's REPEATABLE READ snapshot. Tables are utf8mb4 and compare bytes without padding
 * (utf8mb4_nopad_bin), as SQLite and PostgreSQL's C collation do: names that differ only in case are
 * unique through their normalized columns, as elsewhere. docs/decisions.md, "MariaDB and MySQL".
 */
export const mysqlDialect: SqlDialect = {
  name: 'mysql',
  // UPDATE has no RETURNING (MariaDB has it on INSERT and DELETE only, MySQL nowhere) and WITH holds only SELECTs.
  updateReturnsJoinedColumns: false,
  updateReturns: false,
  mergesJsonPatches: false,
  jsonObject: (entries) => sql<string>`json_object(${sql.join(entries.map(([key, value]) => sql`${sql.lit(key)}, ${value}`))})`,
  // MariaDB writes `"key": value` and `, `; json_compact writes what JSON.stringify does.
  jsonObjectText: (entries) => sql<string>`json_compact(${mysqlDialect.jsonObject(entries)})`,
  // MariaDB's json_arrayagg keeps the ORDER BY (MySQL 8's does not); it is bounded by group_concat_max_len (SESSION_SETTINGS).
  jsonArrayAggText: (element, orderBy) => sql<string>`coalesce(json_compact(json_arrayagg(${element} order by ${orderBy})), '[]')`,
  mergedJsonObject: () => {
    throw new Error('MariaDB: merge JSON patches in process (mergesJsonPatches)');
  },
  // json_query marks the text as JSON, so it nests as an object (a text column would nest as a string).
  jsonObjectOrEmpty: (column) => sql`json_query(coalesce(${column}, '{}'), '$')`,
  jsonColumn: (column) => sql`json_query(${column}, '$')`,
  jsonBoolean: (flag) => sql`json_extract(case when ${flag} = 1 then 'true' else 'false' end, '$')`,
  // ON DUPLICATE KEY UPDATE meets any unique key: the tables upserted into have one besides their primary key at most, and it is the one named.
  onConflictUpdate: (query, _columns, set) => query.onDuplicateKeyUpdate(set((column) => sql`values(${sql.ref(column)})`)),
  // An update of nothing (INSERT IGNORE would turn other errors into warnings too).
  onConflictIgnore: (query, columns) => query.onDuplicateKeyUpdate({ [columns[0]!]: sql`${sql.ref(columns[0]!)}` }),
  // InnoDB: a concurrent writer of the same row waits; under READ COMMITTED the locking read sees the row it committed.
  lockedForWrite: (query) => query.forUpdate(),
  // One JSON array of rows, its columns typed by json_table (MariaDB 10.6+, MySQL 8).
  keyRows: <Row, Alias extends string>(alias: Alias, columns: readonly (readonly [string, string])[], parameter: (name: string) => unknown) => {
    const fields = sql.join(
      columns.map(([name, type], index) => sql`${sql.id(name)} ${sql.raw(type === 'integer' ? 'bigint' : 'varchar(255)')} path ${sql.lit(`$[${index}]`)}`),
    );
    return sql<Row & { n: number }>`json_table(${parameter('rows')}, '$[*]' columns (n for ordinality, ${fields}))`.as<Alias>(alias);
  },
  keyRowsArguments: (_columns, keys) => ({ rows: JSON.stringify(keys) }),
  checkServer: async (db) => {
    const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
    const refusal = refusalOfServer(rows[0]?.version ?? '');
    if (refusal) throw new Error(refusal);
  },
  // The database of the URL: the migrator's tables are there.
  currentSchema: async () => undefined,
  errorCodes: {
    uniqueViolation: ['ER_DUP_ENTRY'],
    // A deadlock rolls back the whole transaction (write.ts runs the batch again); a lock wait timeout only the statement.
    retryableConflict: ['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT'],
    endsTransaction: ['ER_LOCK_DEADLOCK'],
    // Text its utf8mb4 columns cannot hold (never seen with utf8mb4; kept so such a write is a 400, not a 500).
    unstorableText: ['ER_TRUNCATED_WRONG_VALUE_FOR_FIELD'],
    unreachable: [
      'PROTOCOL_CONNECTION_LOST',
      'PROTOCOL_SEQUENCE_TIMEOUT',
      'ER_CON_COUNT_ERROR',
      'ER_SERVER_SHUTDOWN',
      'ER_CONNECTION_KILLED',
      'ER_SERVER_GONE_ERROR',
      'ER_SERVER_LOST',
      'ER_TOO_MANY_USER_CONNECTIONS',
      'ER_QUERY_INTERRUPTED',
      'ER_CLIENT_INTERACTION_TIMEOUT',
    ],
    // A statement (often the rollback) on a connection the server closed while shutting down: it was
    // a 500 until test/system/faults.test.ts stopped a real server under load.
    unreachableMessages: ["Can't add new command when connection is in closed state"],
    storageFull: ['ER_RECORD_FILE_FULL', 'ER_DISK_FULL', 'ER_OUTOFMEMORY'],
  },
};

/**
 * Why the service cannot run on the server of this `version()`, or undefined: MariaDB 10.6 or later
 * (json_table for batched reads; RETURNING on INSERT and DELETE since 10.5). MySQL is not supported
 * yet (no RETURNING, no ordered json_arrayagg).
 */
export function refusalOfServer(version: string): string | undefined {
  const [major = 0, minor = 0] = (/^(\d+)\.(\d+)/.exec(version) ?? []).slice(1).map(Number);
  if (!/mariadb/i.test(version)) return `DATABASE_URL: MySQL ${version} is not supported yet; the service runs on MariaDB 10.6 or later (10.11 tested).`;
  if (major < 10 || (major === 10 && minor < 6))
    return `DATABASE_URL: MariaDB ${version} is too old; the service runs on MariaDB 10.6 or later (10.11 tested).`;
  return undefined;
}

/**
 * What every connection is told first. sql_mode: ANSI_QUOTES and PIPES_AS_CONCAT make the SQL the
 * code shares with SQLite and PostgreSQL mean the same here; strict, so a value that does not fit
 * is an error and never cut; no ONLY_FULL_GROUP_BY (Shopware's own requirement too).
 * group_concat_max_len bounds json_arrayagg: a list's line items in one answer.
 */
const SESSION_SETTINGS = [
  "set session sql_mode = 'ANSI_QUOTES,PIPES_AS_CONCAT,STRICT_TRANS_TABLES,STRICT_ALL_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION'",
  'set session transaction isolation level read committed',
  'set session group_concat_max_len = 67108864',
  "set names utf8mb4 collate 'utf8mb4_nopad_bin'",
];

/** The tables' character set and collation (the migrations give it to every table). */
export const MYSQL_TABLE_OPTIONS = 'engine=InnoDB default charset=utf8mb4 collate=utf8mb4_nopad_bin';

/** Where a `mysql://` or `mariadb://` URL points, as mysql2 takes it (the tests' and the benchmark's admin connections too). */
export function mysqlServerOf(address: string): { host: string; port: number; user: string; password: string; database: string } {
  const url = new URL(address.replace(/^mariadb:/, 'mysql:'));
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)),
  };
}

/** `mysql://` or `mariadb://` URL → mysql2's pool options. */
function poolOptionsOf(settings: DialectSettings): mysqlModule.PoolOptions {
  return {
    ...mysqlServerOf(settings.url),
    connectionLimit: settings.poolSize ?? 10,
    // Times are text in this schema; should one be read as a DATETIME it must not move with the server's zone.
    timezone: 'Z',
    dateStrings: true,
    charset: 'utf8mb4_unicode_ci',
    // SUM() answers DECIMAL: as numbers, well within doubles here.
    decimalNumbers: true,
    // JSON as the text the database built: answers splice it in as it is (SQLite's way; ../dialect.ts, jsonObjectText).
    jsonStrings: true,
    supportBigNumbers: true,
    connectTimeout: 10_000,
    // Prepared statements kept per connection (least recently used closed): the registered texts are
    // bounded (statements.ts), and the server's max_prepared_stmt_count (16,382) is for all connections.
    maxPreparedStatements: 256,
    enableKeepAlive: true,
  };
}

let mysqlLoaded: typeof mysqlModule | undefined;

/** The mysql2 driver, loaded on first use: a service on SQLite or PostgreSQL never pays for it. */
function loadMysql(): typeof mysqlModule {
  mysqlLoaded ??= createRequire(import.meta.url)('mysql2') as typeof mysqlModule;
  return mysqlLoaded;
}

/** A pool on `settings.url` whose connections speak the shared SQL (SESSION_SETTINGS). */
export function createMysqlKysely<DB>(settings: DialectSettings): CreatedKysely<DB> {
  const stats: StatementStats = { statements: 0 };
  const db = new Kysely<DB>(mysqlKyselyConfig(settings, stats));
  return { name: 'mysql', db, readDb: db, release: () => {}, stats };
}

/** The dialect and plugin of a handle on `settings.url` (tests that log the SQL they send make their own handle of it). */
export function mysqlKyselyConfig(settings: DialectSettings, stats: StatementStats): KyselyConfig {
  const mysql = loadMysql();
  const pool = mysql.createPool(poolOptionsOf(settings));
  pool.on('connection', (connection) => {
    // A lost connection must not crash the process; the statement under way, or the next, reports it.
    connection.on('error', () => {});
    // Queued on the connection ahead of whatever Kysely sends it first.
    for (const setting of SESSION_SETTINGS) {
      connection.query(setting, (error: unknown) => {
        if (error) connection.destroy();
      });
    }
    const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
    const execute = connection.execute.bind(connection) as (...args: unknown[]) => unknown;
    // The registered hot texts as prepared statements (binary protocol, parsed once per connection: ../../fast/server-statements.ts).
    (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      stats.statements += 1;
      const [text, , callback] = args;
      if (typeof text === 'string' && typeof callback === 'function' && preparedOnServer(text)) return execute(...args);
      return query(...args);
    };
  });
  return { dialect: new StatementsMysqlDialect({ pool: pool as never }), plugins: [new MysqlNullsOrder()] };
}

/** MySQL's dialect, whose adapter holds the handle's prepared statements (statements.ts) and its SQL dialect. */
class StatementsMysqlDialect extends MysqlDialect {
  override createAdapter(): DialectAdapter {
    return new StatementsMysqlAdapter();
  }
}

class StatementsMysqlAdapter extends MysqlAdapter implements HoldsStatements, HoldsDialect {
  readonly statements = new Statements(true);
  readonly sqlDialect = mysqlDialect;

  /** MariaDB's INSERT and DELETE answer RETURNING (10.5+); its UPDATE does not, which rowsUpdated (../dialect.ts) covers. */
  override get supportsReturning(): boolean {
    return true;
  }
}

/**
 * MySQL's ORDER BY has no NULLS FIRST or LAST: NULL sorts first ascending and last descending, the
 * order the searches ask for everywhere (NULL as the smallest value, ../../../features/criteria/).
 * Those words are dropped; the other two orders would need a second sort key and are refused.
 */
class MysqlNullsOrder implements KyselyPlugin {
  readonly #transformer = new (class extends OperationNodeTransformer {
    protected override transformOrderByItem(node: OrderByItemNode): OrderByItemNode {
      const transformed = super.transformOrderByItem(node);
      if (transformed.nulls === undefined) return transformed;
      const descending = (transformed.direction as { sqlFragments?: readonly string[] } | undefined)?.sqlFragments?.[0] === 'desc';
      if (descending !== (transformed.nulls === 'last'))
        throw new Error(`MySQL cannot sort NULL ${transformed.nulls} ${descending ? 'descending' : 'ascending'}`);
      return { ...transformed, nulls: undefined };
    }
  })();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: { result: QueryResult<UnknownRow> }): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
