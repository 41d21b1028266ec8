import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measure, measureTogether, type Scenario } from './load.js';
import { startProcess, type Started } from './processes.js';
import type { Row, ServerMemory } from './report.js';
import { BENCH_ACCESS_KEY, BENCH_PASSWORD, type SeededDatabase } from './seed.js';
import { WorkingDay } from './working-day.js';
import { wanted, wantsAny } from './selection.js';
import { mintSsoCodes, scimCreateScenario, ssoExchangeScenario } from './identity.js';
import { transferScenario } from './transfer.js';

/** The `store-api` command as `npm start` runs it (the bundle: scripts/bundle.mjs). */
export const CLI = join(import.meta.dirname, '..', 'bundle', 'main', 'cli.js');

export interface Timing {
  durationSeconds: number;
  warmupSeconds: number;
}

/** package.json's start script: `NAME=${NAME:-value} … exec node --flag … dist/bundle/main/cli.js serve`. */
function startScriptWords(): { assignments: string[]; words: string[] } {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { scripts: { start: string } };
  const all = manifest.scripts.start.split(/\s+/);
  const exec = all.indexOf('exec');
  // The script `exec`s node, so that npm's signals reach the service.
  const words = all.slice(exec + 1);
  if (exec < 0 || words[0] !== 'node') throw new Error(`package.json's start script does not exec node: ${manifest.scripts.start}`);
  return { assignments: all.slice(0, exec), words };
}

/**
 * The flags `npm start` gives node (package.json's start script): the benchmark measures the
 * service as it is shipped, memory settings included.
 */
export function startScriptNodeArgs(): string[] {
  return startScriptWords()
    .words.slice(1)
    .filter((word) => word.startsWith('--'));
}

/** The environment `npm start` gives node (`NAME=${NAME:-value}`: the value unless this process has one): the allocator's settings. */
export function startScriptEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const assignment of startScriptWords().assignments) {
    const parsed = /^(\w+)=\$\{(\w+):-([^}]*)\}$/.exec(assignment);
    if (!parsed || parsed[1] !== parsed[2]) throw new Error(`package.json's start script sets ${assignment}: expected NAME=\${NAME:-value}`);
    env[parsed[1]!] = process.env[parsed[1]!] ?? parsed[3]!;
  }
  return env;
}

/** `store-api serve` on a seeded database, in a process of its own (so its RSS and CPU are its own). */
export function startService(databaseUrl: string, seeded: SeededDatabase, nodeArgs: string[] = [], env: Record<string, string> = {}): Promise<Started> {
  return startProcess(CLI, ['serve'], {
    nodeArgs: [...startScriptNodeArgs(), ...nodeArgs],
    env: {
      ...startScriptEnv(),
      ...env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      PASSWORD_HASHES_QUEUED_PER_ADDRESS: '1000000',
      STORE_API_ACCESS_KEY: BENCH_ACCESS_KEY,
      // The organizations exist already, so these create nothing; they are the seeded admin's.
      STORE_API_ADMIN_EMAIL: seeded.adminEmail,
      STORE_API_ADMIN_PASSWORD: BENCH_PASSWORD,
    },
  });
}

/** The seeded admin's headers: access key and a fresh context token. */
export async function loginHeaders(url: string, username: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/store-api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sw-access-key': BENCH_ACCESS_KEY },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const { contextToken } = (await response.json()) as { contextToken: string };
  return { 'sw-access-key': BENCH_ACCESS_KEY, 'sw-context-token': contextToken };
}

/** The deep page of the main run's searches (page 500). */
const DEEP_PAGE = 500;

const searchBody = (page: number) => JSON.stringify({ sort: [{ field: 'name', order: 'ASC' }], page, limit: 25 });

/** A rotating pick, so a load spreads over many lists instead of one. */
function rotate<T>(items: readonly T[]): () => T {
  let next = 0;
  // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  return () => items[(next = (next + 1) % items.length)]!;
}

