import { createRequire } from 'node:module';
import type pgModule from 'pg';
import { type DialectAdapter, Kysely, type MigrationLockOptions, PostgresAdapter, PostgresDialect, sql } from 'kysely';
import { PoolChangeEpochs } from '../../fast/pool-change-epochs.js';
import { nameStatementsOf } from '../../fast/server-statements.js';
import { PgPresence } from '../pg-presence.js';
import { type HoldsStatements, Statements } from '../statements.js';
import type { AnyDb } from '../tables.js';
import type { CreatedKysely, DialectSettings, HoldsDialect, SqlDialect, StatementStats } from './sql-dialect.js';

/**
 * PostgreSQL (node-postgres, a pool): what its SQL says differently, and its connections. Named
 * statements are ../../fast/server-statements.ts. The SQL stays what CockroachDB and YugabyteDB accept
 * too: no server-side functions the schema depends on; the one advisory lock (../pg-presence.ts)
 * only lets an instance alone answer from memory, and nobody is alone where it is missing.
 */
export const postgresDialect: SqlDialect = {
  name: 'postgres',
  updateReturnsJoinedColumns: true,
  updateReturns: true,
  mergesJsonPatches: true,
  // json, not jsonb, which would sort the keys; it writes `"key" : value`, equally valid (compactJson).
  jsonObject: (entries) => sql<string>`json_build_object(${sql.join(entries.map(([key, value]) => sql`${sql.lit(key)}, ${value}`))})`,
  jsonObjectText: (entries) => sql<string>`${postgresDialect.jsonObject(entries)}::text`,
  jsonArrayAggText: (element, orderBy) => sql<string>`coalesce(json_agg(${element} order by ${orderBy})::text, '[]')`,
  // Concatenates, then strips the keys set to null.
  mergedJsonObject: (column, patch) => sql<string | null>`nullif(jsonb_strip_nulls(coalesce(${column}, '{}'::jsonb) || cast(${patch} as jsonb)), '{}'::jsonb)`,
  // jsonb nests as JSON.
  jsonObjectOrEmpty: (column) => sql`coalesce(${column}, '{}'::jsonb)`,
  jsonColumn: (column) => sql`${column}`,
  jsonBoolean: (flag) => sql`(${flag} = 1)`,
  onConflictUpdate: (query, columns, set) =>
    query.onConflict((conflict) => conflict.columns(columns).doUpdateSet(set((column) => sql.ref(`excluded.${column}`)))),
  onConflictIgnore: (query, columns) => query.onConflict((conflict) => conflict.columns(columns).doNothing()),
  // A concurrent writer of the same row then waits, and the WHERE is checked again on the row it committed.
  lockedForWrite: (query) => query.forUpdate(),
  // Arrays unnested: one prepared statement for any number of keys (padded, see MIN_KEY_ROWS).
  keyRows: <Row, Alias extends string>(alias: Alias, columns: readonly (readonly [string, string])[], parameter: (name: string) => unknown) => {
    const names = sql.join(columns.map(([name]) => sql.id(name)));
    const arrays = sql.join(columns.map(([name, type]) => sql`${parameter(name)}::${sql.raw(type)}[]`));
    return sql<Row & { n: number }>`unnest(${arrays}) with ordinality`.as<Alias>(sql`${sql.id(alias)}(${names}, n)`);
  },
  keyRowsArguments: (columns, keys) => {
    const padding = Math.max(0, MIN_KEY_ROWS - keys.length);
    return Object.fromEntries(columns.map(([name], index) => [name, [...keys.map((key) => key[index]), ...new Array<null>(padding).fill(null)]]));
  },
  // The first of the search_path, so the migration tables are looked for there and not in another schema of the same database.
  checkServer: async () => {},
  currentSchema: async (db: AnyDb) => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return rows[0]?.schema;
  },
  errorCodes: {
    uniqueViolation: ['23505'],
    // Serialization failure, deadlock (PostgreSQL, CockroachDB).
    retryableConflict: ['40001', '40P01'],
    endsTransaction: [],
    // A NUL character, or one the encoding lacks.
    unstorableText: ['22021', '22P05'],
    // Shutting down, starting up, out of connections (and every 08xxx: ../dialect.ts).
    unreachable: ['57P01', '57P02', '57P03', '53300'],
    // A server gone under a query, or no connection in time (tested in test/system/faults.test.ts).
    unreachableMessages: ['Connection terminated', 'timeout exceeded when trying to connect', 'Client has encountered a connection error', 'Connection ended'],
    storageFull: ['53100'],
  },
};

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

/** A pool on `settings.url`, its statements named (server-statements.ts) and its waits timed. */
export function createPostgresKysely<DB>(settings: DialectSettings): CreatedKysely<DB> {
  const pg = loadPg();
  const options = settings.schema ? `-c search_path=${settings.schema}` : undefined;
  const pool = new pg.Pool({ connectionString: settings.url, max: settings.poolSize ?? 10, options });
  // Every handle holds the presence lock while it may write; a serving one alone answers from memory (pg-presence.ts).
  const epochs = settings.serving ? new PoolChangeEpochs() : undefined;
  const presence = new PgPresence({
    pg,
    connectionString: settings.url,
    options,
    serving: settings.serving === true,
    onAlone: (alone) => epochs?.serveAlone(alone),
    ...settings.presence,
  });
  presence.start();
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
    epochs?.watch(client);
  });
  // Kysely takes a connection per query or transaction: time how long that waits.
  const connect = pool.connect.bind(pool) as () => Promise<pgModule.PoolClient>;
  pool.connect = (async () => {
    const started = performance.now();
    try {
      if (!presence.isReady) await presence.ready();
      return await connect();
    } finally {
      poolStats.acquires += 1;
      poolStats.waitSeconds += (performance.now() - started) / 1000;
    }
  }) as typeof pool.connect;
  const db = new Kysely<DB>({ dialect: new PortablePostgresDialect({ pool }) });
  return { name: 'postgres', db, readDb: db, epochs, release: () => presence.close(), stats };
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

/**
 * Kysely's PostgreSQL adapter takes an advisory lock while migrating; CockroachDB and YugabyteDB
 * have none. This one takes the migration lock by flipping a row of the lock table instead.
 */
class PortablePostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new RowLockPostgresAdapter();
  }
}

class RowLockPostgresAdapter extends PostgresAdapter implements HoldsStatements, HoldsDialect {
  /** The handle's prepared statements (statements.ts). */
  readonly statements = new Statements(true);
  readonly sqlDialect = postgresDialect;

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
