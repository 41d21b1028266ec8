import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freeLoopbackPort } from '../../src/main/cluster.js';
import { createTestDatabase } from './database.js';
import { CLI, missingServer } from './servers.js';

export const CLUSTER_ACCESS_KEY = 'SWSCCLUSTERTESTACCESSKEY01';
export const CLUSTER_ADMIN = { email: 'admin@cluster.example', password: 'cluster-admin-password' };

/** Why HAProxy cannot run here (it is a Debian package `.ci/run` installs), or undefined. */
export function haproxyMissing(): string | undefined {
  const probe = spawnSync('haproxy', ['-v'], { stdio: 'ignore' });
  return probe.error ? missingServer('HAProxy is not installed (apt-get install haproxy)', 'HAProxy') : undefined;
}

export interface ClusterInstance {
  index: number;
  url: string;
  pid: number;
  /** Its Prometheus metrics (the cluster turns them on). */
  metrics?: string;
}

export interface RunningCluster {
  /** HAProxy's address. */
  url: string;
  instances: ClusterInstance[];
  /** Everything the cluster printed so far. */
  output(): string;
  /** The instances' warning and error log lines so far (pino levels 40 and up), for an assertion's message. */
  problems(): string;
  /** Resolves with the line the cluster prints when instance `index` exits. */
  exitOf(index: number): Promise<string>;
  /** The cluster process. */
  pid: number;
  /** What a Ctrl-C in its terminal does: SIGINT to its process group (the cluster and HAProxy; the instances have groups of their own). */
  interrupt(): void;
  /** Resolves with the cluster's exit code once it has exited and its output is read. */
  closed: Promise<number | null>;
  stop(): Promise<void>;
}

/** A fresh database on the shared server; the test's own pool on it is closed (the instances open theirs). */
async function freshDatabase(dialect: 'postgres' | 'mysql'): Promise<{ url: string; close(): Promise<void> }> {
  const created = await createTestDatabase(dialect, { poolSize: 1 });
  await created.db.destroy();
  return created;
}

/**
 * `store-api cluster` as a user runs it: `instances` processes on a fresh PostgreSQL (or MariaDB)
 * database behind HAProxy, with Redis for the throttle (and, on MariaDB, live events and access
 * changes). Password hashing is cheap, as in every test.
 */
export async function startCluster(options: {
  instances: number;
  redisUrl: string;
  dialect?: 'postgres' | 'mysql';
  /** An empty database of the caller's (a private MariaDB server's), instead of a fresh one on the shared server. */
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<RunningCluster> {
  const database = options.databaseUrl === undefined ? await freshDatabase(options.dialect ?? 'postgres') : { url: options.databaseUrl, close: async () => {} };
  const port = await freeLoopbackPort();
  const child: ChildProcess = spawn(process.execPath, [CLI, 'cluster', '--instances', String(options.instances)], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: options.redisUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      STORE_API_ACCESS_KEY: CLUSTER_ACCESS_KEY,
      STORE_API_ADMIN_EMAIL: CLUSTER_ADMIN.email,
      STORE_API_ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PASSWORD_HASH_ITERATIONS: '1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      RATE_LIMIT_MAX: '0',
      PASSWORD_HASHES_QUEUED_PER_ADDRESS: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: the last resort below ends HAProxy and the cluster together.
    detached: true,
  });
  // If this test process ends abruptly, the cluster (and HAProxy, in its process group) ends too;
  // its instances follow when their IPC channel to the cluster closes.
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killGroup);
  let output = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      const match = waiter.pattern.exec(output);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match[0]);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const waitFor = (pattern: RegExp, ms: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms:\n${output}`)), ms);
      waiters.push({
        pattern,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
      onData(Buffer.alloc(0));
    });

  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      const killer = setTimeout(killGroup, 15_000);
      await exited;
      clearTimeout(killer);
    }
    process.off('exit', killGroup);
    await database.close();
  };

  try {
    await Promise.race([
      waitFor(/\(the cluster\): Ctrl-C, or kill -TERM \d+, stops HAProxy and every instance/, 60_000),
      new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the cluster exited (${code}):\n${output}`)))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = /listening on (http:\/\/\S+)/.exec(output)![1]!;
  const instances = [...output.matchAll(/instance (\d+): (http:\/\/\S+) \(pid (\d+)\)(?:, metrics (\S+))?/g)].map((match) => ({
    index: Number(match[1]),
    url: match[2]!,
    pid: Number(match[3]),
    metrics: match[4],
  }));
  return {
    url,
    instances,
    output: () => output,
    problems: () => {
      const lines = output.split('\n').filter((line) => /"level":(4|5|6)0\b/.test(line));
      return lines.length === 0 ? 'no instance logged a warning or an error' : `the instances logged:\n${lines.slice(-20).join('\n')}`;
    },
    exitOf: (index) => waitFor(new RegExp(`instance ${index} \\(pid \\d+\\) exited: [^;]+`), 30_000),
    pid: child.pid!,
    interrupt: () => process.kill(-child.pid!, 'SIGINT'),
    closed,
    stop,
  };
}
