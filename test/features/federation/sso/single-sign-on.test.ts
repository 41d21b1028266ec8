/**
 * Single sign-on (issue 25, item 3) against a real OpenID provider in process (oidc-provider):
 * settings, the browser's round trip (redirect, the provider's login, callback, one-time code,
 * exchange), matching by subject and by verified email, provisioning, and the refusals: a wrong or
 * replayed state, a replayed code, an ID token for another audience, expired, unsigned or signed
 * with another key, an email outside `emailDomains`, a `returnTo` elsewhere; password logins off.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError } from '../../../helpers/app.js';
import { startProvider, type TestProvider } from '../../../helpers/oidc-provider.js';
import { totp } from '../../../helpers/totp.js';
import { guardedFetch } from '../../../../src/features/federation/sso/sso.service.js';
import { loadConfig } from '../../../../src/kernel/config.js';
import type { App } from '../../../../src/main/app.js';

const PUBLIC_URL = 'http://store-api.test';
const SHOP = 'https://shop.test';
const key = { 'sw-access-key': ACCESS_KEY };

/** A browser's whole sign-in: the service's redirect, the provider, the callback; answers where the callback sent it. */
async function signIn(
  app: App,
  provider: TestProvider,
  organizationId: string,
  returnTo = `${SHOP}/account?from=sso`,
): Promise<{ location: URL; callback: URL }> {
  const start = await app.inject({ method: 'GET', url: `/store-api/sso/${organizationId}/redirect?returnTo=${encodeURIComponent(returnTo)}` });
  assert.equal(start.statusCode, 302, start.body);
  const authorization = new URL(start.headers.location as string);
  assert.equal(authorization.origin, provider.issuer);
  assert.equal(authorization.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorization.searchParams.get('state') && authorization.searchParams.get('nonce') && authorization.searchParams.get('code_challenge'));
  const callback = await provider.authorize(authorization.href);
  const back = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  assert.equal(back.statusCode, 302, back.body);
  assert.equal(back.headers['cache-control'], 'no-store');
  return { location: new URL(back.headers.location as string), callback };
}

