// Builds dist/ only when a source changed since the last build (`npm start` used to recompile the
// whole project every time: 14 of its 14–18 s). The build writes dist/.built last; any file of
// src/, test/, bench/, examples/ or the build's own settings newer than it makes the build run again.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', '.built');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stats.mtimeMs);
}

const sources = ['src', 'test', 'bench', 'examples', 'scripts', 'tsconfig.json', 'package.json', 'package-lock.json'].map((name) => newest(join(root, name)));
if (existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...sources)) process.exit(0);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const build = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(build.status ?? 1);
