import type { Trx } from '../db/tables.js';

/**
 * Work a write batch does once at its end, just before its events and its commit (write.ts): a
 * unit of work asks for it by key, and however many units of the batch ask, it runs once. The
 * lists revision of an organization is moved so (freshness.ts, touch): a lock taken last, in the same order by every batch, instead of one taken by
 * each write in the middle of its batch.
 */
export class BatchEnd {
  private readonly tasks = new Map<string, (trx: Trx) => Promise<void>>();
  private readonly committedTasks = new Map<string, () => void>();

  /** Runs `task` at the batch's end, unless a task of this key is there already. */
  once(key: string, task: (trx: Trx) => Promise<void>): void {
    if (!this.tasks.has(key)) this.tasks.set(key, task);
  }

  /** Runs `task` once the batch has committed (and is durable), unless a task of this key is there already: work outside the database that must not happen for a write rolled back. */
  afterCommit(key: string, task: () => void): void {
    if (!this.committedTasks.has(key)) this.committedTasks.set(key, task);
  }

  /** The writer calls it after the commit (write.ts). A task's failure is its own: the write has committed. */
  committed(): void {
    for (const task of this.committedTasks.values()) {
      try {
        task();
      } catch {
        // Nothing to undo.
      }
    }
    this.committedTasks.clear();
  }

  /**
   * In the order of their keys, the same in every batch: two batches that each end by locking the
   * rows of two organizations lock them in one order, so neither holds one the other waits for.
   */
  async run(trx: Trx): Promise<void> {
    const tasks = [...this.tasks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.tasks.clear();
    for (const [, task] of tasks) await task(trx);
  }
}

const batchEnds = new WeakMap<Trx, BatchEnd>();

/** The batch `trx` belongs to (write.ts), or undefined for a transaction of its own (migrations, tests). */
export function atBatchEnd(trx: Trx): BatchEnd | undefined {
  return batchEnds.get(trx);
}

/** From now on, work asked for in `trx` waits for `run` (write.ts calls it before the commit). */
export function deferToBatchEnd(trx: Trx): BatchEnd {
  const end = new BatchEnd();
  batchEnds.set(trx, end);
  return end;
}
