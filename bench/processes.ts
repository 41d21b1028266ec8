import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Started {
  url: string;
  pid: number;
  /** Resident memory in MiB: right after start, and the highest the kernel saw (VmHWM), sampled every 200 ms. */
  memory(): { startMiB: number; peakMiB: number };
  /** The highest RSS sampled since the last call (MiB): what one load made the process hold. */
  takeRecentPeakMiB(): number;
  /** The last few KiB the process wrote (its warnings, say), to show when something failed. */
  recentOutput(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Flags for node itself (`--cpu-prof`, say), placed before the script. */
  nodeArgs?: string[];
}

/** Every child still running: killed when the benchmark ends, however it ends. */
const running = new Set<ChildProcess>();

export function killAllChildren(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}
process.once('exit', killAllChildren);

function readMemoryMiB(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+) kB/.exec(status);
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
    return { rss: Number(rss?.[1] ?? 0) / 1024, hwm: Number(hwm?.[1] ?? 0) / 1024 };
  } catch {
    return undefined; // The process has ended (or this is not Linux).
  }
}

/** Starts `node [nodeArgs] script [args]`, waits for its "listening http://…" line (60 s at most). */
export function startProcess(script: string, args: string[], options: StartOptions = {}): Promise<Started> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script, ...args], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  let peak = 0;
  let recentPeak = 0;
  let atStart = 0;
  const sample = () => {
    const memory = child.pid === undefined ? undefined : readMemoryMiB(child.pid);
    if (memory) {
      peak = Math.max(peak, memory.hwm, memory.rss);
      recentPeak = Math.max(recentPeak, memory.rss);
    }
    return memory;
  };
  const takeRecentPeakMiB = () => {
    sample();
    const value = recentPeak;
    recentPeak = 0;
    return value;
  };
  const sampler = setInterval(sample, 200);
  sampler.unref();

  const stop = () =>
    new Promise<void>((done) => {
      sample();
      clearInterval(sampler);
      if (child.exitCode !== null || child.signalCode !== null) return done();
      // A graceful stop (the service closes its database, a --cpu-prof profile is written), or a kill after 15 s.
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(killer);
        done();
      });
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (?:on )?(http:\/\/[^\s]+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stdout?.on('data', keepTail);
      atStart = sample()?.rss ?? 0;
      resolve({ url: match[1]!, pid: child.pid!, memory: () => ({ startMiB: atStart, peakMiB: peak }), takeRecentPeakMiB, recentOutput: () => output, stop });
    };
    // Only the tail is kept, so a chatty child never grows our memory (and never blocks on a full pipe).
    const keepTail = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8192);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', keepTail);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}