/** The reads measured, as the admin (who sees every list of the organization). */
export function readScenarios(url: string, seeded: SeededDatabase, headers: Record<string, string>, deepPage = DEEP_PAGE, deepKey = 'search-500'): Scenario[] {
  const nextList = rotate(seeded.readListIds);
  return [
    { key: 'detail', name: 'GET detail (20 items)', load: { url: `${url}/store-api/product-lists/detail/${seeded.detailListId}`, headers } },
    // One client reading in turn: nothing to batch with, every read its own round trip (issue 44: ≤ 2.5 × bare Fastify's CPU on PostgreSQL).
    {
      key: 'detail-lone',
      name: 'GET detail (20 items), one client',
      load: { url: `${url}/store-api/product-lists/detail/${seeded.detailListId}`, headers, connections: 1 },
    },
    {
      key: 'detail-spread',
      name: `GET detail, ${seeded.readListIds.length.toLocaleString('en-US')} lists of 0–50 items in turn`,
      load: {
        url: `${url}/store-api/product-lists/detail/${seeded.detailListId}`,
        headers,
        setupRequest: (request) => ({ ...request, path: `/store-api/product-lists/detail/${nextList()}` }),
      },
    },
    {
      key: 'search-1',
      name: 'POST search by name, page 1 (25)',
      load: { url: `${url}/store-api/product-lists`, method: 'POST', headers, body: searchBody(1) },
    },
    {
      key: deepKey,
      name: `POST search by name, page ${deepPage} (25)`,
      load: { url: `${url}/store-api/product-lists`, method: 'POST', headers, body: searchBody(deepPage) },
    },
    {
      key: 'search-custom',
      name: 'POST search by a custom field (one list in 1,000), page 1 (25)',
      load: {
        url: `${url}/store-api/product-lists`,
        method: 'POST',
        headers,
        body: JSON.stringify({
          filter: [{ type: 'equals', field: 'customFields.costCenter', value: 'CC-7' }],
          sort: [{ field: 'name', order: 'ASC' }],
          limit: 25,
        }),
      },
    },
  ];
}

/** The writes: each request adds something new, so none is a no-op and no list reaches its item limit. */
export function writeScenarios(url: string, seeded: SeededDatabase, headers: Record<string, string>, patchListIds = seeded.patchListIds): Scenario[] {
  let batch = 0;
  const run = Date.now().toString(36);
  return [
    ...listWriteScenarios(url, headers, patchListIds),
    {
      // New ids each request (creates, not updates); one record in 1,000 carries a password (one Argon2id hash).
      key: 'employees',
      name: 'POST employees (bulk of 1,000 new)',
      unit: { perRequest: 1000, label: 'records/s' },
      load: {
        url: `${url}/store-api/employees`,
        method: 'POST',
        headers,
        connections: 4,
        setupRequest: (request) => {
          batch += 1;
          const records = Array.from({ length: 1000 }, (_, index) => {
            const id = `b${run}-${batch}-${index}`;
            return {
              id,
              email: `${id}@bulk.example`,
              firstName: 'Bulk',
              lastName: `Employee ${index}`,
              ...(index === 0 ? { password: 'bulk-password-1' } : {}),
            };
          });
          return { ...request, method: 'POST', path: '/store-api/employees', body: JSON.stringify(records) };
        },
      },
    },
  ];
}

/** The PATCH (a new item into the lists in turn) and the create: the service's, and the floor's (bench/floor.ts). */
export function listWriteScenarios(url: string, headers: Record<string, string>, patchListIds: readonly string[]): Scenario[] {
  const nextPatchList = rotate(patchListIds);
  let product = 0;
  return [
    {
      key: 'patch',
      name: `PATCH add one line item (${patchListIds.length.toLocaleString('en-US')} lists in turn)`,
      load: {
        url: `${url}/store-api/product-lists/${patchListIds[0]}`,
        method: 'PATCH',
        headers,
        setupRequest: (request) => ({
          ...request,
          method: 'PATCH',
          path: `/store-api/product-lists/${nextPatchList()}`,
          body: JSON.stringify({
            lineItems: [
              {
                productId: `NEW-${
                  // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
                  (product += 1)
                }`,
                quantity: 2,
              },
            ],
          }),
        }),
      },
    },
    {
      key: 'create',
      name: 'POST create (3 items)',
      load: {
        url: `${url}/store-api/product-lists/create`,
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Zz bench list',
          description: 'Made by the benchmark',
          lineItems: [{ productId: 'A-1' }, { productId: 'A-2', quantity: 2 }, { productId: 'A-3', note: 'blue ones' }],
        }),
      },
    },
  ];
}

