import type { Db, Trx } from '../../platform/db/database.js';
import { orThrow, rowUpdated } from '../../platform/db/dialect.js';
import type { Insertable } from 'kysely';
import type { WebhookDeliveryTable, WebhookTable } from '../../platform/db/schema/webhook.table.js';
import { statementsOf } from '../../platform/db/statements.js';

/** A webhook's row (migration 0010). */
export type WebhookRow = WebhookTable;

/** The organization's last event sequence (where a new webhook starts delivering). */
export async function lastSequenceOf(trx: Trx | Db, organizationId: string): Promise<number> {
  const stream = await trx.selectFrom('event_stream').select('last_sequence').where('organization_id', '=', organizationId).executeTakeFirst();
  return Number(stream?.last_sequence ?? 0);
}

export function findWebhook(db: Db | Trx, organizationId: string, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhook').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
}

export async function insertWebhook(trx: Trx, row: WebhookRow): Promise<void> {
  await trx.insertInto('webhook').values(row).execute();
}

/** Writes these columns of the webhook; answers the row written. */
export async function updateWebhook(trx: Trx, organizationId: string, id: string, changes: Partial<WebhookRow>) {
  const update = trx.updateTable('webhook').set(changes).where('organization_id', '=', organizationId).where('id', '=', id).returningAll();
  return orThrow(await rowUpdated(trx, update, () => webhookRow(trx, organizationId, id)), update);
}

/** The webhook and its deliveries. */
export async function deleteWebhookRow(trx: Trx, organizationId: string, id: string): Promise<void> {
  await trx.deleteFrom('webhook_delivery').where('organization_id', '=', organizationId).where('webhook_id', '=', id).execute();
  await trx.deleteFrom('webhook').where('organization_id', '=', organizationId).where('id', '=', id).execute();
}

/** The webhook's latest deliveries, newest first. */
export function latestDeliveries(db: Db, organizationId: string, webhookId: string, limit: number) {
  return db
    .selectFrom('webhook_delivery')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The delivery of webhooks (webhook.dispatcher.ts): leases, the due ones, their events, their cursor and attempt log. */

/** Every lease let go (a restart after a crash on SQLite); answers how many were held. */
export async function releaseAllLeases(trx: Trx): Promise<number> {
  const released = await trx.updateTable('webhook').set({ lease_owner: null, lease_until: null }).where('lease_owner', 'is not', null).executeTakeFirst();
  return Number(released.numUpdatedRows);
}

/** The leases `owner` holds end at `until` now. */
export async function renewLeasesOf(trx: Trx, owner: string, until: string): Promise<void> {
  await trx.updateTable('webhook').set({ lease_until: until }).where('lease_owner', '=', owner).execute();
}

export async function anyActiveWebhook(db: Db): Promise<boolean> {
  return (await db.selectFrom('webhook').select('webhook.id').where('webhook.status', '=', 'active').limit(1).executeTakeFirst()) !== undefined;
}

/** The due webhooks, `limit` at most: asked after every commit while one is active, so prepared once (statements.ts). */
export function findDueWebhooks(db: Db, at: string, limit: number): Promise<{ organization_id: string; id: string }[]> {
  return statementsOf(db)
    .prepared<{ at: string; limit: number }, { organization_id: string; id: string }>('webhookFindDue', (parameter) =>
      db
        .selectFrom('webhook')
        .innerJoin('event_stream', 'event_stream.organization_id', 'webhook.organization_id')
        .select(['webhook.organization_id', 'webhook.id'])
        .where('webhook.status', '=', 'active')
        .whereRef('event_stream.last_sequence', '>', 'webhook.delivered_sequence')
        .where((eb) => eb.or([eb('webhook.next_attempt_at', 'is', null), eb('webhook.next_attempt_at', '<=', parameter('at'))]))
        .where((eb) => eb.or([eb('webhook.lease_until', 'is', null), eb('webhook.lease_until', '<', parameter('at'))]))
        .orderBy('webhook.next_attempt_at')
        .limit(parameter<number>('limit')),
    )
    .execute(db, { at, limit });
}

/** Takes the lease of an active webhook whose lease is free (or ran out at `at`) until `until`; undefined when another holds it. */
export function claimWebhook(trx: Trx, organizationId: string, id: string, owner: string, at: string, until: string): Promise<WebhookRow | undefined> {
  const update = trx
    .updateTable('webhook')
    .set({ lease_owner: owner, lease_until: until })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .returningAll();
  return rowUpdated(trx, update, () => webhookRow(trx, organizationId, id));
}

/** A webhook's failed attempts so far, and since when it fails. */
export function findRetryState(trx: Trx, organizationId: string, id: string) {
  return trx.selectFrom('webhook').select(['attempts', 'failing_since']).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
}

/** The webhook's cursor and schedule as `changes` say, while `owner` holds its lease; false when it no longer does. */
export async function moveWebhookOn(trx: Trx, organizationId: string, id: string, owner: string, changes: Partial<WebhookRow>): Promise<boolean> {
  const updated = await trx
    .updateTable('webhook')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Attempts for the delivery log, 500 to a statement. */
export async function insertDeliveries(trx: Trx, rows: readonly Insertable<WebhookDeliveryTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('webhook_delivery')
      .values(rows.slice(start, start + 500))
      .execute();
}

/** The webhook's row as it is (in `trx`: as this transaction wrote it). */
function webhookRow(trx: Trx, organizationId: string, id: string): Promise<WebhookRow | undefined> {
  return trx.selectFrom('webhook').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
}
