import type { Db, Trx } from '../db/database.js';

/** Reads of the outbox for those who deliver it (webhooks, the broker relay): events after a cursor, and the relay's own cursor. */

/** The organization's events after `cursor`, `limit` at most, in sequence order. */
export function eventsAfter(db: Db, organizationId: string, cursor: number, limit: number) {
  return db
    .selectFrom('event')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('sequence', '>', cursor)
    .orderBy('sequence')
    .limit(limit)
    .execute();
}

/** Up to `limit` organizations whose events are not all published to the broker yet. */
export function streamsBehind(db: Db, limit: number) {
  return db
    .selectFrom('event_stream')
    .select(['organization_id', 'published_sequence', 'last_sequence'])
    .whereRef('last_sequence', '>', 'published_sequence')
    .limit(limit)
    .execute();
}

/** The broker's cursor of the organization moves from `from` to `to` (no other relay moved it meanwhile). */
export async function markPublished(trx: Trx, organizationId: string, from: number, to: number): Promise<void> {
  await trx
    .updateTable('event_stream')
    .set({ published_sequence: to })
    .where('organization_id', '=', organizationId)
    .where('published_sequence', '=', from)
    .execute();
}
