import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CompiledQuery, sql } from 'kysely';
import { DIALECTS } from '../../helpers/dialects.js';
import { createTestDatabase } from '../../helpers/database.js';
import { parseCriteria } from '../../../src/features/criteria/criteria.parse.js';
import { pageIdQuery } from '../../../src/features/criteria/criteria.apply.js';
import { PRODUCT_LIST_SEARCH, searchedLists } from '../../../src/features/product-lists/product-list.search.js';
import { permissionsOf } from '../../../src/kernel/permissions.js';
import type { Caller } from '../../../src/kernel/caller.js';
import type { Db } from '../../../src/platform/db/database.js';
import type { DialectName } from '../../../src/platform/db/dialect.js';

const LISTS = 100_000;
const AT = '2026-11-22T00:00:00.000Z';

/** 100,000 lists in one organization (a few of them the member's), in multi-row inserts. */
async function seed(db: Db): Promise<void> {
  await db.insertInto('organization').values({ id: 'org', name: 'Big', created_at: AT, updated_at: AT }).execute();
  const employee = (id: string, role: 'admin' | 'member') => ({
    id,
    organization_id: 'org',
    person_id: id,
    email: null,
    email_normalized: null,
    first_name: null,
    last_name: null,
    role,
    status: 'active' as const,
    last_login_at: null,
    created_at: AT,
    updated_at: AT,
    version: 1,
  });
  await db
    .insertInto('person')
    .values(
      ['admin', 'member'].map((id) => ({
        id,
        email: null,
        email_normalized: null,
        password_hash: null,
        last_organization_id: 'org',
        created_at: AT,
        updated_at: AT,
      })),
    )
    .execute();
  await db
    .insertInto('employee')
    .values([employee('admin', 'admin'), employee('member', 'member')])
    .execute();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < LISTS; start += 500) {
      const rows = Array.from({ length: 500 }, (_, offset) => {
        const index = start + offset;
        return {
          id: index.toString(16).padStart(32, '0'),
          organization_id: 'org',
          owner_id: index % 1000 === 0 ? 'member' : 'admin',
          name: `List ${(index * 7919) % LISTS}`,
          description: null,
          item_count: index % 50,
          total_quantity: index % 50,
          created_at: AT,
          updated_at: AT,
          version: 1,
        };
      });
      await trx.insertInto('product_list').values(rows).execute();
    }
  });
}

function caller(id: 'admin' | 'member'): Caller {
  return { employeeId: id, organizationId: 'org', role: id, permissions: permissionsOf(id), unitId: null, unitPath: null, tokenHash: '', requestId: null };
}

async function planOf(db: Db, dialect: string, compiled: CompiledQuery): Promise<string> {
  const prefix = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
  // MariaDB: a row per table read, as `table type=… key=… extra=…`.
  if (dialect === 'mysql') return result.rows.map((row) => `${row.table} type=${row.type} key=${row.key} extra=${row.Extra}`).join('\n');
  return result.rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');
}

