/**
 * The types of the schema: every table of the service (one file per feature's tables in
 * `schema/`, next to the migrations that make them) and the Kysely handles over them. A file of its own so that the writer
 * (write.ts) and the database (database.ts) both use them without importing each other.
 */
import type { Kysely, Transaction } from 'kysely';
import type { OrganizationTable, AccessKeyTable } from './schema/organization.table.js';
import type { EmployeeTable, EmployeeInvitationTable, EmployeeCustomValueTable } from './schema/employee.table.js';
import type { SessionTable } from './schema/session.table.js';
import type { LoginChallengeTable, PersonTable, RecoveryCodeTable } from './schema/person.table.js';
import type {
  ProductListCustomValueTable,
  ProductListTable,
  ProductListLineItemTable,
  ProductListRevisionTable,
  ProductListShareTable,
  EventTicketTable,
} from './schema/product-list.table.js';
import type { RoleTable } from './schema/role.table.js';
import type { OrganizationUnitTable } from './schema/organization-unit.table.js';
import type { EventTable, EventStreamTable } from './schema/event.table.js';
import type { WebhookTable, WebhookDeliveryTable } from './schema/webhook.table.js';
import type { OrganizationSsoTable, SsoAuthorizationTable, SsoCodeTable, SsoIdentityTable } from './schema/sso.table.js';
import type { ScimTokenTable, ScimUserTable } from './schema/scim.table.js';
import type { IdempotencyKeyTable } from './schema/idempotency.table.js';

/** Every table of the service (`schema/*.table.ts`). */
export interface Database {
  organization: OrganizationTable;
  access_key: AccessKeyTable;
  person: PersonTable;
  recovery_code: RecoveryCodeTable;
  login_challenge: LoginChallengeTable;
  employee: EmployeeTable;
  employee_invitation: EmployeeInvitationTable;
  employee_custom_value: EmployeeCustomValueTable;
  session: SessionTable;
  product_list: ProductListTable;
  product_list_line_item: ProductListLineItemTable;
  product_list_custom_value: ProductListCustomValueTable;
  product_list_revision: ProductListRevisionTable;
  product_list_share: ProductListShareTable;
  event_ticket: EventTicketTable;
  role: RoleTable;
  organization_unit: OrganizationUnitTable;
  idempotency_key: IdempotencyKeyTable;
  event: EventTable;
  event_stream: EventStreamTable;
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
  organization_sso: OrganizationSsoTable;
  sso_identity: SsoIdentityTable;
  sso_authorization: SsoAuthorizationTable;
  sso_code: SsoCodeTable;
  scim_token: ScimTokenTable;
  scim_user: ScimUserTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

/** Any handle or transaction, whatever its tables: what the dialect's helpers and prepared statements take. */
// biome-ignore lint/suspicious/noExplicitAny: the one name for a handle of unknown tables (Kysely's own way to say it)
export type AnyDb = Kysely<any>;
