import type { Kysely } from 'kysely';

/**
 * A second factor (TOTP, RFC 6238) belongs to the person: its secret (and one being enrolled), the
 * last time step a code was accepted at (a code works once), ten single-use recovery codes kept as
 * SHA-256 hashes, and the challenges of password logins waiting for their code (hashed, 5 minutes).
 * A session may be one that can only enroll a second factor (the organization requires one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('person').addColumn('totp_secret', 'varchar(64)').execute();
  await db.schema.alterTable('person').addColumn('totp_pending_secret', 'varchar(64)').execute();
  await db.schema.alterTable('person').addColumn('totp_last_step', 'integer').execute();
  await db.schema.createTable('recovery_code')
    .addColumn('person_id', 'varchar(64)', (column) => column.notNull().references('person.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('recovery_code_pk', ['person_id', 'code_hash'])
    .execute();
  await db.schema.createTable('login_challenge')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('person_id', 'varchar(64)', (column) => column.notNull().references('person.id').onDelete('cascade'))
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('employee_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('accepting', 'integer', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('login_challenge_expires_at_idx').on('login_challenge').column('expires_at').execute();
  // A session of an employee without a second factor in an organization that requires one may only enroll.
  await db.schema.alterTable('session').addColumn('enroll_only', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('enroll_only').execute();
  await db.schema.dropTable('login_challenge').execute();
  await db.schema.dropTable('recovery_code').execute();
  for (const column of ['totp_last_step', 'totp_pending_secret', 'totp_secret']) await db.schema.alterTable('person').dropColumn(column).execute();
}
