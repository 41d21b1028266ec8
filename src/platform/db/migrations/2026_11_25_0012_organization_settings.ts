import type { Kysely } from 'kysely';

/**
 * Organization settings (`GET|PATCH /store-api/organization`): a version for `If-Match`, and the
 * organization's policies, each as it was before: password logins allowed, no second factor
 * required, lists kept however long they sit unchanged. Flags are integers (0/1) on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organization').addColumn('version', 'integer', (column) => column.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('organization').addColumn('password_login', 'integer', (column) => column.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('organization').addColumn('require_second_factor', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('organization').addColumn('list_retention_days', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['list_retention_days', 'require_second_factor', 'password_login', 'version']) await db.schema.alterTable('organization').dropColumn(column).execute();
}
