import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { measure } from './load.js';
import type { Row } from './report.js';
import { loginHeaders, startService, writeScenarios, type Timing } from './service.js';
import type { SeededDatabase } from './seed.js';

/**
 * Events out (issue 23): the PATCH row again with a webhook subscribed to every list event (the
 * dispatcher delivering in the same process meanwhile), the events delivered per second to a local
 * receiver while that load runs and its backlog drains, and the time from a write's commit
 * (`occurredAt`, written in the transaction) to the receiver at a paced 50 writes/s.
 */
const PACED_WRITES_PER_SECOND = 50;

interface Receiver {
  url: string;
  /** Arrival times (ms, epoch) of each event id's first delivery, and the event's `occurredAt`. */
  arrivals: Map<string, { at: number; occurredAt: number }>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const arrivals = new Map<string, { at: number; occurredAt: number }>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; occurredAt: string };
      if (!arrivals.has(event.id)) arrivals.set(event.id, { at, occurredAt: Date.parse(event.occurredAt) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    arrivals,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const percentile = (sorted: readonly number[], share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

export async function measureWebhooks(server: string, databaseUrl: string, seeded: SeededDatabase, timing: Timing, record: (row: Row) => void): Promise<void> {
  const receiver = await startReceiver();
  const service = await startService(databaseUrl, seeded, [], { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  try {
    const headers = await loginHeaders(service.url, seeded.adminEmail);
    const created = await fetch(`${service.url}/store-api/webhook`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, events: ['product_list.*'] }),
    });
    if (created.status !== 201) throw new Error(`webhook: ${created.status} ${await created.text()}`);
    // Lists of their own, as the PATCH row's were before it grew them (seed.ts, webhookPatchListIds;
    // a seed too small for them shares the PATCH row's).
    const lists = seeded.webhookPatchListIds.length > 0 ? seeded.webhookPatchListIds : seeded.patchListIds;
    const patch = writeScenarios(service.url, seeded, headers, lists)[0]!;
    service.takeRecentPeakMiB();
    const before = receiver.arrivals.size;
    const started = Date.now();
    const row = await measure(
      server,
      { ...patch, key: 'patch-webhook', name: 'PATCH add one line item, a webhook subscribed (delivering meanwhile)' },
      timing.durationSeconds,
      timing.warmupSeconds,
    );
    record({ ...row, rssMiB: service.takeRecentPeakMiB() });
    // Every write of the load (warm-up included) is an event on its way: wait for the backlog, bounded.
    const expected = before + row.total + Math.round(row.requestsPerSecond * timing.warmupSeconds);
    const deadline = Date.now() + 120_000;
    let last = receiver.arrivals.size;
    let lastChange = Date.now();
    while (receiver.arrivals.size < expected && Date.now() < deadline && Date.now() - lastChange < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (receiver.arrivals.size !== last) {
        last = receiver.arrivals.size;
        lastChange = Date.now();
      }
    }
    const drained = Math.max(...[...receiver.arrivals.values()].map((arrival) => arrival.at));
    const deliveries = receiver.arrivals.size - before;
    const seconds = (drained - started) / 1000;
    const throughput: Row = {
      server,
      key: 'webhook-deliveries',
      name: 'Webhook: events delivered to a local receiver (during that load and its backlog)',
      connections: 1,
      durationSeconds: Math.round(seconds),
      requestsPerSecond: deliveries / seconds,
      p50: 0,
      p99: 0,
      max: 0,
      total: deliveries,
      non2xx: 0,
      errors: 0,
      statusCodes: {},
      unit: { perRequest: 1, label: 'events/s' },
    };
    record(throughput);
    process.stdout.write(
      `  ${server.padEnd(10)} ${throughput.name.padEnd(58)} ${String(Math.round(throughput.requestsPerSecond)).padStart(6)} events/s  (${deliveries} in ${seconds.toFixed(1)} s)\n`,
    );

    // Commit to delivery at a pace a receiver keeps up with.
    const pacedFrom = receiver.arrivals.size;
    const ids: string[] = [];
    const pacedStart = performance.now();
    for (let index = 0; performance.now() - pacedStart < timing.durationSeconds * 1000; index += 1) {
      const due = pacedStart + (index * 1000) / PACED_WRITES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const answer = await fetch(`${service.url}/store-api/product-lists/${lists[index % lists.length]}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ lineItems: [{ productId: `HOOK-${index}` }] }),
      });
      if (answer.status === 200) ids.push(String(index));
      await answer.arrayBuffer();
    }
    for (let waited = 0; receiver.arrivals.size < pacedFrom + ids.length && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const delays = [...receiver.arrivals.values()]
      .slice(pacedFrom)
      .map((arrival) => arrival.at - arrival.occurredAt)
      .sort((a, b) => a - b);
    const latency: Row = {
      server,
      key: 'webhook-latency',
      name: `Webhook: commit → delivery at ${PACED_WRITES_PER_SECOND} writes/s`,
      connections: 1,
      durationSeconds: timing.durationSeconds,
      requestsPerSecond: delays.length / timing.durationSeconds,
      p50: percentile(delays, 0.5),
      p99: percentile(delays, 0.99),
      max: delays[delays.length - 1] ?? 0,
      total: delays.length,
      non2xx: ids.length - delays.length,
      errors: 0,
      statusCodes: {},
      unit: { perRequest: 1, label: 'events/s' },
    };
    record(latency);
    process.stdout.write(
      `  ${server.padEnd(10)} ${latency.name.padEnd(58)} p50 ${latency.p50} ms  p99 ${latency.p99} ms  (${delays.length} of ${ids.length} delivered)\n`,
    );
  } finally {
    await service.stop();
    await receiver.close();
  }
}
