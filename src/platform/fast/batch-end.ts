import type { Trx } from '../db/tables.js';

/**
 * Work a write batch does once at its end, just before its events and its commit (write.ts): a
 * unit of work asks for it by key, and however many units of the batch ask, it runs once. The
 * lists revision of an organization is moved so (lists-revision.ts,
 * markListsChanged): a lock taken last, in the same order by every batch, instead of one taken by
 * each write in the middle of its batch.
 */
export class BatchEnd {
  private readonly tasks = new Map<string, (trx: Trx) => Promise<void>>();

  /** Runs `task` at the batch's end, unless a task of this key is there already. */
  once(key: string, task: (trx: Trx) => Promise<void>): void {
    if (!this.tasks.has(key)) this.tasks.set(key, task);
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
