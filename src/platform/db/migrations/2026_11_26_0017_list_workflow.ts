import { sql, type Kysely } from 'kysely';

/**
 * A list's own expiry (`expiresAt`: housekeeping deletes it then) and its approval state
 * (`status`: draft, submitted, approved, rejected; who changed it, when, and the approver's
 * comment). Every list is a draft without expiry, as before. Expiring lists are found by a partial
 * index (only lists that have an expiry are in it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_list').addColumn('expires_at', 'varchar(32)').execute();
  await db.schema.alterTable('product_list').addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('draft')).execute();
  await db.schema.alterTable('product_list').addColumn('status_changed_by', 'varchar(64)').execute();
  await db.schema.alterTable('product_list').addColumn('status_changed_at', 'varchar(32)').execute();
  await db.schema.alterTable('product_list').addColumn('status_comment', 'varchar(2000)').execute();
  await db.schema.createIndex('product_list_expires_at_idx').on('product_list').column('expires_at').where(sql.ref('expires_at'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_list_expires_at_idx').execute();
  for (const column of ['status_comment', 'status_changed_at', 'status_changed_by', 'status', 'expires_at']) await db.schema.alterTable('product_list').dropColumn(column).execute();
}
