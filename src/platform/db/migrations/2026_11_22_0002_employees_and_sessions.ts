import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('employee')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id'))
    .addColumn('email', 'varchar(320)')
    .addColumn('email_normalized', 'varchar(320)', (column) => column.unique())
    .addColumn('first_name', 'varchar(255)')
    .addColumn('last_name', 'varchar(255)')
    .addColumn('role', 'varchar(64)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  // Organization first: every query is scoped by it. One index per sortable field, id as tie-breaker.
  for (const column of ['created_at', 'updated_at', 'email_normalized', 'first_name', 'last_name', 'role', 'status', 'last_login_at']) {
    await db.schema.createIndex(`employee_organization_${column}_idx`).on('employee').columns(['organization_id', column, 'id']).execute();
  }

  await db.schema.createTable('employee_invitation')
    .addColumn('employee_id', 'varchar(64)', (column) => column.primaryKey().references('employee.id').onDelete('cascade'))
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema.createTable('session')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('employee_id', 'varchar(64)', (column) => column.notNull().references('employee.id').onDelete('cascade'))
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('session_employee_idx').on('session').column('employee_id').execute();
  await db.schema.createIndex('session_expires_at_idx').on('session').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session').execute();
  await db.schema.dropTable('employee_invitation').execute();
  await db.schema.dropTable('employee').execute();
}
