import type { Kysely } from 'kysely';

/**
 * Provisioning by SCIM 2.0: one bearer token per organization (only its hash is kept), and the
 * SCIM attributes of an employee the identity provider manages: its `userName` (unique in the
 * organization, case-insensitively) and `externalId`. Employees without a row here appear to
 * SCIM with their email as userName.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('scim_token')
    .addColumn('organization_id', 'varchar(64)', (column) => column.primaryKey().references('organization.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createTable('scim_user')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('employee_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('user_name', 'varchar(320)', (column) => column.notNull())
    .addColumn('user_name_normalized', 'varchar(320)', (column) => column.notNull())
    .addColumn('external_id', 'varchar(255)')
    .addPrimaryKeyConstraint('scim_user_pk', ['organization_id', 'employee_id'])
    .addUniqueConstraint('scim_user_user_name_uq', ['organization_id', 'user_name_normalized'])
    .addForeignKeyConstraint('scim_user_employee_fk', ['organization_id', 'employee_id'], 'employee', ['organization_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('scim_user_external_id_idx').on('scim_user').columns(['organization_id', 'external_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scim_user').execute();
  await db.schema.dropTable('scim_token').execute();
}
