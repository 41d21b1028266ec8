// Runs the test files in a few long-lived processes (groups) instead of one process per file.
// Each file's own process used to load the service's modules and warm up V8 for itself: about half
// of the suite's CPU. A group imports its files one after another in one process; node's runner
// still reports every test (TAP summary), runs the groups side by side, and fails when one fails.
//
//   node scripts/test.mjs                      every file of dist/test in TEST_PROCESSES groups (3 a core)
//   node scripts/test.mjs dist/test/a.test.js  the files named, each in its own process as before
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const tests = join(root, 'dist', 'test');
const groupsDir = join(tests, 'groups');
const NEW_FILE = 5;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === groupsDir ? [] : testFiles(path);
    return entry.name.endsWith('.test.js') ? [path] : [];
  });
}

function run(args) {
  const child = spawn(process.execPath, ['--test', ...args], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
}

const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (named.length > 0) {
  run([...options, ...named]);
} else {
  // Three a core: a group often waits (on a server it started, a timer, a database), and six on two
  // cores ran the suite in 135–140 s against four's 155–168.
  const processes = Math.max(1, Number.parseInt(process.env.TEST_PROCESSES ?? '', 10) || 3 * availableParallelism());
  const weightsFile = join(root, 'test', 'weights.json');
  const weights = existsSync(weightsFile) ? JSON.parse(readFileSync(weightsFile, 'utf8')) : {};
  // A file's time in a group: its time alone, or its CPU at its share of the cores when the groups
  // all compute at once, whichever is longer (a new file counts NEW_FILE seconds of each).
  const share = Math.max(1, processes / availableParallelism());
  const files = testFiles(tests).map((path) => {
    const name = relative(tests, path).replace(/\.test\.js$/, '');
    const { seconds, cpu } = weights[name] ?? { seconds: NEW_FILE, cpu: NEW_FILE };
    return { path, name, weight: Math.max(seconds, cpu * share) };
  });
  files.sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
  const groups = Array.from({ length: processes }, () => ({ files: [], weight: 0 }));
  for (const file of files) {
    const lightest = groups.reduce((min, group) => (group.weight < min.weight ? group : min));
    lightest.files.push(file);
    lightest.weight += file.weight;
  }
  rmSync(groupsDir, { recursive: true, force: true });
  mkdirSync(groupsDir, { recursive: true });
  const paths = groups
    .filter((group) => group.files.length > 0)
    .map((group, index) => {
      const path = join(groupsDir, `group-${index + 1}.test.js`);
      writeFileSync(path, group.files.map((file) => `import '../${file.name}.test.js';\n`).join(''));
      return path;
    });
  run([`--test-concurrency=${paths.length}`, ...options, ...paths]);
}
