import type { Kysely } from 'kysely';

/**
 * The last sign-in single sign-on refused, for the administrator (`lastRefusal` of `GET
 * /organization/sso`): when, which refusal, and the reason the service found. The browser is only
 * told the refusal and a sentence; the details (a provider's error, a claim missing) are here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organization_sso').addColumn('last_refusal_at', 'text').execute();
  await db.schema.alterTable('organization_sso').addColumn('last_refusal_code', 'text').execute();
  await db.schema.alterTable('organization_sso').addColumn('last_refusal_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['last_refusal_reason', 'last_refusal_code', 'last_refusal_at']) await db.schema.alterTable('organization_sso').dropColumn(column).execute();
}
