/**
 * What a newcomer pastes: the README's tour, and every feature guide in docs/guides/, each run with
 * bash and curl against a fresh `store-api serve` (SQLite), as a reader would after `npm start`:
 * only the values the banner prints (and a guide's provider) are filled in. Every request must
 * succeed (the `call` helper fails on an error answer, and the script stops there), so neither the
 * README nor a guide can describe a request the service no longer takes.
 */
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { missingServer, startServer } from '../helpers/servers.js';
import { startProvider } from '../helpers/oidc-provider.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const GUIDES = join(ROOT, 'docs', 'guides');
const ACCESS_KEY = 'SWSCREADMETOURACCESSKEY001';
const ADMIN_PASSWORD = 'readme-tour-password';

/** The shell blocks of a Markdown text (or of one of its sections), in order. */
function shellBlocks(markdown: string, section?: string): string[] {
  let text = markdown;
  if (section !== undefined) {
    const start = markdown.indexOf(`\n## ${section}\n`);
    assert.ok(start >= 0, `the README has a "## ${section}" section`);
    const end = markdown.indexOf('\n## ', start + 1);
    text = markdown.slice(start, end < 0 ? undefined : end);
  }
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

/** The settings a guide asks its reader to start the service with (`<!-- guide server: NAME=value … -->`). */
function serverSettingsOf(markdown: string): Record<string, string> {
  const line = /<!-- guide server: (.*?) -->/.exec(markdown)?.[1] ?? '';
  return Object.fromEntries(
    line
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s, 2) as [string, string]),
  );
}

/** curl runs the scripts in a POSIX shell (`.ci/run` installs curl where it is missing). */
const curlMissing = spawnSync('curl', ['--version'], { stdio: 'ignore' }).error
  ? missingServer('curl is not installed (apt-get install curl)', 'curl')
  : undefined;

/**
 * Runs `blocks` with bash against a fresh server: the lines `API=`, `KEY=`, `PASSWORD=` and the
 * names in `values` get this run's values, and the helpers are sourced from the project.
 */
async function runAgainstFreshServer(
  t: { after(fn: () => unknown): void },
  name: string,
  blocks: string[],
  env: Record<string, string> = {},
  values: Record<string, string> = {},
) {
  assert.ok(blocks.length >= 2, `${name} has its blocks`);
  const dir = mkdtempSync(join(tmpdir(), 'store-api-guide-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({
    DATABASE_URL: `sqlite:${join(dir, 'guide.sqlite')}`,
    STORE_API_ACCESS_KEY: ACCESS_KEY,
    STORE_API_ADMIN_PASSWORD: ADMIN_PASSWORD,
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    ...env,
  });
  t.after(() => server.stop());
  let script = blocks.join('\n').replace(/^\. docs\/guides\/call\.sh/m, `. ${join(GUIDES, 'call.sh')}`);
  for (const [variable, value] of Object.entries({ API: server.url, KEY: ACCESS_KEY, PASSWORD: `'${ADMIN_PASSWORD}'`, ...values })) {
    const line = new RegExp(`^${variable}=.*$`, 'm');
    assert.match(script, line, `${name} sets ${variable} at its top`);
    script = script.replace(line, `${variable}=${value}`);
  }
  assert.match(script, new RegExp(`^\\. ${join(GUIDES, 'call.sh').replaceAll('/', '\\/').replaceAll('.', '\\.')}`, 'm'), `${name} sources the helpers`);
  const { stdout, stderr } = await promisify(execFile)('bash', ['-c', `set -euo pipefail\n${script}`], {
    cwd: dir,
    timeout: 90_000,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout: string; stderr: string; code: number }) => {
    assert.fail(`${name} stopped (exit ${error.code}):\n${error.stderr}\n--- output ---\n${error.stdout.slice(-4000)}`);
  });
  // The refusals a reader is shown on purpose (`|| true`) print curl's line; nothing else may go wrong.
  assert.equal(stderr.replace(/^curl: \(22\) The requested URL returned error: 40\d\n/gm, ''), '', `${name}: nothing else went wrong`);
  return stdout;
}