/**
 * Logins of many people (the seeded logins in turn): one username is admitted at most
 * LOGIN_MAX_FAILURES_PER_USERNAME attempts at once (platform/throttle/throttle.ts), which eight connections
 * hammering one account would only measure as waiting.
 */
export function loginScenario(url: string, seeded: SeededDatabase): Scenario {
  const nextLogin = rotate(seeded.loginNames);
  const body = () => JSON.stringify({ username: nextLogin(), password: BENCH_PASSWORD });
  return {
    key: 'login',
    name: 'POST login (one Argon2id verify each)',
    unit: { perRequest: 1, label: 'hashes/s' },
    load: {
      url: `${url}/store-api/account/login`,
      method: 'POST',
      headers: { 'sw-access-key': BENCH_ACCESS_KEY },
      connections: 8,
      body: body(),
      setupRequest: (request) => ({ ...request, body: body() }),
    },
  };
}

/**
 * The working day (bench/working-day.ts) with 32 connections (by default), then the state check: a row whose
 * acknowledged creates or deletes are not as acknowledged fails.
 */
export async function measureWorkingDay(server: string, url: string, seeded: SeededDatabase, timing: Timing, connections = 32): Promise<Row> {
  const day = await WorkingDay.start(seeded, (email) => loginHeaders(url, email));
  const row = await measure(server, day.scenario(url, connections), timing.durationSeconds, timing.warmupSeconds);
  const checked = await day.check(url);
  const answered = Object.entries(checked.byOperation)
    .map(([operation, count]) => `${operation} ${count.toLocaleString('en-US')}`)
    .join(', ');
  process.stdout.write(
    `  ${server.padEnd(10)} working day: ${answered}; state checked: ${checked.present} created lists there, ${checked.gone} deleted ones gone (${checked.inFlight} deletions in flight at the end, not checked), ${checked.wrong.length} not as acknowledged\n`,
  );
  for (const line of checked.wrong.slice(0, 10)) process.stdout.write(`    ${line}\n`);
  return checked.wrong.length > 0 ? { ...row, failure: `state check: ${checked.wrong.length} lists not as acknowledged` } : row;
}

/** Every endpoint measured, on one seeded database; searches run before creates change page 1. */
export async function measureService(
  server: string,
  databaseUrl: string,
  seeded: SeededDatabase,
  timing: Timing,
  record: (row: Row) => void,
): Promise<ServerMemory> {
  // Single sign-on's codes go into the database before the service holds it (a SQLite file has one process).
  const ssoCodes = wanted('sso-exchange') ? await mintSsoCodes(databaseUrl, seeded, Math.ceil(6000 * (timing.durationSeconds + timing.warmupSeconds + 1))) : [];
  const service = await startService(databaseUrl, seeded);
  try {
    const headers = await loginHeaders(service.url, seeded.adminEmail);
    const reads = readScenarios(service.url, seeded, headers);
    // The same detail read as a colleague: permissions from a custom role, access from a share.
    const colleague = await loginHeaders(service.url, seeded.colleagueEmail);
    reads.splice(1, 0, {
      key: 'detail-shared',
      name: 'GET detail (20 items) as a colleague: custom role, shared list',
      load: { url: `${service.url}/store-api/product-lists/detail/${seeded.detailListId}`, headers: colleague },
    });
    // As a unit manager (an admin in a unit): a list of their branch, and the search of their branch's lists.
    if (seeded.unitDetailListId !== '') {
      const unitManager = await loginHeaders(service.url, seeded.unitManagerEmail);
      reads.splice(
        2,
        0,
        {
          key: 'detail-unit',
          name: 'GET detail (20 items) as a unit manager: a list of their branch',
          load: { url: `${service.url}/store-api/product-lists/detail/${seeded.unitDetailListId}`, headers: unitManager },
        },
        {
          key: 'search-unit',
          name: "POST search by name, page 1 (25), as a unit manager: their branch's lists",
          load: { url: `${service.url}/store-api/product-lists`, method: 'POST', headers: unitManager, body: searchBody(1) },
        },
      );
    }
    const run = async (scenario: Scenario) => {
      service.takeRecentPeakMiB();
      const row = await measure(server, scenario, timing.durationSeconds, timing.warmupSeconds);
      record({ ...row, rssMiB: service.takeRecentPeakMiB() });
      if (row.statusCodes['500']) process.stderr.write(`  recent output of the service:\n${service.recentOutput()}\n`);
    };
    for (const scenario of [...reads, ...writeScenarios(service.url, seeded, headers), loginScenario(service.url, seeded)])
      if (wanted(scenario.key)) await run(scenario);
    // Logins hash on the thread pool, reads on the event loop: reads should keep their p99.
    if (wantsAny(['detail-during-logins', 'login-during-reads']))
      await measureReadsDuringLogins(server, service, reads[0]!, loginScenario(service.url, seeded), timing, record);
    service.takeRecentPeakMiB();
    if (wanted('working-day')) record({ ...(await measureWorkingDay(server, service.url, seeded, timing)), rssMiB: service.takeRecentPeakMiB() });
    // Last: these add sessions, employees and a 1,000-item list, which the rows above should not meet.
    if (ssoCodes.length > 0) await run(ssoExchangeScenario(service.url, ssoCodes));
    if (wanted('scim-create')) await run(await scimCreateScenario(service.url, headers));
    if (wanted('transfer')) await run(await transferScenario(service.url, headers));
  } finally {
    await service.stop();
  }
  if (wantsAny(['search-1-uncached', 'search-500-uncached', 'search-walk-uncached'])) await measureUncachedSearch(server, databaseUrl, seeded, timing, record);
  return { server: `store-api (${server})`, ...service.memory() };
}

