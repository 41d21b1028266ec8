import type { ServiceContext } from '../../platform/context.js';
import { now } from '../../platform/db/database.js';
import { AppError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Caller } from '../../kernel/caller.js';
import { assertVersion } from '../../platform/http/versioning.js';
import { actorOf, changesOf, recordEvent, type PendingEvent } from '../../platform/outbox/outbox.js';
import type { EventType } from '../../kernel/event-types.js';
import { checkWebhookTarget, UnsafeUrlError } from '../../platform/http/outbound-address.js';
import { newWebhookSecret } from './webhook.signature.js';
import { deleteWebhookRow, findWebhook, insertWebhook, lastSequenceOf, latestDeliveries, updateWebhook } from './webhook.repository.js';
import type { Webhook, WebhookCreate, WebhookCreated, WebhookDeliveries, WebhookPatch } from './webhook.schemas.js';

export type { WebhookRow } from './webhook.repository.js';
import type { WebhookRow } from './webhook.repository.js';

/**
 * Webhooks of an organization (docs/contract.md §9): registered, changed, paused and enabled here;
 * delivered by webhook.dispatcher.ts. Every change is an event too (`webhook.created`, …), so
 * history says who pointed the organization's data where; the secret is in none of them.
 */

export function toWebhook(row: WebhookRow): Webhook {
  return {
    apiAlias: 'b2b_webhook',
    id: row.id,
    organizationId: row.organization_id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    description: row.description,
    status: row.status,
    deliveredSequence: Number(row.delivered_sequence),
    failingSince: row.failing_since,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

/** Webhooks carry every event of the organization: a unit-level admin would receive what lies beyond their branch (the routes' guards). */
export const WEBHOOKS_ORGANIZATION_LEVEL = 'Webhooks receive every event of the organization: only organization-level employees manage or read them.';

export function webhookNotFound(id: string): AppError {
  return new AppError('WEBHOOK__NOT_FOUND', { detail: `No webhook with id "${id}" in this organization.`, parameters: { id } });
}

/** The URL checked as a delivery will check it; a refusal is a 400 at `/url`. */
async function assertSafeUrl(context: ServiceContext, url: string): Promise<void> {
  try {
    await checkWebhookTarget(url, context.config, context.resolveWebhookHost);
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw AppError.validation([{ pointer: '/url', detail: error.message }]);
    throw error;
  }
}

const WEBHOOK_FIELDS = ['url', 'events', 'description', 'status'] as const;

function webhookEvent(type: EventType, before: WebhookRow | null, after: WebhookRow | null, extra: Record<string, unknown> = {}): PendingEvent {
  const row = (after ?? before)!;
  return {
    type,
    resource: { type: 'webhook', id: row.id, version: after ? after.version : row.version + 1 },
    scopePath: null,
    data: { changes: changesOf(before ? toWebhook(before) : null, after ? toWebhook(after) : null, WEBHOOK_FIELDS), ...extra },
  };
}

/** `POST /webhook`: delivers the events committed after it; answers the secret this once. */
export async function createWebhook(context: ServiceContext, caller: Caller, input: WebhookCreate): Promise<WebhookCreated> {
  await assertSafeUrl(context, input.url);
  const secret = newWebhookSecret();
  return context.writer.run(async (trx) => {
    const at = now();
    const row: WebhookRow = {
      organization_id: caller.organizationId,
      id: newId(),
      url: input.url,
      events: JSON.stringify(input.events),
      description: input.description ?? null,
      secret,
      status: 'active',
      delivered_sequence: await lastSequenceOf(trx, caller.organizationId),
      failing_since: null,
      attempts: 0,
      next_attempt_at: null,
      last_error: null,
      lease_owner: null,
      lease_until: null,
      created_at: at,
      updated_at: at,
      version: 1,
    };
    await insertWebhook(trx, row);
    await recordEvent(trx, caller.organizationId, actorOf(caller), webhookEvent('webhook.created', null, row));
    return { ...toWebhook(row), secret };
  });
}

export async function getWebhook(context: ServiceContext, caller: Caller, id: string): Promise<Webhook> {
  const row = await findWebhook(context.readDb, caller.organizationId, id);
  if (!row) throw webhookNotFound(id);
  return toWebhook(row);
}

/** `PATCH /webhook/{id}`: `status: active` enables a failing or disabled webhook, which then delivers its backlog in order. */
export async function patchWebhook(
  context: ServiceContext,
  caller: Caller,
  id: string,
  patch: WebhookPatch,
  expectedVersion: number | undefined,
): Promise<Webhook> {
  if (patch.url !== undefined) await assertSafeUrl(context, patch.url);
  return context.writer.run(async (trx) => {
    const row = await findWebhook(trx, caller.organizationId, id);
    if (!row) throw webhookNotFound(id);
    assertVersion(row.version, expectedVersion);
    const changes: Partial<WebhookRow> = {
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.events !== undefined ? { events: JSON.stringify(patch.events) } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
    };
    // Enabled again: the next attempt is now, and the run of failures starts over.
    if (patch.status === 'active' && row.status !== 'active') Object.assign(changes, { failing_since: null, attempts: 0, next_attempt_at: null });
    const updated = await updateWebhook(trx, caller.organizationId, id, { ...changes, updated_at: now(), version: row.version + 1 });
    await recordEvent(
      trx,
      caller.organizationId,
      actorOf(caller),
      webhookEvent(patch.status === 'active' && row.status !== 'active' ? 'webhook.enabled' : 'webhook.changed', row, updated),
    );
    return toWebhook(updated);
  });
}

export async function deleteWebhook(context: ServiceContext, caller: Caller, id: string, expectedVersion: number | undefined): Promise<void> {
  await context.writer.run(async (trx) => {
    const row = await findWebhook(trx, caller.organizationId, id);
    if (!row) throw webhookNotFound(id);
    assertVersion(row.version, expectedVersion);
    await deleteWebhookRow(trx, caller.organizationId, id);
    await recordEvent(trx, caller.organizationId, actorOf(caller), webhookEvent('webhook.deleted', row, null));
  });
}

/**
 * `POST /webhook/{id}/redeliver`: the cursor goes back to just before `fromSequence`, so every
 * matching event from there is delivered again, in order. An instance delivering to it meanwhile
 * loses its lease and stops (its updates name the lease it held).
 */
export async function redeliver(context: ServiceContext, caller: Caller, id: string, fromSequence: number): Promise<Webhook> {
  return context.writer.run(async (trx) => {
    const row = await findWebhook(trx, caller.organizationId, id);
    if (!row) throw webhookNotFound(id);
    const last = await lastSequenceOf(trx, caller.organizationId);
    if (fromSequence > last + 1) {
      throw AppError.validation([{ pointer: '/fromSequence', detail: `The organization's last event is ${last}; fromSequence may be at most ${last + 1}.` }]);
    }
    const updated = await updateWebhook(trx, caller.organizationId, id, {
      delivered_sequence: fromSequence - 1,
      next_attempt_at: null,
      lease_owner: null,
      lease_until: null,
      updated_at: now(),
      version: row.version + 1,
    });
    await recordEvent(trx, caller.organizationId, actorOf(caller), webhookEvent('webhook.redelivery_requested', row, updated, { fromSequence }));
    return toWebhook(updated);
  });
}

export async function listDeliveries(context: ServiceContext, caller: Caller, id: string, limit: number): Promise<WebhookDeliveries> {
  const row = await findWebhook(context.readDb, caller.organizationId, id);
  if (!row) throw webhookNotFound(id);
  const rows = await latestDeliveries(context.readDb, caller.organizationId, id, limit);
  return {
    apiAlias: 'b2b_webhook_deliveries',
    webhookId: id,
    elements: rows.map((delivery) => ({
      apiAlias: 'b2b_webhook_delivery',
      id: delivery.id,
      eventId: delivery.event_id,
      eventType: delivery.event_type,
      sequence: Number(delivery.sequence),
      attemptedAt: delivery.attempted_at,
      outcome: delivery.outcome,
      responseStatus: delivery.response_status,
      durationMs: delivery.duration_ms,
      error: delivery.error,
    })),
  };
}