test('the README tour runs from start to end against a fresh server', { timeout: 120_000, skip: curlMissing }, async (t) => {
  const stdout = await runAgainstFreshServer(t, 'the tour', shellBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'Tour'));
  // What a newcomer should see along the way.
  assert.match(stdout, /"apiAlias":"b2b_employee"[^\n]*"permissions":\[/, 'account/me');
  assert.match(stdout, /"name":"Weekly order"/, 'the PATCH renamed the list');
  assert.match(stdout, /^productId,quantity,note\r$/m, 'the CSV export');
  assert.match(stdout, /^event: /m, 'the live stream printed an event');
  assert.match(stdout, /"access":"edit"/, 'the colleague sees the shared list with edit access');
  assert.match(stdout, /"code":"VALIDATION__INVALID"[^\n]*"pointer":"\/name"/, 'the error envelope');
  assert.match(stdout, /"code":"PRODUCT_LIST__NOT_FOUND"/);
});

/** What each guide must have shown, beyond every request succeeding. */
const GUIDE_OUTPUT: Record<string, RegExp[]> = {
  'units.md': [/"path":\["[0-9a-f]{32}","[0-9a-f]{32}"\]/, /^Office supplies$/m, /"pointer":"\/organization"/, /"code":"ORGANIZATION_UNIT__NOT_EMPTY"/],
  'webhooks-and-rabbitmq.md': [/did you mean \\"product_list\.\*\\"\?/, /^received product_list\.created /m, /"outcome":"delivered"/],
  'history.md': [/"lineItems\.SKU-1":\{"from":\{"quantity":3/, /[Dd]id you mean \\"limit\\"\?/, /"type":"account\.login_failed"/],
  'guests.md': [/"code":"AUTH__GUEST_NOT_ALLOWED"/],
  'second-factor.md': [/This code was used already/, /^"?[A-Za-z0-9_-]+"?$/m],
  'single-sign-on.md': [
    /"callbackUrl":"http[^"]+\/store-api\/sso\/[0-9a-f]{32}\/callback"/,
    /^302 http:\/\/127\.0\.0\.1:\d+\/auth\?/m,
    /"code":"SSO__RETURN_TO_NOT_ALLOWED"/,
  ],
  'scim.md': [/did you mean \\"active\\"\?[^\n]*"scimType":"invalidPath"/, /^jo\.north@example\.com$/m, /^false$/m, /"unitId":"[0-9a-f]{32}"/],
  'custom-fields.md': [
    /\{"budget":1500,"approved":true\}|\{"approved":true,"budget":1500\}/,
    /^productId,quantity,note,customFields\.deliverBy\r$/m,
    /^"?emp-31"?$/m,
  ],
  'transfer.md': [/\["SKU-1 x5","SKU-2 x1"\]/, /"pointer":"\/targetId"/],
  'expiry.md': [/^1$/m, /"code":"PRODUCT_LIST__NOT_FOUND"/, /^0$/m, /^365$/m],
  'elements.md': [
    /^export \* from '\.\/store-api-elements\.[0-9a-f]{12}\.js';$/m,
    /^200 text\/javascript; charset=utf-8$/m,
    /^access-control-allow-origin: https:\/\/shop\.example\.com\r?$/m,
    /^0$/m,
  ],
  'approval.md': [/^submitted$/m, /^100 is too many; 60 will do$/m, /^approved\ndraft$/m],
};

const guides = readdirSync(GUIDES)
  .filter((file) => file.endsWith('.md'))
  .sort();

test('every feature guide has its expectations here, and every one here a guide', () => {
  assert.deepEqual(guides, Object.keys(GUIDE_OUTPUT).sort());
});

for (const guide of guides) {
  test(`docs/guides/${guide} runs from start to end against a fresh server`, { timeout: 120_000, skip: curlMissing }, async (t) => {
    const markdown = readFileSync(join(GUIDES, guide), 'utf8');
    const env = serverSettingsOf(markdown);
    const values: Record<string, string> = {};
    if (guide === 'single-sign-on.md') {
      // A real OpenID provider on this machine stands in for the reader's.
      const provider = await startProvider(['http://127.0.0.1/unused-callback']);
      t.after(() => provider.close());
      Object.assign(env, { SSO_ALLOW_HTTP_ISSUERS: 'true', SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
      Object.assign(values, { ISSUER: provider.issuer, CLIENT_ID: provider.clientId, CLIENT_SECRET: `'${provider.clientSecret}'` });
    }
    const stdout = await runAgainstFreshServer(t, `docs/guides/${guide}`, shellBlocks(markdown), env, values);
    for (const expected of GUIDE_OUTPUT[guide] ?? []) assert.match(stdout, expected, `docs/guides/${guide}: ${expected} in\n${stdout.slice(-3000)}`);
  });
}
