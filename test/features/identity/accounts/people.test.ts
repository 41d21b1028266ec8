/**
 * One person, several organizations (issue 25, item 2): an organization adds a person who exists
 * already by their email (an invitation they accept by signing in, switching there, or with the
 * invitation and their own password), logins open the organization named or the one used last,
 * switching moves the session, and the person's login (email, password) stays theirs.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError } from '../../../helpers/app.js';

interface Answer {
  contextToken: string;
  employee: { id: string; organizationId: string; status: string };
  organizations: { id: string; name: string; employeeId: string; status: string }[];
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: people in several organizations`, { skip: dialect.skip }, () => {
    test('added by email elsewhere: invited, accepted by signing in there; the last organization opens; switching moves the session', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      const key = { 'sw-access-key': ACCESS_KEY };
      const loginAs = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/store-api/account/login', headers: key, payload });
      const as = (token: string) => ({ ...key, 'sw-context-token': token });

      // Globex adds Acme's member by email, with a password: the record is invited and the password is not applied.
      const added = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: globex.headers,
        payload: { id: 'g-mia', email: acme.memberEmail.toUpperCase(), role: 'admin', password: 'globex-chosen-pass-1' },
      });
      assert.equal(added.statusCode, 201, added.body);
      assert.equal(added.json().status, 'invited');
      assert.ok(!added.body.includes(acme.organizationId), 'nothing of the other organization is said');
      expectError(
        await loginAs({ username: acme.memberEmail, password: 'globex-chosen-pass-1', organization: globex.organizationId }),
        401,
        'AUTH__INVALID_CREDENTIALS',
      );
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employee', headers: globex.headers, payload: { email: acme.memberEmail } }),
        409,
        'EMPLOYEE__DUPLICATE_EMAIL',
        '/email',
      );

      // Without an organization the login opens the one used last (Acme); it names both.
      const first = await loginAs({ username: acme.memberEmail, password: acme.memberPassword });
      assert.equal(first.statusCode, 200, first.body);
      const firstAnswer = first.json() as Answer;
      assert.equal(firstAnswer.employee.organizationId, acme.organizationId);
      assert.deepEqual(
        firstAnswer.organizations.map((entry) => [entry.id, entry.employeeId, entry.status]).sort(),
        [
          [acme.organizationId, acme.memberId, 'active'],
          [globex.organizationId, 'g-mia', 'invited'],
        ].sort(),
      );

      // Signing in to Globex with their own password accepts the invitation, with Globex's role.
      const there = await loginAs({ username: acme.memberEmail, password: acme.memberPassword, organization: globex.organizationId });
      assert.equal(there.statusCode, 200, there.body);
      const thereAnswer = there.json() as Answer;
      assert.deepEqual([thereAnswer.employee.id, thereAnswer.employee.organizationId, thereAnswer.employee.status], ['g-mia', globex.organizationId, 'active']);
      const me = await app.inject({ method: 'GET', url: '/store-api/account/me', headers: as(thereAnswer.contextToken) });
      assert.deepEqual(
        [
          me.json().id,
          me.json().permissions.includes('employee.create'),
          me.json().organizations.every((entry: { status: string }) => entry.status === 'active'),
        ],
        ['g-mia', true, true],
      );
      const history = await app.inject({ method: 'GET', url: '/store-api/employee/g-mia/history', headers: globex.headers });
      assert.ok(
        history
          .json()
          .elements.some(
            (entry: { type: string; data: { invitationAccepted?: boolean } }) => entry.type === 'employee.activated' && entry.data.invitationAccepted,
          ),
      );
      // Now Globex is the one used last.
      const again = await loginAs({ username: acme.memberEmail, password: acme.memberPassword });
      assert.equal((again.json() as Answer).employee.organizationId, globex.organizationId);

      // Switching: a new token in Acme, the old one ends; an organization they do not belong to is a 404.
      const switched = await app.inject({
        method: 'POST',
        url: '/store-api/account/switch-organization',
        headers: as(thereAnswer.contextToken),
        payload: { organizationId: acme.organizationId },
      });
      assert.equal(switched.statusCode, 200, switched.body);
      const switchedAnswer = switched.json() as Answer;
      assert.equal(switched.headers['sw-context-token'], switchedAnswer.contextToken);
      assert.deepEqual([switchedAnswer.employee.id, switchedAnswer.employee.organizationId], [acme.memberId, acme.organizationId]);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers: as(thereAnswer.contextToken) }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/account/me', headers: as(switchedAnswer.contextToken) })).json().id, acme.memberId);
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/switch-organization',
          headers: acme.headers,
          payload: { organizationId: globex.organizationId },
        }),
        404,
        'ORGANIZATION__NOT_FOUND',
        '/organizationId',
      );
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/account/switch-organization', headers: acme.headers, payload: {} }),
        400,
        'VALIDATION__INVALID',
        '/organizationId',
      );
    });

    test("the login is the person's: no organization changes a shared person's email or password; their own change ends every session; records go, the person stays until the last", async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      const key = { 'sw-access-key': ACCESS_KEY };
      const loginAs = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/store-api/account/login', headers: key, payload });
      const as = (token: string) => ({ ...key, 'sw-context-token': token });

      // Globex invites Acme's admin; accepting with a wrong password fails, with their own it works and leaves it as it is.
      const invited = await app.inject({
        method: 'POST',
        url: '/store-api/employee/add',
        headers: globex.headers,
        payload: { id: 'g-boss', email: acme.adminEmail },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      const token = invited.json().invitation.token as string;
      const accept = (password: string) =>
        app.inject({ method: 'POST', url: '/store-api/employee/invitation/accept', headers: key, payload: { token, password } });
      expectError(await accept('a-new-password-1'), 401, 'AUTH__INVALID_CREDENTIALS');
      const accepted = await accept(acme.adminPassword);
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.equal((accepted.json() as Answer).employee.organizationId, globex.organizationId);
      const globexSession = (accepted.json() as Answer).contextToken;
      assert.equal((await loginAs({ username: acme.adminEmail, password: acme.adminPassword, organization: acme.organizationId })).statusCode, 200);

      // Neither organization changes the shared person's password or email; names and roles are each one's own.
      expectError(
        await app.inject({ method: 'PATCH', url: '/store-api/employee/g-boss', headers: globex.headers, payload: { password: 'taken-over-pass-1' } }),
        409,
        'EMPLOYEE__PERSON_SHARED',
        '/password',
      );
      expectError(
        await app.inject({ method: 'PATCH', url: '/store-api/employee/g-boss', headers: globex.headers, payload: { email: 'boss@globex.example' } }),
        409,
        'EMPLOYEE__PERSON_SHARED',
        '/email',
      );
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employees', headers: globex.headers, payload: [{ id: 'g-boss', password: 'taken-over-pass-1' }] }),
        409,
        'EMPLOYEE__PERSON_SHARED',
        '/0/password',
      );
      assert.equal(
        (await app.inject({ method: 'PATCH', url: '/store-api/employee/g-boss', headers: globex.headers, payload: { lastName: 'Boss at Globex' } })).statusCode,
        200,
      );

      // The person changes their own password (in Acme): their sessions end everywhere, the Globex one too (this one gets a new token).
      const own = await app.inject({
        method: 'PATCH',
        url: `/store-api/employee/${acme.adminId}`,
        headers: acme.headers,
        payload: { password: 'brand-new-pass-1', currentPassword: acme.adminPassword },
      });
      assert.equal(own.statusCode, 200, own.body);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers: as(globexSession) }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      expectError(
        await loginAs({ username: acme.adminEmail, password: acme.adminPassword, organization: globex.organizationId }),
        401,
        'AUTH__INVALID_CREDENTIALS',
      );
      assert.equal((await loginAs({ username: acme.adminEmail, password: 'brand-new-pass-1', organization: globex.organizationId })).statusCode, 200);

      // Globex deactivates, then deletes its record: Acme's login goes on and names Acme alone.
      assert.equal(
        (await app.inject({ method: 'PATCH', url: '/store-api/employee/g-boss', headers: globex.headers, payload: { status: 'inactive' } })).statusCode,
        200,
      );
      expectError(
        await loginAs({ username: acme.adminEmail, password: 'brand-new-pass-1', organization: globex.organizationId }),
        401,
        'AUTH__INVALID_CREDENTIALS',
      );
      const alone = await loginAs({ username: acme.adminEmail, password: 'brand-new-pass-1' });
      assert.deepEqual(
        [(alone.json() as Answer).employee.organizationId, (alone.json() as Answer).organizations.map((entry) => entry.id)],
        [acme.organizationId, [acme.organizationId]],
      );
      assert.equal((await app.inject({ method: 'DELETE', url: '/store-api/employee/g-boss', headers: globex.headers })).statusCode, 204);
      assert.equal((await loginAs({ username: acme.adminEmail, password: 'brand-new-pass-1' })).statusCode, 200);
      // Back to one organization: Acme may change their email again.
      const acmeAdmin = as(String(own.headers['sw-context-token']));
      assert.equal(
        (
          await app.inject({
            method: 'PATCH',
            url: `/store-api/employee/${acme.adminId}`,
            headers: acmeAdmin,
            payload: { email: `boss-${dialect.name}@acme.example` },
          })
        ).statusCode,
        200,
      );

      // A person whose last record goes is gone: the email is a new person's next time (active at once with a password).
      const email = `temp-${dialect.name}@example.test`;
      assert.equal(
        (await app.inject({ method: 'POST', url: '/store-api/employee', headers: acmeAdmin, payload: { id: 'temp', email, password: 'temp-password-1' } }))
          .statusCode,
        201,
      );
      assert.equal((await app.inject({ method: 'DELETE', url: '/store-api/employee/temp', headers: acmeAdmin })).statusCode, 204);
      const fresh = await app.inject({
        method: 'POST',
        url: '/store-api/employee',
        headers: globex.headers,
        payload: { id: 'temp', email, password: 'other-password-1' },
      });
      assert.deepEqual([fresh.statusCode, fresh.json().status], [201, 'active']);
      assert.equal((await loginAs({ username: email, password: 'other-password-1' })).statusCode, 200);
      assert.equal(
        await app.db
          .selectFrom('person')
          .select('id')
          .where('email_normalized', '=', email)
          .execute()
          .then((rows) => rows.length),
        1,
      );
    });
  });
}
