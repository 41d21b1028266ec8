import { type InsertResult, sql } from 'kysely';
import type { AnyDb, Trx } from '../db/tables.js';
import { statementsOf } from '../db/statements.js';
import { onConflictUpdate } from '../db/dialect.js';
import { atBatchEnd } from './batch-end.js';

/**
 * The one way a write says which remembered answers it may have made stale: `touch(trx, scope)`,
 * called by the repository that makes the change, in the write's transaction. What the scopes
 * retire, on every instance, only if the write commits:
 *
 * - `{ lists: organizationId }`: what a list search of the organization answers (a list written,
 *   created, deleted, released or claimed). Moves the organization's lists revision (32 counters,
 *   migration 0005), which every cached search and page anchor is kept against
 *   (features/product-lists/product-list.with-session.ts reads it with the session).
 * - `{ reach: organizationId }`: who reaches which lists (an employee's or a unit's move, a unit
 *   deleted): the lists revision, and every open event stream of the organization checks its
 *   access again (the listeners given by `onAccessChanged`: the live hub, platform/live/).
 * - `{ sessions: organizationId }`: what the organization's sessions may do (enrollment only): the
 *   open streams check their sessions again.
 *
 * What a write changes of single rows needs no call: a list's answer is kept by its version, which
 * its write moves; on SQLite served by one process the writer itself sees which tables and lists
 * each statement wrote (change-epochs.ts). The one signal outside the database is the 30 s life of
 * a remembered access key (docs/architecture.md).
 *
 * Inside a write batch (write.ts) a touch waits for the batch's end: one counter per organization
 * and batch, taken just before the commit with the events, instead of one per write taken
 * mid-batch. Two batches (of two instances, or two lanes) that each held random counters from their
 * first writes on and then wanted one the other held deadlocked; taken last and in one order (the
 * counter, then the event sequence) they only ever wait for each other's commit. A batch's units
 * that fail still touch: a touch for nothing only retires remembered answers.
 */
export type Scope = { lists: string } | { reach: string } | { sessions: string };

/** Counters per organization (migration 0005): enough that concurrent writers rarely share one. */
export const REVISION_SHARDS = 32;

/** Told, inside the write's transaction, that who may see what in the organization changed. */
export type AccessChanged = (trx: Trx, organizationId: string) => Promise<void>;

export async function touch(trx: Trx, scope: Scope): Promise<void> {
  if ('lists' in scope) return atEnd(trx, `lists|${scope.lists}`, (end) => moveRevision(end, scope.lists));
  const organizationId = 'reach' in scope ? scope.reach : scope.sessions;
  if ('reach' in scope) await atEnd(trx, `lists|${organizationId}`, (end) => moveRevision(end, organizationId));
  const listeners = listenersOf(trx);
  if (listeners.size > 0)
    await atEnd(trx, `access|${organizationId}`, async (end) => {
      for (const listener of listeners) await listener(end, organizationId);
    });
}

/** Given at start (main/app.ts) by what must hear of access changes: the live hub. Answers how to stop. */
export function onAccessChanged(db: AnyDb, listener: AccessChanged): () => void {
  const listeners = listenersOf(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function listenersOf(db: AnyDb): Set<AccessChanged> {
  return statementsOf(db).kept(onAccessChanged, () => new Set<AccessChanged>());
}

/** Once per batch and key at its end, or now in a transaction of its own (migrations, tests). */
async function atEnd(trx: Trx, key: string, task: (trx: Trx) => Promise<void>): Promise<void> {
  const batch = atBatchEnd(trx);
  if (batch) batch.once(key, task);
  else await task(trx);
}

/** Moves one counter of the organization's lists revision. */
async function moveRevision(trx: Trx, organizationId: string): Promise<void> {
  const move = statementsOf(trx).prepared<Record<string, unknown>, InsertResult>('moveListsRevision', (parameter) =>
    onConflictUpdate(
      trx,
      trx.insertInto('product_list_revision').values({ organization_id: parameter('organizationId'), shard: parameter<number>('shard'), revision: 1 }),
      ['organization_id', 'shard'],
      () => ({ revision: sql`product_list_revision.revision + 1` }),
    ),
  );
  await move.execute(trx, { organizationId, shard: Math.floor(Math.random() * REVISION_SHARDS) });
}
