/**
 * Every write path under racing requests (the interesting database is PostgreSQL: READ COMMITTED,
 * a pool of connections; SQLite's single writer must give the same answers). Many racers with one
 * `If-Match`: exactly one winner, the others 412. N accepted updates: version + N, none lost.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { DIALECTS } from '../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, countStatuses, expectError, login, type TestApp } from '../helpers/app.js';
import { hashToken } from '../../src/kernel/tokens.js';

const RACERS = 10;

async function race(app: TestApp['app'], requests: InjectOptions[]) {
  return Promise.all(requests.map((request) => app.inject(request)));
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: racing writes`, { skip: dialect.skip }, () => {
    test('employee PATCH: one If-Match, exactly one winner; unconditional updates all count', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const url = `/store-api/employee/${acme.memberId}`;
      const version = (await app.inject({ method: 'GET', url, headers: acme.headers })).json().version as number;
      const answers = await race(
        app,
        Array.from({ length: RACERS }, (_, index) => ({
          method: 'PATCH' as const,
          url,
          headers: { ...acme.headers, 'if-match': `"${version}"` },
          payload: { lastName: `Racer ${index}` },
        })),
      );
      assert.deepEqual(countStatuses(answers), { 200: 1, 412: RACERS - 1 }, answers.map((answer) => answer.body).join('\n'));
      const winner = answers.find((answer) => answer.statusCode === 200)!.json();
      assert.equal(winner.version, version + 1);
      const stored = (await app.inject({ method: 'GET', url, headers: acme.headers })).json();
      assert.deepEqual([stored.version, stored.lastName], [version + 1, winner.lastName]);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 412)) expectError(answer, 412, 'REQUEST__PRECONDITION_FAILED');

      const accepted = await race(
        app,
        Array.from({ length: RACERS }, (_, index) => ({
          method: 'PATCH' as const,
          url,
          headers: acme.headers,
          payload: { firstName: `Name ${index}` },
        })),
      );
      assert.deepEqual(countStatuses(accepted), { 200: RACERS });
      const versions = accepted.map((answer) => answer.json().version as number).sort((a, b) => a - b);
      assert.deepEqual(
        versions,
        Array.from({ length: RACERS }, (_, index) => version + 2 + index),
        'each accepted update has a version of its own',
      );
      assert.equal((await app.inject({ method: 'GET', url, headers: acme.headers })).json().version, version + 1 + RACERS);
    });

    test('bulk employee updates of one id: every accepted update moves the version once', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const answers = await race(
        app,
        Array.from({ length: 6 }, (_, index) => ({
          method: 'POST' as const,
          url: '/store-api/employees',
          headers: acme.headers,
          payload: [{ id: acme.memberId, lastName: `Bulk ${index}` }],
        })),
      );
      assert.deepEqual(countStatuses(answers), { 200: 6 });
      const versions = answers.map((answer) => answer.json().elements[0].version as number).sort((a, b) => a - b);
      assert.deepEqual(versions, [2, 3, 4, 5, 6, 7], 'created at 1; each racer a version of its own');
    });

    test('the last admin cannot be lost to two admins demoting each other at once', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const promoted = await app.inject({ method: 'PATCH', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers, payload: { role: 'admin' } });
      assert.equal(promoted.statusCode, 200, promoted.body);
      const secondAdmin = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, acme.memberEmail, acme.memberPassword) };
      const answers = await race(app, [
        { method: 'PATCH', url: `/store-api/employee/${acme.adminId}`, headers: secondAdmin, payload: { role: 'member' } },
        { method: 'PATCH', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers, payload: { role: 'member' } },
      ]);
      const admins = await app.db.selectFrom('employee').select('id').where('organization_id', '=', acme.organizationId).where('role', '=', 'admin').execute();
      assert.equal(admins.length, 1, `statuses ${answers.map((answer) => answer.statusCode)}`);
      assert.deepEqual(countStatuses(answers), { 200: 1, 409: 1 });
    });

    test('an invitation is accepted once, however many accept it at once', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { PASSWORD_HASHES_QUEUED_PER_ADDRESS: 100 });
      const invited = await app.inject({
        method: 'POST',
        url: '/store-api/employee/add',
        headers: acme.headers,
        payload: { id: 'invitee-1', email: 'invitee@acme.example' },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      const token = invited.json().invitation.token as string;
      const answers = await race(
        app,
        Array.from({ length: 5 }, (_, index) => ({
          method: 'POST' as const,
          url: '/store-api/employee/invitation/accept',
          headers: { 'sw-access-key': ACCESS_KEY },
          payload: { token, password: `password-${index}-long` },
        })),
      );
      assert.deepEqual(countStatuses(answers), { 200: 1, 401: 4 });
      const employee = (await app.inject({ method: 'GET', url: '/store-api/employee/invitee-1', headers: acme.headers })).json();
      assert.deepEqual([employee.status, employee.version], ['active', 2]);
    });

    test('employee DELETE: one If-Match, one winner; a delete racing a PATCH leaves no half state', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const url = `/store-api/employee/${acme.memberId}`;
      const answers = await race(app, [
        ...Array.from({ length: 4 }, () => ({ method: 'DELETE' as const, url, headers: { ...acme.headers, 'if-match': '"1"' } })),
        ...Array.from({ length: 4 }, (_, index) => ({
          method: 'PATCH' as const,
          url,
          headers: { ...acme.headers, 'if-match': '"1"' },
          payload: { lastName: `L${index}` },
        })),
      ]);
      const counts = countStatuses(answers);
      assert.equal((counts[200] ?? 0) + (counts[204] ?? 0), 1, JSON.stringify(counts));
      assert.equal((counts[412] ?? 0) + (counts[404] ?? 0), 7, JSON.stringify(counts));
      const after = await app.inject({ method: 'GET', url, headers: acme.headers });
      assert.equal(after.statusCode, counts[204] ? 404 : 200);
    });

    test('product list PATCH: one If-Match, one winner; item upserts of N racers all land', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const created = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Race' } });
      const id = created.json().id as string;
      const url = `/store-api/product-lists/${id}`;
      const conditional = await race(
        app,
        Array.from({ length: RACERS }, (_, index) => ({
          method: 'PATCH' as const,
          url,
          headers: { ...acme.headers, 'if-match': '"1"' },
          payload: { name: `Race ${index}` },
        })),
      );
      assert.deepEqual(countStatuses(conditional), { 200: 1, 412: RACERS - 1 });
      const items = await race(
        app,
        Array.from({ length: RACERS }, (_, index) => ({
          method: 'PATCH' as const,
          url,
          headers: acme.headers,
          payload: { lineItems: [{ productId: `P-${index}`, quantity: index + 1 }] },
        })),
      );
      assert.deepEqual(countStatuses(items), { 200: RACERS });
      const list = (await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers })).json();
      assert.deepEqual([list.version, list.itemCount, list.totalQuantity], [2 + RACERS, RACERS, (RACERS * (RACERS + 1)) / 2]);
    });

    test('product list DELETE and item removal racing with If-Match: one winner, the others 412 or 404', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: 'Race', lineItems: [{ productId: 'A' }, { productId: 'B' }] },
      });
      const id = created.json().id as string;
      const answers = await race(app, [
        ...Array.from({ length: 3 }, () => ({
          method: 'DELETE' as const,
          url: `/store-api/product-lists/${id}`,
          headers: { ...acme.headers, 'if-match': '"1"' },
        })),
        ...Array.from({ length: 3 }, () => ({
          method: 'DELETE' as const,
          url: `/store-api/product-lists/${id}`,
          headers: { ...acme.headers, 'if-match': '"1"' },
          payload: { items: ['A'] },
        })),
      ]);
      const counts = countStatuses(answers);
      assert.equal((counts[200] ?? 0) + (counts[204] ?? 0), 1, JSON.stringify(counts));
      assert.equal((counts[412] ?? 0) + (counts[404] ?? 0), 5, JSON.stringify(counts));
    });

    test('product removal and duplicates racing: every duplicate is a list of its own, every removal counted once', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const created = await app.inject({
        method: 'POST',
        url: '/store-api/product-lists/create',
        headers: acme.headers,
        payload: { name: 'Source', lineItems: Array.from({ length: 6 }, (_, index) => ({ productId: `P-${index}` })) },
      });
      const id = created.json().id as string;
      const answers = await race(app, [
        ...Array.from({ length: 6 }, (_, index) => ({
          method: 'DELETE' as const,
          url: `/store-api/product-lists/product/P-${index}/${id}`,
          headers: acme.headers,
        })),
        ...Array.from({ length: 4 }, (_, index) => ({
          method: 'POST' as const,
          url: `/store-api/product-lists/${id}/duplicate`,
          headers: acme.headers,
          payload: { name: `Copy ${index}` },
        })),
      ]);
      assert.ok(
        answers.every((answer) => answer.statusCode < 300),
        answers.map((answer) => `${answer.statusCode} ${answer.body}`).join('\n'),
      );
      const list = (await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers })).json();
      assert.deepEqual([list.version, list.itemCount], [7, 0]);
      const search = (
        await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { 'total-count-mode': 'exact' } })
      ).json();
      assert.equal(search.total, 5);
    });

    test('creates with one Idempotency-Key at once create one list', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const answers = await race(
        app,
        Array.from({ length: RACERS }, () => ({
          method: 'POST' as const,
          url: '/store-api/product-lists/create',
          headers: { ...acme.headers, 'idempotency-key': 'race-key-1' },
          payload: { name: 'Once' },
        })),
      );
      const ids = new Set(answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().id as string));
      assert.equal(ids.size, 1, answers.map((answer) => `${answer.statusCode} ${answer.body}`).join('\n'));
      assert.ok(
        answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 409),
        JSON.stringify(countStatuses(answers)),
      );
      const search = (
        await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: acme.headers, payload: { 'total-count-mode': 'exact' } })
      ).json();
      assert.equal(search.total, 1);
    });

    test('employee creates racing for one id (per organization) or one email (across them): exactly one 201 each, the others 409', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      const sameId = await race(
        app,
        Array.from({ length: RACERS }, (_, index) => ({
          method: 'POST' as const,
          url: '/store-api/employee',
          headers: index % 2 ? acme.headers : globex.headers,
          payload: { id: 'race-id', email: `race-${index}@x.example` },
        })),
      );
      // Ids are unique per organization: one winner in Acme, one in Globex.
      assert.deepEqual(countStatuses(sameId), { 201: 2, 409: RACERS - 2 });
      const sameEmail = await race(
        app,
        Array.from({ length: RACERS }, (_, index) => ({
          method: 'POST' as const,
          url: '/store-api/employee/add',
          headers: acme.headers,
          payload: { id: `race-email-${index}`, email: 'Same@x.example' },
        })),
      );
      assert.deepEqual(countStatuses(sameEmail), { 201: 1, 409: RACERS - 1 });
      const rows = await app.db
        .selectFrom('employee')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', 'race-id'), eb('email_normalized', '=', 'same@x.example')]))
        .execute();
      assert.equal(rows.length, 3);
    });

    test('racing re-invitations: every one answers, exactly the last token written works', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const invited = await app.inject({
        method: 'POST',
        url: '/store-api/employee/add',
        headers: acme.headers,
        payload: { id: 'reinvited', email: 'reinvited@acme.example' },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      const answers = await race(
        app,
        Array.from({ length: 6 }, () => ({ method: 'POST' as const, url: '/store-api/employee/reinvite/reinvited', headers: acme.headers })),
      );
      assert.deepEqual(countStatuses(answers), { 200: 6 });
      const tokens = [invited.json().invitation.token as string, ...answers.map((answer) => answer.json().invitation.token as string)];
      const stored = await app.db.selectFrom('employee_invitation').select('token_hash').where('employee_id', '=', 'reinvited').execute();
      assert.equal(stored.length, 1);
      const valid = tokens.filter((token) => hashToken(token) === stored[0]!.token_hash);
      assert.equal(valid.length, 1, 'the stored invitation is one of the answered tokens');
      const accept = (token: string) =>
        app.inject({
          method: 'POST',
          url: '/store-api/employee/invitation/accept',
          headers: { 'sw-access-key': ACCESS_KEY },
          payload: { token, password: 'reinvited-password' },
        });
      for (const token of tokens.filter((candidate) => candidate !== valid[0])) expectError(await accept(token), 401, 'AUTH__INVITATION_INVALID');
      assert.equal((await accept(valid[0]!)).statusCode, 200);
    });

    test('racing wrong-password logins are all counted: the limit holds (5 × 401, the rest 429)', async (t) => {
      // The bound on password hashes per address (a test of its own in abuse.test.ts) must not answer first.
      const { app, acme } = await buildTestApp(t, dialect.name, { LOGIN_MAX_FAILURES_PER_USERNAME: 5, PASSWORD_HASHES_QUEUED_PER_ADDRESS: 100 });
      const answers = await race(
        app,
        Array.from({ length: 15 }, () => ({
          method: 'POST' as const,
          url: '/store-api/account/login',
          headers: { 'sw-access-key': ACCESS_KEY },
          payload: { username: acme.memberEmail, password: 'wrong-password' },
        })),
      );
      assert.deepEqual(countStatuses(answers), { 401: 5, 429: 10 });
    });

    test('racing correct logins beyond the limit all succeed: they wait for the attempts under way', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { LOGIN_MAX_FAILURES_PER_USERNAME: 3, PASSWORD_HASHES_QUEUED_PER_ADDRESS: 100 });
      const answers = await race(
        app,
        Array.from({ length: 12 }, () => ({
          method: 'POST' as const,
          url: '/store-api/account/login',
          headers: { 'sw-access-key': ACCESS_KEY },
          payload: { username: acme.memberEmail, password: acme.memberPassword },
        })),
      );
      assert.deepEqual(countStatuses(answers), { 200: 12 });
    });
  });
}
