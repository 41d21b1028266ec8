import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Custom fields of product lists (`customFields`, a JSON object an integration sets): jsonb on
 * PostgreSQL with a GIN index (`jsonb_path_ops`), so a filter `customFields.<key> equals <value>`
 * finds its lists through the index; JSON text on SQLite. NULL: none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('product_list').addColumn('custom_fields', 'jsonb').execute();
    await sql`create index product_list_custom_fields_idx on product_list using gin (custom_fields jsonb_path_ops)`.execute(db);
  } else {
    await db.schema.alterTable('product_list').addColumn('custom_fields', 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop index product_list_custom_fields_idx`.execute(db);
  await db.schema.alterTable('product_list').dropColumn('custom_fields').execute();
}
