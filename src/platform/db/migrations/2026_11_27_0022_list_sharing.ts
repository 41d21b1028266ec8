import type { Kysely } from 'kysely';

/**
 * Whether an owner placed in a unit may share a list with the whole organization
 * (`listSharing`: `organization`, the default, as before units; `branch`: only within their branch).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organization').addColumn('list_sharing', 'text', (column) => column.notNull().defaultTo('organization')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organization').dropColumn('list_sharing').execute();
}
