import type { Kysely } from 'kysely';

/** A SCIM User's `displayName` as the identity provider sent it (null: none); answered back, not used elsewhere. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('scim_user').addColumn('display_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('scim_user').dropColumn('display_name').execute();
}
