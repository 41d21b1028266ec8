import type { AccessChanged } from '../fast/freshness.js';
import { atBatchEnd } from '../fast/batch-end.js';
import type pg from 'pg';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Trx } from '../db/database.js';
import { loadPg } from '../db/dialect.js';

/**
 * Live changes of product lists (docs/contract.md §9): every committed write of a list becomes one
 * event carrying the list's new version and what changed, handed to every open stream of that list
 * on every instance.
 *
 * - PostgreSQL: the write's own transaction sends it with `pg_notify` (in the statement that
 *   finishes the write, product-list.write-statements.ts), so it leaves only if the write commits,
 *   and every instance LISTENing receives the events of all writers in commit order (one
 *   connection per instance; no server besides the database).
 * - MariaDB with REDIS_URL: once the write has committed, its instance publishes the event on a
 *   Redis channel every instance subscribes to (MariaDB has no LISTEN/NOTIFY). Events of one list
 *   written through two instances in the same moment may arrive crossed: a stream then sees a
 *   version skipped and tells its client to reload (`reset`), never a change silently lost.
 * - SQLite, and MariaDB without Redis (one instance): the event is handed over in process once the
 *   write has committed.
 *
 * Each instance keeps the latest events of the lists it streams, and of those it streamed in the
 * last 5 minutes (bounded in bytes), so that a stream that reconnects with `Last-Event-ID` gets
 * what it missed; when they are no longer there (or the stream reconnects to an instance that did
 * not stream the list), it gets a `reset` event: reload the list.
 */

export const LIST_EVENTS_CHANNEL = 'store_api_list_events';
/** The notification that the organization's reach changed (no list event: nothing is sent to streams but `revoked`). */
const ACCESS_CHANGED = 'access.changed';

/** What travels on the channel: a list's event, or the notice that the organization's reach changed. */
type Notice = ListEvent | { type: typeof ACCESS_CHANGED; organizationId: string };

/** What a change did, in the words of the events (`changes`). */
export type ChangeKind = 'items.added' | 'items.changed' | 'items.removed' | 'items.reordered' | 'renamed' | 'described' | 'shared' | 'deleted';

/** The data of a `list.changed` or `list.deleted` event as a stream sends it. */
export interface ListEventData {
  listId: string;
  version: number;
  updatedAt: string;
  updatedBy: string;
  changes: ChangeKind[];
  /** The product ids the change added, changed and removed (at most MAX_IDS_PER_KIND each). */
  items?: { added: string[]; changed: string[]; removed: string[] };
  /** false when `items` could not name every product (large imports): reload the list for the details. */
  complete: boolean;
}

export interface ListEvent {
  type: 'list.changed' | 'list.deleted';
  organizationId: string;
  data: ListEventData;
}

/** What a write changed, gathered while it runs. */
export interface ListChangeNotes {
  added: string[];
  changed: string[];
  removed: string[];
  reordered: boolean;
  renamed: boolean;
  described: boolean;
  shared: boolean;
}

export const noChanges = (): ListChangeNotes => ({ added: [], changed: [], removed: [], reordered: false, renamed: false, described: false, shared: false });

const MAX_IDS_PER_KIND = 100;
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; events stay well below. */
const MAX_PAYLOAD_BYTES = 7_000;

/** An event of a write, without its version (known once the write finishes the list). */
export function eventOf(
  type: ListEvent['type'],
  organizationId: string,
  listId: string,
  at: string,
  by: string,
  notes: ListChangeNotes,
): Omit<ListEvent, 'data'> & { data: Omit<ListEventData, 'version'> } {
  const changes: ChangeKind[] = [];
  if (type === 'list.deleted') changes.push('deleted');
  if (notes.added.length > 0) changes.push('items.added');
  if (notes.changed.length > 0) changes.push('items.changed');
  if (notes.removed.length > 0) changes.push('items.removed');
  if (notes.reordered) changes.push('items.reordered');
  if (notes.renamed) changes.push('renamed');
  if (notes.described) changes.push('described');
  if (notes.shared) changes.push('shared');
  const hasItems = notes.added.length + notes.changed.length + notes.removed.length > 0;
  let complete = [notes.added, notes.changed, notes.removed].every((ids) => ids.length <= MAX_IDS_PER_KIND);
  let items = hasItems
    ? { added: notes.added.slice(0, MAX_IDS_PER_KIND), changed: notes.changed.slice(0, MAX_IDS_PER_KIND), removed: notes.removed.slice(0, MAX_IDS_PER_KIND) }
    : undefined;
  if (items && Buffer.byteLength(JSON.stringify(items)) > MAX_PAYLOAD_BYTES - 1_000) {
    items = undefined;
    complete = false;
  }
  return { type, organizationId, data: { listId, updatedAt: at, updatedBy: by, changes, ...(items ? { items } : {}), complete } };
}

