import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { freeLoopbackPort } from '../../src/main/cluster.js';
import { missingServer } from './servers.js';

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = 'mariadb-install-db';

/** Why no MariaDB server of a test's own can be made here (Debian's mariadb-server), or undefined. */
export function privateMariadbMissing(): string | undefined {
  const installer = spawnSync(INSTALL_DB, ['--help'], { stdio: 'ignore' });
  if (existsSync(MARIADBD) && installer.error === undefined) return undefined;
  return missingServer(`${MARIADBD} or ${INSTALL_DB} not found (Debian's mariadb-server)`, 'MariaDB');
}

/**
 * A MariaDB server of the test's own (a fresh data directory in /tmp, loopback, a free port): one
 * the test may stop and start again while the shared server keeps serving every other test.
 * Removed with the test. Its database `faults` exists; `url` reaches it as root.
 */
export async function privateMariadb(t: TestContext): Promise<PrivateMariadb> {
  const server = await startPrivateMariadb();
  t.after(() => server.remove());
  return server;
}

export interface PrivateMariadb {
  url: string;
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  start(): Promise<void>;
  /** Kills the server and removes its data directory. */
  remove(): Promise<void>;
}

/** The same, for a suite's hooks: the caller removes it (`remove`). */
export async function startPrivateMariadb(): Promise<PrivateMariadb> {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-mariadb-'));
  const datadir = join(dir, 'data');
  // Its own temporary directory: a MariaDB server, and the installer's bootstrap, deletes every
  // `#sql*` file of its tmpdir as it starts (left, it thinks, by its own last run), and the shared
  // server keeps its internal temporary tables (Aria files) in /tmp. With /tmp as the tmpdir of
  // both, each start of a test's server deleted the shared server's tables under its running
  // statements: "Error on delete of '/tmp/#sql-temptable-….MAI' (Errcode: 2)" in a test, and most
  // likely the shared server's segfaults in `ha_maria::drop_table` under the full suite.
  const temporary = join(dir, 'tmp');
  mkdirSync(temporary);
  const installed = spawnSync(
    INSTALL_DB,
    ['--no-defaults', `--datadir=${datadir}`, `--tmpdir=${temporary}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'],
    {
      encoding: 'utf8',
    },
  );
  if (installed.status !== 0) throw new Error(`${INSTALL_DB} failed: ${installed.stderr}`);
  const port = await freeLoopbackPort();
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${datadir}`,
        '--user=root',
        '--bind-address=127.0.0.1',
        `--port=${port}`,
        `--socket=${join(dir, 'mariadb.sock')}`,
        `--pid-file=${join(dir, 'mariadb.pid')}`,
        `--tmpdir=${temporary}`,
        '--innodb-buffer-pool-size=16M',
        '--skip-log-bin',
      ],
      { stdio: 'ignore' },
    );
    const mysql = await import('mysql2/promise');
    for (let attempt = 0; attempt < 150; attempt += 1) {
      try {
        const connection = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root' });
        await connection.query('create database if not exists faults');
        await connection.end();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`the test's MariaDB server did not answer on port ${port} within 15 s`);
  };
  /** SIGTERM: a clean shutdown, as `systemctl stop mariadb` does (connections are told, then closed); SIGKILL: a crash. */
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill(signal);
    });
  };
  const remove = async () => {
    await stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await start();
  } catch (error) {
    await remove();
    throw error;
  }
  return { url: `mysql://root@127.0.0.1:${port}/faults`, stop, start, remove };
}
