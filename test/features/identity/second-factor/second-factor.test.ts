/**
 * A second factor (TOTP, RFC 6238; issue 25, item 5): enrolled and confirmed, required by password
 * logins, completed with codes computed here independently of the service's library (HMAC-SHA1 of
 * the time step), each working once, one step of drift either way; recovery codes used up; wrong
 * codes ending the challenge; turned off with a code.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError } from '../../../helpers/app.js';
import { openSse } from '../../../helpers/sse.js';
import { totp } from '../../../helpers/totp.js';
import { resetPassword } from '../../../../src/features/employees/employee.service.js';

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: second factor`, { skip: dialect.skip }, () => {
    test('enroll, confirm, log in with a code (once, with drift), recovery codes once, wrong codes end the challenge, turn off; an invitation accepted through it', async (t) => {
      const setup = await buildTestApp(t, dialect.name, { LOGIN_MAX_FAILURES_PER_USERNAME: 20 });
      const { app, acme } = setup;
      const key = { 'sw-access-key': ACCESS_KEY };
      const password = () =>
        app.inject({ method: 'POST', url: '/store-api/account/login', headers: key, payload: { username: acme.memberEmail, password: acme.memberPassword } });
      const complete = (challenge: string, code: string) =>
        app.inject({ method: 'POST', url: '/store-api/account/login/second-factor', headers: key, payload: { challenge, code } });
      const challenge = async () => {
        const res = await password();
        expectError(res, 401, 'AUTH__SECOND_FACTOR_REQUIRED');
        return res.json().errors[0].meta.parameters.challenge as string;
      };

      expectError(
        await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp/confirm', headers: acme.memberHeaders, payload: { code: '123456' } }),
        409,
        'AUTH__SECOND_FACTOR_NOT_ENROLLED',
      );
      const enrolled = await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers: acme.memberHeaders });
      assert.equal(enrolled.statusCode, 201, enrolled.body);
      const { secret, otpauthUri } = enrolled.json() as { secret: string; otpauthUri: string };
      assert.match(secret, /^[A-Z2-7]{32}$/);
      assert.ok(
        otpauthUri.startsWith('otpauth://totp/') &&
          otpauthUri.includes(`secret=${secret}`) &&
          otpauthUri.includes('digits=6') &&
          otpauthUri.includes('period=30'),
      );
      // Not on until confirmed: the password alone still logs in.
      assert.equal((await password()).statusCode, 200);

      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/second-factor/totp/confirm',
          headers: acme.memberHeaders,
          payload: { code: totp(secret, Date.now() + 10 * 30_000) },
        }),
        400,
        'VALIDATION__INVALID',
        '/code',
      );
      const confirmCode = totp(secret, Date.now());
      const confirmed = await app.inject({
        method: 'POST',
        url: '/store-api/account/second-factor/totp/confirm',
        headers: acme.memberHeaders,
        payload: { code: confirmCode },
      });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      const recoveryCodes = confirmed.json().recoveryCodes as string[];
      assert.equal(new Set(recoveryCodes).size, 10);
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/account/me', headers: acme.memberHeaders })).json().secondFactor, true);
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers: acme.memberHeaders }),
        409,
        'AUTH__SECOND_FACTOR_ACTIVE',
      );
      // Only hashes are kept.
      const stored = await app.db.selectFrom('recovery_code').select('code_hash').execute();
      for (const code of recoveryCodes) assert.ok(stored.every((row) => !row.code_hash.includes(code.replace(/-/g, ''))));

      // The password now gets a challenge; the confirmation's code does not work again; the next step's does (drift).
      const first = await challenge();
      // Each refusal says which it was: a used code, a wrong one, a challenge that is gone.
      assert.match(
        expectError(await complete(first, confirmCode), 401, 'AUTH__SECOND_FACTOR_INVALID').detail,
        /^This code was used already .*confirmed your enrollment.*next one/,
      );
      assert.match(expectError(await complete(first, '000000'), 401, 'AUTH__SECOND_FACTOR_INVALID').detail, /^The code is wrong or expired/);
      assert.match(
        expectError(await complete('no-such-challenge', '000000'), 401, 'AUTH__SECOND_FACTOR_INVALID').detail,
        /^The challenge is unknown, used or expired/,
      );
      const nextCode = totp(secret, Date.now() + 30_000);
      const done = await complete(first, nextCode);
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(done.json().employee.id, acme.memberId);
      assert.equal(
        (await app.inject({ method: 'GET', url: '/store-api/account/me', headers: { ...key, 'sw-context-token': done.json().contextToken } })).statusCode,
        200,
      );
      // Used: not again, not with a new challenge; the used challenge is gone too.
      expectError(await complete(await challenge(), nextCode), 401, 'AUTH__SECOND_FACTOR_INVALID');
      assert.match(
        expectError(await complete(first, totp(secret, Date.now())), 401, 'AUTH__SECOND_FACTOR_INVALID').detail,
        /^The challenge is unknown, used or expired/,
      );

      // A recovery code, typed loosely, works once.
      const loose = ` ${recoveryCodes[0]!.toUpperCase().replace(/-/g, ' ')} `;
      assert.equal((await complete(await challenge(), loose)).statusCode, 200);
      expectError(await complete(await challenge(), recoveryCodes[0]!), 401, 'AUTH__SECOND_FACTOR_INVALID');

      // Five wrong codes end a challenge: then even a good code is refused, and a new password login starts over.
      const guessed = await challenge();
      for (let attempt = 0; attempt < 5; attempt += 1) expectError(await complete(guessed, String(100000 + attempt)), 401, 'AUTH__SECOND_FACTOR_INVALID');
      expectError(await complete(guessed, recoveryCodes[1]!), 401, 'AUTH__SECOND_FACTOR_INVALID');
      for (const bad of [{ challenge: guessed }, { code: '123456' }, { challenge: guessed, code: '123456', extra: 1 }]) {
        expectError(
          await app.inject({ method: 'POST', url: '/store-api/account/login/second-factor', headers: key, payload: bad }),
          400,
          'VALIDATION__INVALID',
        );
      }

      // Off with a wrong code: refused; with a recovery code: off, and the password alone logs in again.
      expectError(
        await app.inject({ method: 'DELETE', url: '/store-api/account/second-factor/totp', headers: acme.memberHeaders, payload: { code: '000000' } }),
        400,
        'VALIDATION__INVALID',
        '/code',
      );
      assert.equal(
        (await app.inject({ method: 'DELETE', url: '/store-api/account/second-factor/totp', headers: acme.memberHeaders, payload: { code: recoveryCodes[2] } }))
          .statusCode,
        204,
      );
      assert.equal((await password()).statusCode, 200);
      assert.equal(
        await app.db
          .selectFrom('recovery_code')
          .select('code_hash')
          .execute()
          .then((rows) => rows.length),
        0,
      );
      // With a second factor, an invitation from another organization is accepted through it too.
      const again = (await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers: acme.memberHeaders })).json().secret as string;
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/second-factor/totp/confirm',
            headers: acme.memberHeaders,
            payload: { code: totp(again, Date.now()) },
          })
        ).statusCode,
        200,
      );
      const invited = await app.inject({
        method: 'POST',
        url: '/store-api/employee/add',
        headers: setup.globex.headers,
        payload: { id: 'g-member', email: acme.memberEmail },
      });
      const accepting = await app.inject({
        method: 'POST',
        url: '/store-api/employee/invitation/accept',
        headers: key,
        payload: { token: invited.json().invitation.token, password: acme.memberPassword },
      });
      expectError(accepting, 401, 'AUTH__SECOND_FACTOR_REQUIRED');
      const joined = await complete(accepting.json().errors[0].meta.parameters.challenge, totp(again, Date.now() + 30_000));
      assert.equal(joined.statusCode, 200, joined.body);
      assert.deepEqual([joined.json().employee.organizationId, joined.json().employee.status], [setup.globex.organizationId, 'active']);

      const history = await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}/history`, headers: acme.headers });
      const types = history.json().elements.map((entry: { type: string }) => entry.type);
      assert.ok(types.includes('account.second_factor_enabled') && types.includes('account.second_factor_disabled'));
    });

    test('an organization requiring a second factor: sessions without one may only enroll, at once and at login; enrolling opens them; turning it off opens the rest', async (t) => {
      // A long heartbeat: the stream below must end because the policy changed, not at its next heartbeat.
      const { app, acme, globex } = await buildTestApp(t, dialect.name, { EVENTS_HEARTBEAT_SECONDS: 60 });
      const key = { 'sw-access-key': ACCESS_KEY };
      const as = (token: string) => ({ ...key, 'sw-context-token': token });
      // A stream the member holds open ends when their session may only enroll.
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const list = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.memberHeaders, payload: { name: 'Watched' } });
      const stream = await openSse(`${base}/store-api/product-lists/${list.json().id}/events`, acme.memberHeaders);
      t.after(() => stream.close());
      assert.equal((await stream.next())?.event, 'ready');
      const search = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: {} });
      const turnOn = async (headers: Record<string, string>) => {
        const { secret } = (await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers })).json();
        const confirmed = await app.inject({
          method: 'POST',
          url: '/store-api/account/second-factor/totp/confirm',
          headers,
          payload: { code: totp(secret, Date.now()) },
        });
        assert.equal(confirmed.statusCode, 200, confirmed.body);
        return confirmed.json().recoveryCodes as string[];
      };
      // The admin turns their own on first, then requires it.
      await turnOn(acme.headers);
      const email = `third-${dialect.name}@acme.example`;
      assert.equal(
        (await app.inject({ method: 'POST', url: '/store-api/employee', headers: acme.headers, payload: { id: 'third', email, password: 'third-password-1' } }))
          .statusCode,
        201,
      );
      const required = await app.inject({ method: 'PATCH', url: '/store-api/organization', headers: acme.headers, payload: { requireSecondFactor: true } });
      assert.deepEqual([required.statusCode, required.json().requireSecondFactor], [200, true]);
      assert.equal((await search(acme.headers)).statusCode, 200);

      // The member's open session may now only enroll (and see who they are, their sessions, log out); Globex is untouched.
      expectError(await search(acme.memberHeaders), 403, 'AUTH__SECOND_FACTOR_ENROLLMENT_REQUIRED');
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}`, headers: acme.memberHeaders }),
        403,
        'AUTH__SECOND_FACTOR_ENROLLMENT_REQUIRED',
      );
      const me = await app.inject({ method: 'GET', url: '/store-api/account/me', headers: acme.memberHeaders });
      assert.deepEqual([me.statusCode, me.json().secondFactor], [200, false]);
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/account/sessions', headers: acme.memberHeaders })).statusCode, 200);
      assert.equal((await search(globex.memberHeaders)).statusCode, 200);
      assert.equal((await stream.next())?.event, 'revoked');
      // A new login gets such a session too.
      const third = await app.inject({
        method: 'POST',
        url: '/store-api/account/login',
        headers: key,
        payload: { username: email, password: 'third-password-1' },
      });
      assert.equal(third.statusCode, 200, third.body);
      expectError(await search(as(third.json().contextToken)), 403, 'AUTH__SECOND_FACTOR_ENROLLMENT_REQUIRED');

      // The member enrolls from the restricted session: every session of theirs may do what the role allows.
      const codes = await turnOn(acme.memberHeaders);
      assert.equal((await search(acme.memberHeaders)).statusCode, 200);
      // Off again where it is required: back to enrolling only.
      assert.equal(
        (await app.inject({ method: 'DELETE', url: '/store-api/account/second-factor/totp', headers: acme.memberHeaders, payload: { code: codes[0] } }))
          .statusCode,
        204,
      );
      expectError(await search(acme.memberHeaders), 403, 'AUTH__SECOND_FACTOR_ENROLLMENT_REQUIRED');

      // Turning the requirement off opens the third employee's session too.
      assert.equal(
        (await app.inject({ method: 'PATCH', url: '/store-api/organization', headers: acme.headers, payload: { requireSecondFactor: false } })).statusCode,
        200,
      );
      assert.equal((await search(as(third.json().contextToken))).statusCode, 200);
    });

    test('wrong codes count against the person as failed logins do (429), and the right password does not forgive them', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { LOGIN_MAX_FAILURES_PER_USERNAME: 3 });
      const key = { 'sw-access-key': ACCESS_KEY };
      const { secret } = (await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers: acme.memberHeaders })).json();
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/second-factor/totp/confirm',
            headers: acme.memberHeaders,
            payload: { code: totp(secret, Date.now()) },
          })
        ).statusCode,
        200,
      );
      const guess = async () => {
        const login = await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: key,
          payload: { username: acme.memberEmail, password: acme.memberPassword },
        });
        if (login.statusCode !== 401) return login;
        return app.inject({
          method: 'POST',
          url: '/store-api/account/login/second-factor',
          headers: key,
          payload: { challenge: login.json().errors[0].meta.parameters.challenge, code: '999999' },
        });
      };
      for (let attempt = 0; attempt < 3; attempt += 1) expectError(await guess(), 401, 'AUTH__SECOND_FACTOR_INVALID');
      expectError(await guess(), 429, 'AUTH__TOO_MANY_ATTEMPTS');
    });

    test("an operator's password reset keeps the second factor, unless told to turn it off (a lost authenticator)", async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const key = { 'sw-access-key': ACCESS_KEY };
      const secret = (await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers: acme.memberHeaders })).json().secret as string;
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/second-factor/totp/confirm',
            headers: acme.memberHeaders,
            payload: { code: totp(secret, Date.now()) },
          })
        ).statusCode,
        200,
      );
      const loginWith = (password: string) =>
        app.inject({ method: 'POST', url: '/store-api/account/login', headers: key, payload: { username: acme.memberEmail, password } });
      await resetPassword(app, acme.memberEmail, 'reset-password-1');
      expectError(await loginWith('reset-password-1'), 401, 'AUTH__SECOND_FACTOR_REQUIRED');
      await resetPassword(app, acme.memberEmail, 'reset-password-2', { withoutSecondFactor: true });
      const opened = await loginWith('reset-password-2');
      assert.equal(opened.statusCode, 200, opened.body);
      assert.equal(
        (await app.inject({ method: 'GET', url: '/store-api/account/me', headers: { ...key, 'sw-context-token': opened.json().contextToken } })).json()
          .secondFactor,
        false,
      );
      const history = (await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}/history`, headers: acme.headers })).json().elements as {
        actor: { type: string };
        data: Record<string, unknown>;
      }[];
      const resets = history.filter((entry) => entry.data.passwordChanged === true);
      assert.deepEqual(
        resets.map((entry) => [entry.actor.type, entry.data.secondFactorDisabled]),
        [
          ['cli', true],
          ['cli', undefined],
        ],
      );
    });

    test('an invitation accepted into an organization that requires a second factor opens a session that may only enroll', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      // The admin holds a second factor already, so their own session stays whole.
      const adminSecret = (await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers: acme.headers })).json().secret as string;
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/second-factor/totp/confirm',
            headers: acme.headers,
            payload: { code: totp(adminSecret, Date.now()) },
          })
        ).statusCode,
        200,
      );
      assert.equal(
        (await app.inject({ method: 'PATCH', url: '/store-api/organization', headers: acme.headers, payload: { requireSecondFactor: true } })).statusCode,
        200,
      );
      const invited = await app.inject({
        method: 'POST',
        url: '/store-api/employee/add',
        headers: acme.headers,
        payload: { id: 'new-hire', email: 'new.hire@acme.example' },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      const accepted = await app.inject({
        method: 'POST',
        url: '/store-api/employee/invitation/accept',
        headers: { 'sw-access-key': ACCESS_KEY },
        payload: { token: invited.json().invitation.token, password: 'new-hire-password' },
      });
      assert.equal(accepted.statusCode, 200, accepted.body);
      const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': accepted.json().contextToken as string };
      expectError(await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: {} }), 403, 'AUTH__SECOND_FACTOR_ENROLLMENT_REQUIRED');
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/account/me', headers })).statusCode, 200);
      const secret = (await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers })).json().secret as string;
      assert.equal(
        (await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp/confirm', headers, payload: { code: totp(secret, Date.now()) } }))
          .statusCode,
        200,
      );
      assert.equal((await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: {} })).statusCode, 200);
    });
  });
}
