/**
 * `npm run soak [-- --seconds 60] [--pg] [--workers 16]`: a mixed read/write load on the service
 * as shipped (its own process, `npm start`'s node flags) for a bounded time, printing throughput,
 * p99 and errors every 10 s, and the service's RSS at start and end. It fails (exit 1) on any
 * error, or when RSS has not settled: the second half of the run may not grow it by more than
 * SETTLE_MIB (README, "Soak").
 *
 * The mix, per request: 55 % GET detail of a list of the organization, 15 % search (page 1–5),
 * 15 % PATCH (an item added to or changed in one of 50 lists of the run's own), 5 % create, 5 %
 * delete of a list the run created for it, 5 % GET /account/me. Everything on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { killAllChildren } from './processes.js';
import { seedDatabase, withPostgresDatabase } from './seed.js';
import { loginHeaders, startService } from './service.js';

function option(name: string, fallback: number, max: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 1 || value > max) throw new Error(`--${name}: a number from 1 to ${max}`);
  return value;
}

const SECONDS = option('seconds', 60, 3600);
const WORKERS = option('workers', 16, 256);
const PG_URL = process.argv.includes('--pg') ? process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' : undefined;
/** The second half of the run may grow RSS by at most this much. */
const SETTLE_MIB = 24;
const WINDOW_SECONDS = 10;

interface Window { requests: number; errors: number; latencies: number[] }

async function soak(databaseUrl: string): Promise<boolean> {
  console.log(`seeding ${PG_URL ? 'PostgreSQL' : 'SQLite'}…`);
  const seeded = await seedDatabase(databaseUrl, { listsPerOrganization: [5_000, 500], employeesPerOrganization: 20, maxItems: 20 });
  const service = await startService(databaseUrl, seeded);
  try {
    const headers = { ...(await loginHeaders(service.url, seeded.adminEmail)), 'content-type': 'application/json' };
    const readIds = seeded.readListIds;
    // PATCH targets (never deleted) and lists created only to be deleted, apart so that no PATCH meets a delete.
    const own: string[] = [];
    const disposable: string[] = [];
    let sequence = 0;
    const windows: Window[] = [];
    let current: Window = { requests: 0, errors: 0, latencies: [] };
    const firstErrors: string[] = [];

    const request = async (method: string, path: string, body?: unknown, expected = [200]) => {
      const started = performance.now();
      try {
        const response = await fetch(`${service.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
        const text = await response.text();
        current.latencies.push(performance.now() - started);
        current.requests += 1;
        if (!expected.includes(response.status)) {
          current.errors += 1;
          if (firstErrors.length < 5) firstErrors.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
          return undefined;
        }
        return text === '' ? undefined : JSON.parse(text);
      } catch (error) {
        current.requests += 1;
        current.errors += 1;
        if (firstErrors.length < 5) firstErrors.push(`${method} ${path}: ${String(error)}`);
        return undefined;
      }
    };

    const deadline = Date.now() + SECONDS * 1000;
    const worker = async () => {
      while (Date.now() < deadline) {
        sequence += 1;
        const pick = sequence % 20;
        if (pick < 11) await request('GET', `/store-api/product-lists/detail/${readIds[sequence % readIds.length]}`);
        else if (pick < 14) await request('POST', '/store-api/product-lists', { page: 1 + (sequence % 5), limit: 25, sort: [{ field: 'updatedAt', order: 'DESC' }] });
        else if (pick < 17 && own.length > 0) await request('PATCH', `/store-api/product-lists/${own[sequence % own.length]}`, { lineItems: [{ productId: `S-${sequence % 40}`, quantity: 1 + (sequence % 9) }] });
        else if (pick < 18 || own.length < 20) {
          const created = await request('POST', '/store-api/product-lists/create', { name: `Soak ${sequence}`, lineItems: [{ productId: 'S-0' }] }, [201]);
          if (created?.id) (own.length < 50 ? own : disposable).push(created.id);
        } else if (pick < 19) {
          const id = disposable.shift();
          if (id) await request('DELETE', `/store-api/product-lists/${id}`, undefined, [204]);
        } else await request('GET', '/store-api/account/me');
      }
    };

    const rss: number[] = [service.takeRecentPeakMiB()];
    console.log(`soaking ${SECONDS} s with ${WORKERS} concurrent clients; RSS at start ${rss[0]!.toFixed(0)} MiB\n`);
    console.log('   time   req/s   p99 ms   errors   RSS MiB');
    const ticker = setInterval(() => {
      windows.push(current);
      current = { requests: 0, errors: 0, latencies: [] };
      const window = windows.at(-1)!;
      rss.push(service.takeRecentPeakMiB());
      console.log(`${String(windows.length * WINDOW_SECONDS).padStart(5)} s ${String(Math.round(window.requests / WINDOW_SECONDS)).padStart(7)} ${p99(window.latencies).toFixed(1).padStart(8)} ${String(window.errors).padStart(8)} ${rss.at(-1)!.toFixed(0).padStart(9)}`);
    }, WINDOW_SECONDS * 1000);
    await Promise.all(Array.from({ length: WORKERS }, worker));
    clearInterval(ticker);
    windows.push(current);
    rss.push(service.takeRecentPeakMiB());

    const all = windows.flatMap((window) => window.latencies);
    const requests = windows.reduce((sum, window) => sum + window.requests, 0);
    const errors = windows.reduce((sum, window) => sum + window.errors, 0);
    const middle = rss[Math.floor(rss.length / 2)]!;
    const end = rss.at(-1)!;
    const settled = end - middle <= SETTLE_MIB;
    console.log(`\n${requests} requests in ${SECONDS} s: ${Math.round(requests / SECONDS)} req/s, p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${p99(all).toFixed(1)} ms, errors ${errors}`);
    console.log(`RSS: start ${rss[0]!.toFixed(0)} MiB, middle ${middle.toFixed(0)} MiB, end ${end.toFixed(0)} MiB, peak ${service.memory().peakMiB.toFixed(0)} MiB: ${settled ? 'settled' : `grew ${(end - middle).toFixed(0)} MiB in the second half (more than ${SETTLE_MIB})`}`);
    for (const line of firstErrors) console.log(`  error: ${line}`);
    return errors === 0 && settled;
  } finally {
    await service.stop();
  }
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}
const p99 = (values: number[]) => percentile(values, 0.99);

let ok = false;
try {
  if (PG_URL) {
    ok = await withPostgresDatabase(PG_URL, soak);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'store-api-soak-'));
    try {
      ok = await soak(`sqlite:${join(dir, 'soak.sqlite')}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  killAllChildren();
}
process.exit(ok ? 0 : 1);