/** A seeded database of the test's own with its planner's statistics (SQLite's only with `analyzeSqlite`: a service's file has none). */
async function seededWithStatistics(t: { after: (fn: () => Promise<void>) => void }, dialect: DialectName, analyzeSqlite: boolean) {
  const database = await createTestDatabase(dialect, { migrated: true });
  t.after(() => database.close());
  await seed(database.db);
  if (dialect === 'postgres') await sql`vacuum analyze product_list`.execute(database.db);
  else if (dialect === 'mysql') await sql`analyze table product_list`.execute(database.db);
  else if (analyzeSqlite) await sql`analyze`.execute(database.db);
  return database;
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: product-list search at 100,000 lists`, { skip: dialect.skip }, () => {
    test('page 1 and page 2,000 sorted by name walk an index, for admins and members', async (t) => {
      const database = await seededWithStatistics(t, dialect.name, true);

      for (const who of ['admin', 'member'] as const) {
        for (const page of [1, 2000]) {
          for (const order of ['ASC', 'DESC']) {
            const criteria = parseCriteria({ page, limit: 25, sort: [{ field: 'name', order }] }, PRODUCT_LIST_SEARCH);
            // The lists the search itself walks: the organization's name index for the admin; for the
            // member their own lists on the owner's name index, and the shared ones by key (none here).
            const scope = searchedLists(database.db, caller(who), criteria, new Date().toISOString());
            const query = pageIdQuery(scope.base, criteria, PRODUCT_LIST_SEARCH, scope.parts);
            const plan = await planOf(database.db, dialect.name, query.compile());
            const where = `${who}, page ${page}, ${order}:\n${plan}`;
            if (dialect.name === 'sqlite') {
              assert.match(
                plan,
                who === 'admin' ? /USING (COVERING )?INDEX product_list_organization_name_idx/ : /USING (COVERING )?INDEX product_list_owner_name_idx/,
                where,
              );
              // Only the member's few merged rows are sorted, never the organization's lists.
              if (who === 'admin') assert.doesNotMatch(plan, /TEMP B-TREE/, where);
              assert.doesNotMatch(plan, /SCAN product_list(?! USING)/, where);
              if (who === 'member') assert.doesNotMatch(plan, /product_list_organization_\w+_idx/, where);
            } else if (dialect.name === 'mysql') {
              assert.match(plan, who === 'admin' ? /key=product_list_organization_name_idx/ : /key=product_list_owner_name_idx/, where);
              assert.doesNotMatch(plan, /^product_list type=ALL/m, where);
              if (who === 'member') assert.doesNotMatch(plan, /product_list_organization_\w+_idx/, where);
              if (who === 'admin') assert.doesNotMatch(plan, /filesort/, where);
            } else {
              assert.match(
                plan,
                who === 'admin'
                  ? /Index (Only )?Scan( Backward)? using product_list_organization_name_idx/
                  : /Index (Only )?Scan( Backward)? using product_list_owner_name_idx/,
                where,
              );
              assert.doesNotMatch(plan, /Seq Scan on product_list /, where);
              if (who === 'member') assert.doesNotMatch(plan, /product_list_organization_\w+_idx/, where);
              if (who === 'admin') assert.doesNotMatch(plan, /\bSort\b/, where);
            }
            // The page's rows come by primary key.
            const ids = (await query.execute()).map((row) => String((row as { search_id: string }).search_id));
            assert.equal(ids.length, who === 'admin' || page === 1 ? 25 : 0, where);
          }
        }
      }
    });

    test("sorted by creation, last change or item count: an admin's page walks the organization's index (item count: sorted), a member's comes from the owner's name index, never the organization's lists", async (t) => {
      const database = await seededWithStatistics(t, dialect.name, false);
      for (const field of ['createdAt', 'updatedAt', 'itemCount'] as const) {
        for (const who of ['admin', 'member'] as const) {
          const criteria = parseCriteria({ page: 1, limit: 25, sort: [{ field, order: 'DESC' }] }, PRODUCT_LIST_SEARCH);
          const scope = searchedLists(database.db, caller(who), criteria, new Date().toISOString());
          const query = pageIdQuery(scope.base, criteria, PRODUCT_LIST_SEARCH, scope.parts);
          const plan = await planOf(database.db, dialect.name, query.compile());
          const where = `${who}, ${field}:\n${plan}`;
          const column = field === 'createdAt' ? 'created_at' : field === 'updatedAt' ? 'updated_at' : 'item_count';
          if (who === 'member') {
            // The member's 100 lists by the owner's index: never a walk of the organization's 100,000.
            assert.match(plan, /product_list_owner_name_idx/, where);
            assert.doesNotMatch(plan, /product_list_organization_\w+_idx|SCAN product_list(?! USING)|Seq Scan on product_list |^product_list type=ALL/m, where);
          } else if (field !== 'itemCount') assert.match(plan, new RegExp(`product_list_organization_${column}_idx`), where);
          const ids = (await query.execute()).map((row) => String((row as { search_id: string }).search_id));
          assert.equal(ids.length, 25, where);
        }
      }
    });

    test("a custom-field filter drives from the values' index: the matches, not the organization's lists (SQLite without statistics too)", async (t) => {
      const database = await createTestDatabase(dialect.name, { migrated: true });
      t.after(() => database.close());
      await seed(database.db);
      // One list in 1,000 holds the value; no ANALYZE (a service's SQLite file has no statistics).
      const marked = Array.from({ length: LISTS / 1000 }, (_, index) => (index * 1000 + 7).toString(16).padStart(32, '0'));
      await database.db
        .insertInto('product_list_custom_value')
        .values(marked.map((id) => ({ product_list_id: id, key: 'costCenter', kind: 'text' as const, value_text: 'CC-rare', value_number: null })))
        .execute();
      if (dialect.name === 'postgres') await sql`vacuum analyze product_list, product_list_custom_value`.execute(database.db);
      const criteria = parseCriteria(
        { limit: 25, sort: [{ field: 'name', order: 'ASC' }], filter: [{ type: 'equals', field: 'customFields.costCenter', value: 'CC-rare' }] },
        PRODUCT_LIST_SEARCH,
      );
      const scope = searchedLists(database.db, caller('admin'), criteria, new Date().toISOString());
      const query = pageIdQuery(scope.base, criteria, PRODUCT_LIST_SEARCH, scope.parts);
      const plan = await planOf(database.db, dialect.name, query.compile());
      if (dialect.name === 'sqlite') {
        assert.match(plan, /product_list_custom_value_text_idx/, plan);
        assert.doesNotMatch(plan, /product_list_organization_\w+_idx/, plan);
      } else if (dialect.name === 'mysql') {
        // (100 values: MariaDB, too, reads them whole, then each list by its key.)
        assert.match(plan, /^v type=/m, plan);
        assert.match(plan, /^product_list type=eq_ref key=PRIMARY/m, plan);
        assert.doesNotMatch(plan, /^product_list type=ALL/m, plan);
      } else {
        // (100 values: PostgreSQL reads them whole, then each list by its key.)
        assert.match(plan, /on product_list_custom_value/, plan);
        assert.match(plan, /Index Scan using product_list_pkey/, plan);
        assert.doesNotMatch(plan, /Seq Scan on product_list /, plan);
      }
      const ids = (await query.execute()).map((row) => String((row as { search_id: string }).search_id));
      assert.equal(ids.length, 25);
      assert.ok(
        ids.every((id) => marked.includes(id)),
        'only the marked lists',
      );
    });
  });
}
