/**
 * The typed client (`store-api/client`) and the quick-start example, against a live server; and
 * the document, the generated types and the client cannot drift apart.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { createStoreApiClient, expectData, StoreApiError } from 'store-api/client';
import { ACCESS_KEY, buildTestApp } from '../helpers/app.js';
import { startServer } from '../helpers/servers.js';
import { DOCUMENT_PATH } from '../../src/platform/http/document-paths.js';
import { freeLoopbackPort } from '../../src/main/cluster.js';

const TYPES_FILE = 'src/client/schema.ts';
const HEADER = '// Generated from the OpenAPI document by openapi-typescript: do not edit. `UPDATE_DOCS=1 npm test` rewrites it.\n\n';

test("the client's types are the document's: regenerated, they equal src/client/schema.ts", async (t) => {
  const { app } = await buildTestApp(t, 'sqlite');
  const document = (await app.inject({ method: 'GET', url: DOCUMENT_PATH })).json();
  const generated = HEADER + astToString(await openapiTS(document));
  if (process.env.UPDATE_DOCS === '1') writeFileSync(TYPES_FILE, generated);
  assert.equal(readFileSync(TYPES_FILE, 'utf8'), generated, `${TYPES_FILE} differs from the document: run UPDATE_DOCS=1 npm test`);
});

test('the client sends the access key, adopts the context token from login, and throws typed errors', async (t) => {
  const { app, acme, globex } = await buildTestApp(t, 'sqlite');
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const api = createStoreApiClient({ baseUrl, accessKey: ACCESS_KEY });
  assert.equal(api.contextToken, undefined);

  const unauthenticated = await api.GET('/store-api/account/me');
  assert.equal(unauthenticated.response.status, 401);
  assert.equal(unauthenticated.error?.errors[0]?.code, 'AUTH__CONTEXT_TOKEN_INVALID');

  const session = expectData(await api.POST('/store-api/account/login', { body: { username: acme.memberEmail, password: acme.memberPassword } }));
  assert.equal(api.contextToken, session.contextToken, 'the token from the answer is adopted');
  const me = expectData(await api.GET('/store-api/account/me'));
  assert.equal(me.id, acme.memberId);

  const list = expectData(await api.POST('/store-api/product-lists/create', { body: { name: 'Typed', lineItems: [{ productId: 'SKU-1', quantity: 2 }] } }));
  assert.equal(list.itemCount, 1);
  const other = createStoreApiClient({ baseUrl, accessKey: ACCESS_KEY, contextToken: globex.headers['sw-context-token'] });
  await assert.rejects(
    async () => expectData(await other.GET('/store-api/product-lists/detail/{id}', { params: { path: { id: list.id } } })),
    (error: unknown) => error instanceof StoreApiError && error.status === 404 && error.code === 'PRODUCT_LIST__NOT_FOUND',
  );
  const invalid = await api.POST('/store-api/product-lists/create', { body: { name: '' } });
  assert.equal(invalid.error?.errors[0]?.source?.pointer, '/name');

  const logout = await api.POST('/store-api/account/logout');
  assert.equal(logout.response.status, 204);
  assert.equal(api.contextToken, undefined, 'logging out forgets the token');
});

test('examples/quick-start.ts without its variables, or without a server, says what to do in one message', async () => {
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['dist/examples/quick-start.js'], { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 }).then(
      () => assert.fail('the example must fail'),
      (error: { code: number; stderr: string }) => error,
    );
  const bare = await run({});
  assert.equal(bare.code, 2);
  assert.match(bare.stderr, /^Set STORE_API_ACCESS_KEY, STORE_API_USERNAME, STORE_API_PASSWORD: `npm start` prints them/);
  assert.doesNotMatch(bare.stderr, /\n\s+at /, 'no stack trace');
  const port = await freeLoopbackPort();
  const nobody = await run({
    STORE_API_URL: `http://127.0.0.1:${port}`,
    STORE_API_ACCESS_KEY: ACCESS_KEY,
    STORE_API_USERNAME: 'a@b.example',
    STORE_API_PASSWORD: 'password-1',
  });
  assert.equal(nobody.code, 2);
  assert.equal(nobody.stderr, `No Store API answers at http://127.0.0.1:${port} (STORE_API_URL): start it with \`npm start\`.\n`);
});

test('examples/quick-start.ts runs against a live server', async (t) => {
  const { app, acme } = await buildTestApp(t, 'sqlite');
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const { stdout } = await promisify(execFile)(process.execPath, ['dist/examples/quick-start.js'], {
    env: {
      ...process.env,
      STORE_API_URL: baseUrl,
      STORE_API_ACCESS_KEY: ACCESS_KEY,
      STORE_API_USERNAME: acme.adminEmail,
      STORE_API_PASSWORD: acme.adminPassword,
    },
    timeout: 30_000,
  });
  assert.match(stdout, new RegExp(`Logged in as ${acme.adminEmail.replace(/[.]/g, '\\.')} \\(admin\\)`));
  assert.match(stdout, /Created list [0-9a-f]{32} "Weekly re-order" \(version 1\)/);
  assert.match(stdout, /Now 2 items, 12 pieces\./);
  assert.match(stdout, /SW10001 × 10 \(Only the 1 kg packs\)\n {2}SW10007 × 2/);
  assert.match(stdout, /Search "weekly": 1 list\(s\): Weekly re-order/);
  assert.match(stdout, /A missing list: 404 PRODUCT_LIST__NOT_FOUND/);
  const lists = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { associations: { lineItems: {} } } });
  assert.deepEqual(
    lists.json().elements.map((list: { name: string; itemCount: number }) => [list.name, list.itemCount]),
    [['Weekly re-order', 2]],
  );
});

test('a fresh `npm start`: the banner names the docs page and the example command, which runs; stopping npm stops the service', {
  timeout: 120_000,
}, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-start-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const npm = npmCommand();
  const server = await startServer(
    { DATABASE_URL: `sqlite:${join(dir, 'store-api.sqlite')}`, LOG_FORMAT: 'json', SHUTDOWN_DELAY_SECONDS: '0' },
    { command: [npm.command, ...npm.args, 'start'], timeoutMs: 60_000 },
  );
  t.after(() => server.stop());
  const banner = server.output;
  const address = server.url;
  assert.match(banner, new RegExp(`Docs page: ${address.replace(/[.]/g, '\\.')}/store-api/_info/swagger\\.html`));
  const page = await fetch(`${address}/store-api/_info/swagger.html`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /swagger-ui-bundle\.js/);

  // The banner's own example command, with the one-time password it printed.
  const password = /"password":"([^"]+)"/.exec(banner)?.[1];
  const command = /Try the typed client: (.+) npm run example/.exec(banner)?.[1];
  assert.ok(password && command, banner);
  const exampleEnv = Object.fromEntries(command.split(' ').map((assignment) => assignment.split('=') as [string, string]));
  exampleEnv.STORE_API_PASSWORD = password;
  const example = await promisify(execFile)(npm.command, [...npm.args, 'run', '-s', 'example'], { env: { ...process.env, ...exampleEnv }, timeout: 60_000 });
  assert.match(example.stdout, /Search "weekly": 1 list\(s\): Weekly re-order/);

  // SIGTERM to npm's own pid reaches the service (the script execs node): it drains and exits.
  assert.equal(await server.stop(), 0);
  await assert.rejects(fetch(`${address}/health/live`, { signal: AbortSignal.timeout(5_000) }), 'the service stopped with npm');
});

/** npm as `npm test` runs it (its own CLI script through node), or the one on PATH. */
function npmCommand(): { command: string; args: string[] } {
  const script = process.env.npm_execpath;
  return script?.endsWith('.js') ? { command: process.execPath, args: [script] } : { command: 'npm', args: [] };
}
