import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { Writer } from '../../platform/db/write.js';
import { newId } from '../../kernel/ids.js';
import type { Config } from '../../kernel/config.js';
import { toStoreEvent, type EventRow } from '../../platform/outbox/event.schemas.js';
import { OutboxFollower } from '../../platform/outbox/outbox-follower.js';
import { checkWebhookTarget, UnsafeUrlError, type CheckedTarget, type Resolver } from '../../platform/http/outbound-address.js';
import { signatureHeader } from './webhook.signature.js';
import { eventsAfter } from '../../platform/outbox/event-stream.js';
import {
  anyActiveWebhook,
  claimWebhook,
  findDueWebhooks,
  findRetryState,
  insertDeliveries,
  moveWebhookOn,
  releaseAllLeases,
  renewLeasesOf,
} from './webhook.repository.js';
import type { WebhookRow } from './webhook.service.js';

/**
 * Delivers the outbox to webhooks (docs/contract.md §9). Every instance runs one; they share the
 * work through leases on webhook rows:
 *
 * - A webhook is due when its organization has events past its cursor (`delivered_sequence`), it
 *   is `active`, its next attempt is not in the future and nobody holds its lease.
 * - An instance takes the lease with a conditional UPDATE (only one of several racing succeeds),
 *   then sends the events after the cursor one at a time, in sequence order; the cursor moves past
 *   2xx answers only, written down every CHECKPOINT_EVERY deliveries or CHECKPOINT_MS (one
 *   transaction for many events, not one per event). Every update it makes names its lease: once
 *   the lease was taken over (it ran out: a stalled or killed instance) or dropped (a
 *   redelivery), the old holder's updates change nothing and it stops. Nothing is sent twice at the same time; a killed instance's event is sent
 *   again by the next holder (at least once; receivers deduplicate by the event id).
 * - A failure (no 2xx within WEBHOOK_TIMEOUT_SECONDS, a redirect, an address that is no longer
 *   public) is logged as a delivery and retried after about 1 s, doubling with jitter up to
 *   WEBHOOK_RETRY_MAX_SECONDS; after WEBHOOK_FAILING_AFTER_SECONDS of failures the webhook is
 *   `failing` and waits, backlog kept, for `PATCH {status: "active"}`.
 *
 * It wakes when this instance commits a write (Writer.onCommit) and once a second otherwise
 * (events committed by other instances, retries that fell due).
 */

/** Events read per round trip while a webhook's backlog is delivered. */
const EVENT_BATCH = 100;
/** The cursor and the attempt log are written after this many deliveries, or this long after the last write. */
const CHECKPOINT_EVERY = 50;
const CHECKPOINT_MS = 200;
/** Delivery attempts are kept this long (`GET …/deliveries`). */
export const DELIVERY_LOG_DAYS = 7;
/** A receiver's answer is read at most this far (it is not used; the connection is kept alive). */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface DispatcherOptions {
  /** Where due webhooks and events are read (SQLite's read connection: never behind a write). */
  readDb: Db;
  writer: Writer;
  config: Config;
  log: FastifyBaseLogger;
  /** Tests give their own (a host that resolves differently over time); else the system's. */
  resolve?: Resolver;
  /**
   * This process is the only one serving the database (a SQLite file: its serving lock says so).
   * Every lease found at start is then a dead predecessor's, and is let go at once.
   */
  soleProcess?: boolean;
}

interface Delivered {
  event: EventRow;
  attempt: Attempt;
  at: Date;
}

