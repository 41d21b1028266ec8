import type { Kysely } from 'kysely';

// Migrations are frozen in time: they use Kysely<any>, never the live Database type.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('organization')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(255)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema.createTable('access_key')
    .addColumn('access_key', 'varchar(128)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(255)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_key').execute();
  await db.schema.dropTable('organization').execute();
}
