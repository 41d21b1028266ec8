import { freeLoopbackPort } from '../src/main/cluster.js';
import { measure, type Scenario } from './load.js';
import { startProcess } from './processes.js';
import type { Row } from './report.js';
import { BENCH_ACCESS_KEY, BENCH_PASSWORD, type SeededDatabase } from './seed.js';
import { CLI, loginHeaders, measureWorkingDay, readScenarios, startScriptEnv, startScriptNodeArgs, writeScenarios, type Timing } from './service.js';

/** The instance counts of `--cluster`: one behind HAProxy (the balancer's cost), then three (the instances' gain). */
export const CLUSTER_SIZES = [1, 3];

/** Connections per instance: the load grows with the instances (issue 24). */
export const CONNECTIONS_PER_INSTANCE = 12;

/**
 * Issue 11, item 3: `store-api cluster` on the seeded PostgreSQL database, loaded through HAProxy's
 * one address, with the reads and the PATCH of the single-instance rows and the working day
 * (bench/working-day.ts), 12 connections per instance. Rows are `cluster ×N`, each with the CPU
 * time the machine spent per request (load.ts): three instances should cost about what one costs.
 * With one instance the cached detail read runs at 32 connections too (`detail-batched`): reads that
 * arrive together share a statement (read-batcher.ts), and a lightly loaded read should cost at
 * most twice that. Everything shares this machine's cores: the balancer, N instances, PostgreSQL
 * and the load.
 */
export async function measureCluster(
  databaseUrl: string,
  seeded: SeededDatabase,
  timing: Timing,
  record: (row: Row) => void,
  /** On MariaDB the instances hear of each other through Redis (rows `cluster ×N mariadb`). */
  mariadb?: { redisUrl: string },
): Promise<void> {
  for (const instances of CLUSTER_SIZES) {
    const cluster = await startProcess(CLI, ['cluster', '--instances', String(instances)], {
      nodeArgs: startScriptNodeArgs(),
      env: {
        ...startScriptEnv(),
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(await freeLoopbackPort()),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '0',
        PASSWORD_HASHES_QUEUED_PER_ADDRESS: '1000000',
        STORE_API_ACCESS_KEY: BENCH_ACCESS_KEY,
        STORE_API_ADMIN_EMAIL: seeded.adminEmail,
        STORE_API_ADMIN_PASSWORD: BENCH_PASSWORD,
        ...(mariadb ? { REDIS_URL: mariadb.redisUrl, LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000' } : {}),
      },
    });
    try {
      const headers = await loginHeaders(cluster.url, seeded.adminEmail);
      const server = `cluster ×${instances}${mariadb ? ' mariadb' : ''}`;
      const connections = CONNECTIONS_PER_INSTANCE * instances;
      const withConnections = (scenario: Scenario, count = connections): Scenario => ({ ...scenario, load: { ...scenario.load, connections: count } });
      const reads = readScenarios(cluster.url, seeded, headers).filter((scenario) => scenario.key === 'detail' || scenario.key === 'search-1');
      const patch = writeScenarios(cluster.url, seeded, headers).filter((scenario) => scenario.key === 'patch');
      const batched = instances === 1 ? [{ ...withConnections(reads[0]!, 32), key: 'detail-batched', name: `${reads[0]!.name}, 32 connections` }] : [];
      for (const scenario of [...reads.map((read) => withConnections(read)), ...batched, ...patch.map((write) => withConnections(write))]) {
        record(await measure(server, scenario, timing.durationSeconds, timing.warmupSeconds));
      }
      record(await measureWorkingDay(server, cluster.url, seeded, timing, connections));
    } finally {
      await cluster.stop();
    }
  }
}
