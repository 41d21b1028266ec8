import { CompiledQuery } from 'kysely';
import type { Db, Trx } from './tables.js';
import type { DialectName, StatementStats } from './dialect.js';
import { endsTransaction, isRetryableConflict } from './dialect.js';
import type { SqliteWal } from './sqlite-wal.js';
import { deferEventsOf } from '../outbox/outbox.js';
import { type BatchEnd, deferToBatchEnd } from '../fast/batch-end.js';

/** A unit of work that writes. It must only talk to the database: no hashing, no network inside. */
export type WriteWork<T> = (trx: Trx) => Promise<T>;

/**
 * Runs every write of the service: one transaction per unit of work, durable before it resolves
 * (docs/contract.md §6). Repositories take the `Trx` it hands them; services never open transactions themselves.
 */
export interface Writer {
  /**
   * Runs a unit of work in a batch. `key` names what it writes (a list's id): while units of a key
   * are in flight, more of it go to their lane, so two batches under way never write the same list
   * (PostgreSQL).
   */
  run<T>(work: WriteWork<T>, key?: string): Promise<T>;
  /**
   * For /metrics: units of work waiting, the transactions and units of work so far, the units that
   * met a deadlock or serialization failure and ran again, and the batches run again unit by unit
   * because one of their units failed.
   */
  readonly stats: { queued(): number; transactions: number; units: number; conflicts: number; replays: number };
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

/**
 * SQLite and PostgreSQL alike: group commit. SQLite has one writer, so one lane: one batch at a
 * time. PostgreSQL runs up to WRITE_LANES batches at once, each on a connection of its own, so that
 * a batch waiting for its round trips (or a long import) does not hold up every other write.
 */
export function createWriter(db: Db, dialect: DialectName, wal?: SqliteWal, stats?: StatementStats): Writer {
  const writes = stats?.writes === undefined ? undefined : () => stats.writes!;
  if (dialect === 'sqlite') return new GroupCommitWriter(db, { wal, writes });
  return new GroupCommitWriter(db, { networked: true, lanes: WRITE_LANES });
}

/**
 * PostgreSQL: batches under way at once (each holds a pooled connection while it runs; the pool has 10).
 * Two, not four (issue 44): every batch pays BEGIN, the revision, the events and COMMIT, four round
 * trips, and on this VM a round trip costs the sender some 0.1 ms of CPU; with two lanes the batches
 * are twice as big (PATCH at 50 connections: 12 writes a batch instead of 6). Same run, CPU ms per
 * request, four lanes → two: PATCH 1.159 → 1.021, create 0.781 → 0.589, working day 0.898 → 0.848
 * (1,658 → 1,796 req/s). One lane: PATCH 0.925 but 16 % fewer writes a second, and a long import
 * would hold up every write.
 */
export const WRITE_LANES = 2;

/** How many times a unit of work that met a serialization failure or deadlock is tried in all. */
const ATTEMPTS = 5;

// Compiled once: they run twice for every write.
const SAVEPOINT = CompiledQuery.raw('savepoint write_job');
const RELEASE = CompiledQuery.raw('release savepoint write_job');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint write_job');

type BatchTransaction = Awaited<ReturnType<ReturnType<Db['startTransaction']>['execute']>>;
type DeferredEvents = ReturnType<typeof deferEventsOf>;
/** What each unit of a batch gave; undefined: it runs again in a later batch after a conflict. */
type Outcomes = ({ ok: boolean; value: unknown } | undefined)[];
/** A unit failed after writing: the batch is rolled back and runs again with a savepoint per unit. */
const REPLAY = Symbol('replay');

interface Job {
  work: WriteWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Tries so far that met a serialization failure or deadlock. */
  conflicts: number;
  lane: Lane;
}

interface GroupCommitOptions {
  /** SQLite: the WAL, synced off the event loop after each commit. */
  wal?: SqliteWal;
  /** PostgreSQL and MariaDB: every statement is awaited (others' writes queue meanwhile), a write alone takes no savepoint, and a deadlock or serialization failure is retried. */
  networked?: boolean;
  /** Units of work in one batch at most: a smaller batch answers its first writers sooner. 64 keeps both (32 on PostgreSQL). */
  maxBatch?: number;
  /** Batches under way at once (PostgreSQL); 1 by default. */
  lanes?: number;
  /** SQLite: statements that may write run so far on the writer connection: a unit that failed without one leaves the batch as it was. */
  writes?: () => number;
}

/** The units waiting for one lane, and whether it runs a batch now. */
interface Lane {
  queue: Job[];
  draining: boolean;
}

/**
 * Group commit. A durable commit costs a disk sync, so writes that arrive together share one
 * transaction and one sync: each runs inside its own savepoint (a failing one is rolled back alone),
 * and every caller is answered only after the shared COMMIT. Their events are written at the end of
 * the batch (outbox.ts, DeferredEvents), so the organization's event sequence, locked until the
 * commit, is taken once per batch and just before it. Under no load a batch is a single write, so
 * nothing waits for company.
 *
 * - SQLite has one writer: one batch at a time, without yielding to the event loop between its
 *   statements; the sync of the WAL (`wal.sync()`) runs on the thread pool, and the next batch runs
 *   while the previous one's sync is under way.
 * - PostgreSQL: the same, one batch at a time on one connection, its statements awaited; writes
 *   that arrive meanwhile form the next batch. A write alone in its batch takes no savepoint. A
 *   deadlock or serialization failure (another instance's transaction, or CockroachDB and
 *   YugabyteDB, which expect clients to retry) fails one statement: that unit of work is rolled back
 *   to its savepoint and runs again in a later batch, up to 5 tries in all.
 */
class GroupCommitWriter implements Writer {
  private readonly lanes: Lane[];
  /** The lane of each key with units of work waiting or under way (until their batch has committed), and how many. */
  private readonly keyLanes = new Map<string, { lane: Lane; units: number }>();
  private readonly committed = new CommitListeners();
  private readonly maxBatch: number;
  /** A batch is a transaction: units / transactions is the mean batch size. */
  readonly stats = { queued: () => this.lanes.reduce((sum, lane) => sum + lane.queue.length, 0), transactions: 0, units: 0, conflicts: 0, replays: 0 };

