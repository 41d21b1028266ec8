import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('product_list')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id'))
    .addColumn('owner_id', 'varchar(64)', (column) => column.references('employee.id').onDelete('set null'))
    .addColumn('name', 'varchar(255)', (column) => column.notNull())
    .addColumn('description', 'varchar(2000)')
    .addColumn('item_count', 'integer', (column) => column.notNull())
    .addColumn('total_quantity', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  // Admins page over the organization, members over their own lists: one index for each sortable
  // field in both scopes, organization first, id last as the tie-breaker of a stable order.
  for (const column of ['name', 'created_at', 'updated_at', 'item_count']) {
    await db.schema.createIndex(`product_list_organization_${column}_idx`).on('product_list')
      .columns(['organization_id', column, 'id']).execute();
    await db.schema.createIndex(`product_list_owner_${column}_idx`).on('product_list')
      .columns(['organization_id', 'owner_id', column, 'id']).execute();
  }

  await db.schema.createTable('product_list_line_item')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('product_list_id', 'varchar(64)', (column) => column.notNull().references('product_list.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('note', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('product_list_line_item_product_unique', ['product_list_id', 'product_id'])
    .execute();
  await db.schema.createIndex('product_list_line_item_list_idx').on('product_list_line_item').columns(['product_list_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_list_line_item').execute();
  await db.schema.dropTable('product_list').execute();
}
