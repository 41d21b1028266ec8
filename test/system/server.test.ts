import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, test } from 'node:test';
import { DIALECTS, skipOf, TEST_DATABASE_URL, TEST_MYSQL_URL } from '../helpers/dialects.js';
import { createTestDatabase } from '../helpers/database.js';
import { call } from '../helpers/http.js';
import { CLI, startServer } from '../helpers/servers.js';

const run = promisify(execFile);

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: the store-api command`, { skip: dialect.skip }, () => {
    test('serve prints address, access key and the first login once; org create --json makes a second organization', async (t) => {
      const dir = mkdtempSync(join(tmpdir(), 'store-api-'));
      let databaseUrl = `sqlite:${join(dir, 'data', 'store-api.sqlite')}`;
      if (dialect.name !== 'sqlite') {
        const database = await createTestDatabase(dialect.name);
        await database.db.destroy();
        databaseUrl = database.url;
        t.after(() => database.close());
      }
      t.after(() => rmSync(dir, { recursive: true, force: true }));
      const env = { DATABASE_URL: databaseUrl, STORE_API_ADMIN_EMAIL: 'owner@acme.example' };

      const first = await startServer(env);
      const password = /"password":"([^"]+)"/.exec(first.output)?.[1];
      const accessKey = /sw-access-key: (\S+)/.exec(first.output)?.[1];
      assert.ok(password && accessKey, first.output);
      assert.match(first.output, /shown only once/);

      const live = await call(first.url, '/health/ready');
      assert.equal(live.status, 200);
      const login = await call(first.url, '/store-api/account/login', {
        method: 'POST',
        headers: { 'sw-access-key': accessKey },
        body: { username: 'owner@acme.example', password },
      });
      assert.equal(login.status, 200);
      assert.equal(login.headers.get('sw-context-token'), login.body.contextToken);
      // A list's row is removed soon after its expiresAt (the service watches the next expiry), as the system.
      const owner = { 'sw-access-key': accessKey, 'sw-context-token': login.body.contextToken as string };
      const flash = await call(first.url, '/store-api/product-lists/create', {
        method: 'POST',
        headers: owner,
        body: { name: 'Flash', expiresAt: new Date(Date.now() + 1200).toISOString() },
      });
      assert.equal(flash.status, 201);
      const removal = async () =>
        (
          await call(first.url, '/store-api/audit-log', {
            method: 'POST',
            headers: owner,
            body: {
              filter: [
                { type: 'equals', field: 'resourceId', value: flash.body.id },
                { type: 'equals', field: 'type', value: 'product_list.deleted' },
              ],
            },
          })
        ).body.elements[0];
      const deadline = Date.now() + 8000;
      while (!(await removal()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual([(await removal())?.actor.type, (await removal())?.data.reason], ['system', 'expired']);

      const created = await run(process.execPath, [CLI, 'org', 'create', '--name', 'Globex', '--admin-email', 'boss@globex.example', '--json'], {
        env: { ...process.env, ...env },
      });
      const second = JSON.parse(created.stdout);
      assert.equal(second.organization.name, 'Globex');
      assert.equal(second.admin.email, 'boss@globex.example');
      assert.equal(typeof second.admin.password, 'string');

      const globexLogin = await call(first.url, '/store-api/account/login', {
        method: 'POST',
        headers: { 'sw-access-key': accessKey },
        body: { username: 'boss@globex.example', password: second.admin.password },
      });
      assert.equal(globexLogin.status, 200);
      assert.equal(globexLogin.body.employee.organizationId, second.organization.id);
      const acmeAdmin = login.body.employee.id;
      const foreign = await call(first.url, `/store-api/employee/${acmeAdmin}`, {
        headers: { 'sw-access-key': accessKey, 'sw-context-token': globexLogin.body.contextToken },
      });
      assert.equal(foreign.status, 404);

      assert.equal(await first.stop(), 0, 'SIGTERM closes gracefully');
      assert.match(first.output, /Store API stopped \(SIGTERM, exit code 0\)\.\n$/, 'the last line says it exited');

      // A lost admin password: reset from the command line while the service is stopped.
      const reset = JSON.parse(
        (await run(process.execPath, [CLI, 'password', 'reset', '--login', 'OWNER@acme.example', '--json'], { env: { ...process.env, ...env } })).stdout,
      );
      assert.equal(reset.employee.email, 'owner@acme.example');
      assert.equal(typeof reset.password, 'string');

      const again = await startServer(env);
      // Stopped before the after hooks drop its database (they run in the order they were added).
      try {
        assert.ok(!again.output.includes(password), 'the password is printed on the first start only');
        assert.match(again.output, new RegExp(`sw-access-key: ${accessKey}`));
        const loginAs = (secret: string) =>
          call(again.url, '/store-api/account/login', {
            method: 'POST',
            headers: { 'sw-access-key': accessKey },
            body: { username: 'owner@acme.example', password: secret },
          });
        assert.equal((await loginAs(password)).status, 401, 'the old password no longer works');
        assert.equal((await loginAs(reset.password)).status, 200, 'the new one does');
        const oldSession = await call(again.url, '/store-api/account/me', {
          headers: { 'sw-access-key': accessKey, 'sw-context-token': login.body.contextToken },
        });
        assert.equal(oldSession.status, 401, 'sessions ended with the reset');
      } finally {
        await again.stop();
      }
    });
  });
}

test('bad configuration: exit code 1 and one line per bad variable', async () => {
  const result = await run(process.execPath, [CLI, 'serve'], { env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'oracle://nope' } }).catch(
    (error: { code: number; stderr: string }) => error,
  );
  assert.ok('code' in result && result.code === 1);
  assert.match(result.stderr, /^ {2}PORT=/m);
  assert.match(result.stderr, /^ {2}DATABASE_URL=/m);
});

/** A database that does not exist, per server: its error and the command the start prints to create it. */
const MISSING_DATABASE = [
  {
    server: 'PostgreSQL',
    dialect: 'postgres',
    url: TEST_DATABASE_URL,
    expected: /database "store_api_never_created" does not exist\n {2}Create it first: createdb -h \S+ -p \d+ -U \S+ store_api_never_created/,
  },
  {
    server: 'MariaDB',
    dialect: 'mysql',
    url: TEST_MYSQL_URL,
    expected:
      /Unknown database 'store_api_never_created'\n {2}Create it first: mariadb -h \S+ -P \d+ -u \S+ -p -e 'create database `store_api_never_created` character set utf8mb4 collate utf8mb4_nopad_bin'/,
  },
] as const;

for (const { server, dialect, url: serverUrl, expected } of MISSING_DATABASE) {
  test(`a ${server} database that does not exist: exit code 1 and the command that creates it`, { skip: skipOf(dialect) }, async () => {
    const url = new URL(serverUrl);
    url.pathname = '/store_api_never_created';
    const result = await run(process.execPath, [CLI, 'serve'], { env: { ...process.env, DATABASE_URL: url.href } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    assert.ok('code' in result && result.code === 1);
    assert.match(result.stderr, expected);
  });
}

test('LOG_FORMAT=pretty (and a terminal, with auto) logs readable lines; secrets stay redacted', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({
    DATABASE_URL: `sqlite:${join(dir, 'pretty.sqlite')}`,
    LOG_FORMAT: 'pretty',
    LOG_LEVEL: 'info',
    STORE_API_ADMIN_PASSWORD: 'pretty-admin-password',
  });
  try {
    await call(server.url, '/store-api/account/login', {
      method: 'POST',
      headers: { 'sw-access-key': 'x' },
      body: { username: 'admin@example.com', password: 'pretty-admin-password' },
    });
    const deadline = Date.now() + 5000;
    while (!/request completed/.test(server.output) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.match(server.output, /\[\d\d:\d\d:\d\d\] INFO: request completed/);
    assert.ok(!server.output.includes('{"level"'), 'no JSON lines');
    assert.ok(!server.output.includes('pretty-admin-password'), 'the password is never printed');
  } finally {
    await server.stop();
  }
});

test('password reset names what is missing and who is unknown', async () => {
  const missing = await run(process.execPath, [CLI, 'password', 'reset'], { env: { ...process.env } }).catch(
    (error: { code: number; stderr: string }) => error,
  );
  assert.equal((missing as { code: number }).code, 2);
  assert.match((missing as { stderr: string }).stderr, /--login is required/);
});

test('--help lists the commands; an unknown command exits 2', async () => {
  const help = await run(process.execPath, [CLI, '--help']);
  assert.match(help.stdout, /serve/);
  assert.match(help.stdout, /org create --name N --admin-email E/);
  assert.match((await run(process.execPath, [CLI, 'serve', '--help'])).stdout, /^Usage: store-api <command>/, "a command's --help is the help too");
  const unknown = await run(process.execPath, [CLI, 'frobnicate']).catch((error: { code: number; stderr: string }) => error);
  assert.ok('code' in unknown && unknown.code === 2);
});

test('an option a command does not take exits 2 naming the variable to set; configuration stays in the environment', async () => {
  const cases: [string[], RegExp][] = [
    [['serve', '--port', '4139'], /--port is not an option; configuration comes from environment variables\. Use: PORT=4139 store-api serve/],
    [['--port=4139'], /Use: PORT=4139 store-api serve/],
    [['migrate', '--database-url', 'sqlite:x.sqlite'], /Use: DATABASE_URL=sqlite:x\.sqlite store-api migrate/],
    [['cluster', '--instances', '2', '--host', '0.0.0.0'], /Use: HOST=0\.0\.0\.0 store-api cluster/],
    [['org', 'create', '--name', 'X', '--admin-mail', 'a@b.example'], /org create: unknown option --admin-mail/],
    [['password', 'reset', '--login', 'x', '--json', '--verbose'], /password reset: unknown option --verbose/],
  ];
  for (const [args, expected] of cases) {
    const result = await run(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: 'sqlite::memory:' } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    assert.equal((result as { code?: number }).code, 2, args.join(' '));
    assert.match((result as { stderr: string }).stderr, expected, args.join(' '));
  }
});

test('org create without its options says what is missing', async () => {
  const result = await run(process.execPath, [CLI, 'org', 'create', '--name', 'X'], { env: { ...process.env, DATABASE_URL: 'sqlite::memory:' } }).catch(
    (error: { code: number; stderr: string }) => error,
  );
  assert.ok('code' in result && result.code === 2);
  assert.match(result.stderr, /--admin-email is required/);
});
