import { sql, type Kysely } from 'kysely';

/**
 * Line items in the order buyers set (docs/contract.md §2), and the tickets a browser's EventSource
 * opens a list's event stream with.
 *
 * `product_list_line_item.position`: 1…n within each list, dense. Existing items keep the order
 * they were answered in until now (the order they were added: ids are time-ordered).
 *
 * `event_ticket`: single-use, short-lived; only the SHA-256 of the ticket is stored, with the
 * session it was asked for (the hash of its token) and the list it opens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_list_line_item').addColumn('position', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  // Both databases take UPDATE … FROM and window functions (SQLite since 3.33 and 3.25).
  await sql`UPDATE product_list_line_item SET position = ranked.rank
    FROM (SELECT id, row_number() OVER (PARTITION BY product_list_id ORDER BY id) AS rank FROM product_list_line_item) AS ranked
    WHERE product_list_line_item.id = ranked.id`.execute(db);
  await db.schema.createIndex('product_list_line_item_position_idx').on('product_list_line_item').columns(['product_list_id', 'position']).execute();

  await db.schema.createTable('event_ticket')
    .addColumn('ticket_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('session_token_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('product_list_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('event_ticket_expires_idx').on('event_ticket').columns(['expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_ticket').execute();
  await db.schema.dropIndex('product_list_line_item_position_idx').execute();
  await db.schema.alterTable('product_list_line_item').dropColumn('position').execute();
}
