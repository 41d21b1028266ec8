/**
 * Deep pages seek from page anchors (src/features/criteria/criteria.anchors.ts): whatever order pages are
 * asked in, again or after a write, each must hold exactly the rows OFFSET paging would give.
 * The answer cache is off, so every request runs its queries.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { buildTestApp, type TestApp } from '../../helpers/app.js';

type Headers = Record<string, string>;
interface Element {
  id: string;
  name: string;
  itemCount: number;
}

async function create(app: TestApp['app'], headers: Headers, name: string, items: number) {
  const lineItems = Array.from({ length: items }, (_, index) => ({ productId: `P-${index}` }));
  const res = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers, payload: { name, lineItems } });
  assert.equal(res.statusCode, 201, res.body);
}

async function page(app: TestApp['app'], headers: Headers, sort: unknown, number: number, limit: number, extra: object = {}): Promise<string[]> {
  const res = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers, payload: { sort, page: number, limit, ...extra } });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { elements: Element[] }).elements.map((element) => element.id);
}

const SORTS = [
  [{ field: 'name', order: 'ASC' }],
  [{ field: 'name', order: 'DESC' }],
  [
    { field: 'itemCount', order: 'DESC' },
    { field: 'name', order: 'ASC' },
  ],
  [{ field: 'updatedAt', order: 'ASC' }],
];

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: deep pages from page anchors`, { skip: dialect.skip }, () => {
    test('every page, in any order, again and after writes, holds the rows OFFSET paging gives', async (t) => {
      const { app, acme } = await buildTestApp(t, dialect.name, { ANSWER_CACHE_MIB: 0 });
      // Few distinct names and counts: many ties, which only the id breaks.
      for (let index = 0; index < 23; index += 1) {
        await create(app, index % 4 === 0 ? acme.memberHeaders : acme.headers, ['b', 'a', 'c'][index % 3]!, index % 3);
      }
      const limit = 4;
      for (const sort of SORTS) {
        for (const headers of [acme.headers, acme.memberHeaders]) {
          const check = async (label: string) => {
            // Page 1 (offset 0) never uses anchors: the whole order in one page is the reference.
            const all = await page(app, headers, sort, 1, 100);
            const pages = Math.ceil(all.length / limit) + 1;
            const expected = (number: number) => all.slice((number - 1) * limit, number * limit);
            const order = [...Array.from({ length: pages }, (_, index) => index + 1), pages, 3, pages - 1, 2, 2, 5, 4, 4];
            for (const number of order) {
              assert.deepEqual(await page(app, headers, sort, number, limit), expected(number), `${label}: ${JSON.stringify(sort)} page ${number}`);
            }
            // Another page size of the same search shares its anchors (they are by offset).
            assert.deepEqual(await page(app, headers, sort, 3, 3), all.slice(6, 9), `${label}: limit 3, page 3`);
            assert.deepEqual(await page(app, headers, sort, 2, 5, { 'total-count-mode': 'next-pages' }), all.slice(5, 10), `${label}: next-pages`);
          };
          await check('before the write');
          // A write moves the revision: anchors of the old rows must not be used.
          await create(app, acme.headers, 'a', 1);
          await check('after a write');
        }
      }
    });
  });
}
