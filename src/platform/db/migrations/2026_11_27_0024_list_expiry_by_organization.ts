import { sql, type Kysely } from 'kysely';

/**
 * An organization's lists with an expiry, by it (partial: most lists have none). A search asks for
 * the earliest of them before it runs: while it lies ahead, no list of the organization has expired.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('product_list_organization_expires_at_idx').on('product_list').columns(['organization_id', 'expires_at']).where(sql.ref('expires_at'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_list_organization_expires_at_idx').execute();
}
