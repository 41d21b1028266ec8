import type { Kysely } from 'kysely';

/**
 * Counters per organization that every change of its product lists moves, in the change's own
 * transaction: a search answer built at revision n (the sum of an organization's counters) is
 * valid exactly while the sum is n. A write moves one of several counters (shards), so on
 * PostgreSQL concurrent list writes of one organization rarely queue for the same row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('product_list_revision')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('shard', 'integer', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_list_revision_pk', ['organization_id', 'shard'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_list_revision').execute();
}
