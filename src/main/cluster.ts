import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Config } from '../kernel/config.js';
import { dialectNameOf } from '../platform/db/dialect.js';

/**
 * `store-api cluster`: several instances of the service on one PostgreSQL (or MariaDB) database behind HAProxy,
 * on this machine, from one command (docs/contract.md §8, Operations). HAProxy runs with the repository's
 * production configuration (deploy/haproxy.cfg) and a second file naming the instances; each
 * instance is `store-api serve` in a process of its own. Ctrl-C (or SIGTERM to this process) stops
 * them all, and nothing it started or wrote is left behind.
 */
export const HAPROXY_CONFIG = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.js', import.meta.url));

export interface ClusterOptions {
  instances: number;
  config: Config;
  /** The environment the instances inherit (DATABASE_URL, REDIS_URL, …). */
  env: NodeJS.ProcessEnv;
  /** Flags for node itself, as `npm start` gives them. */
  nodeArgs: string[];
  out: (line: string) => void;
}

interface Instance {
  index: number;
  child: ChildProcess;
  url: string;
  /** What the instance printed when it started (address, access key, first login). */
  banner: string[];
}

export class ClusterError extends Error {}

/** Starts the cluster; resolves once it is stopped (a signal, or HAProxy ended). Answers the exit code. */
export async function runCluster(options: ClusterOptions): Promise<number> {
  const { config, out } = options;
  const databaseName = clusterDatabaseOf(config);
  await checkHaproxy();
  /** Every process started, with the signal that stops it gracefully. */
  const children: Children = new Map();
  let stopping = false;
  const stopAll = async () => {
    stopping = true;
    await Promise.all([...children].map(([child, signal]) => stopChild(child, signal)));
  };
  const dir = mkdtempSync(join(tmpdir(), 'store-api-cluster-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // However this process ends (but SIGKILL), nothing it started or wrote outlives it: HAProxy is
  // killed, the generated servers.cfg removed (the instances watch their IPC channel).
  const killAll = () => {
    for (const child of children.keys()) child.kill('SIGKILL');
    removeDir();
  };
  process.once('exit', killAll);
  try {
    const env = instanceEnv(options.env);
    const startInstance = (index: number) => startServe(index, options.nodeArgs, env, children, out, () => stopping);
    // The first instance migrates and creates the first organization; the others then start together.
    const first = await startInstance(1);
    const others = await Promise.all(Array.from({ length: options.instances - 1 }, (_, offset) => startInstance(offset + 2)));
    const instances = [first, ...others];

    const serversFile = join(dir, 'servers.cfg');
    writeFileSync(serversFile, serversConfig(instances));
    const balancer = startHaproxy(options, serversFile, out, () => stopping);
    children.set(balancer.haproxy, 'SIGUSR1');
    const address = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`;
    await waitUntilReady(`${address}/health/ready`, balancer.haproxy);
    printBanner(options, instances, address, serversFile, databaseName);
    return await serveUntilStopped(balancer, stopAll, () => stopping, out);
  } catch (error) {
    await stopAll();
    throw error;
  } finally {
    removeDir();
  }
}

/**
 * The name of the database the instances share; a ClusterError saying why there can be no cluster
 * on this one: SQLite serves from one process; MariaDB has no LISTEN/NOTIFY, so live events and
 * access changes reach the other instances through Redis, which a cluster on MariaDB needs.
 */
function clusterDatabaseOf(config: Pick<Config, 'DATABASE_URL' | 'REDIS_URL'>): string {
  const dialect = dialectNameOf(config.DATABASE_URL);
  if (dialect === 'postgres') return 'PostgreSQL';
  if (dialect === 'mysql') {
    if (config.REDIS_URL) return 'MariaDB';
    throw new ClusterError(
      'A cluster on MariaDB needs Redis, through which its instances tell each other of live events and access changes: REDIS_URL=redis://host:6379 npm run cluster',
    );
  }
  throw new ClusterError(
    'A cluster needs PostgreSQL, or MariaDB with REDIS_URL (SQLite serves from one process): DATABASE_URL=postgres://user@host:5432/database npm run cluster',
  );
}

/** What every instance runs with: loopback on a port of its own, behind the balancer, its metrics on a port of its own. */
function instanceEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    HOST: '127.0.0.1',
    PORT: '0',
    // Only the local balancer may name the client address (X-Forwarded-For).
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: env.LOG_LEVEL || 'warn',
    // Each instance's Prometheus metrics on a port of its own (printed by the banner).
    METRICS_PORT: '0',
  };
}

interface Balancer {
  haproxy: ChildProcess;
  /** HAProxy's lines about its own stop, held back until it is known whether the cluster asked for it. */
  held: string[];
}

/**
 * HAProxy with the production configuration and the instances' file, on HOST:PORT; its lines are
 * forwarded once each. SIGUSR1 is its soft stop (its workers finish what they have).
 */
function startHaproxy(options: ClusterOptions, serversFile: string, out: (line: string) => void, stopping: () => boolean): Balancer {
  const haproxy = spawn('haproxy', ['-W', '-db', '-f', HAPROXY_CONFIG, '-f', serversFile], {
    env: { ...options.env, STORE_API_BIND: `${options.config.HOST}:${options.config.PORT}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // HAProxy's account of its own stop is held back: a Ctrl-C in the terminal reaches HAProxy too,
  // often before the cluster, and it reports its worker's exit code 130 as an ALERT. When the
  // cluster stops (or HAProxy was interrupted) the cluster's one line says it; when HAProxy ends
  // by itself, the held lines are printed before saying so.
  const held: string[] = [];
  const once = onceEach();
  forwardLines(haproxy, '[haproxy] ', (line) => {
    if (stopping() || !once(line)) return;
    if (HAPROXY_STOP_LINE.test(line)) held.push(line);
    else out(line);
  });
  return { haproxy, held };
}

/** Where the cluster listens, each instance, the first instance's banner through HAProxy, and how to stop it. */
function printBanner(options: ClusterOptions, instances: Instance[], address: string, serversFile: string, databaseName: string): void {
  const { out } = options;
  const first = instances[0] as Instance;
  out(`Store API cluster listening on ${address} (HAProxy, round-robin over ${instances.length} instances on ${databaseName}; health checks on /health/ready)`);
  for (const instance of instances) {
    const metrics = instance.banner.map((line) => /Metrics: (\S+)/.exec(line)?.[1]).find(Boolean);
    out(`  instance ${instance.index}: ${instance.url} (pid ${instance.child.pid})${metrics ? `, metrics ${metrics}` : ''}`);
  }
  // The first instance's banner (docs, access key, first login) with every address through HAProxy;
  // its own "Process …" line would name an instance, not what stops the cluster.
  for (const line of first.banner.slice(1).filter((entry) => !/Metrics:|^\s*Process \d+/.test(entry))) out(line.replaceAll(first.url, address));
  out(`  HAProxy: ${HAPROXY_CONFIG} + ${serversFile}`);
  if (!options.env.REDIS_URL) out('  REDIS_URL is not set: each instance counts failed logins on its own.');
  if (!options.env.LOG_LEVEL) out('  The instances log at warn (LOG_LEVEL=info logs every request).');
  out(
    `  Process ${process.pid} (the cluster): Ctrl-C, or kill -TERM ${process.pid}, stops HAProxy and every instance; kill -TERM <instance pid> stops one instance (the others serve on).`,
  );
}

/** Serves until a signal (a second one stops at once) or HAProxy's own end; answers the exit code once everything stopped. */
function serveUntilStopped(balancer: Balancer, stopAll: () => Promise<void>, stopping: () => boolean, out: (line: string) => void): Promise<number> {
  return new Promise<number>((resolve) => {
    let stopSince = 0;
    const finish = (code: number) => {
      if (stopSince > 0) return;
      stopSince = Date.now();
      void stopAll().then(() => {
        out(`Store API cluster stopped: HAProxy and the instances have exited${code === 0 ? '' : ` (code ${code})`}.`);
        resolve(code);
      });
    };
    const onSignal = () => {
      // A Ctrl-C reaches HAProxy too, which may exit first: a signal soon after that is the same Ctrl-C.
      if (stopSince > 0 && Date.now() - stopSince > 500) {
        // A second Ctrl-C: stop at once (the exit hook kills what is left and removes servers.cfg).
        out('Second signal: stopping at once.');
        process.exit(130);
      }
      finish(0);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    balancer.haproxy.once('exit', (code, signal) => {
      if (stopping()) return;
      // 130: the terminal's Ctrl-C reached HAProxy before the cluster; the cluster stops as asked.
      if (code === 130 || signal === 'SIGINT') return finish(0);
      for (const line of balancer.held) out(line);
      out(`HAProxy exited (${code ?? signal}); stopping the instances.`);
      finish(1);
    });
  });
}

/** What HAProxy prints while it stops (its master's notices, its worker's exit). */
const HAPROXY_STOP_LINE = /haproxy version is|path to executable|Exiting Master|exited with code|All workers exited/;

/**
 * A TCP port free on loopback just now, for a process to bind a moment later (a balancer, in tests
 * and the benchmark). It is taken below the kernel's ephemeral range: a port of that range, freed
 * here, could go to any socket that listens on port 0 meanwhile (the cluster's own instances do),
 * and the balancer then fails to bind it. Below the range only another explicit choice can take it.
 */
export async function freeLoopbackPort(): Promise<number> {
  const lowest = 10_000;
  const ephemeralStart = ephemeralRangeStart();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * Math.max(1, ephemeralStart - lowest));
    if (await bindsOnLoopback(port)) return port;
  }
  throw new Error('no free loopback port below the ephemeral range after 50 tries');
}

/** The first port of the kernel's ephemeral range (Linux; 32768 elsewhere). */
function ephemeralRangeStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 10_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function bindsOnLoopback(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The second HAProxy file: the backend of deploy/haproxy.cfg with this cluster's instances. */
export function serversConfig(instances: readonly { index: number; url: string }[]): string {
  const servers = instances.map((instance) => `  server app${instance.index} ${new URL(instance.url).host}`);
  return ['# Written by `store-api cluster`: the instances it started.', 'backend store_api from store_api', ...servers, ''].join('\n');
}

async function checkHaproxy(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = spawn('haproxy', ['-v'], { stdio: 'ignore' });
    probe.once('error', () =>
      reject(new ClusterError('HAProxy is not installed (apt-get install haproxy, or brew install haproxy); the cluster runs behind it.')),
    );
    probe.once('exit', () => resolve());
  });
}

/** `store-api serve` as instance `index`; resolves with its address once it listens. */
type Children = Map<ChildProcess, NodeJS.Signals>;

function startServe(
  index: number,
  nodeArgs: string[],
  env: NodeJS.ProcessEnv,
  children: Children,
  out: (line: string) => void,
  stopping: () => boolean,
): Promise<Instance> {
  // A process group of its own: a Ctrl-C in the terminal reaches the cluster, which stops each
  // instance once. The IPC channel tells the instance when the cluster is gone (server.ts).
  const child = spawn(process.execPath, [...nodeArgs, CLI, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], detached: true });
  // SIGINT: the instance drains without the delay meant for a balancer (HAProxy stops too).
  children.set(child, 'SIGINT');
  return new Promise((resolve, reject) => {
    const banner: string[] = [];
    let started = false;
    const timer = setTimeout(() => reject(new ClusterError(`instance ${index} did not start within 60 s`)), 60_000);
    forwardLines(child, `[${index}] `, (line) => {
      if (started) return out(line);
      banner.push(line.slice(`[${index}] `.length));
      const listening = /listening on (http:\/\/\S+)/.exec(banner[0] ?? '');
      // The banner is written at once and ends with how to log in (and a notice after a generated password).
      if (!listening || !line.includes('Log in')) return;
      setTimeout(() => {
        started = true;
        clearTimeout(timer);
        resolve({ index, child, url: listening[1]!, banner });
      }, 100);
    });
    child.once('exit', (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      if (!started) reject(new ClusterError(`instance ${index} exited (${code ?? signal}) before listening:\n${banner.join('\n')}`));
      else if (!stopping()) out(`instance ${index} (pid ${child.pid}) exited: ${code !== null ? `code ${code}` : `signal ${signal}`}; the others serve on.`);
    });
  });
}

