import type { Kysely } from 'kysely';

/**
 * Organization units (docs/contract.md §2): a tree of at most five levels under each organization,
 * and the unit of each employee.
 *
 * `organization_unit.path`: the ids from the top unit down to the unit itself, joined by "/"
 * (ids are 32 hex digits, so an id found anywhere in a path is exactly one of its units). The
 * branch of a unit U is every unit whose path contains U's id: one LIKE over the organization's
 * units, and a move rewrites the paths of the subtree it carries. `name_normalized` (lower-cased)
 * is unique among siblings; the service checks it under the organization's write lock, the index
 * backs it for units with a parent.
 *
 * `employee.unit_id`: null is the organization level, where every existing employee stays, with
 * exactly the rights they had (an organization-level employee reaches the whole organization).
 * `employee.unit_path` is a copy of their unit's path, kept by every write that moves an employee
 * or a unit, so that the statement reading a session (and the detail read's) gets it as a column
 * of the employee row, without one more relation to plan (docs/decisions.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('organization_unit')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (column) => column.notNull())
    .addColumn('parent_id', 'varchar(64)')
    .addColumn('name', 'varchar(255)', (column) => column.notNull())
    .addColumn('name_normalized', 'varchar(255)', (column) => column.notNull())
    .addColumn('depth', 'integer', (column) => column.notNull())
    .addColumn('path', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('organization_unit_pk', ['organization_id', 'id'])
    .execute();
  await db.schema.createIndex('organization_unit_sibling_name_idx').on('organization_unit').columns(['organization_id', 'parent_id', 'name_normalized']).unique().execute();
  for (const column of ['name_normalized', 'depth', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`organization_unit_${column}_idx`).on('organization_unit').columns(['organization_id', column, 'id']).execute();
  }
  await db.schema.alterTable('employee').addColumn('unit_id', 'varchar(64)').execute();
  await db.schema.alterTable('employee').addColumn('unit_path', 'varchar(200)').execute();
  await db.schema.createIndex('employee_unit_idx').on('employee').columns(['organization_id', 'unit_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('employee_unit_idx').execute();
  await db.schema.alterTable('employee').dropColumn('unit_path').execute();
  await db.schema.alterTable('employee').dropColumn('unit_id').execute();
  await db.schema.dropTable('organization_unit').execute();
}
