import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * A person may be an employee of several organizations (issue 25): `person` owns the login (the
 * email, unique across the service, and the password hash) and each `employee` record names its
 * person (`person_id`), keeping its own role, unit, lists and status. Emails become unique per
 * organization on `employee` (where they stay, a copy of the person's, for search and sort).
 *
 * Every employee gets a person of their own, with their email and password hash, so every login
 * works as before; the person's last organization is the employee's. SQLite cannot drop the
 * column's UNIQUE nor `password_hash` with it, so it rebuilds `employee` (foreign keys off for the
 * rebuild, checked before the commit, as 0006 did); the tables naming employees keep naming
 * `employee`, which is the rebuilt table after the rename. PostgreSQL alters in place.
 */
type Builder = Kysely<any>;

const COLUMNS = ['id', 'organization_id', 'person_id', 'email', 'email_normalized', 'first_name', 'last_name', 'role', 'status', 'unit_id', 'unit_path', 'last_login_at', 'created_at', 'updated_at', 'version'];

async function createPerson(db: Builder): Promise<void> {
  await db.schema.createTable('person')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('email', 'varchar(320)')
    .addColumn('email_normalized', 'varchar(320)')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('last_organization_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('person_email_idx').on('person').column('email_normalized').unique().execute();
}

/** One person per employee, with the employee's login; person ids are 32 random hex digits. */
async function onePersonEach(db: Builder): Promise<void> {
  const randomId = isPostgres(db) ? sql`md5(random()::text || clock_timestamp()::text || organization_id || '/' || id)` : sql`lower(hex(randomblob(16)))`;
  await sql`update employee set person_id = ${randomId}`.execute(db);
  await sql`insert into person (id, email, email_normalized, password_hash, last_organization_id, created_at, updated_at)
    select person_id, email, email_normalized, password_hash, organization_id, created_at, updated_at from employee`.execute(db);
}

async function employeeIndexes(db: Builder): Promise<void> {
  for (const column of ['created_at', 'updated_at', 'email_normalized', 'first_name', 'last_name', 'role', 'status', 'last_login_at']) {
    await db.schema.createIndex(`employee_organization_${column}_idx`).on('employee').columns(['organization_id', column, 'id']).execute();
  }
  await db.schema.createIndex('employee_id_idx').on('employee').column('id').execute();
  await db.schema.createIndex('employee_unit_idx').on('employee').columns(['organization_id', 'unit_id', 'id']).execute();
}

async function rebuildSqliteEmployee(db: Builder): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await createPerson(trx);
      await trx.schema.alterTable('employee').addColumn('person_id', 'varchar(64)').execute();
      await onePersonEach(trx);
      await trx.schema.createTable('employee_rebuilt')
        .addColumn('id', 'varchar(64)', (column) => column.notNull())
        .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id'))
        .addColumn('person_id', 'varchar(64)', (column) => column.notNull().references('person.id'))
        .addColumn('email', 'varchar(320)')
        .addColumn('email_normalized', 'varchar(320)')
        .addColumn('first_name', 'varchar(255)')
        .addColumn('last_name', 'varchar(255)')
        .addColumn('role', 'varchar(64)', (column) => column.notNull())
        .addColumn('status', 'varchar(16)', (column) => column.notNull())
        .addColumn('unit_id', 'varchar(64)')
        .addColumn('unit_path', 'varchar(200)')
        .addColumn('last_login_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
        .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
        .addColumn('version', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('employee_pk', ['organization_id', 'id'])
        .execute();
      const columns = sql.join(COLUMNS.map((column) => sql.ref(column)));
      await sql`insert into employee_rebuilt (${columns}) select ${columns} from employee`.execute(trx);
      await trx.schema.dropTable('employee').execute();
      await trx.schema.alterTable('employee_rebuilt').renameTo('employee').execute();
      await employeeIndexes(trx);
      await trx.schema.createIndex('employee_person_idx').on('employee').column('person_id').execute();
      await trx.schema.createIndex('employee_organization_email_key').on('employee').columns(['organization_id', 'email_normalized']).unique().execute();
      const { rows } = await sql<Record<string, unknown>>`PRAGMA foreign_key_check`.execute(trx);
      if (rows.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(rows.slice(0, 5))}`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function up(db: Builder): Promise<void> {
  if (!isPostgres(db)) return rebuildSqliteEmployee(db);
  await createPerson(db);
  await db.schema.alterTable('employee').addColumn('person_id', 'varchar(64)').execute();
  await onePersonEach(db);
  await sql`ALTER TABLE employee ALTER COLUMN person_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE employee ADD CONSTRAINT employee_person_fk FOREIGN KEY (person_id) REFERENCES person (id)`.execute(db);
  await sql`ALTER TABLE employee DROP CONSTRAINT employee_email_normalized_key`.execute(db);
  await sql`ALTER TABLE employee DROP COLUMN password_hash`.execute(db);
  await db.schema.createIndex('employee_person_idx').on('employee').column('person_id').execute();
  await db.schema.createIndex('employee_organization_email_key').on('employee').columns(['organization_id', 'email_normalized']).unique().execute();
}

/**
 * Back to one login per employee: fails (and changes nothing) while a person is an employee of
 * several organizations or two organizations share an email; each employee takes their person's
 * password hash.
 */
export async function down(db: Builder): Promise<void> {
  const shared = await sql<{ n: number }>`select count(*) as n from (select person_id from employee group by person_id having count(*) > 1) as shared`.execute(db);
  if (Number(shared.rows[0]?.n ?? 0) > 0) throw new Error('people belong to several organizations: their logins cannot be split back');
  if (!isPostgres(db)) {
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        await trx.schema.createTable('employee_rebuilt')
          .addColumn('id', 'varchar(64)', (column) => column.notNull())
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
          .addColumn('version', 'integer', (column) => column.notNull())
          .addColumn('unit_id', 'varchar(64)')
          .addColumn('unit_path', 'varchar(200)')
          .addPrimaryKeyConstraint('employee_pk', ['organization_id', 'id'])
          .execute();
        await sql`insert into employee_rebuilt (id, organization_id, email, email_normalized, first_name, last_name, role, status, password_hash, last_login_at, created_at, updated_at, version, unit_id, unit_path)
          select e.id, e.organization_id, e.email, e.email_normalized, e.first_name, e.last_name, e.role, e.status, p.password_hash, e.last_login_at, e.created_at, e.updated_at, e.version, e.unit_id, e.unit_path
          from employee e join person p on p.id = e.person_id`.execute(trx);
        await trx.schema.dropTable('employee').execute();
        await trx.schema.alterTable('employee_rebuilt').renameTo('employee').execute();
        await employeeIndexes(trx);
        await trx.schema.dropTable('person').execute();
        const { rows } = await sql<Record<string, unknown>>`PRAGMA foreign_key_check`.execute(trx);
        if (rows.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(rows.slice(0, 5))}`);
      });
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
    return;
  }
  await db.schema.alterTable('employee').addColumn('password_hash', 'varchar(255)').execute();
  await sql`update employee set password_hash = (select password_hash from person where person.id = employee.person_id)`.execute(db);
  await db.schema.dropIndex('employee_organization_email_key').execute();
  await sql`ALTER TABLE employee ADD CONSTRAINT employee_email_normalized_key UNIQUE (email_normalized)`.execute(db);
  await db.schema.dropIndex('employee_person_idx').execute();
  await sql`ALTER TABLE employee DROP CONSTRAINT employee_person_fk`.execute(db);
  await db.schema.alterTable('employee').dropColumn('person_id').execute();
  await db.schema.dropTable('person').execute();
}
