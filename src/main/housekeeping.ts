import { now } from '../platform/db/database.js';
import type { Writer } from '../platform/db/write.js';
import { deleteExpiredSessions } from '../features/identity/sessions/session.repository.js';
import { DELIVERY_LOG_DAYS } from '../features/webhooks/webhook.dispatcher.js';

/** Idempotency keys answer repeats for a day; after that a key may be used again. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what has expired: sessions, invitations, idempotency keys, history past its retention, old delivery attempts. Safe to run on every instance
 * at once (plain deletes by time), so no instance needs to be the leader.
 */
export async function deleteExpired(writer: Writer, retention: { auditRetentionDays: number } = { auditRetentionDays: 400 }): Promise<void> {
  const at = now();
  const day = 24 * 60 * 60 * 1000;
  await writer.run(async (trx) => {
    // History is kept AUDIT_RETENTION_DAYS; nothing else deletes it (platform/outbox/outbox.ts).
    await trx
      .deleteFrom('event')
      .where('occurred_at', '<', new Date(Date.now() - retention.auditRetentionDays * day).toISOString())
      .execute();
    await trx
      .deleteFrom('webhook_delivery')
      .where('attempted_at', '<', new Date(Date.now() - DELIVERY_LOG_DAYS * day).toISOString())
      .execute();
    await deleteExpiredSessions(trx, at);
    await trx.deleteFrom('employee_invitation').where('expires_at', '<', at).execute();
    await trx.deleteFrom('event_ticket').where('expires_at', '<', at).execute();
    await trx.deleteFrom('login_challenge').where('expires_at', '<', at).execute();
    await trx.deleteFrom('sso_authorization').where('expires_at', '<', at).execute();
    await trx.deleteFrom('sso_code').where('expires_at', '<', at).execute();
    await trx
      .deleteFrom('idempotency_key')
      .where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString())
      .execute();
  });
}

/**
 * Runs deleteExpired now and then every `intervalMs`, and after it `alsoRun` (the lists past their
 * organization's retention: features/product-lists/list-expiry.ts); never keeps the process alive.
 */
export function scheduleHousekeeping(
  writer: Writer,
  onError: (error: unknown) => void,
  intervalMs = 10 * 60 * 1000,
  retention?: { auditRetentionDays: number },
  alsoRun?: () => Promise<unknown>,
): () => void {
  const run = () => void deleteExpired(writer, retention).then(alsoRun).catch(onError);
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
