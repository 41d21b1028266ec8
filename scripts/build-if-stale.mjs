// Builds dist/ only when a source changed since the last build (`npm start` used to recompile the
// whole project every time: 14 of its 14–18 s). The build writes dist/.built last; any file of
// src/, test/, bench/, examples/ or the build's own settings (and scripts/bundle.mjs) newer than it makes the build run again.
// Only what the build reads counts: code, not data beside it (test/weights.json, READMEs), so a run of
// `npm test` whose client test calls `npm start` does not rebuild dist/ under the other tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT_FROM = /\.(ts|mts|js|mjs|cjs)$|(tsconfig|package|package-lock)\.json$/;
const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', '.built');

/** What runs write, not what the build reads (the benchmark's results and profiles). */
const OUTPUTS = new Set([join(root, 'bench', 'results')]);

function newest(path) {
  if (!existsSync(path) || OUTPUTS.has(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return BUILT_FROM.test(path) ? stats.mtimeMs : 0;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stats.mtimeMs);
}

const sources = ['src', 'test', 'bench', 'examples', join('scripts', 'bundle.mjs'), 'tsconfig.json', 'package.json', 'package-lock.json'].map((name) =>
  newest(join(root, name)),
);
if (existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...sources)) process.exit(0);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const build = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(build.status ?? 1);
