import { findExpiredLists, findIdleLists, findNextExpiry, organizationsWithRetention } from './product-list.repository.js';
import type { ServiceContext } from '../../platform/context.js';
import { lockListById } from './product-list.write-statements.js';
import { SYSTEM_ACTOR } from '../../platform/outbox/outbox.js';
import { removeLockedList } from './product-list.service.js';
import { writeList } from './product-list.write.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lists deleted per organization and run: a long backlog goes over several runs, never one long write. */
const LISTS_PER_RUN = 200;
/** The `updatedBy` of a list event that housekeeping caused. */
export const SYSTEM_UPDATER = 'system';

/**
 * The organization policy `listRetentionDays` (PATCH /store-api/organization): lists that have not
 * changed for that many days are deleted, each as its owner's DELETE would (its streams get
 * `list.deleted`, searches and caches forget it, history keeps `product_list.deleted` with the
 * actor `system` and `reason: "retention"`). Each list is checked again under its lock: one changed
 * meanwhile stays. Safe on every instance at once (a list deleted by another is simply gone).
 * Answers how many it deleted.
 */
export async function deleteIdleLists(context: ServiceContext, at: Date = new Date()): Promise<number> {
  const policies = await organizationsWithRetention(context.db);
  let deleted = 0;
  for (const policy of policies) {
    const before = new Date(at.getTime() - policy.days * DAY_MS).toISOString();
    const idle = await findIdleLists(context.db, policy.id, before, LISTS_PER_RUN);
    for (const { id } of idle) {
      if (await removeAsSystem(context, policy.id, id, 'retention', ['updated_at', '<', before])) deleted += 1;
    }
  }
  return deleted;
}

/**
 * Lists past their own `expiresAt` are deleted as retention deletes them (history
 * `product_list.deleted` with the actor `system` and `reason: "expired"`), at most LISTS_PER_RUN a
 * run, found through the partial index of lists with an expiry. A list whose expiry moved meanwhile
 * stays. Answers how many it deleted.
 */
export async function deleteExpiredLists(context: ServiceContext, at: Date = new Date()): Promise<number> {
  const moment = at.toISOString();
  const due = await findExpiredLists(context.db, moment, LISTS_PER_RUN);
  let deleted = 0;
  for (const { organization_id: organizationId, id } of due) {
    if (await removeAsSystem(context, organizationId, id, 'expired', ['expires_at', '<=', moment])) deleted += 1;
  }
  return deleted;
}

/**
 * Deletes one list as housekeeping (actor `system`, the reason in history), under its lock and only
 * while `still` holds of it (a list changed or given a later expiry meanwhile stays). Answers
 * whether it deleted the list.
 */
async function removeAsSystem(
  context: ServiceContext,
  organizationId: string,
  id: string,
  reason: 'retention' | 'expired',
  still: ['updated_at' | 'expires_at', '<' | '<=', string],
): Promise<boolean> {
  return writeList(context, id, async (trx) => {
    const locked = await lockListById(trx, organizationId, id, still);
    if (!locked) return { result: false };
    const event = await removeLockedList(context, trx, organizationId, id, locked, { actor: SYSTEM_ACTOR, updatedBy: SYSTEM_UPDATER, extra: { reason } });
    return { result: true, event };
  });
}

/** The longest an expired list keeps its row: a list given an expiry meanwhile is seen by the next look this late. */
const EXPIRY_LOOK_MS = 5000;

/**
 * Removes expired lists' rows soon after their `expiresAt` (at it, for an expiry known a few
 * seconds before): reads leave an expired list out from that moment anyway (docs/contract.md §2),
 * but until its row is gone an organization's searches carry a condition for it and are not
 * cached. One indexed look per EXPIRY_LOOK_MS (the partial index of lists with an expiry), and a
 * timer for the next expiry; safe on every instance at once. Answers a function that stops it.
 */
export function scheduleListExpiry(
  context: ServiceContext,
  log: { info(details: object, message: string): void; warn(details: object, message: string): void },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const look = async () => {
    try {
      const deleted = await deleteExpiredLists(context);
      if (deleted > 0) log.info({ deleted }, 'lists past their expiresAt deleted');
      const next = await findNextExpiry(context.readDb);
      return next ? Math.max(0, Date.parse(next) - Date.now() + 10) : EXPIRY_LOOK_MS;
    } catch (error) {
      log.warn({ err: error }, 'removing expired lists failed');
      return EXPIRY_LOOK_MS;
    }
  };
  const schedule = (waitMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void look().then((next) => schedule(Math.min(next, EXPIRY_LOOK_MS))), waitMs);
    timer.unref();
  };
  schedule(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
