import type { Db } from '../../platform/db/database.js';
import type { Caller } from '../../kernel/caller.js';
import { parseCriteria, type EntityDefinition, runSearch, searchResultOf, customFieldSearch, employeeValueOwner } from '../criteria/index.js';
import { toEmployee, type EmployeeRow, type EmployeeListQuery, employeesInReach } from '../identity/index.js';
import { unitColumnInBranch } from '../../kernel/reach.js';

/** What employee searches may filter, sort and aggregate by (docs/contract.md §4: a whitelist). */
export const EMPLOYEE_SEARCH: EntityDefinition = {
  entity: 'b2b_employee',
  apiAlias: 'b2b_employee',
  idColumn: 'employee.id',
  fields: {
    id: { column: 'employee.id', type: 'id', filterable: true, sortable: true },
    email: { column: 'email_normalized', type: 'string', filterable: true, sortable: true, nullable: true },
    firstName: { column: 'first_name', type: 'string', filterable: true, sortable: true, nullable: true },
    lastName: { column: 'last_name', type: 'string', filterable: true, sortable: true, nullable: true },
    role: { column: 'role', type: 'string', filterable: true, sortable: true, aggregatable: true },
    status: { column: 'status', type: 'string', values: ['active', 'invited', 'inactive'], filterable: true, sortable: true, aggregatable: true },
    createdAt: { column: 'created_at', type: 'datetime', filterable: true, sortable: true, aggregatable: true },
    updatedAt: { column: 'updated_at', type: 'datetime', filterable: true, sortable: true, aggregatable: true },
    lastLoginAt: { column: 'last_login_at', type: 'datetime', filterable: true, sortable: true, aggregatable: true, nullable: true },
    /** null: the organization level. */
    unitId: { column: 'employee.unit_id', type: 'id', filterable: true, aggregatable: true, nullable: true },
    /** The unit and every unit below it (within the caller's reach, as every search). */
    unitBranch: {
      column: 'employee.unit_id',
      type: 'id',
      filterable: true,
      matches: (value) => unitColumnInBranch('employee.unit_id', 'employee.organization_id', String(value)),
    },
  },
  includableFields: [
    'id',
    'organizationId',
    'email',
    'firstName',
    'lastName',
    'role',
    'status',
    'unitId',
    'lastLoginAt',
    'createdAt',
    'updatedAt',
    'version',
    'customFields',
  ],
  // customFields.<key>: filtered and sorted through the values' table (criteria.custom-fields.ts).
  dynamicFields: customFieldSearch('employee.id', employeeValueOwner('employee.organization_id', 'employee.id', 'employee_custom_value')),
  termColumns: ['email_normalized', 'first_name', 'last_name', 'id'],
  defaultSort: [{ field: 'createdAt', order: 'ASC' }],
};

/** `POST /employees/search`: Criteria over the caller's organization. */
export async function searchEmployees(db: Db, caller: Caller, body: unknown) {
  const criteria = parseCriteria(body, EMPLOYEE_SEARCH);
  const outcome = await runSearch({
    // Only the caller's branch: other employees are not in the answer, its total or its aggregations.
    base: employeesInReach(db, caller),
    criteria,
    definition: EMPLOYEE_SEARCH,
    selectRows: (query) => query.selectAll('employee'),
  });
  return searchResultOf(EMPLOYEE_SEARCH, criteria, outcome, (outcome.rows as EmployeeRow[]).map(toEmployee));
}

/** `GET /employees?page&limit&term&sort&status&role`: the same search, from a query string, counted exactly. */
export function listEmployees(db: Db, caller: Caller, query: EmployeeListQuery) {
  const filter = [
    ...(query.status ? [{ type: 'equals', field: 'status', value: query.status }] : []),
    ...(query.role ? [{ type: 'equals', field: 'role', value: query.role }] : []),
  ];
  return searchEmployees(db, caller, {
    page: query.page,
    limit: query.limit,
    term: query.term,
    sort: query.sort,
    filter,
    'total-count-mode': 'exact',
  });
}
