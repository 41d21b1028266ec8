import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { missingServer, startServer } from './helpers/servers.js';

const README = join(import.meta.dirname, '..', '..', 'README.md');
const ACCESS_KEY = 'SWSCREADMETOURACCESSKEY001';
const ADMIN_PASSWORD = 'readme-tour-password';

/** The shell blocks of the README's "Tour" section, in order: what a newcomer pastes. */
function tourScript(readme: string): string {
  const start = readme.indexOf('\n## Tour\n');
  assert.ok(start >= 0, 'the README has a "## Tour" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
  assert.ok(blocks.length >= 5, 'the tour has its blocks');
  return blocks.join('\n');
}

/**
 * The README's tour, pasted in order into bash against a fresh `store-api serve` (SQLite), as a
 * newcomer would after `npm start`: only the three values the banner prints are filled in. Every
 * request must succeed (its `call` helper fails on an error answer, and the script stops there),
 * so the README cannot describe a request the service no longer takes.
 */
/** The tour is curl in a POSIX shell, as a newcomer runs it (`.ci/run` installs curl where it is missing). */
const curlMissing = spawnSync('curl', ['--version'], { stdio: 'ignore' }).error ? missingServer('curl is not installed (apt-get install curl)', 'curl') : undefined;

test('the README tour runs from start to end against a fresh server', { timeout: 120_000, skip: curlMissing }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-tour-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({ DATABASE_URL: `sqlite:${join(dir, 'tour.sqlite')}`, STORE_API_ACCESS_KEY: ACCESS_KEY, STORE_API_ADMIN_PASSWORD: ADMIN_PASSWORD, PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' });
  t.after(() => server.stop());
  const script = tourScript(readFileSync(README, 'utf8'))
    .replace(/^API=.*$/m, `API=${server.url}`)
    .replace(/^KEY=.*$/m, `KEY=${ACCESS_KEY}`)
    .replace(/^PASSWORD=.*$/m, `PASSWORD='${ADMIN_PASSWORD}'`);
  assert.match(script, new RegExp(`^API=${server.url}$`, 'm'), 'the tour sets API, KEY and PASSWORD at its top');
  const { stdout, stderr } = await promisify(execFile)('bash', ['-c', `set -euo pipefail\n${script}`], { cwd: dir, timeout: 90_000, maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout: string; stderr: string; code: number }) => {
    assert.fail(`the tour stopped (exit ${error.code}):\n${error.stderr}\n--- output ---\n${error.stdout.slice(-4000)}`);
  });
  // What a newcomer should see along the way.
  assert.match(stdout, /"apiAlias":"b2b_employee"[^\n]*"permissions":\[/, 'account/me');
  assert.match(stdout, /"name":"Weekly order"/, 'the PATCH renamed the list');
  assert.match(stdout, /^productId,quantity,note\r$/m, 'the CSV export');
  assert.match(stdout, /^event: /m, 'the live stream printed an event');
  assert.match(stdout, /"access":"edit"/, 'the colleague sees the shared list with edit access');
  assert.match(stdout, /"code":"VALIDATION__INVALID"[^\n]*"pointer":"\/name"/, 'the error envelope');
  assert.match(stdout, /"code":"PRODUCT_LIST__NOT_FOUND"/);
  assert.equal(stderr.replace(/^curl: \(22\) The requested URL returned error: 40\d\n/gm, ''), '', 'nothing else went wrong');
});
