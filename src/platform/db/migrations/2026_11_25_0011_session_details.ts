import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Sessions a person can see and end (`GET /store-api/account/sessions`): each session gets a public
 * id (never its token or the token's hash), when it was last used (moved with its sliding expiry,
 * so to the minute), and the user agent and client address it was opened from. Sessions open when
 * this runs get a random id, their creation as their last use, and no agent or address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').addColumn('id', 'varchar(64)').execute();
  await db.schema.alterTable('session').addColumn('last_used_at', 'varchar(32)').execute();
  await db.schema.alterTable('session').addColumn('user_agent', 'varchar(255)').execute();
  await db.schema.alterTable('session').addColumn('client_address', 'varchar(64)').execute();
  // 32 random hex digits, as the service's own ids look.
  const randomId = isPostgres(db) ? sql`md5(random()::text || clock_timestamp()::text || token_hash)` : sql`lower(hex(randomblob(16)))`;
  await sql`update session set id = ${randomId}, last_used_at = created_at`.execute(db);
  await db.schema.createIndex('session_id_idx').on('session').column('id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('session_id_idx').execute();
  for (const column of ['client_address', 'user_agent', 'last_used_at', 'id']) await db.schema.alterTable('session').dropColumn(column).execute();
}
