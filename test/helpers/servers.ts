import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * A server a test needs is missing: the reason to skip with, or, under `CI=true`, a failure (CI
 * must run every test).
 */
export function missingServer(reason: string, what: string): string {
  if (process.env.CI === 'true') throw new Error(`${reason} (CI=true: ${what} is required)`);
  return reason;
}

export interface StartedServer {
  url: string;
  /** Everything the process printed so far. */
  readonly output: string;
  /** SIGTERM, then its exit code (at once when it has exited already). */
  stop(): Promise<number | null>;
}

/** The `store-api` command as `npm start` runs it: the bundle (scripts/bundle.mjs). */
export const CLI = join(import.meta.dirname, '..', '..', 'bundle', 'main', 'cli.js');

/**
 * Starts the service as a real process (`store-api serve`, or another command that runs it, such
 * as `npm start`) and waits for its banner: where it listens, the access key and how to log in.
 */
export function startServer(env: Record<string, string>, options: { command?: readonly string[]; timeoutMs?: number } = {}): Promise<StartedServer> {
  const [command, ...args] = options.command ?? [process.execPath, CLI, 'serve'];
  const timeoutMs = options.timeoutMs ?? 20_000;
  const child = spawn(command!, args, { env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match && output.includes('sw-access-key') && /Log in/.test(output)) {
        clearTimeout(timer);
        setTimeout(
          () =>
            resolve({
              url: match[1]!,
              get output() {
                return output;
              },
              // Resolves at once when the process has already exited (waiting for its 'exit' would hang);
              // else on 'close', once its output is read to the end.
              stop: () =>
                new Promise((done) => {
                  if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode);
                  child.once('close', (code) => done(code));
                  child.kill('SIGTERM');
                }),
            }),
          50,
        );
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}
