/**
 * `npm run soak [-- --seconds 60] [--pg] [--workers 16]`: a mixed read/write load on the service
 * as shipped (its own process, `npm start`'s node flags) for a bounded time, printing throughput,
 * p99 and errors every 10 s, and the service's RSS at start and end. It fails (exit 1) on any
 * error, or when RSS has not settled: the second half of the run may not grow it by more than
 * SETTLE_MIB (README, "Soak").
 *
 * The mix is the benchmark's working day (bench/working-day.ts): 48 buyers of two organizations
 * on their own and shared lists, 50 % detail, 15 % search, 20 % PATCH, 5 % create, 5 % delete of a
 * list they created, 5 % GET /account/me; afterwards the state is checked (every acknowledged
 * create there, every acknowledged delete gone). Everything on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { killAllChildren } from './processes.js';
import { seedDatabase, withPostgresDatabase } from './seed.js';
import { loginHeaders, startService } from './service.js';
import { WorkingDay } from './working-day.js';

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

interface Window {
  requests: number;
  errors: number;
  latencies: number[];
}

async function soak(databaseUrl: string): Promise<boolean> {
  console.log(`seeding ${PG_URL ? 'PostgreSQL' : 'SQLite'}…`);
  const seeded = await seedDatabase(databaseUrl, { listsPerOrganization: [5_000, 500], employeesPerOrganization: 60, maxItems: 20 });
  const service = await startService(databaseUrl, seeded);
  try {
    const day = await WorkingDay.start(seeded, (email) => loginHeaders(service.url, email));
    const windows: Window[] = [];
    let current: Window = { requests: 0, errors: 0, latencies: [] };
    const firstErrors: string[] = [];

    const request = async () => {
      const next = day.next();
      const started = performance.now();
      try {
        const response = await fetch(`${service.url}${next.path}`, {
          method: next.method,
          headers: next.headers,
          body: next.body,
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        current.latencies.push(performance.now() - started);
        current.requests += 1;
        next.answered(response.status, text);
        if (response.status >= 300) {
          current.errors += 1;
          if (firstErrors.length < 5) firstErrors.push(`${next.method} ${next.path}: ${response.status} ${text.slice(0, 200)}`);
        }
      } catch (error) {
        current.requests += 1;
        current.errors += 1;
        if (firstErrors.length < 5) firstErrors.push(`${next.method} ${next.path}: ${String(error)}`);
      }
    };

    const deadline = Date.now() + SECONDS * 1000;
    const worker = async () => {
      while (Date.now() < deadline) await request();
    };

    const rss: number[] = [service.takeRecentPeakMiB()];
    console.log(`soaking ${SECONDS} s with ${WORKERS} concurrent clients; RSS at start ${rss[0]!.toFixed(0)} MiB\n`);
    console.log('   time   req/s   p99 ms   errors   RSS MiB');
    const ticker = setInterval(() => {
      windows.push(current);
      current = { requests: 0, errors: 0, latencies: [] };
      const window = windows.at(-1)!;
      rss.push(service.takeRecentPeakMiB());
      console.log(
        `${String(windows.length * WINDOW_SECONDS).padStart(5)} s ${String(Math.round(window.requests / WINDOW_SECONDS)).padStart(7)} ${p99(window.latencies).toFixed(1).padStart(8)} ${String(window.errors).padStart(8)} ${rss.at(-1)!.toFixed(0).padStart(9)}`,
      );
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
    console.log(
      `\n${requests} requests in ${SECONDS} s: ${Math.round(requests / SECONDS)} req/s, p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${p99(all).toFixed(1)} ms, errors ${errors}`,
    );
    console.log(
      `RSS: start ${rss[0]!.toFixed(0)} MiB, middle ${middle.toFixed(0)} MiB, end ${end.toFixed(0)} MiB, peak ${service.memory().peakMiB.toFixed(0)} MiB: ${settled ? 'settled' : `grew ${(end - middle).toFixed(0)} MiB in the second half (more than ${SETTLE_MIB})`}`,
    );
    for (const line of firstErrors) console.log(`  error: ${line}`);
    const checked = await day.check(service.url);
    console.log(`State checked: ${checked.present} created lists there, ${checked.gone} deleted ones gone, ${checked.wrong.length} not as acknowledged`);
    for (const line of checked.wrong.slice(0, 10)) console.log(`  ${line}`);
    return errors === 0 && settled && checked.wrong.length === 0;
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
