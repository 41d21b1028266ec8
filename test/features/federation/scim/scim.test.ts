/**
 * Provisioning by SCIM 2.0 (issue 25, item 4), as Entra ID and Okta send it: the organization's
 * bearer token, Users created, found by filter, patched (Entra's `Replace` with string booleans and
 * extension attributes, Okta's path-less `{"active": false}`), deactivated with their sessions
 * ending at once, deleted; Groups as units (joining a second moves the employee); SCIM errors;
 * one organization per token; history's actor `scim`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../../helpers/dialects.js';
import { buildTestApp, expectError } from '../../../helpers/app.js';
import type { App } from '../../../../src/main/app.js';

const SCIM = 'application/scim+json';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

function scimClient(app: App, token: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: { authorization: `Bearer ${token}`, ...(payload !== undefined ? { 'content-type': SCIM } : {}) },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
}

function expectScimError(res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, scimType?: string) {
  assert.equal(res.statusCode, status, res.body);
  assert.ok(String(res.headers['content-type']).startsWith(SCIM), String(res.headers['content-type']));
  const body = JSON.parse(res.body);
  assert.deepEqual(body.schemas, [ERROR]);
  assert.equal(body.status, String(status));
  assert.equal(body.scimType, scimType, res.body);
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: SCIM provisioning`, { skip: dialect.skip }, () => {
    test('token, Users as Entra ID and Okta send them, deactivation ends sessions, Groups as units, errors, isolation, history', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name, { PUBLIC_URL: 'https://api.acme.test' });
      expectError(await app.inject({ method: 'POST', url: '/store-api/organization/scim-token', headers: acme.memberHeaders }), 403, 'AUTH__PERMISSION_DENIED');
      expectError(await app.inject({ method: 'DELETE', url: '/store-api/organization/scim-token', headers: acme.headers }), 404, 'SCIM__TOKEN_NOT_FOUND');
      const created = await app.inject({ method: 'POST', url: '/store-api/organization/scim-token', headers: acme.headers });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.json().baseUrl, 'https://api.acme.test/scim/v2');
      const token = created.json().token as string;
      const client = scimClient(app, token);
      const globexToken = (await app.inject({ method: 'POST', url: '/store-api/organization/scim-token', headers: globex.headers })).json().token as string;

      // No token, a wrong one: 401 in SCIM's schema, with the scheme to use.
      const anonymous = await app.inject({ method: 'GET', url: '/scim/v2/Users' });
      expectScimError(anonymous, 401);
      assert.match(String(anonymous.headers['www-authenticate']), /^Bearer/);
      expectScimError(await scimClient(app, 'not-a-token')('GET', '/Users'), 401);

      for (const path of ['/ServiceProviderConfig', '/ResourceTypes', '/Schemas']) {
        const res = await client('GET', path);
        assert.equal(res.statusCode, 200, res.body);
        assert.ok(String(res.headers['content-type']).startsWith(SCIM));
      }
      assert.equal((await client('GET', '/ServiceProviderConfig')).json().patch.supported, true);

      // Entra ID: looks the user up, creates it with its full profile (extension attributes ignored).
      assert.equal((await client('GET', `/Users?filter=${encodeURIComponent('userName eq "nia.buyer@acme.example"')}`)).json().totalResults, 0);
      const entraUser = {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
        externalId: 'entra-object-7f3a',
        userName: 'Nia.Buyer@acme.example',
        active: true,
        displayName: 'Nia Buyer',
        title: 'Buyer',
        emails: [{ primary: true, type: 'work', value: 'nia.buyer@acme.example' }],
        name: { formatted: 'Nia Buyer', familyName: 'Buyer', givenName: 'Nia' },
        'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Purchasing' },
      };
      const posted = await client('POST', '/Users', entraUser);
      assert.equal(posted.statusCode, 201, posted.body);
      const nia = posted.json();
      assert.equal(posted.headers.location, `https://api.acme.test/scim/v2/Users/${nia.id}`);
      assert.deepEqual(
        { userName: nia.userName, externalId: nia.externalId, active: nia.active, email: nia.emails[0].value, name: nia.name },
        {
          userName: 'Nia.Buyer@acme.example',
          externalId: 'entra-object-7f3a',
          active: true,
          email: 'nia.buyer@acme.example',
          name: { givenName: 'Nia', familyName: 'Buyer' },
        },
      );
      const employee = await app.inject({ method: 'GET', url: `/store-api/employee/${nia.id}`, headers: acme.headers });
      assert.deepEqual(
        { status: employee.json().status, role: employee.json().role, unitId: employee.json().unitId },
        { status: 'active', role: 'member', unitId: null },
      );
      expectScimError(await client('POST', '/Users', entraUser), 409, 'uniqueness');
      expectScimError(
        await client('POST', '/Users', { ...entraUser, userName: 'other-name', emails: [{ value: acme.memberEmail, primary: true }] }),
        409,
        'uniqueness',
      );
      expectScimError(await client('POST', '/Users', { userName: 'no-email-here' }), 400, 'invalidValue');
      expectScimError(
        await client('POST', '/Users', { ...entraUser, userName: 'x@acme.example', emails: [{ value: 'not an email', primary: true }] }),
        400,
        'invalidValue',
      );
      for (const filter of [`userName eq "nia.buyer@ACME.example"`, `externalId eq "entra-object-7f3a"`, `emails.value eq "nia.buyer@acme.example"`]) {
        const found = await client('GET', `/Users?filter=${encodeURIComponent(filter)}`);
        assert.deepEqual(
          found.json().Resources.map((user: { id: string }) => user.id),
          [nia.id],
          filter,
        );
      }
      // An employee made elsewhere is found by their email as userName (Entra ID matches existing accounts so).
      assert.equal((await client('GET', `/Users?filter=${encodeURIComponent(`userName eq "${acme.memberEmail}"`)}`)).json().Resources[0].id, acme.memberId);
      expectScimError(await client('GET', `/Users?filter=${encodeURIComponent('title co "Buy"')}`), 400, 'invalidFilter');
      const page = (await client('GET', '/Users?startIndex=2&count=1')).json();
      assert.deepEqual({ total: page.totalResults, start: page.startIndex, per: page.itemsPerPage }, { total: 3, start: 2, per: 1 });

      // Entra ID's PATCH: Replace, string booleans, paths, an extension attribute.
      const entraPatch = await client('PATCH', `/Users/${nia.id}`, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [
          { op: 'Replace', path: 'name.givenName', value: 'Niamh' },
          { op: 'Add', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'Sales' },
          { op: 'Replace', path: 'emails[type eq "work"].value', value: 'niamh.buyer@acme.example' },
          { op: 'Replace', path: 'active', value: 'False' },
        ],
      });
      assert.equal(entraPatch.statusCode, 200, entraPatch.body);
      assert.deepEqual(
        { given: entraPatch.json().name.givenName, email: entraPatch.json().emails[0].value, active: entraPatch.json().active },
        { given: 'Niamh', email: 'niamh.buyer@acme.example', active: false },
      );
      assert.equal((await client('PATCH', `/Users/${nia.id}`, { Operations: [{ op: 'Replace', path: 'active', value: 'True' }] })).json().active, true);
      expectScimError(await client('PATCH', `/Users/${nia.id}`, { Operations: [{ op: 'explode', path: 'active' }] }), 400, 'invalidSyntax');
      expectScimError(await client('PATCH', `/Users/${nia.id}`, { Operations: [{ op: 'replace', path: 'active', value: 'maybe' }] }), 400, 'invalidValue');
      expectScimError(await client('PATCH', `/Users/${nia.id}`, { Operations: [] }), 400, 'invalidSyntax');

      // Okta: deactivates the member with a path-less replace; their session ends at once.
      assert.equal((await app.inject({ method: 'GET', url: '/store-api/account/me', headers: acme.memberHeaders })).statusCode, 200);
      const okta = await client('PATCH', `/Users/${acme.memberId}`, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'replace', value: { active: false } }],
      });
      assert.equal(okta.statusCode, 200, okta.body);
      assert.equal(okta.json().active, false);
      expectError(await app.inject({ method: 'GET', url: '/store-api/account/me', headers: acme.memberHeaders }), 401, 'AUTH__CONTEXT_TOKEN_INVALID');
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/account/login',
          headers: { 'sw-access-key': acme.memberHeaders['sw-access-key']! },
          payload: { username: acme.memberEmail, password: acme.memberPassword },
        }),
        401,
        'AUTH__INVALID_CREDENTIALS',
      );
      // Okta's PUT brings them back (the whole user; userName kept).
      const put = await client('PUT', `/Users/${acme.memberId}`, {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: acme.memberEmail,
        name: { givenName: 'Mia', familyName: 'Acme' },
        emails: [{ value: acme.memberEmail, primary: true }],
        active: true,
      });
      assert.equal(put.statusCode, 200, put.body);
      assert.equal(put.json().active, true);
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/login',
            headers: { 'sw-access-key': acme.memberHeaders['sw-access-key']! },
            payload: { username: acme.memberEmail, password: acme.memberPassword },
          })
        ).statusCode,
        200,
      );
      // The last admin cannot be deactivated by SCIM either.
      expectScimError(await client('PATCH', `/Users/${acme.adminId}`, { Operations: [{ op: 'replace', path: 'active', value: false }] }), 409, 'mutability');

      // Groups are units; an employee is in one, so joining a second moves them.
      const purchasing = await client('POST', '/Groups', {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        displayName: 'Purchasing',
        members: [{ value: nia.id }],
      });
      assert.equal(purchasing.statusCode, 201, purchasing.body);
      const purchasingId = purchasing.json().id as string;
      assert.deepEqual(
        purchasing.json().members.map((member: { value: string }) => member.value),
        [nia.id],
      );
      assert.deepEqual((await client('GET', `/Users/${nia.id}`)).json().groups, [{ value: purchasingId, display: 'Purchasing' }]);
      expectScimError(await client('POST', '/Groups', { displayName: 'purchasing' }), 409, 'uniqueness');
      const sales = await client('POST', '/Groups', { displayName: 'Sales' });
      const salesId = sales.json().id as string;
      const joined = await client('PATCH', `/Groups/${salesId}`, {
        Operations: [{ op: 'Add', path: 'members', value: [{ value: nia.id }, { value: acme.memberId }] }],
      });
      assert.equal(joined.statusCode, 200, joined.body);
      assert.deepEqual(
        joined
          .json()
          .members.map((member: { value: string }) => member.value)
          .sort(),
        [acme.memberId, nia.id].sort(),
      );
      assert.deepEqual((await client('GET', `/Groups/${purchasingId}`)).json().members, []);
      const left = await client('PATCH', `/Groups/${salesId}`, {
        Operations: [
          { op: 'Remove', path: `members[value eq "${nia.id}"]` },
          { op: 'Replace', path: 'displayName', value: 'Field sales' },
        ],
      });
      assert.equal(left.statusCode, 200, left.body);
      assert.deepEqual(
        { name: left.json().displayName, members: left.json().members.map((member: { value: string }) => member.value) },
        { name: 'Field sales', members: [acme.memberId] },
      );
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/employee/${nia.id}`, headers: acme.headers })).json().unitId, null);
      expectScimError(
        await client('PATCH', `/Groups/${salesId}`, { Operations: [{ op: 'add', path: 'members', value: [{ value: 'nobody-here' }] }] }),
        400,
        'invalidValue',
      );
      assert.deepEqual(
        (await client('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Field sales"')}`)).json().Resources.map((group: { id: string }) => group.id),
        [salesId],
      );
      assert.equal((await client('DELETE', `/Groups/${salesId}`)).statusCode, 204);
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/employee/${acme.memberId}`, headers: acme.headers })).json().unitId, null);
      expectScimError(await client('GET', `/Groups/${salesId}`), 404);

      // One organization per token: Globex's sees none of Acme's users.
      expectScimError(await scimClient(app, globexToken)('GET', `/Users/${nia.id}`), 404);
      assert.equal((await scimClient(app, globexToken)('GET', '/Users')).json().totalResults, 2);
      // Malformed JSON is a SCIM error too.
      const malformed = await app.inject({
        method: 'POST',
        url: '/scim/v2/Users',
        headers: { authorization: `Bearer ${token}`, 'content-type': SCIM },
        payload: '{"userName": ',
      });
      expectScimError(malformed, 400, 'invalidValue');

      // Delete; history names the actor scim.
      assert.equal((await client('DELETE', `/Users/${nia.id}`)).statusCode, 204);
      expectScimError(await client('GET', `/Users/${nia.id}`), 404);
      expectScimError(await client('DELETE', `/Users/${nia.id}`), 404);
      const history = await app.inject({
        method: 'POST',
        url: '/store-api/audit-log',
        headers: acme.headers,
        payload: { filter: [{ type: 'equals', field: 'actorType', value: 'scim' }], limit: 100 },
      });
      assert.equal(history.statusCode, 200, history.body);
      const types = new Set(history.json().elements.map((entry: { type: string }) => entry.type));
      for (const type of ['employee.created', 'employee.deleted', 'organization_unit.created'])
        assert.ok(types.has(type), `${type} in ${[...types].join(', ')}`);

      // A revoked token stops at once; a new one replaces the old.
      const rotated = (await app.inject({ method: 'POST', url: '/store-api/organization/scim-token', headers: acme.headers })).json().token as string;
      expectScimError(await client('GET', '/Users'), 401);
      assert.equal((await scimClient(app, rotated)('GET', '/Users')).statusCode, 200);
      assert.equal((await app.inject({ method: 'DELETE', url: '/store-api/organization/scim-token', headers: acme.headers })).statusCode, 204);
      expectScimError(await scimClient(app, rotated)('GET', '/Users'), 401);
    });

    test("an integrator's typos are refused and change nothing; displayName kept; attributes and excludedAttributes; userName follows the login", async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const token = (await app.inject({ method: 'POST', url: '/store-api/organization/scim-token', headers: acme.headers })).json().token as string;
      const client = scimClient(app, token);
      const user = await client('POST', '/Users', {
        userName: 'jo.buyer@acme.example',
        displayName: 'Jo Buyer',
        name: { givenName: 'Jo' },
        phoneNumbers: [{ value: '+49 30 1234', type: 'work' }],
      });
      assert.equal(user.statusCode, 201, user.body);
      const jo = user.json();
      assert.equal(jo.displayName, 'Jo Buyer', 'displayName kept');

      // A typo in a path (RFC 7644 §3.5.2: invalidPath), a read-only target (mutability): 400, and nothing changes.
      const typo = await client('PATCH', `/Users/${jo.id}`, {
        Operations: [
          { op: 'Replace', path: 'name.givenName', value: 'Joanna' },
          { op: 'Replace', path: 'activ', value: 'False' },
        ],
      });
      expectScimError(typo, 400, 'invalidPath');
      assert.match(typo.json().detail, /"activ" is not an attribute of a User: did you mean "active"\?/);
      expectScimError(await client('PATCH', `/Users/${jo.id}`, { Operations: [{ op: 'replace', value: { actve: false } }] }), 400, 'invalidPath');
      expectScimError(await client('PATCH', `/Users/${jo.id}`, { Operations: [{ op: 'replace', path: 'id', value: 'someone-else' }] }), 400, 'mutability');
      expectScimError(await client('PATCH', `/Users/${jo.id}`, { Operations: [{ op: 'add', path: 'groups', value: [{ value: 'x' }] }] }), 400, 'mutability');
      expectScimError(await client('POST', '/Users', { userName: 'kim@acme.example', titel: 'Buyer' }), 400, 'invalidPath');
      const unchanged = (await client('GET', `/Users/${jo.id}`)).json();
      assert.deepEqual({ active: unchanged.active, given: unchanged.name.givenName, id: unchanged.id }, { active: true, given: 'Jo', id: jo.id });
      // Attributes of a User this service does not keep are still taken (a provider's whole profile), as are Entra ID's extension paths.
      assert.equal(
        (
          await client('PATCH', `/Users/${jo.id}`, {
            Operations: [
              { op: 'Replace', path: 'title', value: 'Lead buyer' },
              { op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Berlin' },
              { op: 'Replace', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager', value: { value: 'x' } },
            ],
          })
        ).statusCode,
        200,
      );

      // displayName: changed, removed; a PUT without it clears it.
      assert.equal(
        (await client('PATCH', `/Users/${jo.id}`, { Operations: [{ op: 'Replace', path: 'displayName', value: 'Jo B.' }] })).json().displayName,
        'Jo B.',
      );
      assert.equal((await client('PATCH', `/Users/${jo.id}`, { Operations: [{ op: 'Remove', path: 'displayName' }] })).json().displayName, undefined);
      assert.equal((await client('PATCH', `/Users/${jo.id}`, { Operations: [{ op: 'Add', value: { displayName: 'Jo' } }] })).json().displayName, 'Jo');
      assert.equal((await client('PUT', `/Users/${jo.id}`, { userName: 'jo.buyer@acme.example', name: { givenName: 'Jo' } })).json().displayName, undefined);

      // The userName that is the login follows a change of the email.
      const moved = await client('PATCH', `/Users/${jo.id}`, {
        Operations: [{ op: 'Replace', path: 'emails[type eq "work"].value', value: 'jo.north@acme.example' }],
      });
      assert.deepEqual(
        { userName: moved.json().userName, email: moved.json().emails[0].value },
        { userName: 'jo.north@acme.example', email: 'jo.north@acme.example' },
      );
      assert.equal((await client('GET', `/Users?filter=${encodeURIComponent('userName eq "jo.north@acme.example"')}`)).json().totalResults, 1);
      assert.equal((await app.inject({ method: 'GET', url: `/store-api/employee/${jo.id}`, headers: acme.headers })).json().email, 'jo.north@acme.example');
      // A userName of its own (a UPN other than the email) stays its own, and never moves the login.
      const upn = await client('PATCH', `/Users/${jo.id}`, { Operations: [{ op: 'Replace', path: 'userName', value: 'jo@contoso.onmicrosoft.example' }] });
      assert.deepEqual(
        { userName: upn.json().userName, email: upn.json().emails[0].value },
        { userName: 'jo@contoso.onmicrosoft.example', email: 'jo.north@acme.example' },
      );
      assert.equal(
        (
          await client('PATCH', `/Users/${jo.id}`, { Operations: [{ op: 'Replace', path: 'emails[type eq "work"].value', value: 'jo.west@acme.example' }] })
        ).json().userName,
        'jo@contoso.onmicrosoft.example',
      );

      // attributes and excludedAttributes (RFC 7644 §3.4.2.5): schemas and id always.
      assert.deepEqual((await client('GET', `/Users/${jo.id}?attributes=userName`)).json(), {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        id: jo.id,
        userName: 'jo@contoso.onmicrosoft.example',
      });
      assert.deepEqual((await client('GET', `/Users/${jo.id}?attributes=emails.value,name.givenName`)).json().emails, [{ value: 'jo.west@acme.example' }]);
      const withoutMeta = (
        await client('GET', `/Users?excludedAttributes=meta,groups&filter=${encodeURIComponent('userName eq "jo@contoso.onmicrosoft.example"')}`)
      ).json().Resources[0];
      assert.equal(withoutMeta.meta, undefined);
      assert.equal(withoutMeta.groups, undefined);
      assert.equal(withoutMeta.userName, 'jo@contoso.onmicrosoft.example');
      const group = await client('POST', '/Groups', { displayName: 'Purchasing', members: [{ value: jo.id }] });
      assert.equal(group.statusCode, 201, group.body);
      const listed = (await client('GET', `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "Purchasing"')}`)).json()
        .Resources[0];
      assert.deepEqual(Object.keys(listed).sort(), ['displayName', 'id', 'meta', 'schemas']);
      assert.equal((await client('GET', `/Groups/${group.json().id}?excludedAttributes=members`)).json().members, undefined);
      assert.deepEqual(
        (await client('GET', `/Groups/${group.json().id}`)).json().members.map((member: { value: string }) => member.value),
        [jo.id],
      );

      // A SCIM client's own media type is named by the 415.
      const plain = await app.inject({
        method: 'POST',
        url: '/scim/v2/Users',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
        payload: 'userName=x',
      });
      expectScimError(plain, 415, undefined);
      assert.match(plain.json().detail, /application\/scim\+json/);
    });
  });
}
