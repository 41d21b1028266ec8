/**
 * Abuse limits (docs/operations.md, "Security"): the per-client rate limit, alone and shared through Redis;
 * the bound on password hashes per address; deadlines for slow clients on a real socket; and a
 * whole API run whose log holds no password, token or password hash.
 */
import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCESS_KEY, buildTestApp, countStatuses, expectError } from '../../helpers/app.js';
import { redisUnavailable, TEST_REDIS_URL } from '../../helpers/redis.js';

const redisSkip = await redisUnavailable();
/** A client address of its own per run: counters in a shared Redis never carry over. */
/** Seeding logs in from 127.0.0.1; the limits under test are met from other addresses. */
const SEEDING = { RATE_LIMIT_ALLOW: '127.0.0.1', LOGIN_MAX_FAILURES_PER_ADDRESS: 1000 };
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('abuse limits', () => {
  test('the rate limit answers 429 in the envelope past RATE_LIMIT_MAX per address; other addresses and health probes go on', async (t) => {
    const { app } = await buildTestApp(t, 'sqlite', { ...SEEDING, RATE_LIMIT_MAX: 5, RATE_LIMIT_WINDOW_SECONDS: 60 });
    const from = someAddress();
    const version = (remoteAddress: string) => app.inject({ method: 'GET', url: '/store-api/_info/version', remoteAddress });
    for (let index = 0; index < 5; index += 1) {
      const res = await version(from);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['x-ratelimit-remaining'], String(4 - index));
    }
    const limited = await version(from);
    expectError(limited, 429, 'REQUEST__TOO_MANY_REQUESTS');
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal(limited.headers['x-content-type-options'], 'nosniff');
    // Unknown access keys are limited too: the limit runs before the key is looked up.
    expectError(
      await app.inject({ method: 'GET', url: '/store-api/account/me', headers: { 'sw-access-key': 'guess' }, remoteAddress: from }),
      429,
      'REQUEST__TOO_MANY_REQUESTS',
    );
    assert.equal((await version(someAddress())).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/health/live', remoteAddress: from })).statusCode, 200);
  });

  test("RATE_LIMIT_ALLOW exempts a storefront server's address", async (t) => {
    const { app } = await buildTestApp(t, 'sqlite', { RATE_LIMIT_MAX: 2, RATE_LIMIT_ALLOW: '127.0.0.1, 10.9.9.8' });
    for (let index = 0; index < 5; index += 1) {
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/_info/version', remoteAddress: '10.9.9.8' })).statusCode, 200);
    }
    const other = [];
    for (let index = 0; index < 3; index += 1)
      other.push((await app.inject({ method: 'GET', url: '/store-api/_info/version', remoteAddress: '10.9.9.7' })).statusCode);
    assert.deepEqual(other, [200, 200, 429]);
  });

  test('with REDIS_URL, instances share one count per client', { skip: redisSkip }, async (t) => {
    const overrides = { ...SEEDING, REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_MAX: 6 };
    const first = await buildTestApp(t, 'sqlite', overrides);
    const second = await buildTestApp(t, 'sqlite', overrides);
    const from = someAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const app = index % 2 === 0 ? first.app : second.app;
      statuses.push((await app.inject({ method: 'GET', url: '/store-api/_info/version', remoteAddress: from })).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 429, 429]);
  });

  test('racing wrong-password logins across instances are counted before verifying (Redis)', { skip: redisSkip }, async (t) => {
    const overrides = {
      REDIS_URL: TEST_REDIS_URL,
      LOGIN_MAX_FAILURES_PER_USERNAME: 5,
      LOGIN_MAX_FAILURES_PER_ADDRESS: 1000,
      PASSWORD_HASHES_QUEUED_PER_ADDRESS: 100,
    };
    const first = await buildTestApp(t, 'sqlite', overrides);
    const second = await buildTestApp(t, 'sqlite', overrides);
    const username = `nobody-${randomBytes(6).toString('hex')}@example.com`;
    const from = someAddress();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        (index % 2 ? first.app : second.app).inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: { 'sw-access-key': ACCESS_KEY },
          payload: { username, password: 'wrong-password' },
          remoteAddress: from,
        }),
      ),
    );
    assert.deepEqual(countStatuses(answers), { 401: 5, 429: 10 });
  });

  test('one address may have PASSWORD_HASHES_QUEUED_PER_ADDRESS password hashes under way; the next is a 429, others are not held up', async (t) => {
    // Real Argon2id cost on one thread: the hashes are still under way while the others arrive.
    const { app, acme } = await buildTestApp(t, 'sqlite', {
      PASSWORD_HASHES_QUEUED_PER_ADDRESS: 2,
      PASSWORD_HASH_MEMORY_KIB: 19456,
      PASSWORD_HASH_ITERATIONS: 2,
      PASSWORD_HASH_CONCURRENCY: 1,
      LOGIN_MAX_FAILURES_PER_ADDRESS: 1000,
      LOGIN_MAX_FAILURES_PER_USERNAME: 1000,
      RATE_LIMIT_ALLOW: '10.250.0.1',
    });
    const from = someAddress();
    const attempt = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/store-api/account/login',
        headers: { 'sw-access-key': ACCESS_KEY },
        payload: { username: acme.memberEmail, password: 'wrong-password' },
        remoteAddress,
      });
    const answers = await Promise.all([...Array.from({ length: 8 }, () => attempt(from)), attempt(someAddress())]);
    const fromOne = answers
      .slice(0, 8)
      .map((answer) => answer.statusCode)
      .sort();
    assert.deepEqual(fromOne, [401, 401, 429, 429, 429, 429, 429, 429]);
    expectError(answers.find((answer) => answer.statusCode === 429)!, 429, 'REQUEST__TOO_MANY_REQUESTS');
    assert.equal(answers[8]!.statusCode, 401, 'another address is not held up');
    // The slots are given back with the answers.
    assert.equal((await attempt(from)).statusCode, 401);
    // An address of RATE_LIMIT_ALLOW (a storefront server logging its users in) is not bound.
    const allowed = await Promise.all(Array.from({ length: 6 }, () => attempt('10.250.0.1')));
    assert.deepEqual(countStatuses(allowed), { 401: 6 });
    // Requests that hash nothing never count: a PATCH without a password.
    const patches = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        app.inject({
          method: 'PATCH',
          url: `/store-api/employee/${acme.memberId}`,
          headers: acme.headers,
          payload: { lastName: `N${index}` },
          remoteAddress: from,
        }),
      ),
    );
    assert.ok(patches.every((answer) => answer.statusCode === 200));
  });

  test('slow clients: headers and whole requests have deadlines, answered in the envelope (real socket)', async (t) => {
    const { app } = await buildTestApp(t, 'sqlite', { HEADERS_TIMEOUT_SECONDS: 1, REQUEST_TIMEOUT_SECONDS: 2 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const slow = (chunks: string[]) =>
      new Promise<{ text: string; ms: number }>((resolve, reject) => {
        const started = Date.now();
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('connect', () =>
          chunks.forEach((chunk) => {
            socket.write(chunk);
          }),
        );
        socket.on('data', (data) => {
          text += data.toString();
        });
        socket.on('close', () => resolve({ text, ms: Date.now() - started }));
        socket.on('error', reject);
        socket.setTimeout(10_000, () => socket.destroy(new Error('the server never closed the slow connection')));
      });
    // Headers never finished (slowloris).
    const headers = await slow(['GET /health/live HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n']);
    assert.match(headers.text, /^HTTP\/1\.1 408/);
    assert.match(headers.text, /"code":"REQUEST__TIMEOUT"/);
    assert.match(headers.text, /x-content-type-options: nosniff\r\n/i, 'the headers every answer carries');
    // A body that never arrives in full.
    const body = await slow([
      `POST /store-api/account/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nsw-access-key: ${ACCESS_KEY}\r\n\r\n{"user`,
    ]);
    assert.match(body.text, /^HTTP\/1\.1 408/);
    assert.ok(body.ms < 8_000, `closed after ${body.ms} ms`);
    // The server goes on serving.
    const live = await fetch(`http://127.0.0.1:${port}/health/live`);
    assert.equal(live.status, 200);
  });

  test('a whole API run leaves no password, token or password hash in the log', async (t) => {
    const lines: string[] = [];
    const { app, acme } = await buildTestApp(t, 'sqlite', { LOG_LEVEL: 'trace' }, { logDestination: { write: (line) => lines.push(line) } });
    const secrets = [acme.adminPassword, acme.memberPassword, acme.headers['sw-context-token']!, acme.memberHeaders['sw-context-token']!];
    const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = acme.headers) => {
      const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      for (const match of res.body.matchAll(/"(?:contextToken|token)":"([^"]+)"/g)) secrets.push(match[1]!);
      const header = res.headers['sw-context-token'];
      if (typeof header === 'string') secrets.push(header);
      return res;
    };
    const newPassword = `pw-${randomBytes(8).toString('hex')}`;
    secrets.push(newPassword);
    await send('POST', '/store-api/account/login', { username: acme.memberEmail, password: acme.memberPassword }, { 'sw-access-key': ACCESS_KEY });
    await send('POST', '/store-api/account/login', { username: acme.memberEmail, password: 'wrong-password-123' }, { 'sw-access-key': ACCESS_KEY });
    secrets.push('wrong-password-123');
    await send('POST', '/store-api/employee', { id: 'log-1', email: 'log-1@acme.example', password: newPassword });
    const invited = await send('POST', '/store-api/employee/add', { id: 'log-2', email: 'log-2@acme.example' });
    await send(
      'POST',
      '/store-api/employee/invitation/accept',
      { token: invited.json().invitation.token, password: `${newPassword}-2` },
      { 'sw-access-key': ACCESS_KEY },
    );
    secrets.push(`${newPassword}-2`);
    await send('POST', '/store-api/employees', [
      { id: 'log-3', password: `${newPassword}-3` },
      { id: 'log-1', password: `${newPassword}-4` },
    ]);
    secrets.push(`${newPassword}-3`, `${newPassword}-4`);
    await send('PATCH', `/store-api/employee/${acme.memberId}`, { password: `${newPassword}-5`, currentPassword: acme.memberPassword }, acme.memberHeaders);
    secrets.push(`${newPassword}-5`);
    const list = await send('POST', '/store-api/product-lists/create', { name: 'Logged' });
    await send('GET', `/store-api/product-lists/detail/${list.json().id}`);
    await send('GET', '/store-api/account/me', undefined, { 'sw-access-key': ACCESS_KEY, 'sw-context-token': 'not-a-real-token-but-secret-looking' });
    secrets.push('not-a-real-token-but-secret-looking');
    await send('POST', '/store-api/account/logout');
    await sleep(50);
    const log = lines.join('');
    assert.ok(lines.length > 20, `the run was logged (${lines.length} lines)`);
    for (const secret of secrets) assert.ok(!log.includes(secret), `a secret is in the log: ${secret.slice(0, 4)}…`);
    assert.ok(!log.includes('$argon2'), 'a password hash is in the log');
    const hashes = await app.db.selectFrom('person').select('password_hash').execute();
    for (const { password_hash: hash } of hashes) if (hash) assert.ok(!log.includes(hash.split('$').at(-1)!));
  });
});
