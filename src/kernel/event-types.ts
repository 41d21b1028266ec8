/**
 * Every type of event the service writes, with what it means: the one table from which the
 * `PendingEvent` type (a write cannot record a type missing here), the enum of webhook `events` in
 * the OpenAPI document, the check of a webhook's patterns and the list in docs/contract.md §10
 * (test/kernel/event-types.test.ts compares it) are all made.
 */
export const EVENT_TYPES = {
  'product_list.created': "A list was created (also by duplicating one, and when a guest's lists become an employee's at sign-in: `data.adoptedFromGuest`).",
  'product_list.changed': "A list's name, description, items, order, custom fields or expiry changed (also by a transfer: `data.transfer`).",
  'product_list.shared': "A list's shares changed (also when a unit it was shared with was deleted).",
  'product_list.submitted': 'A list was submitted for approval.',
  'product_list.approved': 'A submitted list was approved.',
  'product_list.rejected': 'A submitted list was rejected (with a comment).',
  'product_list.items_copied': 'Items were copied from this list into another (the target gets `product_list.changed`; a move changes both).',
  'product_list.deleted': 'A list was deleted (by a person, by expiry, or by the retention policy: actor `system`).',
  'employee.created': 'An employee was created (with a password, by bulk, by SCIM or by single sign-on provisioning).',
  'employee.invited': 'An employee was invited (no password yet) or invited again.',
  'employee.activated': 'An invited employee accepted, or an inactive one was activated.',
  'employee.updated': "An employee's name, email or custom fields changed.",
  'employee.role_changed': 'An employee got another role.',
  'employee.unit_changed': 'An employee moved to another unit (or to organization level).',
  'employee.password_changed': "An employee's password was set or changed.",
  'employee.deactivated': 'An employee was deactivated: their sessions ended.',
  'employee.deleted': 'An employee was deleted.',
  'account.logged_in': 'An employee logged in (the client address in `data.address`).',
  'account.login_failed': 'A login of a known account failed (actor `anonymous`; the reason and the address).',
  'account.second_factor_enabled': 'A person enrolled a second factor.',
  'account.second_factor_disabled': "A person's second factor was removed.",
  'role.created': 'A role was created.',
  'role.changed': "A role's name or permissions changed.",
  'role.deleted': 'A role was deleted (its holders get `employee.role_changed`).',
  'organization_unit.created': 'A unit was created.',
  'organization_unit.changed': 'A unit was renamed.',
  'organization_unit.moved': 'A unit moved under another parent (or to the top).',
  'organization_unit.deleted': 'A unit was deleted (its people and lists moved as the request said).',
  'webhook.created': 'A webhook was registered.',
  'webhook.changed': "A webhook's address, events, description or status changed.",
  'webhook.enabled': 'A disabled or failing webhook was enabled again.',
  'webhook.redelivery_requested': 'A webhook was asked to deliver again from an earlier sequence.',
  'webhook.deleted': 'A webhook was deleted.',
  'organization.changed': "The organization's name or policies changed.",
  'organization.sso_configured': 'Single sign-on was set up or changed (never the client secret).',
  'organization.sso_removed': 'Single sign-on was removed.',
  'organization.scim_token_created': 'A SCIM token was made.',
  'organization.scim_token_revoked': 'A SCIM token was revoked.',
} as const;

export type EventType = keyof typeof EVENT_TYPES;

const RESOURCES = [...new Set(Object.keys(EVENT_TYPES).map((type) => type.slice(0, type.indexOf('.'))))];

/** What a webhook may name in `events`: each type, each resource's types (`product_list.*`), or everything (`*`). */
export const EVENT_PATTERNS: readonly string[] = ['*', ...RESOURCES.map((resource) => `${resource}.*`), ...Object.keys(EVENT_TYPES)];
