import { sql, type Kysely } from 'kysely';

/**
 * Roles an organization defines, and lists its employees share (docs/contract.md §2).
 *
 * `role`: one row per role of an organization. The built-in `admin` and `member` have rows too (so
 * a role search lists them), with `permissions` null: their permissions live in the code
 * (permissions.ts), so a permission added later reaches them without a migration. An employee's
 * `role` column names a role's id; the built-in ids are their names, so every existing employee
 * keeps exactly the permissions they have.
 *
 * `product_list_share`: who else may read or edit a list: an employee of its organization, or `*`
 * for the whole organization. `product_list.shared` says whether a list has any share (the
 * search's `shared` filter, by index), `updated_by` who last changed it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('role')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (column) => column.notNull())
    .addColumn('name', 'varchar(255)', (column) => column.notNull())
    .addColumn('name_normalized', 'varchar(255)', (column) => column.notNull())
    .addColumn('description', 'varchar(2000)')
    .addColumn('permissions', 'text')
    .addColumn('built_in', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('role_pk', ['organization_id', 'id'])
    .addUniqueConstraint('role_name_unique', ['organization_id', 'name_normalized'])
    .execute();
  for (const column of ['created_at', 'updated_at']) {
    await db.schema.createIndex(`role_organization_${column}_idx`).on('role').columns(['organization_id', column, 'id']).execute();
  }
  for (const [id, description] of [['admin', 'Built-in: every permission.'], ['member', 'Built-in: their own profile and their own product lists.']] as const) {
    await sql`INSERT INTO role (organization_id, id, name, name_normalized, description, permissions, built_in, created_at, updated_at, version)
      SELECT id, ${id}, ${id}, ${id}, ${description}, NULL, 1, created_at, created_at, 1 FROM organization`.execute(db);
  }

  await db.schema.createTable('product_list_share')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('product_list_id', 'varchar(64)', (column) => column.notNull().references('product_list.id').onDelete('cascade'))
    .addColumn('employee_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('access', 'varchar(8)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_list_share_pk', ['product_list_id', 'employee_id'])
    .execute();
  await db.schema.createIndex('product_list_share_employee_idx').on('product_list_share').columns(['organization_id', 'employee_id', 'product_list_id']).execute();

  await db.schema.alterTable('product_list').addColumn('updated_by', 'varchar(64)').execute();
  await db.schema.alterTable('product_list').addColumn('shared', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('product_list_organization_shared_idx').on('product_list').columns(['organization_id', 'shared', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_list_organization_shared_idx').execute();
  await db.schema.alterTable('product_list').dropColumn('shared').execute();
  await db.schema.alterTable('product_list').dropColumn('updated_by').execute();
  await db.schema.dropTable('product_list_share').execute();
  await db.schema.dropTable('role').execute();
}
