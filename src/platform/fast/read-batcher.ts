import type { AnyDb } from '../db/tables.js';
import { inProcess, keyRowsArguments, type KeyColumn } from '../db/dialect.js';
import type { PreparedQuery } from '../db/statements.js';

/**
 * Reads by key that arrive in the same turn of the event loop, answered by one statement
 * (PostgreSQL, MariaDB). On this project's 2-core VM most of a PostgreSQL read's cost was not the query but
 * the round trip: a write to a pool connection's socket and the wake-up of its server process
 * (writev was 27 % of the service's CPU at 3,800 detail reads/s). Requests parsed in one pass of the
 * event loop now share one statement: the keys wait for the check phase (setImmediate), at most
 * `maxBatch` go together, and each caller gets the row of its own key. Without batching
 * (`enabled` false: SQLite, whose reads are synchronous and mostly answered from memory) a key is
 * read at once, alone.
 *
 * At most MAX_IN_FLIGHT statements of a batcher run at once; keys that come meanwhile wait for one
 * to end and then go together. Without that bound each turn sent its own statement, however few its
 * keys, and under load they queued for the pool instead of merging: on MariaDB the cached detail
 * read fell into batches of two and ran at 5,400–10,200 req/s (0.15–0.33 ms CPU a read, the run's
 * luck deciding); bounded, 17,000–19,000 (0.06–0.07 ms). One in flight: 15,200; four: 16,300;
 * PostgreSQL's reads moved within the noise either way.
 */
const MAX_IN_FLIGHT = 2;

export class ReadBatcher<Key, Row> {
  private queue: { key: Key; resolve: (row: Row | undefined) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;
  private inFlight = 0;
  /** Reads and keys so far, for /metrics. */
  readonly stats = { statements: 0, keys: 0 };

  constructor(
    private readonly readMany: (keys: readonly Key[]) => Promise<(Row | undefined)[]>,
    private readonly enabled: boolean,
    private readonly maxBatch = 64,
  ) {}

  read(key: Key): Promise<Row | undefined> {
    if (!this.enabled) return this.run([key]).then((rows) => rows[0]);
    return new Promise((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      this.schedule();
    });
  }

  private run(keys: readonly Key[]): Promise<(Row | undefined)[]> {
    this.stats.statements += 1;
    this.stats.keys += keys.length;
    return this.readMany(keys);
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length > 0 && this.inFlight < MAX_IN_FLIGHT) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      this.run(batch.map((entry) => entry.key))
        .then(
          (rows) =>
            batch.forEach((entry, index) => {
              entry.resolve(rows[index]);
            }),
          (error: unknown) =>
            batch.forEach((entry) => {
              entry.reject(error);
            }),
        )
        .finally(() => {
          this.inFlight -= 1;
          // The keys that came while the statements ran go together, in the next turn's statement.
          if (this.queue.length > 0) this.schedule();
        });
    }
  }
}

/**
 * A batcher over a statement that reads its keys as `keyRows` (dialect.ts) and answers each row
 * with its key's position `n`: batched on PostgreSQL and MariaDB, one key at a time on SQLite.
 */
export function keyedReader<Key extends readonly unknown[], Row extends { n: number | string }>(
  db: AnyDb,
  columns: readonly KeyColumn[],
  statement: PreparedQuery<Record<string, unknown>, Row>,
): ReadBatcher<Key, Row> {
  return new ReadBatcher(async (keys) => rowsByPosition(await statement.execute(db, keyRowsArguments(db, columns, keys)), keys.length), !inProcess(db));
}

/** Rows that carry their key's position `n` (from 1), placed at that position. */
function rowsByPosition<Row extends { n: number | string }>(rows: readonly Row[], count: number): (Row | undefined)[] {
  const placed = new Array<Row | undefined>(count);
  // Positions past the keys (the padding of keyRowsArguments) are never answers.
  for (const row of rows) if (Number(row.n) <= count) placed[Number(row.n) - 1] = row;
  return placed;
}
