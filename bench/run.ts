/**
 * `npm run bench`: Store API side by side with the limit of its platform (a bare Fastify route)
 * and with what many would write instead (a bare Express route), in one run, under the same load.
 * Everything runs on 127.0.0.1; every load is bounded in time, and so is the whole run.
 * See bench/README.md for what each figure means.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from './load.js';
import { killAllChildren, startProcess } from './processes.js';
import { PROFILED_SCENARIOS, profileScenarios } from './profile.js';
import { formatTable, machine, writeResults, type Row, type ServerMemory } from './report.js';
import { measureScale, SCALE_SIZES } from './scale.js';
import { seedDatabase, withMysqlDatabase, withPostgresDatabase, type SeededDatabase, type SeedOptions } from './seed.js';
import { CLUSTER_SIZES, measureCluster } from './cluster.js';
import { measureService, type Timing } from './service.js';
import { measureFilesAndEvents } from './files-and-events.js';
import { measureWebhooks } from './webhooks.js';
import { measureFloor } from './floor.js';
import { evaluateTargets, formatTargets } from './targets.js';
import { isSelection, wanted, wantsAny } from './selection.js';

const HERE = import.meta.dirname;
const RESULTS_DIR = join(HERE, '..', '..', 'bench', 'results');

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}=${raw}: expected a number ≥ 0`);
  return value;
}

const DURATION = Math.max(1, numberFromEnv('BENCH_DURATION', 10));
const WARMUP = numberFromEnv('BENCH_WARMUP', 2);
const SCALE = process.env.BENCH_SCALE !== '0';
const SCALE_MAX = numberFromEnv('BENCH_SCALE_MAX', 1_000_000);
const CLUSTER = process.argv.includes('--cluster');
const PG_URL = process.env.BENCH_DATABASE_URL || (process.argv.includes('--pg') || CLUSTER ? 'postgres://postgres@127.0.0.1:5432/test' : undefined);
/** `--mariadb`: the service on MariaDB too (BENCH_MYSQL_URL: a user that may create databases). */
const MYSQL_URL = process.env.BENCH_MYSQL_URL || (process.argv.includes('--mariadb') ? 'mysql://root@127.0.0.1:3306/test' : undefined);
const PROFILE = process.argv.includes('--profile');

/** The realistic database of the benchmark: 2 organizations, 500 employees, 20,000 lists of 0–50 items. */
const MAIN_SEED: SeedOptions = { listsPerOrganization: [18_000, 2_000], employeesPerOrganization: 250, maxItems: 50 };

const timing: Timing = { durationSeconds: DURATION, warmupSeconds: WARMUP };
const scaleTiming: Timing = { durationSeconds: Math.max(3, Math.round(DURATION / 2)), warmupSeconds: Math.min(WARMUP, 1) };
const rows: Row[] = [];
const memory: ServerMemory[] = [];
const notes: string[] = [];
const record = (row: Row) => rows.push(row);

/** A rough plan of the run's length, printed first, so a long configuration shows before it runs. */
function estimatedSeconds(): number {
  const each = DURATION + WARMUP;
  const service = 19 * each + DURATION + 50;
  const scaleSteps = SCALE ? SCALE_SIZES.filter((size) => size <= SCALE_MAX).length : 0;
  const scaleSeed = SCALE && SCALE_MAX >= 1_000_000 ? 30 : 5;
  const cluster = CLUSTER ? CLUSTER_SIZES.length * (5 * each + 15) * (MYSQL_URL ? 2 : 1) : 0;
  return (
    3 * each +
    10 +
    service * (1 + (PG_URL ? 1 : 0) + (MYSQL_URL ? 1 : 0)) +
    2 * each * (1 + (PG_URL ? 1 : 0)) +
    (PG_URL ? 30 : 0) +
    (MYSQL_URL ? 60 : 0) +
    cluster +
    scaleSteps * 5 * (scaleTiming.durationSeconds + scaleTiming.warmupSeconds) +
    (scaleSteps ? scaleSeed : 0)
  );
}

// The default keeps a plain run under ten minutes; --pg and --cluster take as long as they need.
const TIME_LIMIT = numberFromEnv('BENCH_TIME_LIMIT', PG_URL || MYSQL_URL ? Math.max(590, Math.ceil(estimatedSeconds() * 1.2)) : 590);

