/**
 * The types of the schema: every table of the service (each feature declares its own in
 * `<feature>.table.ts`) and the Kysely handles over them. A file of its own so that the writer
 * (write.ts) and the database (database.ts) both use them without importing each other.
 */
import type { Kysely, Transaction } from 'kysely';
import type { OrganizationTable, AccessKeyTable } from '../../features/organizations/organization.table.js';
import type { EmployeeTable, EmployeeInvitationTable, EmployeeCustomValueTable } from '../../features/employees/employee.table.js';
import type { SessionTable } from '../../features/identity/sessions/session.table.js';
import type { LoginChallengeTable, PersonTable, RecoveryCodeTable } from '../../features/identity/accounts/person.table.js';
import type {
  ProductListCustomValueTable,
  ProductListTable,
  ProductListLineItemTable,
  ProductListRevisionTable,
  ProductListShareTable,
  EventTicketTable,
} from '../../features/product-lists/product-list.table.js';
import type { RoleTable } from '../../features/roles/role.table.js';
import type { OrganizationUnitTable } from '../../features/units/organization-unit.table.js';
import type { EventTable, EventStreamTable } from '../outbox/event.table.js';
import type { WebhookTable, WebhookDeliveryTable } from '../../features/webhooks/webhook.table.js';
import type { OrganizationSsoTable, SsoAuthorizationTable, SsoCodeTable, SsoIdentityTable } from '../../features/identity/sso/sso.table.js';
import type { ScimTokenTable, ScimUserTable } from '../../features/identity/scim/scim.table.js';
import type { IdempotencyKeyTable } from '../idempotency/idempotency.table.js';

/** Every table of the service; each feature declares its own in `<feature>.table.ts`. */
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
