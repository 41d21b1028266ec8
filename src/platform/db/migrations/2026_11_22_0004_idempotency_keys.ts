import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('idempotency_key')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('employee_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('idempotency_key', 'varchar(255)', (column) => column.notNull())
    .addColumn('request_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('status_code', 'integer', (column) => column.notNull())
    .addColumn('response_body', 'text', (column) => column.notNull())
    .addColumn('location', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pk', ['employee_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('idempotency_key_created_at_idx').on('idempotency_key').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
