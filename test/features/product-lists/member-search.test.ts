import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, login } from '../../helpers/app.js';

type Headers = Record<string, string>;

/**
 * A member's search reads their own lists and the lists shared with them as two parts, each walked
 * on its own and merged (criteria.apply.ts, pageOfParts): every page, in every order, deep or
 * seeking from an anchor, must be exactly the member's lists in the order the admin sees them.
 */
for (const dialect of DIALECTS) {
  describe(`${dialect.name}: a member's search over their own and shared lists`, { skip: dialect.skip }, () => {
    test('pages in every order are exactly their own and shared lists, each once, in order', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name);
      const call = (method: string, url: string, headers: Headers, payload?: object) =>
        app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
      const colleagueEmail = `colleague-${Date.now()}@acme.example`;
      const made = await call('POST', '/store-api/employee', acme.headers, {
        id: 'colleague-1',
        email: colleagueEmail,
        role: 'member',
        password: 'colleague-password-1',
      });
      assert.equal(made.statusCode, 201, made.body);
      const colleague = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, colleagueEmail, 'colleague-password-1') };

      const create = async (headers: Headers, name: string, items: number) => {
        const res = await call('POST', '/store-api/product-lists/create', headers, {
          name,
          lineItems: Array.from({ length: items }, (_, index) => ({ productId: `P-${index}` })),
        });
        assert.equal(res.statusCode, 201, res.body);
        return res.json().id as string;
      };
      // Names that interleave the member's own lists with the shared ones; two share a name (the id breaks the tie).
      const own: string[] = [];
      for (const [index, name] of ['b', 'd', 'f', 'h', 'j', 'l', 'n', 'd'].entries()) own.push(await create(acme.memberHeaders, name, index % 4));
      const sharedPersonally = await create(colleague, 'c', 1);
      const sharedTwice = await create(colleague, 'k', 2);
      const sharedWithAll = await create(acme.headers, 'a', 3);
      const notShared = await create(colleague, 'e', 0);
      const adminsOwn = await create(acme.headers, 'g', 0);
      // One of the member's own lists shared with the organization too: it must still come once.
      for (const [id, body] of [
        [sharedPersonally, { employees: [{ employeeId: acme.memberId, access: 'read' }] }],
        [sharedTwice, { employees: [{ employeeId: acme.memberId, access: 'edit' }], organization: 'read' }],
        [sharedWithAll, { organization: 'read' }],
        [own[2]!, { organization: 'edit' }],
      ] as const) {
        const owner = id === sharedWithAll ? acme.headers : id === own[2] ? acme.memberHeaders : colleague;
        const res = await call('PUT', `/store-api/product-lists/${id}/shares`, owner, body);
        assert.equal(res.statusCode, 200, res.body);
      }
      const visible = new Set([...own, sharedPersonally, sharedTwice, sharedWithAll]);
      assert.ok(!visible.has(notShared));

      const search = async (headers: Headers, body: object) => {
        const res = await call('POST', '/store-api/product-lists', headers, body);
        assert.equal(res.statusCode, 200, res.body);
        return res.json() as { total: number; elements: { id: string; access: string }[] };
      };
      for (const sort of [
        [{ field: 'name', order: 'ASC' }],
        [{ field: 'name', order: 'DESC' }],
        [
          { field: 'itemCount', order: 'DESC' },
          { field: 'name', order: 'ASC' },
        ],
        [{ field: 'createdAt', order: 'DESC' }],
      ]) {
        // The admin sees every list: the member's answer is the admin's order, kept to what the member reaches.
        const everything = await search(acme.headers, { sort, limit: 100 });
        const expected = everything.elements.map((element) => element.id).filter((id) => visible.has(id));
        assert.equal(expected.length, visible.size);
        for (const limit of [1, 3, 4]) {
          // A write moves the revision, so no page anchor is known: a deep page first walks from the start.
          const touched = await call('PATCH', `/store-api/product-lists/${adminsOwn}`, acme.headers, { lineItems: [{ productId: `T-${limit}` }] });
          assert.equal(touched.statusCode, 200, touched.body);
          for (const page of [3, 2]) {
            const deep = await search(acme.memberHeaders, { sort, limit, page });
            assert.deepEqual(
              deep.elements.map((element) => element.id),
              expected.slice((page - 1) * limit, page * limit),
              `page ${page} first, ${JSON.stringify(sort)}, ${limit} per page`,
            );
          }
          // Then in turn (each page seeks from the anchor the one before left).
          const pages: string[] = [];
          for (let page = 1; page <= Math.ceil(expected.length / limit) + 1; page += 1) {
            const answer = await search(acme.memberHeaders, { sort, limit, page, 'total-count-mode': 'exact' });
            assert.equal(answer.total, expected.length, `exact total, ${JSON.stringify(sort)}`);
            pages.push(...answer.elements.map((element) => element.id));
          }
          assert.deepEqual(pages, expected, `${JSON.stringify(sort)}, ${limit} per page`);
          const deep = await search(colleague, { sort, limit, page: 3 });
          assert.ok(
            deep.elements.every((element) => element.id !== own[0]),
            "the colleague never sees the member's unshared list",
          );
        }
      }
      // Filters apply to both parts; access says which part a list came from.
      const filtered = await search(acme.memberHeaders, {
        filter: [{ type: 'range', field: 'itemCount', parameters: { gte: 2 } }],
        sort: [{ field: 'name', order: 'ASC' }],
      });
      const byId = new Map(filtered.elements.map((element) => [element.id, element.access]));
      assert.deepEqual([...byId.keys()].sort(), [own[2], own[3], own[6], own[7], sharedTwice, sharedWithAll].sort());
      assert.deepEqual([byId.get(own[2]!), byId.get(sharedTwice), byId.get(sharedWithAll)], ['owner', 'edit', 'read']);
    });
  });
}
