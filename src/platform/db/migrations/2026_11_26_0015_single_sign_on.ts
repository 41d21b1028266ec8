import type { Kysely } from 'kysely';

/**
 * Single sign-on (OpenID Connect) per organization: its provider (issuer, client; the client
 * secret as given, the provider must be sent it), the email domains it may vouch for and how an
 * unknown person is provisioned; the provider subjects remembered per employee; the sign-ins under
 * way (state, nonce and PKCE verifier, 10 minutes; only the state's hash is kept) and the one-time
 * codes a callback hands the storefront (60 s; hashed). A session opened through single sign-on
 * is marked: the provider vouched for the person in this organization only, so the session cannot
 * move to another organization of the person, nor change what is the person's (a second factor).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('organization_sso')
    .addColumn('organization_id', 'varchar(64)', (column) => column.primaryKey().references('organization.id').onDelete('cascade'))
    .addColumn('issuer', 'varchar(512)', (column) => column.notNull())
    .addColumn('client_id', 'varchar(255)', (column) => column.notNull())
    .addColumn('client_secret', 'varchar(1024)', (column) => column.notNull())
    .addColumn('email_domains', 'text', (column) => column.notNull())
    .addColumn('provisioning_role', 'varchar(64)')
    .addColumn('provisioning_unit_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createTable('sso_identity')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('subject', 'varchar(255)', (column) => column.notNull())
    .addColumn('employee_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('sso_identity_pk', ['organization_id', 'subject'])
    .addUniqueConstraint('sso_identity_employee_uq', ['organization_id', 'employee_id'])
    .addForeignKeyConstraint('sso_identity_employee_fk', ['organization_id', 'employee_id'], 'employee', ['organization_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createTable('sso_authorization')
    .addColumn('state_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('nonce', 'varchar(128)', (column) => column.notNull())
    .addColumn('code_verifier', 'varchar(128)', (column) => column.notNull())
    .addColumn('redirect_uri', 'varchar(2048)', (column) => column.notNull())
    .addColumn('return_to', 'varchar(2048)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sso_authorization_expires_at_idx').on('sso_authorization').column('expires_at').execute();
  await db.schema.createTable('sso_code')
    .addColumn('code_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('employee_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addForeignKeyConstraint('sso_code_employee_fk', ['organization_id', 'employee_id'], 'employee', ['organization_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sso_code_expires_at_idx').on('sso_code').column('expires_at').execute();
  // A session (and a second factor's challenge) opened through single sign-on is bound to its organization.
  await db.schema.alterTable('session').addColumn('via_sso', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('login_challenge').addColumn('via_sso', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_challenge').dropColumn('via_sso').execute();
  await db.schema.alterTable('session').dropColumn('via_sso').execute();
  for (const table of ['sso_code', 'sso_authorization', 'sso_identity', 'organization_sso']) await db.schema.dropTable(table).execute();
}