/**
 * The NOTIFY payload of an event around its version: `prefix + version + suffix` is the event as
 * JSON. The statement finishing the write puts the version it wrote in between.
 */
export function payloadAround(event: ReturnType<typeof eventOf>): { prefix: string; suffix: string } {
  const text = JSON.stringify(withVersion(event, 0));
  const marker = '"version":0';
  const at = text.indexOf(marker);
  return { prefix: text.slice(0, at + marker.length - 1), suffix: text.slice(at + marker.length) };
}

export function withVersion(event: ReturnType<typeof eventOf>, version: number): ListEvent {
  const { listId, ...rest } = event.data;
  return { type: event.type, organizationId: event.organizationId, data: { listId, version, ...rest } };
}

/** One open stream of a list. */
export interface ListSubscriber {
  organizationId: string;
  listId: string;
  /** An event of the list, in commit order (the subscriber drops what it sent already). */
  deliver(event: ListEvent, frame: string): void;
  /** The events of this instance may have gaps (its LISTEN connection was lost): reload. */
  reset(): void;
  /** Access may have changed (the list's shares did): check it now. */
  recheck(): void;
}

export class TooManyStreams extends Error {}

export interface ListEventHubOptions {
  maxStreams: number;
  /** Memory for recent events, for streams resuming with Last-Event-ID. */
  historyBytes?: number;
  /** PostgreSQL: LISTEN here (a connection of its own). Absent: events of this process only (SQLite). */
  databaseUrl?: string;
  /** MariaDB: publish committed events on this Redis connection (the instance's own) and hear every instance's on a duplicate of it. */
  redis?: Redis;
  /** The Redis channel: one per database, so that deployments sharing a Redis never hear each other. */
  redisChannel?: string;
  log?: FastifyBaseLogger;
}

/** Sends a notice on the events' channel with the transaction's commit (PostgreSQL). */
async function notifyIn(trx: Trx, notice: Notice): Promise<void> {
  await sql`select pg_notify(${LIST_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`.execute(trx);
}

