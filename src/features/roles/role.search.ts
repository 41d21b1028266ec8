import type { Db } from '../../platform/db/database.js';
import type { Caller } from '../../kernel/caller.js';
import { parseCriteria, type EntityDefinition, runSearch, searchResultOf } from '../criteria/index.js';
import { toRole, type RoleRow } from './role.repository.js';

/** What role searches may filter and sort by (docs/contract.md §4). */
export const ROLE_SEARCH: EntityDefinition = {
  entity: 'b2b_role',
  apiAlias: 'b2b_role',
  idColumn: 'id',
  fields: {
    id: { column: 'id', type: 'id', filterable: true, sortable: true },
    name: { column: 'name', type: 'string', filterable: true, sortable: true },
    builtIn: { column: 'built_in', type: 'boolean', filterable: true },
    createdAt: { column: 'created_at', type: 'datetime', filterable: true, sortable: true },
    updatedAt: { column: 'updated_at', type: 'datetime', filterable: true, sortable: true },
  },
  includableFields: ['id', 'organizationId', 'name', 'description', 'permissions', 'builtIn', 'createdAt', 'updatedAt', 'version'],
  termColumns: ['name', 'description'],
  defaultSort: [{ field: 'createdAt', order: 'ASC' }],
};

/** `POST /roles`: Criteria over the caller's organization's roles, the built-in ones included. */
export async function searchRoles(db: Db, caller: Caller, body: unknown) {
  const criteria = parseCriteria(body, ROLE_SEARCH);
  const outcome = await runSearch({
    base: db.selectFrom('role').where('organization_id', '=', caller.organizationId),
    criteria,
    definition: ROLE_SEARCH,
    selectRows: (query) => query.selectAll(),
  });
  return searchResultOf(ROLE_SEARCH, criteria, outcome, (outcome.rows as RoleRow[]).map(toRole));
}
