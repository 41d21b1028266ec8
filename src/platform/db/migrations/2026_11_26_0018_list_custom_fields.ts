import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Custom fields of product lists (`customFields`, a JSON object an integration sets): the object
 * itself on the list (jsonb on PostgreSQL, JSON text on SQLite; NULL: none), and every scalar of
 * it (each element of a list value too) as a row of `product_list_custom_value`, indexed by key and
 * value: a search `customFields.<key>` finds its lists through that index on both databases, a page
 * of work, not a scan of the organization's lists. The rows are written with the object, in the same
 * transaction, and go with the list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_list').addColumn('custom_fields', isPostgres(db) ? 'jsonb' : 'text').execute();
  await db.schema.createTable('product_list_custom_value')
    .addColumn('product_list_id', 'varchar(64)', (column) => column.notNull().references('product_list.id').onDelete('cascade'))
    .addColumn('key', 'varchar(64)', (column) => column.notNull())
    .addColumn('kind', 'varchar(8)', (column) => column.notNull())
    .addColumn('value_text', 'text')
    .addColumn('value_number', isPostgres(db) ? 'double precision' : 'real')
    .execute();
  await db.schema.createIndex('product_list_custom_value_list_idx').on('product_list_custom_value').column('product_list_id').execute();
  await db.schema.createIndex('product_list_custom_value_text_idx').on('product_list_custom_value').columns(['key', 'kind', 'value_text']).execute();
  await db.schema.createIndex('product_list_custom_value_number_idx').on('product_list_custom_value').columns(['key', 'kind', 'value_number']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_list_custom_value').execute();
  await db.schema.alterTable('product_list').dropColumn('custom_fields').execute();
}
