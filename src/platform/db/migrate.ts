import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './database.js';
import { currentSchemaOf, dialectOf, isMysql } from './dialect.js';
import * as mysqlBaseline from './migrations/mysql/2026_11_27_0024_mysql_baseline.js';
import * as organizations from './migrations/2026_11_22_0001_organizations.js';
import * as employeesAndSessions from './migrations/2026_11_22_0002_employees_and_sessions.js';
import * as productLists from './migrations/2026_11_22_0003_product_lists.js';
import * as idempotencyKeys from './migrations/2026_11_22_0004_idempotency_keys.js';
import * as productListsRevision from './migrations/2026_11_22_0005_product_lists_revision.js';
import * as employeeIdsPerOrganization from './migrations/2026_11_23_0006_employee_ids_per_organization.js';
import * as rolesAndShares from './migrations/2026_11_23_0007_roles_and_shares.js';
import * as lineItemPositionsAndEventTickets from './migrations/2026_11_23_0008_line_item_positions_and_event_tickets.js';
import * as organizationUnits from './migrations/2026_11_25_0009_organization_units.js';
import * as eventsAndWebhooks from './migrations/2026_11_25_0010_events_and_webhooks.js';
import * as sessionDetails from './migrations/2026_11_25_0011_session_details.js';
import * as organizationSettings from './migrations/2026_11_25_0012_organization_settings.js';
import * as people from './migrations/2026_11_26_0013_people.js';
import * as secondFactor from './migrations/2026_11_26_0014_second_factor.js';
import * as singleSignOn from './migrations/2026_11_26_0015_single_sign_on.js';
import * as scim from './migrations/2026_11_26_0016_scim.js';
import * as listWorkflow from './migrations/2026_11_26_0017_list_workflow.js';
import * as listCustomFields from './migrations/2026_11_26_0018_list_custom_fields.js';
import * as employeeCustomFields from './migrations/2026_11_26_0019_employee_custom_fields.js';
import * as lineItemCustomFields from './migrations/2026_11_26_0020_line_item_custom_fields.js';
import * as ssoLastRefusal from './migrations/2026_11_27_0021_sso_last_refusal.js';
import * as listSharing from './migrations/2026_11_27_0022_list_sharing.js';
import * as scimDisplayName from './migrations/2026_11_27_0023_scim_display_name.js';
import * as listExpiryByOrganization from './migrations/2026_11_27_0024_list_expiry_by_organization.js';
import * as fewerListIndexes from './migrations/2026_11_28_0025_fewer_list_indexes.js';

/**
 * The one list of migrations, for every database, in order. Imported, not read from disk, so the
 * compiled service carries them. Never edit a landed migration: add the next one here.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0001_organizations': organizations,
  '2026_11_22_0002_employees_and_sessions': employeesAndSessions,
  '2026_11_22_0003_product_lists': productLists,
  '2026_11_22_0004_idempotency_keys': idempotencyKeys,
  '2026_11_22_0005_product_lists_revision': productListsRevision,
  '2026_11_23_0006_employee_ids_per_organization': employeeIdsPerOrganization,
  '2026_11_23_0007_roles_and_shares': rolesAndShares,
  '2026_11_23_0008_line_item_positions_and_event_tickets': lineItemPositionsAndEventTickets,
  '2026_11_25_0009_organization_units': organizationUnits,
  '2026_11_25_0010_events_and_webhooks': eventsAndWebhooks,
  '2026_11_25_0011_session_details': sessionDetails,
  '2026_11_25_0012_organization_settings': organizationSettings,
  '2026_11_26_0013_people': people,
  '2026_11_26_0014_second_factor': secondFactor,
  '2026_11_26_0015_single_sign_on': singleSignOn,
  '2026_11_26_0016_scim': scim,
  '2026_11_26_0017_list_workflow': listWorkflow,
  '2026_11_26_0018_list_custom_fields': listCustomFields,
  '2026_11_26_0019_employee_custom_fields': employeeCustomFields,
  '2026_11_26_0020_line_item_custom_fields': lineItemCustomFields,
  '2026_11_27_0021_sso_last_refusal': ssoLastRefusal,
  '2026_11_27_0022_list_sharing': listSharing,
  '2026_11_27_0023_scim_display_name': scimDisplayName,
  '2026_11_27_0024_list_expiry_by_organization': listExpiryByOrganization,
  '2026_11_28_0025_fewer_list_indexes': fewerListIndexes,
};

/** The migrations after 0024: every database runs them. */
const SHARED_FROM = '2026_11_27_0024_list_expiry_by_organization';

/**
 * MariaDB and MySQL start from the schema of 0024, made at once under its name (no such database
 * older than that exists); the migrations after it are the same for all.
 */
const MYSQL_MIGRATIONS: Record<string, Migration> = {
  [SHARED_FROM]: mysqlBaseline,
  ...Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name > SHARED_FROM)),
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
const mysqlProvider: MigrationProvider = { getMigrations: async () => MYSQL_MIGRATIONS };

async function migratorFor(db: Db): Promise<Migrator> {
  // A server the service cannot run on is named before anything is written to it.
  await dialectOf(db).checkServer(db);
  return new Migrator({ db, provider: isMysql(db) ? mysqlProvider : provider, migrationTableSchema: await currentSchemaOf(db) });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((migration) => migration.status === 'Error');
    // No migration ran (the database was not reached, or is not there): the driver's error as it is, with its code.
    if (!failed) throw result.error;
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`migration ${failed.migrationName} failed: ${reason}`);
  }
  return (result.results ?? []).map((migration) => `${migration.direction} ${migration.migrationName}`);
}

/** Brings the schema to the newest migration; answers what ran. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return unwrap(await (await migratorFor(db)).migrateToLatest());
}

/** Brings the schema to the named migration, up or down (the upgrade tests start from an older schema). */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  if (!Object.hasOwn(isMysql(db) ? MYSQL_MIGRATIONS : MIGRATIONS, name)) throw new Error(`no migration named ${name}`);
  return unwrap(await (await migratorFor(db)).migrateTo(name));
}

/** Undoes every migration (tests prove each can be undone). */
export async function migrateToBottom(db: Db): Promise<string[]> {
  const { NO_MIGRATIONS } = await import('kysely');
  return unwrap(await (await migratorFor(db)).migrateTo(NO_MIGRATIONS));
}
