import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Custom fields of employees, as those of lists (migration 0018): the object on the employee (jsonb
 * on PostgreSQL, JSON text on SQLite; NULL: none), and every scalar of it as a row of
 * `employee_custom_value`, indexed by key and value for `customFields.<key>` searches. Employee ids
 * are unique within their organization only, so a value names both; the rows go with the employee.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('employee').addColumn('custom_fields', isPostgres(db) ? 'jsonb' : 'text').execute();
  await db.schema.createTable('employee_custom_value')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('employee_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('key', 'varchar(64)', (column) => column.notNull())
    .addColumn('kind', 'varchar(8)', (column) => column.notNull())
    .addColumn('value_text', 'text')
    .addColumn('value_number', isPostgres(db) ? 'double precision' : 'real')
    .addForeignKeyConstraint('employee_custom_value_employee_fk', ['organization_id', 'employee_id'], 'employee', ['organization_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('employee_custom_value_employee_idx').on('employee_custom_value').columns(['organization_id', 'employee_id']).execute();
  await db.schema.createIndex('employee_custom_value_text_idx').on('employee_custom_value').columns(['key', 'kind', 'value_text']).execute();
  await db.schema.createIndex('employee_custom_value_number_idx').on('employee_custom_value').columns(['key', 'kind', 'value_number']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('employee_custom_value').execute();
  await db.schema.alterTable('employee').dropColumn('custom_fields').execute();
}