interface Attempt {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

export class WebhookDispatcher {
  private readonly owner = newId();
  private readonly inFlight = new Set<string>();
  private readonly follower: OutboxFollower;
  private stopped = false;
  /** The attempts under way, ended when the instance stops (their events stay due: another attempt sends them). */
  private readonly requests = new Set<http.ClientRequest>();
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 4 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 4 }),
  };
  /** For the bench, /metrics and tests: attempts made, delivered, and scans for due webhooks. */
  readonly stats = { attempts: 0, delivered: 0, scans: 0 };

  /**
   * How long a lease lasts (WEBHOOK_LEASE_SECONDS). Held leases are renewed every third of it
   * (`renewLeases`) whatever the attempts under way take, so a lease can be short: a killed
   * instance's webhooks wait seconds for another instance, not the slowest receiver's timeout.
   */
  private readonly leaseMs: number;
  private renewal: NodeJS.Timeout | undefined;

  constructor(private readonly options: DispatcherOptions) {
    this.leaseMs = options.config.WEBHOOK_LEASE_SECONDS * 1000;
    this.follower = new OutboxFollower(options.writer, () => this.scan());
  }

  /**
   * Whether an active webhook was seen (by the last scan, or written by this instance since). Without
   * one, the commits of this instance wake no scan: in the working day a scan after every batch of
   * writes was a statement per batch for nothing. The poll still scans every second, so a webhook
   * registered on another instance starts receiving within a second.
   */
  private activeSeen = true;

  async start(): Promise<void> {
    if (this.options.config.WEBHOOK_CONCURRENCY === 0) return;
    if (this.options.soleProcess) await this.releaseLeasesOfTheDead();
    this.renewal = setInterval(() => void this.renewLeases(), Math.max(100, this.leaseMs / 3)).unref();
    this.follower.start(() => this.activeSeen);
  }

  /** A restart after a crash on SQLite: the killed process's leases would hold its webhooks for a whole lease. */
  private async releaseLeasesOfTheDead(): Promise<void> {
    const released = await this.options.writer.run((trx) => releaseAllLeases(trx));
    if (released > 0) this.options.log.info({ webhooks: released }, 'webhook leases of a previous process released');
  }

  /**
   * Moves the end of every lease this instance holds (one statement, only while it holds any). A
   * lease taken over meanwhile is not ours any more and is left alone: its old holder's next
   * checkpoint finds that and stops.
   */
  private async renewLeases(): Promise<void> {
    if (this.inFlight.size === 0 || this.stopped) return;
    try {
      const until = new Date(Date.now() + this.leaseMs).toISOString();
      await this.options.writer.run((trx) => renewLeasesOf(trx, this.owner, until));
    } catch (error) {
      this.options.log.warn({ err: error }, 'webhook leases could not be renewed');
    }
  }

  /** A webhook of this instance was registered, enabled or asked to redeliver: scan now. */
  wake(): void {
    this.activeSeen = true;
    if (!this.stopped) this.follower.wake();
  }

  /** Stops taking work and waits for the deliveries under way (each ends within the timeout). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.renewal);
    await this.follower.stop();
    for (const request of this.requests) request.destroy(new Error('the instance is stopping'));
    const deadline = Date.now() + this.options.config.WEBHOOK_TIMEOUT_SECONDS * 1000 + 1000;
    while (this.inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** Starts deliveries to the due webhooks, as many as there is room for. */
  private async scan(): Promise<void> {
    const room = this.options.config.WEBHOOK_CONCURRENCY - this.inFlight.size;
    if (room <= 0 || this.stopped) return;
    try {
      this.stats.scans += 1;
      const due = await this.findDue(room);
      this.activeSeen = due.length > 0 || this.inFlight.size > 0 || (await this.anyActive());
      for (const webhook of due) {
        if (this.inFlight.has(webhook.id)) continue;
        this.inFlight.add(webhook.id);
        void this.serve(webhook.organization_id, webhook.id)
          .catch((error: unknown) => this.options.log.warn({ err: error, webhookId: webhook.id }, 'webhook delivery failed'))
          .finally(() => {
            this.inFlight.delete(webhook.id);
            this.follower.wake();
          });
      }
    } catch (error) {
      // The database may be away for a while: the next poll tries again.
      this.options.log.warn({ err: error }, 'webhook scan failed');
    }
  }

  private async anyActive(): Promise<boolean> {
    return anyActiveWebhook(this.options.readDb);
  }

  private findDue(limit: number): Promise<{ organization_id: string; id: string }[]> {
    return findDueWebhooks(this.options.readDb, new Date().toISOString(), limit);
  }

  /** Takes the lease, or answers undefined when another instance holds it (or it is no longer due). */
  private async claim(organizationId: string, id: string): Promise<WebhookRow | undefined> {
    const at = new Date();
    const until = new Date(at.getTime() + this.leaseMs).toISOString();
    return this.options.writer.run((trx) => claimWebhook(trx, organizationId, id, this.owner, at.toISOString(), until));
  }

  /** Delivers a webhook's backlog in order while this instance holds its lease. */
  private async serve(organizationId: string, id: string): Promise<void> {
    const webhook = await this.claim(organizationId, id);
    if (!webhook) return;
    const patterns = JSON.parse(webhook.events) as string[];
    let cursor = Number(webhook.delivered_sequence);
    // Delivered but not yet written down: the cursor and the attempt log are written every
    // CHECKPOINT_EVERY events or CHECKPOINT_MS (one transaction, not one per event). A crash
    // before that sends them again: at least once, as promised.
    let delivered: Delivered[] = [];
    let checkpointed = performance.now();
    const checkpoint = async (ending: { failure?: Delivered; release?: boolean } = {}) => {
      const kept = await this.recordAttempts(webhook, cursor, delivered, ending);
      delivered = [];
      checkpointed = performance.now();
      return kept;
    };
    for (;;) {
      if (this.stopped) {
        await checkpoint({ release: true });
        return;
      }
      const events = await eventsAfter(this.options.readDb, organizationId, cursor, EVENT_BATCH);
      if (events.length === 0) {
        await checkpoint({ release: true });
        return;
      }
      for (const event of events) {
        if (!matches(patterns, event.type)) {
          cursor = Number(event.sequence);
          continue;
        }
        const attempt = await this.attempt(webhook, event);
        if (!attempt.ok) {
          await checkpoint({ failure: { event, attempt, at: new Date() } });
          return;
        }
        cursor = Number(event.sequence);
        delivered.push({ event, attempt, at: new Date() });
        if ((delivered.length >= CHECKPOINT_EVERY || performance.now() - checkpointed >= CHECKPOINT_MS) && !(await checkpoint())) return;
      }
      // Events that did not match move the cursor too (and the lease is renewed).
      if (!(await checkpoint())) return;
    }
  }

  /**
   * Writes the attempts since the last checkpoint and moves the webhook on: the cursor, and after a
   * failure the retry schedule. The lease is renewed, or let go after a failure or when `release`
   * says the work is done. False when the lease is no longer ours: the caller stops.
   */
  private recordAttempts(
    webhook: WebhookRow,
    cursor: number,
    delivered: readonly Delivered[],
    { failure, release = false }: { failure?: Delivered; release?: boolean },
  ): Promise<boolean> {
    const at = new Date();
    const config = this.options.config;
    return this.options.writer.run(async (trx) => {
      let changes: Partial<WebhookRow> = release
        ? { delivered_sequence: cursor, lease_owner: null, lease_until: null }
        : { delivered_sequence: cursor, lease_until: new Date(at.getTime() + this.leaseMs).toISOString() };
      if (delivered.length > 0) changes = { ...changes, attempts: 0, failing_since: null, next_attempt_at: null, last_error: null };
      if (failure) {
        const current = await findRetryState(trx, webhook.organization_id, webhook.id);
        const attempts = (delivered.length > 0 ? 0 : (current?.attempts ?? 0)) + 1;
        const failingSince = (delivered.length > 0 ? null : current?.failing_since) ?? at.toISOString();
        const givenUp = at.getTime() - Date.parse(failingSince) >= config.WEBHOOK_FAILING_AFTER_SECONDS * 1000;
        changes = {
          delivered_sequence: cursor,
          attempts,
          failing_since: failingSince,
          last_error: `event ${failure.event.sequence}: ${failure.attempt.error}`.slice(0, 1000),
          next_attempt_at: new Date(at.getTime() + retryDelayMs(attempts, config.WEBHOOK_RETRY_MAX_SECONDS)).toISOString(),
          lease_owner: null,
          lease_until: null,
          ...(givenUp ? { status: 'failing' as const } : {}),
        };
      }
      if (!(await moveWebhookOn(trx, webhook.organization_id, webhook.id, this.owner, changes))) return false;
      const log = [...delivered, ...(failure ? [failure] : [])].map(({ event, attempt, at: attemptedAt }) => ({
        organization_id: webhook.organization_id,
        id: newId(),
        webhook_id: webhook.id,
        event_id: event.id,
        sequence: Number(event.sequence),
        event_type: event.type,
        attempted_at: attemptedAt.toISOString(),
        outcome: attempt.ok ? ('delivered' as const) : ('failed' as const),
        response_status: attempt.status,
        duration_ms: attempt.durationMs,
        error: attempt.error,
      }));
      await insertDeliveries(trx, log);
      return true;
    });
  }

  /** One POST of one event: checked, signed, bounded in time; never follows a redirect. */
  private async attempt(webhook: WebhookRow, event: EventRow): Promise<Attempt> {
    const started = performance.now();
    this.stats.attempts += 1;
    const done = (ok: boolean, status: number | null, error: string | null): Attempt => {
      if (ok) this.stats.delivered += 1;
      return { ok, status, error, durationMs: Math.round(performance.now() - started) };
    };
    let target: CheckedTarget;
    try {
      target = await checkWebhookTarget(webhook.url, this.options.config, this.options.resolve);
    } catch (error) {
      return done(false, null, error instanceof UnsafeUrlError ? error.message : `the URL could not be checked: ${String(error)}`);
    }
    const body = JSON.stringify(toStoreEvent(event));
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'store-api-webhooks/1',
      'store-api-event-id': event.id,
      'store-api-event-type': event.type,
      'store-api-signature': signatureHeader(webhook.secret, body, Math.floor(Date.now() / 1000)),
    };
    try {
      const status = await this.post(target, headers, body);
      if (status >= 200 && status < 300) return done(true, status, null);
      if (status >= 300 && status < 400) return done(false, status, `answered ${status}: redirects are not followed`);
      return done(false, status, `answered ${status}`);
    } catch (error) {
      return done(false, null, (error as Error).message || String(error));
    }
  }

  private post(target: CheckedTarget, headers: Record<string, string>, body: string): Promise<number> {
    const secure = target.url.protocol === 'https:';
    // The connection goes to the address just checked, never to a second lookup's answer.
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if ((options as { all?: boolean }).all)
        (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
          { address: target.address, family: target.family },
        ]);
      else callback(null, target.address, target.family);
    };
    const timeoutMs = this.options.config.WEBHOOK_TIMEOUT_SECONDS * 1000;
    // The rest of a batch after stop() sends nothing (its events stay due).
    if (this.stopped) return Promise.reject(new Error('the instance is stopping'));
    return new Promise((resolve, reject) => {
      // The attempt's bound: one timer, cleared with the answer (AbortSignal.timeout and .any per
      // request were 3 % of the PATCH-with-a-webhook row's CPU). stop() ends the attempts under way.
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.requests.delete(request);
        settle();
      };
      const request = (secure ? https : http).request(
        target.url,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          agent: secure ? this.agents.https : this.agents.http,
          lookup: pinned,
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_RESPONSE_BYTES) response.destroy();
          });
          const answered = () => finish(() => resolve(response.statusCode ?? 0));
          response.on('end', answered);
          response.on('close', answered);
          response.on('error', answered);
        },
      );
      const timer = setTimeout(() => request.destroy(new Error(`no answer within ${this.options.config.WEBHOOK_TIMEOUT_SECONDS} s`)), timeoutMs).unref();
      this.requests.add(request);
      request.on('error', (error: Error) => finish(() => reject(error)));
      request.end(body);
    });
  }
}

/** A pattern list matches a type: `*`, `product_list.*` or the type itself. */
export function matches(patterns: readonly string[], type: string): boolean {
  return patterns.some((pattern) => pattern === '*' || pattern === type || (pattern.endsWith('.*') && type.startsWith(pattern.slice(0, -1))));
}

/** About 1 s after the first failure, doubling after each, with ±25 % jitter, at most `maxSeconds`. */
export function retryDelayMs(attempts: number, maxSeconds: number): number {
  const base = Math.min(maxSeconds * 1000, 1000 * 2 ** Math.min(attempts - 1, 30));
  return Math.round(base * (0.75 + Math.random() * 0.5));
}
