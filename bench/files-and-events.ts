import http from 'node:http';
import { measure } from './load.js';
import type { Row } from './report.js';
import { loginHeaders, startService, type Timing } from './service.js';
import type { SeededDatabase } from './seed.js';

/**
 * Lists in and out as files, and live: an import of 10,000 CSV rows (mode=replace), the export of
 * a 10,000-item list as CSV, and the events per second delivered to 1,000 open streams of one list
 * while it is written to. A service of its own, with room for 10,000 items per list.
 */
export const FILE_ROWS = 10_000;
export const SUBSCRIBERS = 1_000;

async function call(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
  contentType = 'application/json',
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
): Promise<{ status: number; json: any }> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': contentType }) },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const csvOf = (offset: number) =>
  `productId,quantity,note\r\n${Array.from({ length: FILE_ROWS }, (_, index) => `SKU-${offset + index},${(index % 9) + 1},${index % 5 === 0 ? '"note, with comma"' : ''}\r\n`).join('')}`;

export async function measureFilesAndEvents(
  server: string,
  databaseUrl: string,
  seeded: SeededDatabase,
  timing: Timing,
  record: (row: Row) => void,
): Promise<void> {
  const service = await startService(databaseUrl, seeded, [], {
    PRODUCT_LIST_MAX_LINE_ITEMS: String(FILE_ROWS),
    EVENTS_MAX_STREAMS: String(SUBSCRIBERS + 100),
    EVENTS_MAX_STREAMS_PER_SESSION: String(SUBSCRIBERS + 100),
  });
  try {
    const headers = await loginHeaders(service.url, seeded.adminEmail);
    const lists: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const created = await call(`${service.url}/store-api/product-lists/create`, 'POST', headers, JSON.stringify({ name: `Bench file ${index}` }));
      if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.json)}`);
      lists.push(created.json.id);
    }
    const file = csvOf(0);
    const first = await call(`${service.url}/store-api/product-lists/${lists[0]}/import?mode=replace`, 'POST', headers, file, 'text/csv');
    if (first.status !== 200 || first.json.itemCount !== FILE_ROWS) throw new Error(`import: ${first.status} ${JSON.stringify(first.json).slice(0, 300)}`);
    let next = 0;
    const run = async (row: Row) => record({ ...row, rssMiB: service.takeRecentPeakMiB() });
    service.takeRecentPeakMiB();
    await run(
      await measure(
        server,
        {
          key: 'import-10k',
          name: `POST import ${FILE_ROWS.toLocaleString('en-US')} CSV rows (replace)`,
          unit: { perRequest: FILE_ROWS, label: 'rows/s' },
          load: {
            url: `${service.url}/store-api/product-lists/${lists[0]}/import?mode=replace`,
            method: 'POST',
            connections: 4,
            headers: { ...headers, 'content-type': 'text/csv' },
            body: file,
            // Each connection its own list, so imports do not queue on one list's lock.
            setupRequest: (request) => ({ ...request, path: `/store-api/product-lists/${lists[next++ % lists.length]}/import?mode=replace`, body: file }),
          },
        },
        timing.durationSeconds,
        timing.warmupSeconds,
      ),
    );
    await run(
      await measure(
        server,
        {
          key: 'export-10k',
          name: `GET export ${FILE_ROWS.toLocaleString('en-US')} rows as CSV`,
          unit: { perRequest: FILE_ROWS, label: 'rows/s' },
          load: { url: `${service.url}/store-api/product-lists/${lists[0]}/export`, connections: 8, headers },
        },
        timing.durationSeconds,
        timing.warmupSeconds,
      ),
    );
    // A list of its own: the import filled the others to the limit.
    const live = await call(`${service.url}/store-api/product-lists/create`, 'POST', headers, JSON.stringify({ name: 'Bench live' }));
    await run(await measureEvents(server, service.url, headers, live.json.id, timing));
  } finally {
    await service.stop();
  }
}

/**
 * 1,000 streams of one list; writes (PATCH, one at a time, as fast as they are answered) for the
 * duration; every stream counts the events it gets. The figure is events delivered per second
 * (writes × streams), the latency from a write's answer to each stream's event.
 */
async function measureEvents(server: string, url: string, headers: Record<string, string>, listId: string, timing: Timing): Promise<Row> {
  const { port } = new URL(url);
  const sent = new Map<number, number>();
  const delays: number[] = [];
  let delivered = 0;
  let opened = 0;
  const agent = new http.Agent({ keepAlive: false, maxSockets: SUBSCRIBERS + 10 });
  const requests: http.ClientRequest[] = [];
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`only ${opened} of ${SUBSCRIBERS} streams opened in 30 s`)), 30_000);
    for (let index = 0; index < SUBSCRIBERS; index += 1) {
      const request = http.get({ host: '127.0.0.1', port, path: `/store-api/product-lists/${listId}/events`, headers, agent }, (response) => {
        if (response.statusCode !== 200) {
          clearTimeout(deadline);
          reject(new Error(`stream ${index}: ${response.statusCode}`));
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes('event: ready')) {
              opened += 1;
              if (opened === SUBSCRIBERS) {
                clearTimeout(deadline);
                resolve();
              }
            } else if (block.includes('event: list.changed')) {
              delivered += 1;
              const id = /^id: (\d+)$/m.exec(block);
              const at = id ? sent.get(Number(id[1])) : undefined;
              if (at !== undefined && delays.length < 2_000_000) delays.push(performance.now() - at);
            }
          }
        });
      });
      request.on('error', () => undefined);
      requests.push(request);
    }
  });
  const started = performance.now();
  let writes = 0;
  let failed = 0;
  const statusCodes: Record<string, number> = {};
  while (performance.now() - started < timing.durationSeconds * 1000) {
    const before = performance.now();
    const answer = await call(
      `${url}/store-api/product-lists/${listId}`,
      'PATCH',
      headers,
      JSON.stringify({ lineItems: [{ productId: `live-${writes % 50}`, quantity: (writes % 7) + 1 }] }),
    );
    statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
    if (answer.status !== 200) {
      failed += 1;
      continue;
    }
    sent.set(answer.json.version, before);
    writes += 1;
  }
  // The last events are on their way: a moment for them, bounded.
  const expected = writes * SUBSCRIBERS;
  for (let waited = 0; delivered < expected && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - started) / 1000;
  for (const request of requests) request.destroy();
  agent.destroy();
  delays.sort((a, b) => a - b);
  const at = (share: number) => Math.round(delays[Math.min(delays.length - 1, Math.floor(delays.length * share))] ?? 0);
  const lost = expected - delivered;
  const row: Row = {
    server,
    key: 'events-1000',
    name: `Events delivered to ${SUBSCRIBERS.toLocaleString('en-US')} streams (write → event)`,
    connections: SUBSCRIBERS,
    durationSeconds: timing.durationSeconds,
    requestsPerSecond: delivered / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(delays[delays.length - 1] ?? 0),
    total: delivered,
    non2xx: failed + Math.max(0, lost),
    errors: 0,
    statusCodes: { ...statusCodes, ...(lost > 0 ? { lost } : {}) },
  };
  process.stdout.write(
    `  ${server.padEnd(10)} ${row.name.padEnd(58)} ${String(Math.round(row.requestsPerSecond)).padStart(6)} events/s  (${writes} writes × ${SUBSCRIBERS} streams, ${lost} lost)  p50 ${row.p50} ms  p99 ${row.p99} ms\n`,
  );
  return row;
}