/** The SSE frame of an event. */
const frameOf = (event: ListEvent) => `id: ${event.data.version}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** How long a list's events are kept after its last stream on this instance ended (for reconnects). */
const WATCHED_MS = 5 * 60_000;

export class ListEventHub {
  private readonly subscribers = new Map<string, Set<ListSubscriber>>();
  /**
   * Per watched list, its latest events' versions and frames in version order (a Map keeps
   * insertion order: the first is the least recently changed). Only lists with a stream on this
   * instance, or one within WATCHED_MS: a stream resumes where one was, and writes of lists nobody
   * watches cost no memory.
   */
  private readonly history = new Map<string, { versions: number[]; frames: string[] }>();
  /** Lists whose last stream here ended, until when their history is kept. */
  private readonly recentlyWatched = new Map<string, number>();
  private historySize = 0;
  private readonly historyBytes: number;
  private streamCount = 0;
  private listener: pg.Client | undefined;
  /** Redis (MariaDB): the connection events are published on, and the one subscribed to them. */
  private publisher: Redis | undefined;
  private redisSubscriber: Redis | undefined;
  private redisHeard = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  /** For /metrics and the benchmark. */
  readonly stats = { streamsOpened: 0, streamsRefused: 0, eventsReceived: 0 };

  constructor(private readonly options: ListEventHubOptions) {
    this.historyBytes = options.historyBytes ?? 8 * 1024 * 1024;
  }

  get streams(): number {
    return this.streamCount;
  }

  get maxStreams(): number {
    return this.options.maxStreams;
  }

  private get redisChannel(): string {
    return this.options.redisChannel ?? LIST_EVENTS_CHANNEL;
  }

  /** Whether events travel through PostgreSQL (then the write's statement sends them). */
  get throughDatabase(): boolean {
    return this.options.databaseUrl !== undefined;
  }

  /** PostgreSQL: opens the LISTEN connection (and keeps it open: reconnects, telling streams to reload). */
  async start(): Promise<void> {
    if (this.options.databaseUrl) await this.listen();
    else if (this.options.redis) await this.subscribeRedis(this.options.redis);
  }

  /**
   * Redis (MariaDB): events are published on the instance's connection, and heard on a duplicate
   * subscribed to the channel (a subscribed connection does nothing else; ioredis subscribes again
   * after a reconnect). While the subscription is down, events committed meanwhile never reach this
   * instance: its streams get a `reset` when it is lost.
   */
  private async subscribeRedis(redis: Redis): Promise<void> {
    const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
    subscriber.on('error', (error) => this.options.log?.warn({ err: error }, 'list events: Redis subscription failed'));
    subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== this.redisChannel) return;
      try {
        this.receive(JSON.parse(payload) as Notice);
      } catch (error) {
        this.options.log?.warn({ err: error }, 'list events: unreadable message');
      }
    });
    subscriber.on('close', () => {
      if (!this.redisHeard || this.closed) return;
      this.redisHeard = false;
      this.resetAll();
    });
    subscriber.on('ready', () => {
      this.redisHeard = true;
    });
    this.redisSubscriber = subscriber;
    this.publisher = redis;
    await subscriber.subscribe(this.redisChannel);
    this.redisHeard = true;
  }

  /** Redis: a committed change for every instance; should Redis refuse it, this instance's streams hear it still. */
  private publish(notice: Notice): void {
    this.publisher!.publish(this.redisChannel, JSON.stringify(notice)).catch((error: unknown) => {
      this.options.log?.warn({ err: error }, 'list events: not published on Redis');
      this.receive(notice);
    });
  }

  /**
   * One LISTEN connection. Lost (the server restarted, a failover), it is opened again, every
   * 0.5 s at first and at most every 10 s, until it is back; the streams get a `reset` at once,
   * since events committed meanwhile never reach this instance.
   */
  private async listen(): Promise<void> {
    const client = new (loadPg().Client)({ connectionString: this.options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== LIST_EVENTS_CHANNEL || !message.payload) return;
      try {
        this.receive(JSON.parse(message.payload) as Notice);
      } catch (error) {
        this.options.log?.warn({ err: error }, 'list events: unreadable notification');
      }
    });
    client.on('error', (error) => this.options.log?.warn({ err: error }, 'list events: LISTEN connection failed'));
    client.on('end', () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      if (this.closed) return;
      this.resetAll();
      this.reconnect(500);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIST_EVENTS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.listener = client;
  }

  private reconnect(delayMs: number): void {
    this.reconnectTimer = setTimeout(() => {
      this.listen().catch((error) => {
        this.options.log?.warn({ err: error }, 'list events: LISTEN connection not back yet');
        if (!this.closed) this.reconnect(Math.min(delayMs * 2, 10_000));
      });
    }, delayMs);
    this.reconnectTimer.unref();
  }

  /** Whether this instance hears other instances' events now (LISTEN on PostgreSQL, Redis on MariaDB), for tests and readiness of the feature. */
  get listening(): boolean {
    return this.listener !== undefined || this.redisHeard;
  }

  /** For writes that do not finish a list (its deletion): NOTIFY inside the write's transaction. */
  async notifyIn(trx: Trx, event: ListEvent): Promise<void> {
    if (!this.throughDatabase) return;
    await notifyIn(trx, event);
  }

  /**
   * Who reaches what changed in the organization (freshness.ts, touch: an employee or a unit
   * moved, a unit deleted, sessions restricted): every stream of its lists checks its access
   * again, on every instance, once the write commits. PostgreSQL: sent inside the write's
   * transaction, so it leaves only with the commit; SQLite: in process, after the commit.
   */
  readonly accessChanged: AccessChanged = async (trx, organizationId) => {
    if (this.throughDatabase) {
      await notifyIn(trx, { type: ACCESS_CHANGED, organizationId });
      return;
    }
    const tell = () => (this.publisher ? this.publish({ type: ACCESS_CHANGED, organizationId }) : this.recheckOrganization(organizationId));
    const batch = atBatchEnd(trx);
    if (batch) batch.afterCommit(`access|${organizationId}`, tell);
    else tell();
  };

  private recheckOrganization(organizationId: string): void {
    for (const subscribers of this.subscribers.values()) {
      for (const subscriber of subscribers) if (subscriber.organizationId === organizationId) subscriber.recheck();
    }
  }

  /** After a write committed: published on Redis (MariaDB), or in process (SQLite); through PostgreSQL it arrives by LISTEN. */
  committed(event: ListEvent | undefined): void {
    if (!event || this.throughDatabase) return;
    if (this.publisher) this.publish(event);
    else this.receive(event);
  }

  private receive(event: Notice): void {
    if (event.type === ACCESS_CHANGED) {
      this.recheckOrganization(event.organizationId);
      return;
    }
    this.stats.eventsReceived += 1;
    const subscribers = this.subscribers.get(event.data.listId);
    if (!subscribers && !this.watchedLately(event.data.listId)) return;
    const frame = frameOf(event);
    this.remember(event, frame);
    if (!subscribers) return;
    for (const subscriber of subscribers) {
      if (subscriber.organizationId !== event.organizationId) continue;
      subscriber.deliver(event, frame);
      if (event.data.changes.includes('shared')) subscriber.recheck();
    }
  }

  private watchedLately(listId: string): boolean {
    const until = this.recentlyWatched.get(listId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.recentlyWatched.delete(listId);
    this.history.delete(listId);
    return false;
  }

  private remember(event: ListEvent, frame: string): void {
    const id = event.data.listId;
    let entry = this.history.get(id);
    if (entry) this.history.delete(id);
    else entry = { versions: [], frames: [] };
    this.history.set(id, entry);
    entry.versions.push(event.data.version);
    entry.frames.push(frame);
    this.historySize += frame.length;
    while (this.historySize > this.historyBytes) {
      const [oldestId, oldest] = this.history.entries().next().value as [string, { versions: number[]; frames: string[] }];
      const dropped = oldest.frames.shift();
      oldest.versions.shift();
      this.historySize -= dropped?.length ?? 0;
      if (oldest.versions.length === 0) this.history.delete(oldestId);
      if (dropped === undefined) break;
    }
  }

  /**
   * The frames a stream that saw `since` missed up to `current` (the version it read), or
   * undefined when this instance does not hold every one of them (then: reset).
   */
  missedSince(listId: string, since: number, current: number): string[] | undefined {
    if (since === current) return [];
    // Ahead of the list (another list of the same id once, or a made-up id): reload.
    if (since > current) return undefined;
    const entry = this.history.get(listId);
    if (!entry) return undefined;
    const first = entry.versions.indexOf(since + 1);
    if (first < 0) return undefined;
    const frames: string[] = [];
    let expected = since + 1;
    for (let index = first; index < entry.versions.length && expected <= current; index += 1) {
      if (entry.versions[index] !== expected) return undefined;
      frames.push(entry.frames[index]!);
      expected += 1;
    }
    return expected > current ? frames : undefined;
  }

  /** Registers a stream; throws TooManyStreams past the instance's bound. Answers its removal. */
  subscribe(subscriber: ListSubscriber): () => void {
    if (this.closed || this.streamCount >= this.options.maxStreams) {
      this.stats.streamsRefused += 1;
      throw new TooManyStreams(`This instance serves ${this.options.maxStreams} event streams at most.`);
    }
    let set = this.subscribers.get(subscriber.listId);
    if (!set) {
      set = new Set();
      this.subscribers.set(subscriber.listId, set);
    }
    this.recentlyWatched.delete(subscriber.listId);
    set.add(subscriber);
    this.streamCount += 1;
    this.stats.streamsOpened += 1;
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.streamCount -= 1;
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(subscriber.listId) === set) {
        this.subscribers.delete(subscriber.listId);
        this.recentlyWatched.set(subscriber.listId, Date.now() + WATCHED_MS);
        // Lists nobody came back to: dropped, with their events, once this map holds many.
        if (this.recentlyWatched.size > 10_000) for (const id of [...this.recentlyWatched.keys()]) this.watchedLately(id);
      }
    };
  }

  private resetAll(): void {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.reset();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    // The publisher is the instance's own connection, closed with the instance.
    const subscriber = this.redisSubscriber;
    this.redisSubscriber = undefined;
    this.publisher = undefined;
    this.redisHeard = false;
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }
}