  constructor(
    private readonly db: Db,
    private readonly options: GroupCommitOptions,
  ) {
    // PostgreSQL: each unit's savepoint is a subtransaction, and a transaction with more than 64
    // of them overflows every server process's cache of them (snapshots then read pg_subtrans).
    this.maxBatch = options.maxBatch ?? (options.networked ? 32 : 64);
    this.lanes = Array.from({ length: Math.max(1, options.lanes ?? 1) }, () => ({ queue: [], draining: false }));
  }

  onCommit(listener: () => void): void {
    this.committed.add(listener);
  }

  run<T>(work: WriteWork<T>, key?: string): Promise<T> {
    this.stats.units += 1;
    const lane = this.laneOf(key);
    const release = key === undefined || this.lanes.length === 1 ? () => {} : this.holdKey(key, lane);
    return new Promise<T>((resolve, reject) => {
      lane.queue.push({
        work,
        resolve: (value) => {
          release();
          resolve(value as T);
        },
        reject: (error) => {
          release();
          reject(error);
        },
        conflicts: 0,
        lane,
      });
      if (!lane.draining) void this.drain(lane);
    });
  }

  /**
   * A key with units in flight keeps their lane, so two batches under way never write the same list;
   * otherwise (and for units without a key) the least busy lane, so long units (imports) spread.
   */
  private laneOf(key: string | undefined): Lane {
    if (this.lanes.length === 1) return this.lanes[0]!;
    const held = key === undefined ? undefined : this.keyLanes.get(key);
    if (held) return held.lane;
    const load = (lane: Lane) => lane.queue.length + (lane.draining ? 1 : 0);
    return this.lanes.reduce((best, lane) => (load(lane) < load(best) ? lane : best));
  }

  /** Counts a unit of `key` in flight on `lane`; the answer releases it once the unit is settled. */
  private holdKey(key: string, lane: Lane): () => void {
    const held = this.keyLanes.get(key) ?? { lane, units: 0 };
    held.units += 1;
    this.keyLanes.set(key, held);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.units -= 1;
      if (held.units === 0) this.keyLanes.delete(key);
    };
  }

  private async drain(lane: Lane): Promise<void> {
    lane.draining = true;
    try {
      while (lane.queue.length > 0) {
        // SQLite answers synchronously, so a batch runs without yielding to the event loop: give
        // the requests that arrived meanwhile one turn to reach the queue, and they share this commit.
        // (On PostgreSQL every statement yields: writes queue up while a batch waits for its answers.)
        if (!this.options.networked) await new Promise((resolve) => setImmediate(resolve));
        await this.runBatch(lane.queue.splice(0, this.maxBatch));
      }
    } finally {
      lane.draining = false;
    }
  }

  /** A unit of work that met a conflict runs again in a later batch of its lane, or fails when it has had its tries. */
  private retryOrFail(job: Job, error: unknown): boolean {
    if (!this.options.networked || !isRetryableConflict(error) || job.conflicts + 1 >= ATTEMPTS) return false;
    job.conflicts += 1;
    this.stats.conflicts += 1;
    job.lane.queue.push(job);
    return true;
  }

