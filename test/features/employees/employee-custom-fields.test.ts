/**
 * Custom fields of employees (issue 26, item 2): set on create, invite and bulk (JSON and CSV
 * columns), merged on PATCH by those who may edit employees, in history; searched and sorted as
 * `customFields.<key>` within the caller's organization only (employee ids repeat across
 * organizations), gone with the employee.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DIALECTS } from '../../helpers/dialects.js';
import { buildTestApp, expectError } from '../../helpers/app.js';

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: employee custom fields`, { skip: dialect.skip }, () => {
    test('set, merged, refused, in history, in bulk and CSV, searched and sorted within the organization', async (t) => {
      const { app, acme, globex } = await buildTestApp(t, dialect.name);
      const headers = acme.headers;
      const create = (payload: object, as = headers) => app.inject({ method: 'POST', url: '/store-api/employee', headers: as, payload });

      const ann = await create({
        id: 'ann',
        email: 'ann@acme.example',
        password: 'ann-password-1',
        customFields: { costCenter: 'CC-1', level: 3, tags: ['north', 'field'], nothing: null },
      });
      assert.equal(ann.statusCode, 201, ann.body);
      assert.deepEqual(ann.json().customFields, { costCenter: 'CC-1', level: 3, tags: ['north', 'field'] });
      const invited = await app.inject({
        method: 'POST',
        url: '/store-api/employee/add',
        headers,
        payload: { id: 'bob', email: 'bob@acme.example', customFields: { costCenter: 'CC-2', level: 12 } },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      assert.deepEqual(invited.json().customFields, { costCenter: 'CC-2', level: 12 });
      // Another organization's employee with the same id and a value Acme's has not.
      assert.equal(
        (await create({ id: 'ann', email: 'ann@globex.example', password: 'ann-password-1', customFields: { costCenter: 'CC-X', level: 1 } }, globex.headers))
          .statusCode,
        201,
      );

      // Refused at their pointer, nothing changed.
      for (const [customFields, pointer] of [
        [{ 'Bad-Key': 1 }, '/customFields'],
        [{ nested: { deeper: 1 } }, '/customFields/nested'],
        [{ huge: 'x'.repeat(9000) }, '/customFields'],
      ] as const) {
        const res = await app.inject({ method: 'PATCH', url: '/store-api/employee/ann', headers, payload: { customFields } });
        assert.equal(res.statusCode, 400, res.body);
        assert.ok(
          res.json().errors.some((error: { source?: { pointer?: string } }) => error.source?.pointer?.startsWith(pointer)),
          res.body,
        );
      }
      // An employee's custom fields are the organization's to set, not the employee's own.
      expectError(
        await app.inject({
          method: 'PATCH',
          url: `/store-api/employee/${acme.memberId}`,
          headers: acme.memberHeaders,
          payload: { customFields: { level: 99 } },
        }),
        403,
        'AUTH__PERMISSION_DENIED',
        '/customFields',
      );

      // PATCH merges; history names each key.
      const patched = await app.inject({
        method: 'PATCH',
        url: '/store-api/employee/ann',
        headers,
        payload: { customFields: { level: 4, tags: null, approver: 'mia' } },
      });
      assert.equal(patched.statusCode, 200, patched.body);
      assert.deepEqual(patched.json().customFields, { costCenter: 'CC-1', level: 4, approver: 'mia' });
      const history = await app.inject({ method: 'GET', url: '/store-api/employee/ann/history', headers });
      assert.equal(history.statusCode, 200, history.body);
      const last = history.json().elements[0];
      assert.equal(last.type, 'employee.updated');
      assert.deepEqual(last.data.changes['customFields.level'], { from: 3, to: 4 });
      assert.deepEqual(last.data.changes['customFields.tags'], { from: ['north', 'field'], to: null });

      // Bulk, JSON: new records and a merge into an existing one.
      const bulk = await app.inject({
        method: 'POST',
        url: '/store-api/employees',
        headers,
        payload: [
          { id: 'cat', email: 'cat@acme.example', customFields: { costCenter: 'CC-1', level: 7 } },
          { id: 'bob', customFields: { level: 8 } },
        ],
      });
      assert.equal(bulk.statusCode, 200, bulk.body);
      assert.deepEqual(
        bulk.json().elements.map((employee: { customFields: object }) => employee.customFields),
        [
          { costCenter: 'CC-1', level: 7 },
          { costCenter: 'CC-2', level: 8 },
        ],
      );
      expectError(
        await app.inject({ method: 'POST', url: '/store-api/employees', headers, payload: [{ id: 'dan', customFields: { 'Bad-Key': 1 } }] }),
        400,
        'VALIDATION__INVALID',
      );

      // Bulk, CSV: customFields.<key> columns; JSON cells are values, other cells text, empty cells leave a key, null removes it.
      const csv = [
        'id,email,customFields.costCenter,customFields.level,customFields.remote',
        'dan,dan@acme.example,CC-3,5,true',
        'cat,,,"null",',
        'eve,eve@acme.example,"[""CC-1"",""CC-4""]",012,',
      ].join('\n');
      const imported = await app.inject({ method: 'POST', url: '/store-api/employees', headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });
      assert.equal(imported.statusCode, 200, imported.body);
      const byId = Object.fromEntries(imported.json().elements.map((employee: { id: string; customFields: object }) => [employee.id, employee.customFields]));
      assert.deepEqual(byId.dan, { costCenter: 'CC-3', level: 5, remote: true });
      assert.deepEqual(byId.cat, { costCenter: 'CC-1' });
      assert.deepEqual(byId.eve, { costCenter: ['CC-1', 'CC-4'], level: '012' });
      const badCsv = await app.inject({
        method: 'POST',
        url: '/store-api/employees',
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: 'id,customFields.Bad\nzed,1\n',
      });
      expectError(badCsv, 400, 'VALIDATION__INVALID', '/lines/1');

      // Searched and sorted, in Acme only.
      const search = async (body: object) => {
        const res = await app.inject({
          method: 'POST',
          url: '/store-api/employees/search',
          headers,
          payload: { includes: { b2b_employee: ['id', 'customFields'] }, ...body },
        });
        assert.equal(res.statusCode, 200, res.body);
        return res.json().elements.map((employee: { id: string }) => employee.id);
      };
      assert.deepEqual((await search({ filter: [{ type: 'equals', field: 'customFields.costCenter', value: 'CC-1' }] })).sort(), ['ann', 'cat', 'eve']);
      assert.deepEqual(
        await search({ filter: [{ type: 'equals', field: 'customFields.costCenter', value: 'CC-X' }] }),
        [],
        "another organization's values never match",
      );
      assert.deepEqual((await search({ filter: [{ type: 'range', field: 'customFields.level', parameters: { gte: 4, lt: 8 } }] })).sort(), ['ann', 'dan']);
      assert.deepEqual(await search({ filter: [{ type: 'equals', field: 'customFields.remote', value: true }] }), ['dan']);
      assert.deepEqual(await search({ filter: [{ type: 'prefix', field: 'customFields.approver', value: 'MI' }] }), ['ann']);
      const withLevel = { filter: [{ type: 'not', operator: 'and', queries: [{ type: 'equals', field: 'customFields.level', value: null }] }] };
      assert.deepEqual(await search({ ...withLevel, sort: [{ field: 'customFields.level', order: 'ASC' }] }), ['ann', 'dan', 'bob', 'eve']);
      assert.deepEqual(await search({ ...withLevel, sort: [{ field: 'customFields.level', order: 'DESC' }] }), ['eve', 'bob', 'dan', 'ann']);
      const paged = [];
      for (let page = 1; page <= 4; page += 1) paged.push(...(await search({ ...withLevel, sort: 'customFields.level', limit: 1, page })));
      assert.deepEqual(paged, ['ann', 'dan', 'bob', 'eve']);
      expectError(
        await app.inject({
          method: 'POST',
          url: '/store-api/employees/search',
          headers,
          payload: { filter: [{ type: 'equals', field: 'customFields.Bad-Key', value: 1 }] },
        }),
        400,
        'CRITERIA__INVALID',
      );

      // Gone with the employee.
      assert.equal((await app.inject({ method: 'DELETE', url: '/store-api/employee/dan', headers })).statusCode, 204);
      const left = await app.db
        .selectFrom('employee_custom_value')
        .select('key')
        .where('organization_id', '=', acme.organizationId)
        .where('employee_id', '=', 'dan')
        .execute();
      assert.deepEqual(left, []);
      const globexValues = await app.db
        .selectFrom('employee_custom_value')
        .select('key')
        .where('organization_id', '=', globex.organizationId)
        .where('employee_id', '=', 'ann')
        .execute();
      assert.equal(globexValues.length, 2);
    });
  });
}
