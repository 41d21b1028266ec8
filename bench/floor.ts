/**
 * The floor's rows (issue 44): a hand-written server doing the durable work of the service's PATCH
 * and create (servers/floor.ts), measured under the same loads as the service's rows, in the same
 * run. bench/targets.ts sets the service's CPU per request against the floor's.
 */
import { join } from 'node:path';
import { measure, type Scenario } from './load.js';
import { startProcess } from './processes.js';
import type { Row } from './report.js';
import { BENCH_ACCESS_KEY } from './seed.js';
import { wanted } from './selection.js';
import { listWriteScenarios, startScriptEnv, startScriptNodeArgs, type Timing } from './service.js';
import { FLOOR_CONTEXT_TOKEN, floorListId } from './servers/floor-conventions.js';

/** Lists of the floor's PATCH row: as many as the service's (bench/seed.ts, `patchListIds`). */
const FLOOR_LISTS = 5000;

/** The row keys of the floor beside the service's: `patch-floor` against `patch`, `create-floor` against `create`. */
export const FLOOR_ROWS = { patch: 'patch-floor', create: 'create-floor' } as const;

/** The floor on `databaseUrl` (an empty SQLite file or PostgreSQL database of its own): its PATCH and create rows. */
export async function measureFloor(server: string, databaseUrl: string, timing: Timing, record: (row: Row) => void): Promise<void> {
  // A floor row goes with its service row: a selection of `patch` measures `patch-floor` too.
  const wants = (key: keyof typeof FLOOR_ROWS) => wanted(key) || wanted(FLOOR_ROWS[key]);
  if (!wants('patch') && !wants('create')) return;
  // Node's flags and allocator settings as the service runs with them (npm start): the same memory settings for both.
  const floor = await startProcess(join(import.meta.dirname, 'servers', 'floor.js'), [], {
    nodeArgs: startScriptNodeArgs(),
    env: { ...startScriptEnv(), FLOOR_DATABASE_URL: databaseUrl, FLOOR_LISTS: String(FLOOR_LISTS), FLOOR_ACCESS_KEY: BENCH_ACCESS_KEY },
  });
  try {
    const headers = { 'sw-access-key': BENCH_ACCESS_KEY, 'sw-context-token': FLOOR_CONTEXT_TOKEN };
    const ids = Array.from({ length: FLOOR_LISTS }, (_, index) => floorListId(index));
    for (const scenario of listWriteScenarios(floor.url, headers, ids)) {
      const serviceKey = scenario.key as keyof typeof FLOOR_ROWS;
      if (!wants(serviceKey)) continue;
      const key = FLOOR_ROWS[serviceKey];
      const floorScenario: Scenario = { ...scenario, key, name: `${scenario.name}: the floor (hand-written, the same durable work)` };
      record({ ...(await measure(server, floorScenario, timing.durationSeconds, timing.warmupSeconds)), rssMiB: floor.takeRecentPeakMiB() });
    }
  } finally {
    await floor.stop();
  }
}