  /**
   * A batch runs first without savepoints (`careful` false): a savepoint is a round trip on
   * PostgreSQL for every unit, and on SQLite a statement journal of every page the unit changes,
   * while units almost never fail. When one does, the whole transaction is rolled back and the
   * batch runs again at once with a savepoint around each unit, so the failing unit is undone alone
   * and the others commit (each unit's work is run anew, as after a conflict). On SQLite a unit
   * that failed before any statement that may write (most refusals: not found, a stale If-Match)
   * needs no replay: it fails alone.
   */
  private async runBatch(batch: Job[], careful = false): Promise<void> {
    this.stats.transactions += 1;
    let trx: BatchTransaction;
    try {
      trx = await this.db.startTransaction().execute();
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    const events = deferEventsOf(trx);
    const end = deferToBatchEnd(trx);
    let outcomes: Outcomes | typeof REPLAY;
    try {
      outcomes = await this.runUnits(trx, events, batch, careful);
      if (outcomes === REPLAY) {
        await trx.rollback().execute();
      } else {
        // Last, in this order in every batch: the revision counters, then the event sequence.
        await end.run(trx);
        await events.flush(trx);
        await trx.commit().execute();
      }
    } catch (error) {
      // The batch itself failed (the disk, a lost connection; or the one write of a batch of one):
      // nothing of it is durable, so every write fails, or runs again after a conflict.
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      for (const job of batch) if (!this.retryOrFail(job, error)) job.reject(error);
      return;
    }
    if (outcomes === REPLAY) {
      this.stats.replays += 1;
      return this.runBatch(batch, true);
    }
    this.settle(batch, outcomes, end);
  }

  /**
   * Each unit of the batch in the open transaction: what each gave (undefined: it runs again after
   * a conflict), or REPLAY when a unit failed after writing and the batch must run again carefully.
   * Throws when the batch itself failed.
   */
  private async runUnits(trx: BatchTransaction, events: DeferredEvents, batch: Job[], careful: boolean): Promise<Outcomes | typeof REPLAY> {
    const outcomes: Outcomes = [];
    // A write alone needs no savepoint (if it fails, the whole transaction is rolled back). On
    // PostgreSQL savepoints are not released (a round trip each): each unit's nests in the last
    // one's, and COMMIT keeps them all. SQLite releases each, a call in process.
    const savepoints = careful && batch.length > 1;
    const release = !this.options.networked;
    for (const job of batch) {
      const mark = events.mark;
      const writesBefore = this.options.writes?.();
      if (savepoints) await trx.executeQuery(SAVEPOINT);
      try {
        const value = await job.work(trx);
        if (savepoints && release) await trx.executeQuery(RELEASE);
        outcomes.push({ ok: true, value });
      } catch (error) {
        if (!savepoints) {
          if (batch.length === 1) throw error;
          // SQLite: a unit that failed before writing anything (a 404, a 412, a refusal) left
          // the transaction as it was; it fails alone and the batch goes on.
          if (writesBefore !== undefined && this.options.writes?.() === writesBefore) {
            events.truncate(mark);
            outcomes.push({ ok: false, value: error });
            continue;
          }
          // Otherwise the other units' work cannot be kept apart from this one's: all of it is
          // rolled back, and the batch runs again, carefully.
          return REPLAY;
        }
        // A conflict that ended the whole transaction (MariaDB's deadlock) took the savepoint with it:
        // the batch fails, and each of its units runs again in a later batch.
        if (endsTransaction(error)) throw error;
        await trx.executeQuery(ROLLBACK_TO);
        if (release) await trx.executeQuery(RELEASE);
        events.truncate(mark);
        outcomes.push(this.retryOrFail(job, error) ? undefined : { ok: false, value: error });
      }
    }
    return outcomes;
  }

  /** After the commit (on SQLite, once the WAL is on disk): each unit's writer hears its outcome. */
  private settle(batch: Job[], outcomes: Outcomes, end: BatchEnd): void {
    const tell = () => {
      end.committed();
      batch.forEach((job, index) => {
        const outcome = outcomes[index];
        if (outcome === undefined) return;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.value);
      });
      this.committed.notify();
    };
    const { wal } = this.options;
    if (!wal) {
      tell();
      return;
    }
    wal.afterCommit();
    // Not awaited: the next batch runs meanwhile, and its own sync comes after this one.
    wal.sync().then(tell, (error: unknown) => {
      // Committed but not known to be on disk: the writers hear of a failure, not of success.
      batch.forEach((job, index) => {
        const outcome = outcomes[index];
        if (outcome !== undefined) job.reject(outcome.ok ? error : outcome.value);
      });
    });
  }
}
