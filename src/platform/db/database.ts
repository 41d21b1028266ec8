import { createKysely, type DialectName, type DialectSettings, type StatementStats } from './dialect.js';
import type { SqliteWal } from './sqlite-wal.js';
import type { Epochs } from '../fast/change-epochs.js';
import { createWriter, type Writer } from './write.js';
import type { Database, Db } from './tables.js';

export type { Database, Db, Trx } from './tables.js';

/** A database handle and the dialect it speaks. */
export interface DatabaseHandle {
  db: Db;
  /** For reads only: today the same handle as `db` on every database (dialects/sql-dialect.ts, CreatedKysely). */
  readDb: Db;
  dialect: DialectName;
  /** Where it is (DATABASE_URL): a PostgreSQL instance opens its LISTEN connection there (list-events.ts). */
  url: string;
  /** Every write goes through it: one transaction per unit of work, durable before it resolves. */
  writer: Writer;
  /** SQLite files only: the WAL's syncs and checkpoints (sqlite-wal.ts). */
  wal?: SqliteWal;
  /** Served by this process (SQLite), or by this instance alone (PostgreSQL): what its writes changed, for reads answered from memory. */
  epochs?: Epochs;
  /** Statements sent so far (dialect.ts). */
  stats: StatementStats;
  close(): Promise<void>;
}

export function createDatabase(settings: DialectSettings): DatabaseHandle {
  const { name, db, readDb, wal, epochs, release, stats } = createKysely<Database>(settings);
  return {
    db,
    readDb,
    dialect: name,
    url: settings.url,
    writer: createWriter(db, name, wal, stats),
    wal,
    epochs,
    stats,
    close: async () => {
      await wal?.close();
      if (readDb !== db) await readDb.destroy();
      // The writer connection closes last: SQLite then checkpoints the whole WAL into the file.
      await db.destroy();
      await release();
    },
  };
}

export { now } from '../../kernel/time.js';
