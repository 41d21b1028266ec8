import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Custom fields of line items (`customFields` on each item): the object on the item (jsonb on
 * PostgreSQL, JSON text on SQLite; NULL: none). Items are not searched by them, so no values' table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_list_line_item').addColumn('custom_fields', isPostgres(db) ? 'jsonb' : 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_list_line_item').dropColumn('custom_fields').execute();
}
