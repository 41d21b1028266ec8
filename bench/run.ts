/**
 * `npm run bench`: Store API side by side with the limit of its platform (a bare Fastify route)
 * and with what many would write instead (a bare Express route), in one run, with the same load.
 * Everything runs on 127.0.0.1; every load is bounded in time. See bench/README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { load, type LoadResult } from './load.js';
import { startProcess, type Started } from './processes.js';
import { BENCH_ACCESS_KEY, BENCH_PASSWORD, seedDatabase, type SeededDatabase } from './seed.js';

const HERE = import.meta.dirname;
const CLI = join(HERE, '..', 'src', 'cli.js');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
const PG_URL = process.env.BENCH_DATABASE_URL ?? (process.argv.includes('--pg') ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
const SCALE = process.env.BENCH_SCALE !== '0';
const SCALE_MAX = Number(process.env.BENCH_SCALE_MAX ?? 1_000_000);

interface Row extends LoadResult {
  target: string;
  name: string;
  /** Work items per request (records of a bulk submission); 1 otherwise. */
  perRequest?: number;
}

const rows: Row[] = [];

async function measure(target: string, name: string, options: Parameters<typeof load>[0], perRequest?: number): Promise<Row> {
  await load({ ...options, durationSeconds: WARMUP });
  const result = await load({ ...options, durationSeconds: options.durationSeconds });
  const row = { target, name, perRequest, ...result };
  rows.push(row);
  process.stdout.write(`  ${target.padEnd(10)} ${name.padEnd(44)} ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}\n`);
  return row;
}

async function login(url: string, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/store-api/account/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'sw-access-key': BENCH_ACCESS_KEY }, body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { contextToken } = (await res.json()) as { contextToken: string };
  return { 'sw-access-key': BENCH_ACCESS_KEY, 'sw-context-token': contextToken };
}

async function startService(databaseUrl: string): Promise<Started> {
  return startProcess(CLI, ['serve'], { DATABASE_URL: databaseUrl, PORT: '0', LOG_LEVEL: 'warn', STORE_API_ACCESS_KEY: BENCH_ACCESS_KEY });
}

/** The endpoints of the brief under load, on one seeded database. */
async function measureService(target: string, databaseUrl: string, seeded: SeededDatabase): Promise<number> {
  const service = await startService(databaseUrl);
  try {
    const headers = await login(service.url, seeded.adminEmail);
    const base = { headers, durationSeconds: DURATION };
    const detail = { ...base, url: `${service.url}/store-api/product-lists/detail/${seeded.detailListId}` };
    const detailAlone = await measure(target, 'GET detail (20 items)', detail);
    await measure(target, 'POST search by name, page 1', { ...base, url: `${service.url}/store-api/product-lists`, method: 'POST', body: JSON.stringify({ sort: [{ field: 'name' }], page: 1, limit: 25 }) });
    await measure(target, 'POST search by name, page 500', { ...base, url: `${service.url}/store-api/product-lists`, method: 'POST', body: JSON.stringify({ sort: [{ field: 'name' }], page: 500, limit: 25 }) });
    let counter = 0;
    await measure(target, 'PATCH add one line item', {
      ...base, url: `${service.url}/store-api/product-lists/${seeded.patchListIds[0]}`, method: 'PATCH',
      setupRequest: (request) => {
        counter += 1;
        const id = seeded.patchListIds[counter % seeded.patchListIds.length];
        return { ...request, method: 'PATCH', path: `/store-api/product-lists/${id}`, body: JSON.stringify({ lineItems: [{ productId: `B-${counter}`, quantity: 1 }]}) };
      },
    });
    await measure(target, 'POST create (3 items)', {
      ...base, url: `${service.url}/store-api/product-lists/create`, method: 'POST',
      body: JSON.stringify({ name: 'Bench list', lineItems: [{ productId: 'A-1' }, { productId: 'A-2', quantity: 2 }, { productId: 'A-3', note: 'n' }] }),
    });
    let batch = 0;
    await measure(target, 'POST employees (bulk of 1000)', {
      ...base, url: `${service.url}/store-api/employees`, method: 'POST', connections: 4,
      setupRequest: (request) => {
        batch += 1;
        const records = Array.from({ length: 1000 }, (_, index) => ({ id: `bulk-${batch}-${index}-${Date.now().toString(36)}`, firstName: 'Bulk', lastName: `${index}` }));
        return { ...request, method: 'POST', path: '/store-api/employees', body: JSON.stringify(records) };
      },
    }, 1000);
    const loginLoad = { ...base, url: `${service.url}/store-api/account/login`, method: 'POST' as const, headers: { 'sw-access-key': BENCH_ACCESS_KEY }, body: JSON.stringify({ username: seeded.adminEmail, password: BENCH_PASSWORD }), connections: 8 };
    await measure(target, 'POST login (Argon2id: req/s = hashes/s)', loginLoad);
    // Logins hash on the thread pool: reads must keep their latency while logins run.
    const [readsDuringLogins] = await Promise.all([load({ ...detail, durationSeconds: DURATION }), load({ ...loginLoad, durationSeconds: DURATION })]);
    rows.push({ target, name: 'GET detail while logins run', ...readsDuringLogins });
    process.stdout.write(`  ${target.padEnd(10)} GET detail while logins run: p99 ${readsDuringLogins.p99} ms (alone ${detailAlone.p99} ms)\n`);
    return service.peakRssMiB();
  } finally {
    await service.stop();
  }
}