function report(partial: boolean): void {
  const targets = evaluateTargets(rows, memory);
  const lines = [
    '',
    `Store API benchmark, ${new Date().toISOString().slice(0, 10)}: ${machine().cpu}, ${machine().cores} cores, ${machine().memoryGiB} GiB, Node.js ${process.version}; ` +
      `${DURATION} s per row after ${WARMUP} s of warm-up (scale curve: ${scaleTiming.durationSeconds} s), load generator on the same machine${partial ? ' (PARTIAL: the run was cut short)' : ''}`,
    '',
    formatTable(rows),
    '',
    ...memory.map((entry) => `Peak RSS of ${entry.server}: ${entry.peakMiB.toFixed(0)} MiB (${entry.startMiB.toFixed(0)} MiB right after start)`),
    ...notes,
    '',
    formatTargets(targets),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const file = writeResults(RESULTS_DIR, {
    partial,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    scaleDurationSeconds: scaleTiming.durationSeconds,
    rows,
    memory,
    targets,
    notes,
  });
  process.stdout.write(`Results written to ${file}\n`);
}

/** A bare server's one route; `again` marks the second bare Fastify run, at the end. */
async function measureBareServer(server: 'fastify' | 'express', again = false): Promise<void> {
  const started = await startProcess(join(HERE, 'servers', `bare-${server}.js`), []);
  try {
    const name = `GET constant list (20 items)${again ? ', again at the end' : ''}`;
    const row = await measure(server, { key: again ? 'constant-again' : 'constant', name, load: { url: `${started.url}/product-list` } }, DURATION, WARMUP);
    record({ ...row, rssMiB: started.takeRecentPeakMiB() });
    // One client, the platform's cost of a request nothing is batched with (the lone detail read's yardstick).
    if (server === 'fastify' && !again && wanted('detail-lone')) {
      const lone = { key: 'constant-lone', name: 'GET constant list (20 items), one client', load: { url: `${started.url}/product-list`, connections: 1 } };
      record(await measure(server, lone, DURATION, WARMUP));
    }
  } finally {
    await started.stop();
  }
  if (!again) memory.push({ server, ...started.memory() });
}

async function seedAndMeasure(server: string, url: string): Promise<SeededDatabase> {
  const seeded = await seedDatabase(url, MAIN_SEED);
  notes.push(
    `Seeded ${server}: ${seeded.lists.toLocaleString('en-US')} lists, ${seeded.lineItems.toLocaleString('en-US')} line items, ${seeded.employees} employees in ${seeded.seconds.toFixed(1)} s.`,
  );
  process.stdout.write(`  ${notes[notes.length - 1]}\n`);
  memory.push(await measureService(server, url, seeded, timing, record));
  if (wantsAny(['import-10k', 'export-10k', 'events-1000'])) await measureFilesAndEvents(server, url, seeded, timing, record);
  if (wantsAny(['patch-webhook', 'webhook-deliveries', 'webhook-latency'])) await measureWebhooks(server, url, seeded, timing, record);
  return seeded;
}

async function main(dir: string): Promise<void> {
  process.stdout.write(
    `Store API benchmark: ${DURATION} s per row, 50 connections, ${machine().cores} cores (${machine().cpu}); about ${Math.ceil(estimatedSeconds() / 60)} min\n`,
  );
  if (estimatedSeconds() > TIME_LIMIT)
    process.stdout.write(
      `  Warning: this configuration may pass the time limit of ${TIME_LIMIT} s (BENCH_TIME_LIMIT); the run stops there with a partial table.\n`,
    );
  await measureBareServer('fastify');
  if (!isSelection) await measureBareServer('express');
  await seedAndMeasure('sqlite', `sqlite:${join(dir, 'bench.sqlite')}`);
  await measureFloor('sqlite', `sqlite:${join(dir, 'floor.sqlite')}`, timing, record);
  if (PG_URL) {
    await withPostgresDatabase(PG_URL, async (url) => {
      const seeded = await seedAndMeasure('postgres', url);
      // The same database through HAProxy: one instance (what the balancer costs), then three.
      if (CLUSTER) await measureCluster(url, seeded, timing, record);
    });
    await withPostgresDatabase(PG_URL, (url) => measureFloor('postgres', url, timing, record));
  }
  if (MYSQL_URL)
    await withMysqlDatabase(MYSQL_URL, async (url) => {
      const seeded = await seedAndMeasure('mariadb', url);
      if (CLUSTER) await measureCluster(url, seeded, timing, record, { redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379' });
    });
  if (SCALE && !isSelection) memory.push(...(await measureScale(dir, SCALE_MAX, scaleTiming, record)));
  // The reference again, last: the ratios use the mean of both runs, so a drift of the machine shows.
  await measureBareServer('fastify', true);
  report(false);
}

/** `--profile`: the service on SQLite, or on PostgreSQL with `--pg` or MariaDB with `--mariadb` (a fresh database, dropped after). */
async function profile(dir: string): Promise<void> {
  const profileDir = join(RESULTS_DIR, `profiles-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const keys = process.env.BENCH_PROFILE_SCENARIOS?.split(',').filter(Boolean) ?? PROFILED_SCENARIOS;
  const run = async (url: string) => {
    const seeded = await seedDatabase(url, MAIN_SEED);
    const summaries = await profileScenarios(url, seeded, profileDir, timing, keys);
    const database = PG_URL ? 'postgres' : MYSQL_URL ? 'mariadb' : 'sqlite';
    const file = writeResults(RESULTS_DIR, { kind: 'cpu-profile', database, durationSeconds: DURATION, profiles: summaries });
    process.stdout.write(`Profiles in ${profileDir} (open them in Chrome DevTools or speedscope); summary in ${file}\n`);
  };
  if (PG_URL) await withPostgresDatabase(PG_URL, run);
  else if (MYSQL_URL) await withMysqlDatabase(MYSQL_URL, run);
  else await run(`sqlite:${join(dir, 'bench.sqlite')}`);
}

const dir = mkdtempSync(join(tmpdir(), 'store-api-bench-'));
const cleanUp = () => {
  killAllChildren();
  rmSync(dir, { recursive: true, force: true });
};
// The whole run is bounded: at the limit, what was measured is printed and the run ends.
const watchdog = setTimeout(() => {
  process.stdout.write(`\nTime limit of ${TIME_LIMIT} s reached (BENCH_TIME_LIMIT).\n`);
  if (!PROFILE) report(true);
  cleanUp();
  process.exit(2);
}, TIME_LIMIT * 1000);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

try {
  await (PROFILE ? profile(dir) : main(dir));
} catch (error) {
  process.stderr.write(`The benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  if (rows.length > 0 && !PROFILE) report(true);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  cleanUp();
}
