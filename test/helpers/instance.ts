import { spawn, type ChildProcess } from 'node:child_process';
import { CLI } from './servers.js';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Instance {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/**
 * The service as a real process on `databaseUrl` and `port` (cheap password hashing, no rate
 * limit, warnings only), ready when its readiness probe says so. For tests that kill processes.
 */
export async function startInstance(databaseUrl: string, port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [CLI, 'serve'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      HOST: '127.0.0.1',
      PORT: String(port),
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PASSWORD_HASH_ITERATIONS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return { child, url, output: () => output };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within 30 s:\n${output}`);
}