/** Detail and search latency as one organization grows: a page must cost the same at any size. */
async function measureScale(dir: string): Promise<void> {
  for (const lists of [1_000, 100_000, 1_000_000].filter((size) => size <= SCALE_MAX)) {
    const url = `sqlite:${join(dir, `scale-${lists}.sqlite`)}`;
    const started = Date.now();
    const seeded = await seedDatabase(url, { organizations: 1, employeesPerOrganization: 10, lists, maxItems: 0, mostlyEmpty: true });
    process.stdout.write(`  seeded ${lists} lists in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const service = await startService(url);
    try {
      const headers = await login(service.url, seeded.adminEmail);
      const short = { headers, durationSeconds: Math.max(3, Math.round(DURATION / 2)) };
      const target = `${lists / 1000}k lists`;
      await measure(target, 'GET detail (20 items)', { ...short, url: `${service.url}/store-api/product-lists/detail/${seeded.detailListId}` });
      await measure(target, 'POST search by name, page 1', { ...short, url: `${service.url}/store-api/product-lists`, method: 'POST', body: JSON.stringify({ sort: [{ field: 'name' }] }) });
      const deepPage = Math.min(2000, Math.floor(lists / 25));
      await measure(target, `POST search by name, page ${deepPage}`, { ...short, url: `${service.url}/store-api/product-lists`, method: 'POST', body: JSON.stringify({ sort: [{ field: 'name' }], page: deepPage }) });
    } finally {
      await service.stop();
    }
  }
}

async function withPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

function printTable(peakRss: Record<string, number>): void {
  const fastify = rows.find((row) => row.target === 'fastify')?.requestsPerSecond ?? 0;
  const lines = [
    '',
    `| target | endpoint | req/s | p50 ms | p99 ms | vs bare Fastify |`,
    `|---|---|---:|---:|---:|---:|`,
    ...rows.map((row) => {
      const invalid = row.non2xx + row.errors > row.total * 0.01 ? ' (INVALID: non-2xx)' : '';
      const perSecond = row.perRequest ? `${Math.round(row.requestsPerSecond)} (${Math.round(row.requestsPerSecond * row.perRequest)} records/s)` : `${Math.round(row.requestsPerSecond)}`;
      const ratio = fastify ? `${((100 * row.requestsPerSecond) / fastify).toFixed(1)} %` : '–';
      return `| ${row.target} | ${row.name}${invalid} | ${perSecond} | ${row.p50} | ${row.p99} | ${ratio} |`;
    }),
    '',
    ...Object.entries(peakRss).map(([target, mib]) => `Peak RSS of ${target}: ${mib.toFixed(0)} MiB`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-bench-'));
  const peakRss: Record<string, number> = {};
  process.stdout.write(`Store API benchmark: ${DURATION} s per measurement, 50 connections, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'})\n`);
  try {
    for (const [target, script] of [['fastify', 'bare-fastify.js'], ['express', 'bare-express.js']] as const) {
      const server = await startProcess(join(HERE, 'servers', script), [], {});
      try {
        await measure(target, 'GET constant list (20 items)', { url: `${server.url}/product-list`, durationSeconds: DURATION });
      } finally {
        await server.stop();
      }
    }

    const seedOptions = { organizations: 2, employeesPerOrganization: 250, lists: 20_000, maxItems: 50 };
    const sqliteUrl = `sqlite:${join(dir, 'bench.sqlite')}`;
    const started = Date.now();
    const seeded = await seedDatabase(sqliteUrl, seedOptions);
    process.stdout.write(`  seeded SQLite: ${seeded.listCount} lists, 500 employees in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    peakRss['store-api (sqlite)'] = await measureService('sqlite', sqliteUrl, seeded);

    if (PG_URL) {
      await withPostgresDatabase(async (url) => {
        const seededPg = await seedDatabase(url, seedOptions);
        peakRss['store-api (postgres)'] = await measureService('postgres', url, seededPg);
      });
    }
    if (SCALE) await measureScale(dir);

    printTable(peakRss);
    const resultsDir = join(HERE, '..', '..', 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({
      date: new Date().toISOString(),
      machine: { cpu: cpus()[0]?.model, cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
      durationSeconds: DURATION,
      rows,
      peakRssMiB: peakRss,
    }, null, 2));
    process.stdout.write(`Results written to ${file}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
