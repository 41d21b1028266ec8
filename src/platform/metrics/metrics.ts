import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import { answerCacheOf } from '../fast/answer-cache.js';

/** What the features count, read at each scrape: main/app.ts gathers them, so the platform names no feature. */
export interface FeatureCounts {
  /** Reads batched into one statement per batch, by read: statements sent and keys they answered. */
  readBatches(): Record<string, { statements: number; keys: number }>;
  /** Reads answered from memory (SQLite, or PostgreSQL served alone), by memo: hits and misses; undefined where none is kept. */
  memoryReads(): Record<string, { hits: number; misses: number } | undefined>;
}

type Samples = [Record<string, string>, number][];
/** Defines a metric read from a part's own counters when Prometheus scrapes. */
type Define = (name: string, help: string, read: () => Samples) => void;
interface Definers {
  counter: Define;
  gauge: Define;
}

const one = (value: number): Samples => [[{}, value]];

/**
 * Prometheus metrics (docs/contract.md §8, Operations) on a listener of their own (METRICS_PORT), so they
 * never pass the balancer or live under /store-api. Requests are timed by route pattern and status
 * (`_count` of the histogram counts them); everything else is read from the parts' own counters
 * when Prometheus scrapes, so it costs the requests nothing. Off unless METRICS_PORT is set: the
 * timing hook then does not exist.
 */
export function installMetrics(app: FastifyInstance, database: DatabaseHandle, features: FeatureCounts): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  timeRequests(app, registry);
  const define = definersOn(registry);
  databaseMetrics(define, database);
  readMetrics(define, app, features);
  processMetrics(define, app);
  return registry;
}

/** Every request, by method, route pattern and status, and how long it took. */
function timeRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Histogram({
    name: 'store_api_http_request_duration_seconds',
    help: 'Requests by method, route pattern and status, and how long they took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths share one label: a scan of random URLs cannot grow the series without end.
    requests.labels(request.method, request.routeOptions.url ?? 'unmatched', String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    done();
  });
}

function definersOn(registry: Registry): Definers {
  const labelNames = (read: () => Samples) => [...new Set(read().flatMap(([labels]) => Object.keys(labels)))];
  return {
    counter(name, help, read) {
      // The parts count on their own; a scrape moves the counter by what they counted since.
      const seen = new Map<string, number>();
      new Counter({
        name,
        help,
        labelNames: labelNames(read),
        registers: [registry],
        collect() {
          for (const [labels, value] of read()) {
            const key = JSON.stringify(labels);
            const delta = value - (seen.get(key) ?? 0);
            seen.set(key, value);
            if (delta > 0) this.inc(labels, delta);
          }
        },
      });
    },
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        labelNames: labelNames(read),
        registers: [registry],
        collect() {
          for (const [labels, value] of read()) this.set(labels, value);
        },
      });
    },
  };
}

/** Statements, the writer, PostgreSQL's pool, SQLite's WAL. */
function databaseMetrics({ counter, gauge }: Definers, database: DatabaseHandle): void {
  const { stats, writer, wal } = database;
  counter('store_api_db_statements_total', 'Statements sent to the database.', () => one(stats.statements));
  gauge('store_api_db_writer_units', 'Units of work (writes) waiting or under way.', () => one(writer.stats.queued()));
  counter('store_api_db_writer_units_total', 'Units of work (writes) done.', () => one(writer.stats.units));
  counter('store_api_db_writer_conflicts_total', 'Units of work that met a deadlock or serialization failure and ran again (PostgreSQL).', () =>
    one(writer.stats.conflicts),
  );
  counter(
    'store_api_db_writer_replays_total',
    'Write batches rolled back and run again unit by unit because one of their units failed (a batch runs without savepoints first).',
    () => one(writer.stats.replays),
  );
  counter('store_api_db_writer_transactions_total', 'Write transactions; on SQLite each carries a batch of units (group commit).', () =>
    one(writer.stats.transactions),
  );
  const pool = stats.pool;
  if (pool) {
    gauge('store_api_db_pool_connections', 'PostgreSQL connections by state, and the pool size.', () => [
      [{ state: 'open' }, pool.total()],
      [{ state: 'idle' }, pool.idle()],
      [{ state: 'max' }, pool.size],
    ]);
    gauge('store_api_db_pool_waiting', 'Requests waiting for a PostgreSQL connection.', () => one(pool.waiting()));
    counter('store_api_db_pool_acquires_total', 'PostgreSQL connections taken from the pool.', () => one(pool.acquires));
    counter('store_api_db_pool_wait_seconds_total', 'Time spent waiting for PostgreSQL connections.', () => one(pool.waitSeconds));
  }
  if (wal) {
    counter('store_api_sqlite_wal_syncs_total', 'Disk syncs of the SQLite WAL (one per group commit or fewer).', () => one(wal.stats.syncs));
    counter('store_api_sqlite_checkpoints_total', 'Checkpoints of the SQLite WAL.', () => one(wal.stats.checkpoints));
  }
}

