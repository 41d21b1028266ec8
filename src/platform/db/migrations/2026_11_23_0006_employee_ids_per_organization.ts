import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Employee ids are unique per organization, not across the service: the key of `employee` becomes
 * (organization_id, id), and every table that names an employee names it by both columns. No id
 * changes, so every id a client knows stays valid. Emails stay unique across the service.
 *
 * PostgreSQL alters the keys in place. SQLite cannot change a table's keys, so it rebuilds the
 * five tables (new table, copy, drop, rename, indexes), with foreign keys off for the rebuild and
 * checked before the commit (sqlite.org/lang_altertable.html, "Making Other Kinds Of Table Schema
 * Changes"); dropping a table with them on would run its cascades.
 */
type Builder = Kysely<any>;

interface Rebuild {
  table: string;
  create(db: Builder, name: string): Promise<void>;
  indexes(db: Builder): Promise<void>;
}

async function employeeTable(db: Builder, name: string, perOrganization: boolean) {
  let table = db.schema.createTable(name)
    .addColumn('id', 'varchar(64)', (column) => (perOrganization ? column.notNull() : column.primaryKey()))
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id'))
    .addColumn('email', 'varchar(320)')
    .addColumn('email_normalized', 'varchar(320)', (column) => column.unique())
    .addColumn('first_name', 'varchar(255)')
    .addColumn('last_name', 'varchar(255)')
    .addColumn('role', 'varchar(64)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull());
  if (perOrganization) table = table.addPrimaryKeyConstraint('employee_pk', ['organization_id', 'id']);
  await table.execute();
}

async function employeeIndexes(db: Builder, perOrganization: boolean) {
  for (const column of ['created_at', 'updated_at', 'email_normalized', 'first_name', 'last_name', 'role', 'status', 'last_login_at']) {
    await db.schema.createIndex(`employee_organization_${column}_idx`).on('employee').columns(['organization_id', column, 'id']).execute();
  }
  // A login by id without its organization looks the id up in every organization (by index, not a scan).
  if (perOrganization) await db.schema.createIndex('employee_id_idx').on('employee').column('id').execute();
}

function rebuilds(perOrganization: boolean): Rebuild[] {
  return [
    { table: 'employee', create: (db, name) => employeeTable(db, name, perOrganization), indexes: (db) => employeeIndexes(db, perOrganization) },
    {
      table: 'employee_invitation',
      create: async (db, name) => {
        let table = db.schema.createTable(name)
          .addColumn('employee_id', 'varchar(64)', (column) => (perOrganization ? column.notNull() : column.primaryKey().references('employee.id').onDelete('cascade')))
          .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
          .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
          .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
          .addColumn('created_at', 'varchar(32)', (column) => column.notNull());
        if (perOrganization) {
          table = table.addPrimaryKeyConstraint('employee_invitation_pk', ['organization_id', 'employee_id'])
            .addForeignKeyConstraint('employee_invitation_employee_fk', ['organization_id', 'employee_id'], 'employee', ['organization_id', 'id'], (fk) => fk.onDelete('cascade'));
        }
        await table.execute();
      },
      indexes: async () => {},
    },
    {
      table: 'session',
      create: async (db, name) => {
        let table = db.schema.createTable(name)
          .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
          .addColumn('employee_id', 'varchar(64)', (column) => (perOrganization ? column.notNull() : column.notNull().references('employee.id').onDelete('cascade')))
          .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
          .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
          .addColumn('expires_at', 'varchar(32)', (column) => column.notNull());
        if (perOrganization) {
          table = table.addForeignKeyConstraint('session_employee_fk', ['organization_id', 'employee_id'], 'employee', ['organization_id', 'id'], (fk) => fk.onDelete('cascade'));
        }
        await table.execute();
      },
      indexes: async (db) => {
        await db.schema.createIndex('session_employee_idx').on('session').columns(perOrganization ? ['organization_id', 'employee_id'] : ['employee_id']).execute();
        await db.schema.createIndex('session_expires_at_idx').on('session').column('expires_at').execute();
      },
    },
    {
      table: 'product_list',
      create: async (db, name) => {
        let table = db.schema.createTable(name)
          .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
          .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id'))
          .addColumn('owner_id', 'varchar(64)', (column) => (perOrganization ? column : column.references('employee.id').onDelete('set null')))
          .addColumn('name', 'varchar(255)', (column) => column.notNull())
          .addColumn('description', 'varchar(2000)')
          .addColumn('item_count', 'integer', (column) => column.notNull())
          .addColumn('total_quantity', 'integer', (column) => column.notNull())
          .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
          .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
          .addColumn('version', 'integer', (column) => column.notNull());
        // Deleting an employee releases their lists first, in the same transaction (owner set to null).
        if (perOrganization) table = table.addForeignKeyConstraint('product_list_owner_fk', ['organization_id', 'owner_id'], 'employee', ['organization_id', 'id']);
        await table.execute();
      },
      indexes: async (db) => {
        for (const column of ['name', 'created_at', 'updated_at', 'item_count']) {
          await db.schema.createIndex(`product_list_organization_${column}_idx`).on('product_list').columns(['organization_id', column, 'id']).execute();
          await db.schema.createIndex(`product_list_owner_${column}_idx`).on('product_list').columns(['organization_id', 'owner_id', column, 'id']).execute();
        }
      },
    },
    {
      table: 'idempotency_key',
      create: async (db, name) => {
        await db.schema.createTable(name)
          .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
          .addColumn('employee_id', 'varchar(64)', (column) => column.notNull())
          .addColumn('idempotency_key', 'varchar(255)', (column) => column.notNull())
          .addColumn('request_hash', 'varchar(64)', (column) => column.notNull())
          .addColumn('status_code', 'integer', (column) => column.notNull())
          .addColumn('response_body', 'text', (column) => column.notNull())
          .addColumn('location', 'varchar(255)')
          .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
          .addPrimaryKeyConstraint('idempotency_key_pk', perOrganization ? ['organization_id', 'employee_id', 'idempotency_key'] : ['employee_id', 'idempotency_key'])
          .execute();
      },
      indexes: async (db) => {
        await db.schema.createIndex('idempotency_key_created_at_idx').on('idempotency_key').column('created_at').execute();
      },
    },
  ];
}

async function rebuildSqlite(db: Builder, perOrganization: boolean): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const steps = rebuilds(perOrganization);
      for (const step of steps) {
        await step.create(trx, `${step.table}_rebuilt`);
        await sql`INSERT INTO ${sql.table(`${step.table}_rebuilt`)} SELECT * FROM ${sql.table(step.table)}`.execute(trx);
      }
      for (const step of [...steps].reverse()) await trx.schema.dropTable(step.table).execute();
      for (const step of steps) {
        await trx.schema.alterTable(`${step.table}_rebuilt`).renameTo(step.table).execute();
        await step.indexes(trx);
      }
      const { rows } = await sql<Record<string, unknown>>`PRAGMA foreign_key_check`.execute(trx);
      if (rows.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(rows.slice(0, 5))}`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

const isSqlite = (db: Builder) => !isPostgres(db);

export async function up(db: Builder): Promise<void> {
  if (isSqlite(db)) return rebuildSqlite(db, true);
  await sql`ALTER TABLE employee_invitation DROP CONSTRAINT employee_invitation_employee_id_fkey`.execute(db);
  await sql`ALTER TABLE session DROP CONSTRAINT session_employee_id_fkey`.execute(db);
  await sql`ALTER TABLE product_list DROP CONSTRAINT product_list_owner_id_fkey`.execute(db);
  await sql`ALTER TABLE employee DROP CONSTRAINT employee_pkey`.execute(db);
  await sql`ALTER TABLE employee ADD CONSTRAINT employee_pk PRIMARY KEY (organization_id, id)`.execute(db);
  await sql`CREATE INDEX employee_id_idx ON employee (id)`.execute(db);
  await sql`ALTER TABLE employee_invitation DROP CONSTRAINT employee_invitation_pkey`.execute(db);
  await sql`ALTER TABLE employee_invitation ADD CONSTRAINT employee_invitation_pk PRIMARY KEY (organization_id, employee_id)`.execute(db);
  await sql`ALTER TABLE employee_invitation ADD CONSTRAINT employee_invitation_employee_fk FOREIGN KEY (organization_id, employee_id) REFERENCES employee (organization_id, id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE session ADD CONSTRAINT session_employee_fk FOREIGN KEY (organization_id, employee_id) REFERENCES employee (organization_id, id) ON DELETE CASCADE`.execute(db);
  await sql`DROP INDEX session_employee_idx`.execute(db);
  await sql`CREATE INDEX session_employee_idx ON session (organization_id, employee_id)`.execute(db);
  await sql`ALTER TABLE product_list ADD CONSTRAINT product_list_owner_fk FOREIGN KEY (organization_id, owner_id) REFERENCES employee (organization_id, id)`.execute(db);
  await sql`ALTER TABLE idempotency_key DROP CONSTRAINT idempotency_key_pk`.execute(db);
  await sql`ALTER TABLE idempotency_key ADD CONSTRAINT idempotency_key_pk PRIMARY KEY (organization_id, employee_id, idempotency_key)`.execute(db);
}

/** Back to ids unique across the service: fails (and changes nothing) while two organizations share an id. */
export async function down(db: Builder): Promise<void> {
  if (isSqlite(db)) return rebuildSqlite(db, false);
  await sql`ALTER TABLE idempotency_key DROP CONSTRAINT idempotency_key_pk`.execute(db);
  await sql`ALTER TABLE idempotency_key ADD CONSTRAINT idempotency_key_pk PRIMARY KEY (employee_id, idempotency_key)`.execute(db);
  await sql`ALTER TABLE product_list DROP CONSTRAINT product_list_owner_fk`.execute(db);
  await sql`ALTER TABLE session DROP CONSTRAINT session_employee_fk`.execute(db);
  await sql`ALTER TABLE employee_invitation DROP CONSTRAINT employee_invitation_employee_fk`.execute(db);
  await sql`ALTER TABLE employee_invitation DROP CONSTRAINT employee_invitation_pk`.execute(db);
  await sql`ALTER TABLE employee_invitation ADD CONSTRAINT employee_invitation_pkey PRIMARY KEY (employee_id)`.execute(db);
  await sql`DROP INDEX employee_id_idx`.execute(db);
  await sql`ALTER TABLE employee DROP CONSTRAINT employee_pk`.execute(db);
  await sql`ALTER TABLE employee ADD CONSTRAINT employee_pkey PRIMARY KEY (id)`.execute(db);
  await sql`DROP INDEX session_employee_idx`.execute(db);
  await sql`CREATE INDEX session_employee_idx ON session (employee_id)`.execute(db);
  await sql`ALTER TABLE employee_invitation ADD CONSTRAINT employee_invitation_employee_id_fkey FOREIGN KEY (employee_id) REFERENCES employee (id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE session ADD CONSTRAINT session_employee_id_fkey FOREIGN KEY (employee_id) REFERENCES employee (id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE product_list ADD CONSTRAINT product_list_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES employee (id) ON DELETE SET NULL`.execute(db);
}
