import { FLOOR_ROWS } from './floor.js';
import { bareFastifyP99, bareFastifyRate, isValid, type Row, type ServerMemory } from './report.js';

/** One speed target (the base ones, with the flat scale curve, or the read path's), checked against a run. */
export interface TargetResult {
  target: string;
  measured: string;
  met: boolean | undefined;
}

const READS = ['detail', 'detail-shared', 'detail-spread', 'search-1', 'search-500'];
const percent = (value: number) => `${value.toFixed(1)} %`;

/** Targets on the service's databases (`sqlite`, `postgres`), the RSS and the scale curve. */
export function evaluateTargets(rows: readonly Row[], memory: readonly ServerMemory[], rssLimitMiB = 200): TargetResult[] {
  const results: TargetResult[] = [];
  const fastify = bareFastifyRate(rows);
  const express = rows.find((row) => row.server === 'express' && isValid(row));
  const find = (server: string, key: string) => rows.find((row) => row.server === server && row.key === key);
  const perRequest = (row: Row | undefined) => (row && isValid(row) ? row.cpuMsPerRequest : undefined);
  const share = (row: Row | undefined) => (row && isValid(row) && fastify ? (100 * row.requestsPerSecond) / fastify : undefined);
  const check = (target: string, row: Row | undefined, measure: (row: Row) => { measured: string; met: boolean }) => {
    if (!row || !isValid(row)) results.push({ target, measured: row ? 'invalid run' : 'not measured', met: row ? false : undefined });
    else results.push({ target, ...measure(row) });
  };
  // A row's CPU per request at most `limit` × another's (a yardstick row of the same run).
  const cpuAtMost = (target: string, row: Row | undefined, yardstick: Row | undefined, limit: number) =>
    check(target, row, (valid) => {
      const cpu = perRequest(valid);
      const base = perRequest(yardstick);
      return cpu === undefined || base === undefined
        ? { measured: yardstick ? 'no CPU figures' : 'no yardstick in this run', met: false }
        : { measured: `${cpu.toFixed(3)} vs ${base.toFixed(3)} ms (${(cpu / base).toFixed(2)}×)`, met: cpu <= limit * base };
    });
  const atLeast = (server: string, key: string, label: string, minimum: number) =>
    check(`${server}: ${label} ≥ ${minimum} % of bare Fastify`, find(server, key), (row) => ({ measured: percent(share(row)!), met: share(row)! >= minimum }));

  // Issue 11, item 3: reads on both databases, PATCH on PostgreSQL, and tails close to the platform's.
  const bareP99 = bareFastifyP99(rows);
  const ISSUE_11 = { sqlite: { detail: 70, search: 50, patch: undefined }, postgres: { detail: 35, search: 30, patch: 8 } } as const;
  for (const server of (['sqlite', 'postgres'] as const).filter((name) => rows.some((row) => row.server === name))) {
    const goals = ISSUE_11[server];
    atLeast(server, 'detail', 'read path: detail read', goals.detail);
    atLeast(server, 'search-1', 'read path: search page 1', goals.search);
    if (goals.patch !== undefined) atLeast(server, 'patch', 'read path: patch (one item)', goals.patch);
    for (const key of READS) {
      const row = find(server, key);
      if (row && bareP99)
        check(`${server}: read path: p99 ≤ 2.5 × bare Fastify's (${bareP99} ms), ${row.name}`, row, (valid) => ({
          measured: `${valid.p99} ms`,
          met: valid.p99 <= 2.5 * bareP99,
        }));
    }
    // Roles and shares cost the detail read no round trip: the colleague's read is as fast as the admin's.
    const detail = find(server, 'detail');
    check(`${server}: read path: detail as a colleague (custom role, shared list) ≥ 85 % of the admin's`, find(server, 'detail-shared'), (row) => {
      const ratio = detail && isValid(detail) ? (100 * row.requestsPerSecond) / detail.requestsPerSecond : 0;
      return { measured: percent(ratio), met: ratio >= 85 };
    });
    // Units cost the detail read no round trip either: the unit manager's read of a branch list is as fast as the admin's.
    check(`${server}: read path: detail as a unit manager (a list of their branch) ≥ 85 % of the admin's`, find(server, 'detail-unit'), (row) => {
      const ratio = detail && isValid(detail) ? (100 * row.requestsPerSecond) / detail.requestsPerSecond : 0;
      return { measured: percent(ratio), met: ratio >= 85 };
    });
    check(`${server}: detail read ahead of bare Express`, find(server, 'detail'), (row) => ({
      measured: express ? `${Math.round(row.requestsPerSecond)} vs ${Math.round(express.requestsPerSecond)} req/s` : 'no Express run',
      met: express ? row.requestsPerSecond > express.requestsPerSecond : false,
    }));
  }

  // Issue 5, item 2: the embedded default (SQLite).
  if (rows.some((row) => row.server === 'sqlite')) {
    const server = 'sqlite';
    atLeast(server, 'detail', 'base: detail read', 50);
    atLeast(server, 'search-1', 'base: search page 1', 35);
    const page1 = find(server, 'search-1');
    check(`${server}: base: search page 500 ≥ 50 % of page 1`, find(server, 'search-500'), (row) => {
      const ratio = page1 && isValid(page1) ? (100 * row.requestsPerSecond) / page1.requestsPerSecond : 0;
      return { measured: percent(ratio), met: ratio >= 50 };
    });
    atLeast(server, 'create', 'base: create (3 items)', 10);
    atLeast(server, 'patch', 'base: patch (one item)', 10);
    for (const key of READS) {
      const row = find(server, key);
      if (row) check(`${server}: base: p99 < 20 ms, ${row.name}`, row, (valid) => ({ measured: `${valid.p99} ms`, met: valid.p99 < 20 }));
    }
    const alone = find(server, 'detail');
    check(`${server}: base: detail p99 while logins run within 25 % of alone`, find(server, 'detail-during-logins'), (row) => {
      const limit = alone && isValid(alone) ? Math.max(alone.p99 * 1.25, alone.p99 + 1) : 0;
      return { measured: `${row.p99} ms (alone ${alone?.p99 ?? '?'} ms)`, met: row.p99 <= limit };
    });
  }

  // Issue 23: a subscribed webhook (its deliveries running in the same process) costs PATCH at most 10 %.
  for (const server of (['sqlite', 'postgres'] as const).filter((name) => rows.some((row) => row.server === name))) {
    const plain = find(server, 'patch');
    check(`${server}: PATCH with a webhook subscribed ≥ 90 % of PATCH without`, find(server, 'patch-webhook'), (row) => {
      const ratio = plain && isValid(plain) ? (100 * row.requestsPerSecond) / plain.requestsPerSecond : 0;
      return { measured: `${percent(ratio)} (${Math.round(row.requestsPerSecond)} vs ${Math.round(plain?.requestsPerSecond ?? 0)} req/s)`, met: ratio >= 90 };
    });
  }

  // Issue 24: a working day (many buyers writing), writes and uncached searches, on both databases.
  const ISSUE_24 = {
    sqlite: { 'working-day': 25, patch: 25, create: 25, 'search-1-uncached': 20 },
    postgres: { 'working-day': 12, patch: 10, create: 10, 'search-1-uncached': 10 },
  } as const;
  for (const server of (['sqlite', 'postgres'] as const).filter((name) => rows.some((row) => row.server === name))) {
    for (const [key, minimum] of Object.entries(ISSUE_24[server])) atLeast(server, key, `working day: ${find(server, key)?.name ?? key}`, minimum);
    const alone = find(server, 'detail');
    check(`${server}: working day: detail reads while logins run ≥ 50 % of detail reads alone`, find(server, 'detail-during-logins'), (row) => {
      const ratio = alone && isValid(alone) ? (100 * row.requestsPerSecond) / alone.requestsPerSecond : 0;
      return { measured: `${percent(ratio)} (${Math.round(row.requestsPerSecond)} vs ${Math.round(alone?.requestsPerSecond ?? 0)} req/s)`, met: ratio >= 50 };
    });
    for (const key of ['working-day', 'patch', 'create', 'search-1-uncached', 'detail-during-logins']) {
      const row = find(server, key);
      if (row) check(`${server}: working day: p99 ≤ 50 ms, ${row.name}`, row, (valid) => ({ measured: `${valid.p99} ms`, met: valid.p99 <= 50 }));
    }
  }
  // Instances that pay off: three cost at most 1.3× the CPU per request of one; a lightly loaded read at most twice a batched one.
  if (rows.some((row) => row.server.startsWith('cluster '))) {
    for (const key of ['detail', 'working-day'])
      cpuAtMost(`cluster: CPU per request with 3 instances ≤ 1.3 × with 1, ${key}`, find('cluster ×3', key), find('cluster ×1', key), 1.3);
    cpuAtMost('cluster ×1: CPU per cached detail read at 12 connections ≤ 2 × at 32', find('cluster ×1', 'detail'), find('cluster ×1', 'detail-batched'), 2);
  }

  // Issue 44: a write costs what its durable work costs (CPU per request against the floor's, bench/floor.ts), the working day twice as fast, the reads back.
  const ISSUE_44 = {
    sqlite: { floor: { patch: 1.3, create: 1.2 }, share: { 'working-day': 16, detail: 70, 'search-1': 45 } },
    postgres: { floor: { patch: 1.3, create: 1.2 }, share: { 'working-day': 7, detail: 45, 'search-1': 45 } },
  } as const;
  for (const server of (['sqlite', 'postgres'] as const).filter((name) => rows.some((row) => row.server === name))) {
    for (const [key, limit] of Object.entries(ISSUE_44[server].floor)) {
      const floor = find(server, FLOOR_ROWS[key as keyof typeof FLOOR_ROWS]);
      cpuAtMost(`${server}: writes at the floor: ${key} CPU per request ≤ ${limit} × the floor's`, find(server, key), floor, limit);
    }
    for (const [key, minimum] of Object.entries(ISSUE_44[server].share))
      atLeast(server, key, `writes at the floor: ${find(server, key)?.name ?? key}`, minimum);
  }
  cpuAtMost(
    "postgres: a lone client's cached detail read ≤ 2.5 × bare Fastify's CPU per request (one client each)",
    find('postgres', 'detail-lone'),
    find('fastify', 'constant-lone'),
    2.5,
  );

  for (const entry of memory.filter((item) => !['fastify', 'express'].includes(item.server))) {
    results.push({
      target: `${entry.server}: peak RSS < ${rssLimitMiB} MiB`,
      measured: `${entry.peakMiB.toFixed(0)} MiB (${entry.startMiB.toFixed(0)} at start)`,
      met: entry.peakMiB < rssLimitMiB,
    });
  }

  // The scale curve: a page costs the same at every size (within 20 % of the smallest), p99 < 20 ms.
  const sizes = [...new Set(rows.filter((row) => row.server.startsWith('scale ')).map((row) => row.server))];
  if (sizes.length > 1) {
    const smallest = sizes[0]!;
    const largest = sizes[sizes.length - 1]!;
    for (const key of ['detail', 'search-1', 'search-deep', 'search-1-uncached', 'search-deep-uncached', 'search-walk-uncached']) {
      const small = find(smallest, key);
      if (!small) continue;
      check(`scale: ${key} at ${largest} ≥ 80 % of req/s at ${smallest}`, find(largest, key), (row) => {
        const ratio = small && isValid(small) ? (100 * row.requestsPerSecond) / small.requestsPerSecond : 0;
        return { measured: `${percent(ratio)} (${Math.round(row.requestsPerSecond)} vs ${Math.round(small?.requestsPerSecond ?? 0)} req/s)`, met: ratio >= 80 };
      });
    }
    for (const size of sizes) {
      for (const key of ['detail', 'search-1', 'search-deep']) {
        const row = find(size, key);
        if (row) check(`scale: p99 < 20 ms, ${size}, ${row.name}`, row, (valid) => ({ measured: `${valid.p99} ms`, met: valid.p99 < 20 }));
      }
    }
  }
  return results;
}

export function formatTargets(results: readonly TargetResult[]): string {
  const mark = (met: boolean | undefined) => (met === undefined ? '–' : met ? 'met' : '**MISSED**');
  return ['| target | measured | |', '|---|---|---|', ...results.map((result) => `| ${result.target} | ${result.measured} | ${mark(result.met)} |`)].join('\n');
}
