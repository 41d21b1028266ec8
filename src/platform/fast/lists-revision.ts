import type { InsertResult } from 'kysely';
import type { Trx } from '../db/database.js';
import { atBatchEnd } from './batch-end.js';
import { statementsOf } from '../db/statements.js';

/**
 * "An organization's lists changed": the signal the answers of list searches and detail reads kept
 * in memory or by revision are checked against (features/product-lists/product-list.with-session.ts
 * reads it). Every write that changes what a list search answers moves it in its transaction: a
 * list's own write, and the writes that change who reaches which lists (an employee's unit or role,
 * a unit moved, a guest's lists claimed). Below the features, so each of them touches it the same
 * way and none imports the product lists for it.
 */

/** Counters per organization (migration 0005): enough that concurrent writers rarely share one. */
export const REVISION_SHARDS = 32;

const revisionShard = () => Math.floor(Math.random() * REVISION_SHARDS);

/**
 * The organization's lists revision moves (see product-list.with-session.ts). Inside a write batch
 * (write.ts) the move waits for the batch's end (atBatchEnd): one counter per organization and
 * batch, taken just before the commit with the events, instead of one per write taken mid-batch.
 * Two batches (of two instances, or two lanes) that each held random counters from their first
 * writes on and then wanted one the other held deadlocked; taken last and in one order (the
 * counter, then the event sequence) they only ever wait for each other's commit. A batch's units
 * that fail still move it: a revision moved for nothing only retires cached answers.
 */
export async function markListsChanged(trx: Trx, organizationId: string): Promise<void> {
  const batch = atBatchEnd(trx);
  if (batch) batch.once(`lists-revision|${organizationId}`, (end) => markRevision(end, organizationId));
  else await markRevision(trx, organizationId);
}

/** Moves one counter of the organization's lists revision now. */
export async function markRevision(trx: Trx, organizationId: string): Promise<void> {
  const move = statementsOf(trx).prepared<Record<string, unknown>, InsertResult>('markListsChanged', (parameter) =>
    trx
      .insertInto('product_list_revision')
      .values({ organization_id: parameter('organizationId'), shard: parameter<number>('shard'), revision: 1 })
      .onConflict((conflict) =>
        conflict.columns(['organization_id', 'shard']).doUpdateSet((eb) => ({ revision: eb('product_list_revision.revision', '+', 1) })),
      ),
  );
  await move.execute(trx, { organizationId, shard: revisionShard() });
}
