import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { measure } from './load.js';
import type { SeededDatabase } from './seed.js';
import { WorkingDay } from './working-day.js';
import { transferScenario } from './transfer.js';
import { loginHeaders, readScenarios, startService, writeScenarios, type Timing } from './service.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

export interface ProfileSummary {
  scenario: string;
  file: string;
  seconds: number;
  /** Share of the samples the main thread was not idle. */
  busyPercent: number;
  /** Self time by where the code lives (our code, a package, Node.js internals, GC), % of busy samples. */
  byOrigin: { origin: string; percent: number }[];
  /** Functions by self time, % of busy samples. */
  topFunctions: { fn: string; percent: number }[];
}

/** Where a function lives: `src/…` (ours), a package of node_modules, `node:internal`, or a V8 pseudo-frame. */
function originOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node (internals)';
  const ours = /\/dist\/(src|bench)\//.exec(url);
  return ours ? `${ours[1]}/ (ours)` : url;
}

function shortPlace(url: string, line: number): string {
  const trimmed = url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/dist\//, '');
  return trimmed ? `${trimmed}:${line + 1}` : '';
}

/** Reads a V8 .cpuprofile and answers self time by function and by origin. */
export function summarizeProfile(file: string, scenario: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map<number, number>();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const functions = new Map<string, number>();
  const origins = new Map<string, number>();
  let busy = 0;
  for (const [id, count] of hits) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    busy += count;
    const fn = `${functionName || '(anonymous)'} ${shortPlace(url, lineNumber)}`.trim();
    functions.set(fn, (functions.get(fn) ?? 0) + count);
    const origin = originOf(url, functionName);
    origins.set(origin, (origins.get(origin) ?? 0) + count);
  }
  const ranked = (counts: Map<string, number>, limit: number) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, count]) => ({ name, percent: (100 * count) / Math.max(1, busy) }));
  return {
    scenario,
    file,
    seconds: (profile.endTime - profile.startTime) / 1e6,
    busyPercent: (100 * busy) / Math.max(1, profile.samples.length),
    byOrigin: ranked(origins, 12).map(({ name, percent }) => ({ origin: name, percent })),
    topFunctions: ranked(functions, top).map(({ name, percent }) => ({ fn: name, percent })),
  };
}

export function formatProfile(summary: ProfileSummary): string {
  return [
    `CPU profile of the service under "${summary.scenario}": ${summary.seconds.toFixed(1)} s, main thread busy ${summary.busyPercent.toFixed(0)} % (${summary.file})`,
    `  self time by origin: ${summary.byOrigin.map((entry) => `${entry.origin} ${entry.percent.toFixed(1)} %`).join(', ')}`,
    '  top functions by self time (% of busy samples):',
    ...summary.topFunctions.map((entry) => `    ${entry.percent.toFixed(1).padStart(5)} %  ${entry.fn}`),
  ].join('\n');
}

export const PROFILED_SCENARIOS = ['detail', 'search-1', 'search-500', 'patch', 'working-day'];

/**
 * `npm run bench -- --profile`: each scenario against a service of its own started with
 * `node --cpu-prof`, then the profile summed up. Profiling slows the service: no figures to compare.
 */
export async function profileScenarios(
  databaseUrl: string,
  seeded: SeededDatabase,
  profileDir: string,
  timing: Timing,
  keys = PROFILED_SCENARIOS,
): Promise<ProfileSummary[]> {
  const summaries: ProfileSummary[] = [];
  for (const key of keys) {
    // A folder per scenario, node's own names in it: worker threads (password hashing) write profiles too, the main thread's is thread 0.
    const scenarioDir = join(profileDir, key);
    const service = await startService(databaseUrl, seeded, ['--cpu-prof', `--cpu-prof-dir=${scenarioDir}`]);
    let name = key;
    try {
      const headers = await loginHeaders(service.url, seeded.adminEmail);
      const day = key === 'working-day' ? await WorkingDay.start(seeded, (email) => loginHeaders(service.url, email)) : undefined;
      const transfer = key === 'transfer' ? await transferScenario(service.url, headers) : undefined;
      const scenario =
        day?.scenario(service.url) ??
        transfer ??
        [...readScenarios(service.url, seeded, headers), ...writeScenarios(service.url, seeded, headers)].find((candidate) => candidate.key === key);
      if (!scenario) throw new Error(`no scenario "${key}"`);
      name = scenario.name;
      await measure('profiled', scenario, timing.durationSeconds, timing.warmupSeconds);
    } finally {
      await service.stop();
    }
    const file = readdirSync(scenarioDir).find((entry) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(entry));
    if (!file) {
      process.stdout.write(`  no profile was written for ${key}\n`);
      continue;
    }
    const summary = summarizeProfile(join(scenarioDir, file), name);
    summaries.push(summary);
    process.stdout.write(`\n${formatProfile(summary)}\n\n`);
  }
  return summaries;
}
