import type { Kysely } from 'kysely';

/**
 * A counter per organization that every change of its product lists moves, in the change's own
 * transaction: a search answer built at revision n is valid exactly while the revision is n.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organization')
    .addColumn('product_lists_revision', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organization').dropColumn('product_lists_revision').execute();
}
