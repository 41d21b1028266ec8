import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Started {
  url: string;
  pid: number;
  /** Highest resident memory seen (MiB), sampled every 200 ms. */
  peakRssMiB(): number;
  stop(): Promise<void>;
}

/** Starts a server process and waits for its "listening http://…" line. */
export function startProcess(script: string, args: string[], env: Record<string, string>): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (match) peak = Math.max(peak, Number(match[1]) / 1024);
    } catch {
      // The process has ended.
    }
  }, 200);
  sampler.unref();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (?:on )?(http:\/\/[^\s]+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({
        url: match[1]!,
        pid: child.pid!,
        peakRssMiB: () => peak,
        stop: () => new Promise((done) => {
          clearInterval(sampler);
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}
