import { now, type Db } from './db/database.js';
import { deleteExpiredSessions } from './auth/session.repository.js';

/** Idempotency keys answer repeats for a day; after that a key may be used again. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what has expired: sessions, invitations, idempotency keys. Safe to run on every instance
 * at once (plain deletes by time), so no instance needs to be the leader.
 */
export async function deleteExpired(db: Db): Promise<void> {
  const at = now();
  await deleteExpiredSessions(db, at);
  await db.deleteFrom('employee_invitation').where('expires_at', '<', at).execute();
  await db.deleteFrom('idempotency_key').where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString()).execute();
}

/** Runs deleteExpired now and then every `intervalMs`; never keeps the process alive. */
export function scheduleHousekeeping(db: Db, onError: (error: unknown) => void, intervalMs = 10 * 60 * 1000): () => void {
  const run = () => void deleteExpired(db).catch(onError);
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
