import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export interface LoadResult {
  requestsPerSecond: number;
  /** Latency of the 2xx answers, in ms (autocannon's resolution). */
  p50: number;
  p99: number;
  max: number;
  /** Answers received. */
  total: number;
  non2xx: number;
  /** Connection errors and timeouts: requests that got no answer at all. */
  errors: number;
  /** Answers by status code, to say what went wrong when a run is not all 2xx. */
  statusCodes: Record<string, number>;
}

/** One measured load: what ran against which server, and what came back. */
export interface Row extends LoadResult {
  /** The server measured: `fastify`, `express`, `sqlite`, `postgres`, `scale 1k`, … */
  server: string;
  /** Stable key of the scenario (`detail`, `search-1`, …), for the targets and the JSON. */
  key: string;
  name: string;
  connections: number;
  durationSeconds: number;
  /** Work per request when it is not one thing: records of a bulk request, hashes of a login. */
  unit?: { perRequest: number; label: string };
  /** The highest RSS of the server process during this row (warm-up included), MiB. */
  rssMiB?: number;
  /** The load could not run at all (the reason). */
  failure?: string;
  /**
   * The machine's busy CPU time during the measured run (every core, from /proc/stat) minus the
   * load generator's own (this process), per answered request, in ms: what a request costs the
   * service, its database and, through `store-api cluster`, the balancer. Linux only.
   */
  cpuMsPerRequest?: number;
}

/** Busy CPU seconds of the whole machine so far (user, nice, system, irq, softirq, steal), or undefined off Linux. */
function machineBusySeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}

/** This process's CPU seconds so far (the load generator runs in it). */
const ownSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** What autocannon's `setupRequest` gets and answers: the request about to be sent. */
export interface RequestShape {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Makes each request anew (another path or body), for writes that must not repeat. */
  setupRequest?: (request: RequestShape, context: Record<string, unknown>) => RequestShape;
  /** Sees each answer (status and body) with the connection's context, where setupRequest left what it sent. */
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  connections?: number;
  durationSeconds: number;
}

/** One autocannon run, bounded in time (and each request by a 10 s timeout). */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { ...(options.body || options.setupRequest ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body,
    connections: options.connections ?? 50,
    duration: options.durationSeconds,
    timeout: 10,
    requests: options.setupRequest
      ? [{ setupRequest: options.setupRequest as never, ...(options.onResponse ? { onResponse: options.onResponse as never } : {}) }]
      : undefined,
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors, // timeouts included
    statusCodes,
  };
}

/** A load to measure: a stable key (for targets and JSON), a name for the table, the load itself. */
export interface Scenario {
  key: string;
  name: string;
  load: Omit<LoadOptions, 'durationSeconds'>;
  /** Work per request when it is not one thing: records of a bulk request, hashes of a login. */
  unit?: Row['unit'];
}

const NOTHING: LoadResult = { requestsPerSecond: 0, p50: 0, p99: 0, max: 0, total: 0, non2xx: 0, errors: 0, statusCodes: {} };

function rowOf(server: string, scenario: Scenario, durationSeconds: number, outcome: LoadResult | Error): Row {
  const base = { server, key: scenario.key, name: scenario.name, connections: scenario.load.connections ?? 50, durationSeconds, unit: scenario.unit };
  return outcome instanceof Error ? { ...base, ...NOTHING, failure: outcome.message } : { ...base, ...outcome };
}

function printProgress(row: Row): void {
  const bad = row.failure ? `, FAILED: ${row.failure}` : row.non2xx + row.errors ? `, ${row.non2xx} non-2xx, ${row.errors} without answer` : '';
  const cpu = row.cpuMsPerRequest !== undefined ? `  CPU ${row.cpuMsPerRequest.toFixed(3)} ms/req` : '';
  process.stdout.write(
    `  ${row.server.padEnd(10)} ${row.name.padEnd(58)} ${String(Math.round(row.requestsPerSecond)).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${cpu}${bad}\n`,
  );
}

/** Warm-up, then the measured run; a load that cannot run at all becomes a failed row, not a crash. */
export async function measure(server: string, scenario: Scenario, durationSeconds: number, warmupSeconds: number): Promise<Row> {
  let outcome: LoadResult | Error;
  let cpu: number | undefined;
  try {
    if (warmupSeconds > 0) await load({ ...scenario.load, durationSeconds: warmupSeconds });
    const [busyBefore, ownBefore] = [machineBusySeconds(), ownSeconds()];
    outcome = await load({ ...scenario.load, durationSeconds });
    const busyAfter = machineBusySeconds();
    if (busyBefore !== undefined && busyAfter !== undefined && outcome.total > 0) {
      cpu = (1000 * (busyAfter - busyBefore - (ownSeconds() - ownBefore))) / outcome.total;
    }
  } catch (error) {
    outcome = error instanceof Error ? error : new Error(String(error));
  }
  const row = { ...rowOf(server, scenario, durationSeconds, outcome), ...(cpu !== undefined && cpu > 0 ? { cpuMsPerRequest: cpu } : {}) };
  printProgress(row);
  return row;
}

/** Several loads at once against one server (already warm): one row each. */
export async function measureTogether(server: string, scenarios: readonly Scenario[], durationSeconds: number): Promise<Row[]> {
  const outcomes = await Promise.all(
    scenarios.map((scenario) =>
      load({ ...scenario.load, durationSeconds }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    ),
  );
  const rows = scenarios.map((scenario, index) => rowOf(server, scenario, durationSeconds, outcomes[index]!));
  rows.forEach(printProgress);
  return rows;
}
