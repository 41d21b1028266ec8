import type { Db, Trx } from '../../platform/db/database.js';
import type { WebhookTable } from '../../platform/db/schema/webhook.table.js';

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
export function updateWebhook(trx: Trx, organizationId: string, id: string, changes: Partial<WebhookRow>) {
  return trx.updateTable('webhook').set(changes).where('organization_id', '=', organizationId).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
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