/**
 * HAProxy says a server's state change twice: on stderr (`[WARNING]  (pid) : Server … is DOWN`)
 * and as its log line to stdout (`log stdout`), the same text without the level. Answers a filter
 * that lets the first of the two through (either may arrive first) and drops its twin within 2 s.
 */
export function onceEach(windowMs = 2000): (line: string) => boolean {
  const recent = new Map<string, number>();
  return (line) => {
    const text = line
      .replace(/^\[haproxy\] /, '')
      .replace(/^\[[A-Z]+\]\s+\(\d+\) : /, '')
      .replaceAll("'", '')
      .trim();
    const now = Date.now();
    for (const [seen, at] of recent) if (now - at > windowMs) recent.delete(seen);
    if (text !== '' && recent.has(text)) {
      recent.delete(text);
      return false;
    }
    recent.set(text, now);
    return true;
  };
}

function forwardLines(child: ChildProcess, prefix: string, out: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out(prefix + line);
    });
  }
}

/** Through HAProxy, until an instance answers ready (15 s at most). */
async function waitUntilReady(url: string, haproxy: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (haproxy.exitCode !== null) throw new ClusterError(`HAProxy exited (${haproxy.exitCode}); is ${url} free?`);
    const ready = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new ClusterError(`HAProxy did not answer ready at ${url} within 15 s`);
}

/** Asks a child to stop and waits (10 s, then SIGKILL). */
function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill(signal);
  });
}
