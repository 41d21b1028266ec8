// Builds dist/ only when a source changed since the last build (`npm start` used to recompile the
// whole project every time: 14 of its 14–18 s). The build writes dist/.built last, naming the files
// it read; any file of src/, test/, bench/, examples/ or the build's own settings (and
// scripts/bundle*.mjs, the elements' sources) newer than it, or added, removed or renamed, makes the build run again.
// Only what the build reads counts: code, not data beside it (test/weights.json, READMEs), so a run of
// `npm test` whose client test calls `npm start` does not rebuild dist/ under the other tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const BUILT_FROM = /\.(ts|mts|js|mjs|cjs)$|(tsconfig|package|package-lock)\.json$/;
const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', '.built');

/** What runs write, not what the build reads (the benchmark's results and profiles). */
const OUTPUTS = new Set([join(root, 'bench', 'results')]);

/**
 * The files the build reads, each with its modification time. Files only: a directory's own time
 * moves whenever anything in it is written or replaced (test/weights.json rewritten by an editor),
 * which rebuilt dist/ under a running `npm test`; a source added, removed or renamed shows in the
 * list the stamp keeps instead.
 */
function sourcesIn(path, found) {
  if (!existsSync(path) || OUTPUTS.has(path)) return found;
  const stats = statSync(path);
  if (!stats.isDirectory()) {
    if (BUILT_FROM.test(path)) found.push([relative(root, path), stats.mtimeMs]);
    return found;
  }
  for (const name of readdirSync(path)) sourcesIn(join(path, name), found);
  return found;
}

const sources = [
  'src',
  'test',
  'bench',
  'examples',
  join('elements', 'src'),
  join('elements', 'package.json'),
  join('elements', 'tsconfig.json'),
  join('scripts', 'bundle.mjs'),
  join('scripts', 'bundle-elements.mjs'),
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]
  .flatMap((name) => sourcesIn(join(root, name), []))
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const list = sources.map(([name]) => name).join('\n');

// `npm run build` ends with `--stamp`: the stamp names the sources the build read.
if (process.argv.includes('--stamp')) {
  writeFileSync(stamp, list);
  process.exit(0);
}
const stamped = existsSync(stamp) ? statSync(stamp).mtimeMs : undefined;
const fresh = stamped !== undefined && readFileSync(stamp, 'utf8') === list && sources.every(([, modified]) => modified <= stamped);
if (fresh) process.exit(0);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const build = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(build.status ?? 1);
