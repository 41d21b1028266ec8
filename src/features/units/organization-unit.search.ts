import type { Db } from '../../platform/db/database.js';
import type { Caller } from '../../kernel/caller.js';
import { parseCriteria, type EntityDefinition, runSearch, searchResultOf } from '../criteria/index.js';
import { toUnit, type UnitRow } from './organization-unit.repository.js';
import { unitInReach } from '../../kernel/reach.js';

/** What unit searches may filter, sort and aggregate by (docs/contract.md §4); each sortable field has an index (migration 0009). */
export const ORGANIZATION_UNIT_SEARCH: EntityDefinition = {
  entity: 'b2b_organization_unit',
  apiAlias: 'b2b_organization_unit',
  idColumn: 'organization_unit.id',
  fields: {
    id: { column: 'organization_unit.id', type: 'id', filterable: true, sortable: true },
    name: { column: 'organization_unit.name_normalized', type: 'string', filterable: true, sortable: true },
    parentId: { column: 'organization_unit.parent_id', type: 'id', filterable: true, aggregatable: true, nullable: true },
    depth: { column: 'organization_unit.depth', type: 'integer', filterable: true, sortable: true, aggregatable: true },
    createdAt: { column: 'organization_unit.created_at', type: 'datetime', filterable: true, sortable: true },
    updatedAt: { column: 'organization_unit.updated_at', type: 'datetime', filterable: true, sortable: true },
  },
  includableFields: ['id', 'organizationId', 'name', 'parentId', 'depth', 'path', 'createdAt', 'updatedAt', 'version', 'childCount', 'employeeCount'],
  termColumns: ['organization_unit.name'],
  defaultSort: [{ field: 'createdAt', order: 'ASC' }],
};

/** `POST /organization-units`: Criteria over the units the caller reaches (their unit and below; all at organization level). */
export async function searchUnits(db: Db, caller: Caller, body: unknown) {
  const criteria = parseCriteria(body, ORGANIZATION_UNIT_SEARCH);
  const inReach = unitInReach(caller, 'organization_unit.path');
  let base = db.selectFrom('organization_unit').where('organization_unit.organization_id', '=', caller.organizationId);
  if (inReach) base = base.where(inReach);
  const outcome = await runSearch({
    base,
    criteria,
    definition: ORGANIZATION_UNIT_SEARCH,
    selectRows: (query) =>
      query.selectAll('organization_unit').select((eb) => [
        eb
          .selectFrom('organization_unit as child')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('child.organization_id', '=', 'organization_unit.organization_id')
          .whereRef('child.parent_id', '=', 'organization_unit.id')
          .as('child_count'),
        eb
          .selectFrom('employee')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('employee.organization_id', '=', 'organization_unit.organization_id')
          .whereRef('employee.unit_id', '=', 'organization_unit.id')
          .as('employee_count'),
      ]),
    rowId: (row: UnitRow) => row.id,
  });
  const rows = outcome.rows as (UnitRow & { child_count: number | string; employee_count: number | string })[];
  return searchResultOf(
    ORGANIZATION_UNIT_SEARCH,
    criteria,
    outcome,
    rows.map((row) => ({
      ...toUnit(row),
      childCount: Number(row.child_count),
      employeeCount: Number(row.employee_count),
    })),
  );
}