/** Batched session reads, the answer cache, reads answered from memory. */
function readMetrics({ counter, gauge }: Definers, app: FastifyInstance, features: FeatureCounts): void {
  counter('store_api_db_read_statements_total', 'Statements of the session reads (one per batch on PostgreSQL).', () =>
    Object.entries(features.readBatches()).map(([read, batch]) => [{ read }, batch.statements]),
  );
  counter('store_api_db_read_keys_total', 'Session reads answered by those statements (keys / statements = batch size).', () =>
    Object.entries(features.readBatches()).map(([read, batch]) => [{ read }, batch.keys]),
  );

  const cache = answerCacheOf(app);
  counter('store_api_answer_cache_requests_total', 'Answer cache lookups by result.', () => [
    [{ result: 'hit' }, cache.stats.hits],
    [{ result: 'miss' }, cache.stats.misses],
  ]);
  gauge('store_api_answer_cache_bytes', 'Bytes of answers kept (ANSWER_CACHE_MIB).', () => one(cache.size.bytes));
  gauge('store_api_answer_cache_entries', 'Answers kept.', () => one(cache.size.entries));
  if (app.epochs) {
    const epochs = app.epochs;
    gauge(
      'store_api_memory_reads_enabled',
      '1 while reads may be answered from memory: SQLite served by this process, PostgreSQL served by this instance alone.',
      () => one(epochs.servesAlone ? 1 : 0),
    );
    counter(
      'store_api_memory_reads_total',
      'SQLite, or PostgreSQL served by one instance alone: sessions, list rows and revisions answered from memory (hit) or read (miss).',
      () =>
        Object.entries(features.memoryReads()).flatMap(([memo, counts]) =>
          counts
            ? ([
                [{ memo, result: 'hit' }, counts.hits],
                [{ memo, result: 'miss' }, counts.misses],
              ] as [Record<string, string>, number][])
            : [],
        ),
    );
  }
}

/** Password hashing, draining, live event streams. */
function processMetrics({ counter, gauge }: Definers, app: FastifyInstance): void {
  const passwords = app.passwords.stats;
  gauge('store_api_password_hash_queue', 'Password hashes and verifications waiting for a hashing thread.', () => one(passwords.queued()));
  gauge('store_api_password_hash_running', 'Password hashes and verifications under way.', () => one(passwords.running()));
  counter('store_api_password_hashes_total', 'Password hashes and verifications done.', () => one(passwords.completed));
  gauge('store_api_draining', '1 while the instance drains after SIGTERM.', () => one(app.shutdown.draining ? 1 : 0));
  const events = app.listEvents;
  gauge('store_api_event_streams', 'Open list event streams (GET …/events) of this instance; at most EVENTS_MAX_STREAMS.', () => one(events.streams));
  counter('store_api_event_streams_opened_total', 'Event streams opened on this instance.', () => one(events.stats.streamsOpened));
  counter('store_api_event_streams_refused_total', 'Event streams refused because the instance served EVENTS_MAX_STREAMS (503).', () =>
    one(events.stats.streamsRefused),
  );
  counter('store_api_list_events_total', 'List events this instance received (from its own writes on SQLite, through LISTEN on PostgreSQL).', () =>
    one(events.stats.eventsReceived),
  );
}

/** `GET /metrics` on its own listener; anything else is a 404. */
export async function listenForMetrics(registry: Registry, host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as { port: number };
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