/** Detail reads and logins at once: logins hash on the thread pool, reads on the event loop, and reads should keep their p99. */
async function measureReadsDuringLogins(
  server: string,
  service: Started,
  read: Scenario,
  login: Scenario,
  timing: Timing,
  record: (row: Row) => void,
): Promise<void> {
  const [readsDuring, loginsDuring] = await measureTogether(
    server,
    [
      { ...read, key: 'detail-during-logins', name: 'GET detail (20 items) while logins run' },
      { ...login, key: 'login-during-reads', name: 'POST login while detail reads run' },
    ],
    timing.durationSeconds,
  );
  const rssMiB = service.takeRecentPeakMiB();
  record({ ...readsDuring!, rssMiB });
  record({ ...loginsDuring!, rssMiB });
}

/**
 * The searches again on a service started with the answer cache off (ANSWER_CACHE_MIB=0): what a
 * search costs when its answer was not kept. Page anchors still work there: a deep page asked
 * again at the same revision, or the page after one just read, seeks instead of walking (only the
 * first request of a deep page after a write walks). The last row walks through the pages in turn,
 * as an integration reading every list would. Rows are keyed `<search key>-uncached`.
 */
export async function measureUncachedSearch(
  server: string,
  databaseUrl: string,
  seeded: SeededDatabase,
  timing: Timing,
  record: (row: Row) => void,
  deepPage?: number,
  deepKey?: string,
): Promise<void> {
  const service = await startService(databaseUrl, seeded, [], { ANSWER_CACHE_MIB: '0' });
  try {
    const headers = await loginHeaders(service.url, seeded.adminEmail);
    for (const scenario of readScenarios(service.url, seeded, headers, deepPage, deepKey).filter((item) => item.key.startsWith('search-'))) {
      const uncached = { ...scenario, key: `${scenario.key}-uncached`, name: `${scenario.name}, answer cache off` };
      if (wanted(uncached.key)) record(await measure(server, uncached, timing.durationSeconds, timing.warmupSeconds));
    }
    const lastPage = deepPage ?? DEEP_PAGE;
    let page = 0;
    const walk: Scenario = {
      key: 'search-walk-uncached',
      name: `POST search by name, pages 1 to ${lastPage} in turn (25), answer cache off`,
      load: {
        url: `${service.url}/store-api/product-lists`,
        method: 'POST',
        headers,
        // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
        setupRequest: (request) => ({ ...request, method: 'POST', path: '/store-api/product-lists', body: searchBody((page = (page % lastPage) + 1)) }),
      },
    };
    if (wanted(walk.key)) record(await measure(server, walk, timing.durationSeconds, timing.warmupSeconds));
  } finally {
    await service.stop();
  }
}