async function exchange(app: App, code: string) {
  return app.inject({ method: 'POST', url: '/store-api/account/sso/exchange', headers: key, payload: { code } });
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: single sign-on`, { skip: dialect.skip }, () => {
    test('set up, sign in by verified email then by subject, provisioning, history; the refusals; password logins off', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name, {
        PUBLIC_URL,
        SSO_ALLOWED_RETURN_ORIGINS: `${SHOP}, https://other-shop.test`,
        SSO_ALLOW_HTTP_ISSUERS: true,
        SSO_ALLOW_PRIVATE_ISSUERS: true,
      });
      // oidc-provider's default layout: the ID token holds no email; the service reads userinfo.
      const provider = await startProvider([`${PUBLIC_URL}/store-api/sso/${acme.organizationId}/callback`]);
      t.after(() => provider.close());
      const ssoUrl = '/store-api/organization/sso';
      const settings = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, emailDomains: ['acme.example'] };

      // Nothing yet; a member may not set it up; a provider that is not one is refused and nothing saved.
      expectError(await app.inject({ method: 'GET', url: ssoUrl, headers: acme.headers }), 404, 'SSO__NOT_CONFIGURED');
      expectError(await app.inject({ method: 'PUT', url: ssoUrl, headers: acme.memberHeaders, payload: settings }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(
        await app.inject({ method: 'PUT', url: ssoUrl, headers: acme.headers, payload: { ...settings, issuer: `${provider.issuer}/not-an-issuer` } }),
        400,
        'SSO__DISCOVERY_FAILED',
        '/issuer',
      );
      expectError(
        await app.inject({ method: 'PUT', url: ssoUrl, headers: acme.headers, payload: { ...settings, provisioning: { role: 'no-such-role' } } }),
        404,
        'ROLE__NOT_FOUND',
        '/provisioning/role',
      );
      expectError(await app.inject({ method: 'GET', url: ssoUrl, headers: acme.headers }), 404, 'SSO__NOT_CONFIGURED');
      // Password logins cannot go off before single sign-on is there.
      expectError(
        await app.inject({ method: 'PATCH', url: '/store-api/organization', headers: acme.headers, payload: { passwordLogin: false } }),
        409,
        'ORGANIZATION__SSO_REQUIRED',
      );

      const put = await app.inject({ method: 'PUT', url: ssoUrl, headers: acme.headers, payload: settings });
      assert.equal(put.statusCode, 200, put.body);
      const saved = put.json();
      assert.equal(saved.callbackUrl, `${PUBLIC_URL}/store-api/sso/${acme.organizationId}/callback`);
      assert.equal(saved.clientSecret, undefined);
      assert.ok(!JSON.stringify(saved).includes(provider.clientSecret), 'the secret is never answered');
      assert.deepEqual(saved.emailDomains, ['acme.example']);
      const read = await app.inject({ method: 'GET', url: ssoUrl, headers: acme.memberHeaders });
      expectError(read, 403, 'AUTH__PERMISSION_DENIED');

      // returnTo elsewhere: never an open redirect; an organization without single sign-on: 404.
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/sso/${acme.organizationId}/redirect?returnTo=${encodeURIComponent('https://evil.test/steal')}` }),
        400,
        'SSO__RETURN_TO_NOT_ALLOWED',
        '/returnTo',
      );
      expectError(
        await app.inject({
          method: 'GET',
          url: `/store-api/sso/${acme.organizationId}/redirect?returnTo=${encodeURIComponent('https://user:pw@shop.test/x')}`,
        }),
        400,
        'SSO__RETURN_TO_NOT_ALLOWED',
      );
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/sso/${acme.organizationId}/redirect?returnTo=${encodeURIComponent('//evil.test')}` }),
        400,
        'SSO__RETURN_TO_NOT_ALLOWED',
      );
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/sso/${globex.organizationId}/redirect?returnTo=${encodeURIComponent(SHOP)}` }),
        404,
        'SSO__NOT_CONFIGURED',
      );

      // The member, matched by their verified email; the answer is a login's.
      provider.accounts.set('okta-sub-member', { email: acme.memberEmail.toUpperCase(), email_verified: true });
      provider.signInAs('okta-sub-member');
      let idTokenEmail: unknown = 'not seen';
      provider.tamper = async (token, tools) => {
        idTokenEmail = tools.payload.email;
        return token;
      };
      const first = await signIn(app, provider, acme.organizationId);
      provider.tamper = undefined;
      assert.equal(idTokenEmail, undefined, 'the ID token held no email: it came from userinfo');
      assert.equal(first.location.origin + first.location.pathname, `${SHOP}/account`);
      assert.equal(first.location.searchParams.get('from'), 'sso');
      const code = first.location.searchParams.get('code')!;
      assert.ok(code && first.location.searchParams.get('error') === null, first.location.href);
      const session = await exchange(app, code);
      assert.equal(session.statusCode, 200, session.body);
      assert.equal(session.json().employee.id, acme.memberId);
      assert.equal(session.headers['sw-context-token'], session.json().contextToken);
      const me = await app.inject({ method: 'GET', url: '/store-api/account/me', headers: { ...key, 'sw-context-token': session.json().contextToken } });
      assert.equal(me.json().id, acme.memberId);
      // The code works once; the callback's state too.
      expectError(await exchange(app, code), 401, 'AUTH__SSO_CODE_INVALID');
      expectError(await app.inject({ method: 'GET', url: `${first.callback.pathname}${first.callback.search}` }), 400, 'SSO__STATE_INVALID');
      expectError(await app.inject({ method: 'GET', url: `/store-api/sso/${acme.organizationId}/callback?state=forged&code=x` }), 400, 'SSO__STATE_INVALID');
      expectError(await app.inject({ method: 'GET', url: `/store-api/sso/${acme.organizationId}/callback` }), 400, 'SSO__STATE_INVALID');

      // The subject is remembered: a new email at the provider still signs in the same employee.
      provider.accounts.set('okta-sub-member', { email: 'mia.new@elsewhere.example', email_verified: false });
      const again = await signIn(app, provider, acme.organizationId);
      assert.equal((await exchange(app, again.location.searchParams.get('code')!)).json().employee.id, acme.memberId);
      // A guest signing in through single sign-on brings its lists along (the guest's token sent with the exchange).
      const guestStart = await app.inject({ method: 'POST', url: '/store-api/account/guest', headers: key });
      const guestHeaders = { ...key, 'sw-context-token': guestStart.json().contextToken };
      const guestList = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: guestHeaders, payload: { name: 'From the shop' } });
      assert.equal(guestList.statusCode, 201, guestList.body);
      const viaSso = await signIn(app, provider, acme.organizationId);
      const adopted = await app.inject({
        method: 'POST',
        url: '/store-api/account/sso/exchange',
        headers: guestHeaders,
        payload: { code: viaSso.location.searchParams.get('code') },
      });
      assert.equal(adopted.statusCode, 200, adopted.body);
      const owned = await app.inject({
        method: 'GET',
        url: `/store-api/product-lists/detail/${guestList.json().id}`,
        headers: { ...key, 'sw-context-token': adopted.json().contextToken },
      });
      assert.equal(owned.statusCode, 200, owned.body);
      assert.equal(owned.json().ownerId, acme.memberId);

      // Refusals: the browser goes back with an error and no code.
      const refused = async (expected: string) => {
        const { location } = await signIn(app, provider, acme.organizationId);
        assert.equal(location.searchParams.get('error'), expected, location.href);
        assert.equal(location.searchParams.get('code'), null);
        assert.match(location.searchParams.get('error_description') ?? '', /^[A-Z].{20,}\.$/, 'a sentence for the person signing in');
        return location;
      };
      assert.equal((await app.inject({ method: 'GET', url: ssoUrl, headers: acme.headers })).json().lastRefusal, null, 'no refusal yet');
      provider.accounts.set('unverified', { email: 'someone@acme.example', email_verified: false });
      provider.signInAs('unverified');
      const unverified = await refused('SSO__EMAIL_NOT_VERIFIED');
      assert.match(unverified.searchParams.get('error_description')!, /did not confirm a verified email/);
      // The administrator reads why, without the server's log.
      const lastRefusal = (await app.inject({ method: 'GET', url: ssoUrl, headers: acme.headers })).json().lastRefusal;
      assert.equal(lastRefusal.code, 'SSO__EMAIL_NOT_VERIFIED');
      assert.match(lastRefusal.reason, /did not vouch for the email someone@acme\.example: "email_verified" is false/);
      assert.ok(Date.now() - Date.parse(lastRefusal.at) < 60_000, lastRefusal.at);
      provider.accounts.set('no-email', {});
      provider.signInAs('no-email');
      await refused('SSO__EMAIL_NOT_VERIFIED');
      assert.match(
        (await app.inject({ method: 'GET', url: ssoUrl, headers: acme.headers })).json().lastRefusal.reason,
        /named no email, neither in the ID token nor at its userinfo endpoint/,
      );
      provider.accounts.set('outsider', { email: acme.adminEmail.replace('@acme.example', '@globex.example'), email_verified: true });
      provider.signInAs('outsider');
      await refused('SSO__EMAIL_NOT_ALLOWED');
      provider.accounts.set('stranger', { email: 'new.buyer@acme.example', email_verified: true, given_name: 'Nia', family_name: 'Buyer' });
      provider.signInAs('stranger');
      await refused('SSO__UNKNOWN_PERSON');
      // Hostile ID tokens, each otherwise genuine.
      provider.signInAs('okta-sub-member');
      const hostile: Record<string, TestProvider['tamper']> = {
        'another audience': async (_token, tools) => tools.sign({ ...tools.payload, aud: 'someone-else' }),
        expired: async (_token, tools) => tools.sign({ ...tools.payload, iat: tools.payload.iat! - 7200, exp: tools.payload.iat! - 3600 }),
        'another issuer': async (_token, tools) => tools.sign({ ...tools.payload, iss: 'https://evil.test' }),
        'another nonce': async (_token, tools) => tools.sign({ ...tools.payload, nonce: 'replayed-nonce' }),
        unsigned: async (_token, tools) =>
          `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(tools.payload)).toString('base64url')}.`,
        'signed with another key': async (_token, tools) => tools.signWithForeignKey(tools.payload),
        'signature cut off': async (token) => `${token.split('.').slice(0, 2).join('.')}.`,
        // Genuine, but for another subject than the access token's: userinfo answers the real one.
        "another subject than userinfo's": async (_token, tools) => tools.sign({ ...tools.payload, sub: 'someone-else' }),
      };
      for (const [name, tamper] of Object.entries(hostile)) {
        provider.tamper = tamper;
        const { location } = await signIn(app, provider, acme.organizationId);
        assert.equal(location.searchParams.get('error'), 'SSO__TOKEN_INVALID', `${name}: ${location.href}`);
        assert.equal(location.searchParams.get('code'), null, name);
      }
      provider.tamper = undefined;

      // Provisioning: the stranger becomes an active member at once; history names the actor sso.
      const units = await app.inject({ method: 'POST', url: '/store-api/organization-unit', headers: acme.headers, payload: { name: 'Purchasing' } });
      assert.equal(units.statusCode, 201, units.body);
      const unitId = units.json().id as string;
      assert.equal(
        (await app.inject({ method: 'PUT', url: ssoUrl, headers: acme.headers, payload: { ...settings, provisioning: { role: 'member', unitId } } }))
          .statusCode,
        200,
      );
      provider.signInAs('stranger');
      const provisioned = await signIn(app, provider, acme.organizationId);
      const newcomer = await exchange(app, provisioned.location.searchParams.get('code')!);
      assert.equal(newcomer.statusCode, 200, newcomer.body);
      assert.deepEqual(
        {
          email: newcomer.json().employee.email,
          status: newcomer.json().employee.status,
          role: newcomer.json().employee.role,
          unitId: newcomer.json().employee.unitId,
          firstName: newcomer.json().employee.firstName,
        },
        { email: 'new.buyer@acme.example', status: 'active', role: 'member', unitId, firstName: 'Nia' },
      );
      const history = await app.inject({
        method: 'POST',
        url: '/store-api/audit-log',
        headers: acme.headers,
        payload: { filter: [{ type: 'equals', field: 'actorType', value: 'sso' }] },
      });
      assert.equal(history.statusCode, 200, history.body);
      assert.deepEqual(
        history.json().elements.map((entry: { type: string; resource: { id: string } }) => [entry.type, entry.resource.id]),
        [['employee.created', newcomer.json().employee.id]],
      );
      // The same person again: matched by subject, not provisioned twice.
      const twice = await signIn(app, provider, acme.organizationId);
      assert.equal((await exchange(app, twice.location.searchParams.get('code')!)).json().employee.id, newcomer.json().employee.id);

      // The same new person signing in twice at once (two tabs): one employee, two codes, no error.
      provider.accounts.set('twin', { email: 'twin@acme.example', email_verified: true });
      provider.signInAs('twin');
      const callbacks = [];
      for (let tab = 0; tab < 2; tab += 1) {
        const start = await app.inject({ method: 'GET', url: `/store-api/sso/${acme.organizationId}/redirect?returnTo=${encodeURIComponent(SHOP)}` });
        callbacks.push(await provider.authorize(start.headers.location as string));
      }
      const backs = await Promise.all(callbacks.map((callback) => app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` })));
      const twins = await Promise.all(backs.map((back) => exchange(app, new URL(back.headers.location as string).searchParams.get('code')!)));
      assert.deepEqual(
        twins.map((twin) => twin.statusCode),
        [200, 200],
      );
      assert.equal(twins[0]!.json().employee.id, twins[1]!.json().employee.id);
      provider.signInAs('stranger');

      // An inactive employee cannot sign in through the provider either.
      const deactivated = await app.inject({
        method: 'PATCH',
        url: `/store-api/employee/${newcomer.json().employee.id}`,
        headers: acme.headers,
        payload: { status: 'inactive' },
      });
      assert.equal(deactivated.statusCode, 200, deactivated.body);
      await refused('SSO__ACCOUNT_INACTIVE');

      // Password logins off: the member's password is refused, single sign-on works; removing it is refused meanwhile.
      assert.equal(
        (await app.inject({ method: 'PATCH', url: '/store-api/organization', headers: acme.headers, payload: { passwordLogin: false } })).statusCode,
        200,
      );
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: key,
          payload: { username: acme.memberEmail, password: acme.memberPassword },
        }),
        403,
        'AUTH__PASSWORD_LOGIN_DISABLED',
      );
      provider.signInAs('okta-sub-member');
      const noPassword = await signIn(app, provider, acme.organizationId);
      assert.equal((await exchange(app, noPassword.location.searchParams.get('code')!)).statusCode, 200);
      expectError(await app.inject({ method: 'DELETE', url: ssoUrl, headers: acme.headers }), 409, 'ORGANIZATION__SSO_REQUIRED');
      assert.equal(
        (await app.inject({ method: 'PATCH', url: '/store-api/organization', headers: acme.headers, payload: { passwordLogin: true } })).statusCode,
        200,
      );
      assert.equal((await app.inject({ method: 'DELETE', url: ssoUrl, headers: acme.headers })).statusCode, 204);
      expectError(
        await app.inject({ method: 'GET', url: `/store-api/sso/${acme.organizationId}/redirect?returnTo=${encodeURIComponent(SHOP)}` }),
        404,
        'SSO__NOT_CONFIGURED',
      );
      // Globex saw none of it.
      const globexHistory = await app.inject({
        method: 'POST',
        url: '/store-api/audit-log',
        headers: globex.headers,
        payload: { filter: [{ type: 'equalsAny', field: 'type', value: ['organization.sso_configured', 'employee.created'] }] },
      });
      assert.equal(globexHistory.json().elements.filter((entry: { actor: { type: string } }) => entry.actor.type === 'sso').length, 0);
    });

    test("another organization's provider cannot reach a person beyond it: its sessions are bound there; a second factor still counts", async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name, {
        PUBLIC_URL,
        SSO_ALLOWED_RETURN_ORIGINS: SHOP,
        SSO_ALLOW_HTTP_ISSUERS: true,
        SSO_ALLOW_PRIVATE_ISSUERS: true,
      });
      const provider = await startProvider(
        [`${PUBLIC_URL}/store-api/sso/${acme.organizationId}/callback`, `${PUBLIC_URL}/store-api/sso/${globex.organizationId}/callback`],
        { claimsInIdToken: true },
      );
      t.after(() => provider.close());
      const settings = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret };
      // Globex's administrator runs a provider that vouches for Acme's member, and provisions whoever comes.
      assert.equal(
        (
          await app.inject({
            method: 'PUT',
            url: '/store-api/organization/sso',
            headers: globex.headers,
            payload: { ...settings, emailDomains: ['acme.example'], provisioning: { role: 'admin' } },
          })
        ).statusCode,
        200,
      );
      provider.accounts.set('claimed', { email: acme.memberEmail, email_verified: true });
      provider.signInAs('claimed');
      // This provider puts the claims in the ID token (the other layout): no userinfo needed.
      let idTokenEmail: unknown;
      provider.tamper = async (token, tools) => {
        idTokenEmail = tools.payload.email;
        return token;
      };
      const claimed = await signIn(app, provider, globex.organizationId);
      provider.tamper = undefined;
      assert.equal(idTokenEmail, acme.memberEmail);
      const session = await exchange(app, claimed.location.searchParams.get('code')!);
      assert.equal(session.statusCode, 200, session.body);
      const headers = { ...key, 'sw-context-token': session.json().contextToken as string };
      // Globex now has a record of the person, but learns nothing of their other organizations and cannot move there.
      assert.deepEqual(
        session.json().organizations.map((entry: { id: string }) => entry.id),
        [globex.organizationId],
      );
      assert.deepEqual(
        (await app.inject({ method: 'GET', url: '/store-api/account/me', headers })).json().organizations.map((entry: { id: string }) => entry.id),
        [globex.organizationId],
      );
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/account/switch-organization', headers, payload: { organizationId: acme.organizationId } }),
        403,
        'AUTH__SSO_SESSION_BOUND',
      );
      // Nor set the person's second factor (it would lock them out of Acme).
      expectError(await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers }), 403, 'AUTH__SSO_SESSION_BOUND');
      // The person's own login still opens Acme (the provider's sign-in did not become their last organization), and sees both.
      const own = await app.inject({
        method: 'POST',
        url: '/store-api/account/login',
        headers: key,
        payload: { username: acme.memberEmail, password: acme.memberPassword },
      });
      assert.equal(own.statusCode, 200, own.body);
      assert.equal(own.json().employee.organizationId, acme.organizationId);
      assert.deepEqual(
        own
          .json()
          .organizations.map((entry: { id: string }) => entry.id)
          .sort(),
        [acme.organizationId, globex.organizationId].sort(),
      );

      // Requiring a second factor leaves single sign-on's sessions whole (the provider's factors count) ...
      assert.equal(
        (await app.inject({ method: 'PATCH', url: '/store-api/organization', headers: globex.headers, payload: { requireSecondFactor: true } })).statusCode,
        200,
      );
      assert.equal((await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: {} })).statusCode, 200);
      // ... while a person who has one answers its challenge after the provider, too.
      const ownHeaders = { ...key, 'sw-context-token': own.json().contextToken as string };
      const secret = (await app.inject({ method: 'POST', url: '/store-api/account/second-factor/totp', headers: ownHeaders })).json().secret as string;
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/second-factor/totp/confirm',
            headers: ownHeaders,
            payload: { code: totp(secret, Date.now()) },
          })
        ).statusCode,
        200,
      );
      const again = await signIn(app, provider, globex.organizationId);
      const challenged = await exchange(app, again.location.searchParams.get('code')!);
      expectError(challenged, 401, 'AUTH__SECOND_FACTOR_REQUIRED');
      const completed = await app.inject({
        method: 'POST',
        url: '/store-api/account/login/second-factor',
        headers: key,
        payload: { challenge: challenged.json().errors[0].meta.parameters.challenge, code: totp(secret, Date.now() + 30_000) },
      });
      assert.equal(completed.statusCode, 200, completed.body);
      // Completed after single sign-on, the session stays bound.
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/switch-organization',
          headers: { ...key, 'sw-context-token': completed.json().contextToken },
          payload: { organizationId: acme.organizationId },
        }),
        403,
        'AUTH__SSO_SESSION_BOUND',
      );
    });

    test("an issuer on the service's own network is refused unless the operator allows it", async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { SSO_ALLOW_HTTP_ISSUERS: true });
      for (const issuer of ['http://127.0.0.1:9/', 'http://169.254.169.254/latest', 'http://[::1]:8080/', 'http://10.1.2.3/realms/x']) {
        const res = await app.inject({
          method: 'PUT',
          url: '/store-api/organization/sso',
          headers: acme.headers,
          payload: { issuer, clientId: 'shop', clientSecret: 'secret' },
        });
        expectError(res, 400, 'VALIDATION__INVALID', '/issuer');
        assert.match(res.json().errors[0].detail, /public addresses only.*SSO_ALLOW_PRIVATE_ISSUERS=true/);
      }
      expectError(await app.inject({ method: 'GET', url: '/store-api/organization/sso', headers: acme.headers }), 404, 'SSO__NOT_CONFIGURED');
    });

    test('every request to a provider is checked: a discovery document cannot send the token request or the key fetch into the network', async () => {
      const config = loadConfig({}, { SSO_ALLOW_HTTP_ISSUERS: true });
      // A public-looking host that resolves into the network, and literal private addresses.
      const fetchFor = guardedFetch({ config, resolveWebhookHost: async () => [{ address: '10.0.0.7', family: 4 }] });
      const options = { body: undefined, headers: {}, method: 'GET' } as never;
      for (const url of ['http://idp.example.com/token', 'http://169.254.169.254/latest/meta-data', 'http://127.0.0.1:9/jwks', 'http://[::ffff:127.0.0.1]/x']) {
        await assert.rejects(fetchFor(url, options), /public addresses only/, url);
      }
      await assert.rejects(
        guardedFetch({ config: loadConfig({}, {}), resolveWebhookHost: async () => [{ address: '93.184.215.14', family: 4 }] })(
          'http://idp.example.com/',
          options,
        ),
        /https/,
      );
    });
  });
}
