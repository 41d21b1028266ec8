import { CompiledQuery } from 'kysely';
import type { Db, Trx } from './tables.js';
import type { DialectName } from './dialect.js';
import { isRetryableConflict } from './dialect.js';
import type { SqliteWal } from './sqlite-wal.js';

/** A unit of work that writes. It must only talk to the database: no hashing, no network inside. */
export type WriteWork<T> = (trx: Trx) => Promise<T>;

/**
 * Runs every write of the service: one transaction per unit of work, durable before it resolves
 * (docs/contract.md §6). Repositories take the `Trx` it hands them; services never open transactions themselves.
 */
export interface Writer {
  run<T>(work: WriteWork<T>): Promise<T>;
  /** For /metrics: units of work waiting, and the transactions and units of work so far. */
  readonly stats: { queued(): number; transactions: number; units: number };
  /** Called after every transaction that committed (the webhook dispatcher wakes on it: events wait in the outbox). */
  onCommit(listener: () => void): void;
}

/** The commit listeners of a writer; one failing listener never fails a write. */
class CommitListeners {
  private readonly listeners: (() => void)[] = [];

  add(listener: () => void): void {
    this.listeners.push(listener);
  }

  notify(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch {
        // A listener's failure is its own: the write has committed.
      }
    }
  }
}

export function createWriter(db: Db, dialect: DialectName, wal?: SqliteWal): Writer {
  return dialect === 'sqlite' ? new GroupCommitWriter(db, wal) : new RetryingWriter(db);
}

/**
 * PostgreSQL (and CockroachDB, YugabyteDB): a transaction per unit of work, retried when the
 * database reports a serialization failure or deadlock, which these databases expect clients to do.
 */
class RetryingWriter implements Writer {
  private running = 0;
  private readonly committed = new CommitListeners();
  readonly stats = { queued: () => this.running, transactions: 0, units: 0 };

  constructor(private readonly db: Db) {}

  onCommit(listener: () => void): void {
    this.committed.add(listener);
  }

  async run<T>(work: WriteWork<T>): Promise<T> {
    this.stats.units += 1;
    this.running += 1;
    try {
      return await this.attempt(work);
    } finally {
      this.running -= 1;
    }
  }

  private async attempt<T>(work: WriteWork<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        this.stats.transactions += 1;
        const result = await this.db.transaction().execute(work);
        this.committed.notify();
        return result;
      } catch (error) {
        if (attempt >= 5 || !isRetryableConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 5 + Math.random() * 10));
      }
    }
  }
}

// Compiled once: they run twice for every write.
const SAVEPOINT = CompiledQuery.raw('savepoint write_job');
const RELEASE = CompiledQuery.raw('release savepoint write_job');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint write_job');

interface Job {
  work: WriteWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * SQLite: group commit. A durable commit costs a disk sync, and SQLite has one writer, so writes
 * that arrive together share one transaction and one sync: each runs inside its own savepoint (a
 * failing one is rolled back alone), and every caller is answered only after the shared COMMIT
 * and the sync of the WAL (`wal.sync()`, on the thread pool: the event loop never waits for the
 * disk). The next batch runs while the previous one's sync is under way. Under no load a batch is a
 * single write, so nothing waits for company.
 */
class GroupCommitWriter implements Writer {
  private readonly queue: Job[] = [];
  private draining = false;
  private readonly committed = new CommitListeners();
  /** A batch is a transaction: units / transactions is the mean batch size. */
  readonly stats = { queued: () => this.queue.length, transactions: 0, units: 0 };

  /** A batch shares one sync; a smaller batch answers its first writers sooner. 64 keeps both. */
  constructor(private readonly db: Db, private readonly wal: SqliteWal | undefined, private readonly maxBatch = 64) {}

  onCommit(listener: () => void): void {
    this.committed.add(listener);
  }

  run<T>(work: WriteWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        // SQLite answers synchronously, so a batch runs without yielding to the event loop: give
        // the requests that arrived meanwhile one turn to reach the queue, and they share this commit.
        await new Promise((resolve) => setImmediate(resolve));
        await this.runBatch(this.queue.splice(0, this.maxBatch));
      }
    } finally {
      this.draining = false;
    }
  }

  private async runBatch(batch: Job[]): Promise<void> {
    this.stats.transactions += 1;
    this.stats.units += batch.length;
    const outcomes: { ok: boolean; value: unknown }[] = [];
    let trx;
    try {
      trx = await this.db.startTransaction().execute();
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    try {
      for (const job of batch) {
        await trx.executeQuery(SAVEPOINT);
        try {
          const value = await job.work(trx);
          await trx.executeQuery(RELEASE);
          outcomes.push({ ok: true, value });
        } catch (error) {
          await trx.executeQuery(ROLLBACK_TO);
          await trx.executeQuery(RELEASE);
          outcomes.push({ ok: false, value: error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      // The batch itself failed (the disk, say): nothing of it is durable, so every job fails.
      await trx.rollback().execute().catch(() => {});
      for (const job of batch) job.reject(error);
      return;
    }
    const settle = () => {
      batch.forEach((job, index) => {
        const outcome = outcomes[index]!;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.value);
      });
      this.committed.notify();
    };
    if (!this.wal) return settle();
    this.wal.afterCommit();
    // Not awaited: the next batch runs meanwhile, and its own sync comes after this one.
    this.wal.sync().then(settle, (error: unknown) => {
      // Committed but not known to be on disk: the writers hear of a failure, not of success.
      batch.forEach((job, index) => job.reject(outcomes[index]!.ok ? error : outcomes[index]!.value));
    });
  }
}
