/**
 * The examples of the OpenAPI document: one request and one answer per operation, and one error
 * envelope per status. test/platform/http/openapi.test.ts validates every example against the schema it
 * illustrates, so none can drift from what the service really takes and answers.
 */
import { AppError, errorObject, type ErrorCode } from '../../kernel/errors.js';
import { bodyTooLarge, unsupportedMediaType } from '../../platform/http/error-handler.js';
import { validationIssuesOf } from '../../platform/http/validation-issues.js';
import { listNotFound } from '../../features/product-lists/product-list.write.js';
import { duplicateEmail } from '../../features/employees/employee.service.js';
import { assertVersion } from '../../platform/http/versioning.js';
import { scimErrorBody } from '../../features/federation/scim/scim.schemas.js';

const listId = '01936b1c5e2a7f3d9c4b8a6e5d4c3b2a';
const organizationId = '01936b1c4f107a4c8e1d2b3c4d5e6f70';
const adminId = '01936b1c4f117b2a9d8c7b6a5f4e3d2c';
const at = '2026-11-23T09:30:00.000Z';

const organization = {
  apiAlias: 'b2b_organization',
  id: organizationId,
  name: 'Acme Trading',
  passwordLogin: true,
  requireSecondFactor: false,
  listRetentionDays: null,
  listSharing: 'organization',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: at,
  version: 1,
};

const ssoSettings = {
  apiAlias: 'b2b_sso_settings',
  issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
  clientId: '6731de76-14a6-49ae-97bc-6eba6914391e',
  emailDomains: ['acme.example'],
  provisioning: { role: 'member', unitId: null },
  callbackUrl: `https://api.acme.example/store-api/sso/${organizationId}/callback`,
  redirectUrl: `https://api.acme.example/store-api/sso/${organizationId}/redirect`,
  lastRefusal: {
    at: '2026-11-27T07:12:40.118Z',
    code: 'SSO__EMAIL_NOT_VERIFIED',
    reason: 'the provider did not vouch for the email jo@acme.example: "email_verified" is false (neither the ID token nor userinfo says true)',
  },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: at,
};

const scimUser = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  id: 'emp-1042',
  externalId: 'a1b2c3',
  userName: 'mia.weber@acme.example',
  name: { givenName: 'Mia', familyName: 'Weber' },
  emails: [{ value: 'mia.weber@acme.example', type: 'work', primary: true }],
  active: true,
  groups: [{ value: '01936b1c70a17c2e9f3b4a5c6d7e8f90', display: 'Purchasing' }],
  meta: { resourceType: 'User', created: at, lastModified: at, location: 'https://api.acme.example/scim/v2/Users/emp-1042', version: 'W/"1"' },
};

const scimGroup = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
  id: '01936b1c70a17c2e9f3b4a5c6d7e8f90',
  displayName: 'Purchasing',
  members: [{ value: 'emp-1042', display: 'mia.weber@acme.example' }],
  meta: {
    resourceType: 'Group',
    created: at,
    lastModified: at,
    location: 'https://api.acme.example/scim/v2/Groups/01936b1c70a17c2e9f3b4a5c6d7e8f90',
    version: 'W/"1"',
  },
};

const employee = {
  apiAlias: 'b2b_employee',
  id: 'emp-1042',
  organizationId,
  email: 'mia.weber@acme.example',
  firstName: 'Mia',
  lastName: 'Weber',
  role: 'member',
  status: 'active',
  unitId: '01936b1c70a17c2e9f3b4a5c6d7e8f90',
  lastLoginAt: at,
  createdAt: at,
  updatedAt: at,
  version: 1,
  customFields: { costCenter: 'CC-4711', level: 3 },
} as const;

const invitation = { apiAlias: 'b2b_employee_invitation', token: 'inv_3q2Xr9kP0dW7sLmN4bV6cY1zT8hJ5gF2', expiresAt: '2026-11-30T09:30:00.000Z' } as const;
const invitedEmployee = {
  ...employee,
  id: 'emp-1043',
  email: 'jonas.berg@acme.example',
  firstName: 'Jonas',
  lastName: 'Berg',
  status: 'invited',
  lastLoginAt: null,
};
const invited = { ...invitedEmployee, invitation };

const lineItem = (id: string, productId: string, quantity: number, note: string | null, position: number) => ({
  apiAlias: 'product_list_line_item',
  id,
  productId,
  quantity,
  note,
  position,
  createdAt: at,
  updatedAt: at,
});

const list = {
  apiAlias: 'product_list',
  id: listId,
  organizationId,
  ownerId: 'emp-1042',
  name: 'Weekly re-order',
  description: 'Kitchen and office supplies, every Monday.',
  itemCount: 2,
  totalQuantity: 14,
  createdAt: at,
  updatedAt: at,
  version: 3,
  updatedBy: 'emp-1042',
  shared: false,
  expiresAt: null,
  status: 'draft',
  statusChangedBy: null,
  statusChangedAt: null,
  statusComment: null,
  customFields: { costCenter: 'CC-4711', season: ['winter', 'spring'] },
  lineItems: [
    lineItem('01936b1c5e2b7000a1b2c3d4e5f60718', 'SW10001', 12, 'Only the 1 kg packs', 1),
    lineItem('01936b1c5e2b7001b2c3d4e5f6071829', 'SW10007', 2, null, 2),
  ],
};

const role = {
  apiAlias: 'b2b_role',
  id: '01936b1c6a2e7d3f8b4c9d0e1f2a3b4c',
  organizationId,
  name: 'Buyer',
  description: "Keeps the re-order lists and sees the team's employees.",
  permissions: ['account.profile', 'employee.read', 'product_list.create', 'product_list.edit', 'product_list.read', 'product_list.read.all'],
  builtIn: false,
  createdAt: at,
  updatedAt: at,
  version: 1,
} as const;

const shares = {
  apiAlias: 'product_list_shares',
  productListId: listId,
  organization: 'read',
  employees: [{ employeeId: 'emp-1043', access: 'edit' }],
  units: [{ unitId: '01936b1c70a17c2e9f3b4a5c6d7e8f90', access: 'read' }],
  version: 4,
} as const;

const topUnitId = '01936b1c70a07b1d8e2a3f4b5c6d7e8f';
const unit = {
  apiAlias: 'b2b_organization_unit',
  id: '01936b1c70a17c2e9f3b4a5c6d7e8f90',
  organizationId,
  name: 'North',
  parentId: topUnitId,
  depth: 2,
  path: [topUnitId, '01936b1c70a17c2e9f3b4a5c6d7e8f90'],
  createdAt: at,
  updatedAt: at,
  version: 1,
} as const;

const auditEntry = {
  apiAlias: 'b2b_audit_entry',
  id: '01936b1c9a0b7c1d8e2f3a4b5c6d7e8f',
  type: 'product_list.changed',
  organizationId,
  sequence: 1042,
  occurredAt: at,
  actor: { type: 'employee', id: 'emp-1042' },
  resource: { type: 'product_list', id: listId, version: 4 },
  data: {
    changes: { name: { from: 'Weekly re-order', to: 'Weekly re-order (Monday)' }, 'lineItems.SW10007': { from: { quantity: 2, note: null }, to: null } },
  },
  requestId: '5f0c2a7e-3b1d-4e8f-9a6c-2d7b8e1f0a3c',
} as const;

const history = (type: string, id: string, entry: unknown) => ({
  apiAlias: 'b2b_history',
  resource: { type, id },
  elements: [entry],
  nextBeforeSequence: 1003,
});

const webhook = {
  apiAlias: 'b2b_webhook',
  id: '01936b1cb0c17d2e8f3a4b5c6d7e8f90',
  organizationId,
  url: 'https://erp.acme.example/hooks/store-api',
  events: ['product_list.*', 'employee.deactivated'],
  description: 'ERP: re-orders and leavers',
  status: 'active',
  deliveredSequence: 1042,
  failingSince: null,
  nextAttemptAt: null,
  lastError: null,
  createdAt: at,
  updatedAt: at,
  version: 1,
} as const;

const searchResult = (entity: string, element: unknown) => ({
  apiAlias: 'dal_entity_search_result',
  entity,
  total: 1,
  page: 1,
  limit: 10,
  elements: [element],
  aggregations: {},
});

const personOrganizations = [
  { id: organizationId, name: 'Acme Trading', employeeId: 'emp-1042', status: 'active' },
  { id: '01936b1c4f107a4c8e1d2b3c4d5e6f99', name: 'Globex Wholesale', employeeId: 'G-77', status: 'invited' },
];
const contextToken = {
  apiAlias: 'array_struct',
  contextToken: 'Qm9vdHN0cmFwLXRva2VuLTMyLWJ5dGVzLWxvbmctZXhhbXBsZQ',
  employee,
  organizations: personOrganizations,
};

export interface OperationExamples {
  /** The request body. */
  body?: unknown;
  /** Path and query parameters, by name. */
  parameters?: Record<string, unknown>;
  /** Answers by status; error statuses fall back to ERROR_EXAMPLES. */
  answers: Record<number, unknown>;
}

export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  readLiveness: { answers: { 200: { status: 'ok' } } },
  readReadiness: { answers: { 200: { status: 'ok', database: 'sqlite' }, 503: { status: 'draining', database: 'postgres' } } },
  readVersion: { answers: { 200: { apiAlias: 'store_api_version', version: '0.1.0' } } },
  readOpenApiDocument: { answers: { 200: { openapi: '3.1.0', info: { title: 'Store API', version: '0.1.0' }, paths: {} } } },
  loginEmployee: { body: { username: 'emp-1042', password: 'correct horse battery', organization: organizationId }, answers: { 200: contextToken } },
  logoutEmployee: { answers: {} },
  readAccount: {
    answers: {
      200: {
        ...employee,
        permissions: ['account.profile', 'product_list.create', 'product_list.delete', 'product_list.edit', 'product_list.read'],
        secondFactor: true,
        organizations: personOrganizations,
      },
    },
  },
  startGuest: {
    answers: {
      201: { apiAlias: 'guest_context', contextToken: 'R3Vlc3QtdG9rZW4tMzItYnl0ZXMtbG9uZy1leGFtcGxlLXRva2Vu', expiresAt: '2026-12-26T09:30:00.000Z' },
    },
  },
  loginSecondFactor: { body: { challenge: 'Y2hhbGxlbmdlLTMyLWJ5dGVzLWxvbmctZXhhbXBsZS10b2tlbg', code: '492039' }, answers: { 200: contextToken } },
  enrollTotp: {
    answers: {
      201: {
        apiAlias: 'b2b_totp_enrollment',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri:
          'otpauth://totp/Store%20API:mia.weber%40acme.example?issuer=Store%20API&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
      },
    },
  },
  confirmTotp: {
    body: { code: '492039' },
    answers: {
      200: {
        apiAlias: 'b2b_recovery_codes',
        recoveryCodes: [
          '3f9a-1c2b-7d4e-8a06',
          '5b21-9e0c-4f7a-d318',
          'a47c-02e9-6b15-f830',
          '1d8e-7a3f-c092-5b64',
          'e605-4b1d-93a7-2fc8',
          '7c3b-d9a2-0e51-846f',
          '90fe-3c67-a1b4-d52e',
          '2a5d-8f10-7e6c-b943',
          'c871-5e2a-4d09-3fb6',
          '6e4f-a1c3-982d-07b5',
        ],
      },
    },
  },
  disableTotp: { body: { code: '5b21-9e0c-4f7a-d318' }, answers: {} },
  switchOrganization: {
    body: { organizationId: '01936b1c4f107a4c8e1d2b3c4d5e6f99' },
    answers: {
      200: {
        ...contextToken,
        contextToken: 'U3dpdGNoZWQtdG9rZW4tMzItYnl0ZXMtbG9uZy1leGFtcGxlLTE',
        employee: { ...employee, id: 'G-77', organizationId: '01936b1c4f107a4c8e1d2b3c4d5e6f99', unitId: null },
        organizations: personOrganizations.map((entry) => ({ ...entry, status: 'active' })),
      },
    },
  },
  listAccountSessions: {
    answers: {
      200: {
        apiAlias: 'b2b_session_collection',
        total: 2,
        elements: [
          {
            apiAlias: 'b2b_session',
            id: '01936b1d0a4e7c1b8f2d3e4a5b6c7d8e',
            createdAt: at,
            lastUsedAt: '2026-11-23T11:02:00.000Z',
            expiresAt: '2026-11-30T11:02:00.000Z',
            userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15',
            clientAddress: '203.0.113.24',
            current: true,
          },
          {
            apiAlias: 'b2b_session',
            id: '01936b1d5f3a7b2c9e1d4f6a8b0c2d4e',
            createdAt: '2026-11-20T07:45:00.000Z',
            lastUsedAt: '2026-11-22T16:31:00.000Z',
            expiresAt: '2026-11-29T16:31:00.000Z',
            userAgent: 'StoreApp/3.2 (iPhone; iOS 18.1)',
            clientAddress: '198.51.100.7',
            current: false,
          },
        ],
      },
    },
  },
  endAccountSession: { parameters: { id: '01936b1d5f3a7b2c9e1d4f6a8b0c2d4e' }, answers: {} },
  upsertEmployees: {
    body: [
      { id: 'emp-1042', email: 'mia.weber@acme.example', firstName: 'Mia', lastName: 'Weber', role: 'member', password: 'correct horse battery' },
      { id: 'emp-1044', email: 'lena.koch@acme.example', firstName: 'Lena', lastName: 'Koch' },
    ],
    answers: {
      200: {
        apiAlias: 'b2b_employee_bulk_result',
        created: 1,
        updated: 1,
        elements: [
          { ...employee, version: 2 },
          { ...employee, id: 'emp-1044', email: 'lena.koch@acme.example', firstName: 'Lena', lastName: 'Koch', status: 'invited', lastLoginAt: null },
        ],
      },
    },
  },
  listEmployees: {
    parameters: { page: 1, limit: 25, term: 'weber', sort: 'lastName,-createdAt', status: 'active', role: 'member' },
    answers: { 200: searchResult('b2b_employee', employee) },
  },
  createEmployee: {
    body: {
      id: 'emp-1042',
      email: 'mia.weber@acme.example',
      firstName: 'Mia',
      lastName: 'Weber',
      role: 'member',
      unitId: unit.id,
      password: 'correct horse battery',
    },
    answers: { 201: { ...employee, lastLoginAt: null } },
  },
  inviteEmployee: {
    body: { id: 'emp-1043', email: 'jonas.berg@acme.example', firstName: 'Jonas', lastName: 'Berg', role: 'member' },
    answers: { 201: invited },
  },
  acceptEmployeeInvitation: {
    body: { token: invitation.token, password: 'a new long password' },
    answers: { 200: { ...contextToken, employee: { ...invitedEmployee, status: 'active', lastLoginAt: at, version: 2 } } },
  },
  reinviteEmployee: { parameters: { id: 'emp-1043' }, answers: { 200: invited } },
  readEmployee: { parameters: { id: 'emp-1042' }, answers: { 200: employee } },
  updateEmployee: {
    parameters: { id: 'emp-1042' },
    body: { lastName: 'Weber-Lang', role: 'admin' },
    answers: { 200: { ...employee, lastName: 'Weber-Lang', role: 'admin', version: 2 } },
  },
  deleteEmployee: { parameters: { id: 'emp-1042' }, answers: {} },
  searchEmployees: {
    body: {
      page: 1,
      limit: 10,
      filter: [{ type: 'equals', field: 'status', value: 'active' }],
      sort: [{ field: 'lastName', order: 'ASC' }],
      term: 'weber',
      'total-count-mode': 'exact',
    },
    answers: { 200: searchResult('b2b_employee', employee) },
  },
  searchProductLists: {
    body: {
      page: 1,
      limit: 10,
      filter: [{ type: 'range', field: 'itemCount', parameters: { gte: 1 } }],
      sort: [{ field: 'updatedAt', order: 'DESC' }],
      associations: { lineItems: {} },
      'total-count-mode': 'exact',
    },
    answers: { 200: searchResult('product_list', { ...list, access: 'owner' }) },
  },
  createProductList: {
    body: {
      name: 'Weekly re-order',
      description: 'Kitchen and office supplies, every Monday.',
      customFields: { costCenter: 'CC-4711', season: ['winter', 'spring'] },
      lineItems: [
        { productId: 'SW10001', quantity: 12, note: 'Only the 1 kg packs' },
        { productId: 'SW10007', quantity: 2 },
      ],
    },
    answers: { 201: { ...list, version: 1 } },
  },
  readProductList: { parameters: { id: listId }, answers: { 200: list } },
  updateProductList: {
    parameters: { id: listId },
    body: {
      name: 'Weekly re-order (Monday)',
      customFields: { season: null, approvedBudget: 1200 },
      lineItems: [
        { productId: 'SW10001', quantity: 10 },
        { productId: 'SW10007', quantity: 0 },
      ],
    },
    answers: {
      200: {
        ...list,
        name: 'Weekly re-order (Monday)',
        itemCount: 1,
        totalQuantity: 10,
        version: 4,
        customFields: { costCenter: 'CC-4711', approvedBudget: 1200 },
        lineItems: [{ ...list.lineItems[0], quantity: 10 }],
      },
    },
  },
  deleteProductList: {
    parameters: { id: listId },
    body: { items: ['SW10007'] },
    answers: { 200: { ...list, itemCount: 1, totalQuantity: 12, version: 4, lineItems: [list.lineItems[0]] } },
  },
  readProductListShares: { parameters: { id: listId }, answers: { 200: shares } },
  replaceProductListShares: {
    parameters: { id: listId },
    body: { organization: 'read', employees: [{ employeeId: 'emp-1043', access: 'edit' }], units: [{ unitId: unit.id, access: 'read' }] },
    answers: { 200: shares },
  },
  createOrganizationUnit: { body: { name: 'North', parentId: topUnitId }, answers: { 201: unit } },
  readOrganizationUnit: { parameters: { id: unit.id }, answers: { 200: unit } },
  updateOrganizationUnit: { parameters: { id: unit.id }, body: { name: 'North & East' }, answers: { 200: { ...unit, name: 'North & East', version: 2 } } },
  deleteOrganizationUnit: { parameters: { id: unit.id, moveTo: topUnitId }, answers: {} },
  searchOrganizationUnits: {
    body: { filter: [{ type: 'equals', field: 'parentId', value: topUnitId }], sort: [{ field: 'name', order: 'ASC' }] },
    answers: { 200: searchResult('b2b_organization_unit', { ...unit, childCount: 0, employeeCount: 12 }) },
  },
  listPermissions: {
    answers: {
      200: {
        apiAlias: 'b2b_permission_list',
        groups: [
          { group: 'role', permissions: [{ name: 'role.read', description: "Read and search the organization's roles and the permissions there are." }] },
        ],
      },
    },
  },
  searchRoles: {
    body: { filter: [{ type: 'equals', field: 'builtIn', value: false }], sort: [{ field: 'name', order: 'ASC' }] },
    answers: { 200: searchResult('b2b_role', role) },
  },
  createRole: { body: { name: role.name, description: role.description, permissions: role.permissions }, answers: { 201: role } },
  readRole: { parameters: { id: role.id }, answers: { 200: role } },
  updateRole: {
    parameters: { id: role.id },
    body: { permissions: [...role.permissions, 'product_list.edit.all'] },
    answers: { 200: { ...role, permissions: [...role.permissions, 'product_list.edit.all'].sort(), version: 2 } },
  },
  deleteRole: { parameters: { id: role.id, replacement: 'member' }, answers: {} },
  removeProductFromProductList: { parameters: { id: 'SW10007', productListId: listId }, answers: {} },
  reorderProductList: {
    parameters: { id: listId },
    body: { lineItemIds: ['01936b1c5e2b7001b2c3d4e5f6071829', '01936b1c5e2b7000a1b2c3d4e5f60718'] },
    answers: {
      200: {
        ...list,
        version: 4,
        lineItems: [
          { ...list.lineItems[1], position: 1 },
          { ...list.lineItems[0], position: 2 },
        ],
      },
    },
  },
  exportProductList: {
    parameters: { id: listId },
    answers: {
      200: {
        apiAlias: 'product_list_export',
        productListId: listId,
        version: 3,
        rows: [
          { productId: 'SW10001', quantity: 12, note: 'Only the 1 kg packs', customFields: { shelf: 'B-12' } },
          { productId: 'SW10007', quantity: 2, note: null },
        ],
      },
    },
  },
  importProductList: { parameters: { id: listId, mode: 'merge' }, answers: { 200: { ...list, version: 4 } } },
  createProductListEventTicket: {
    parameters: { id: listId },
    answers: {
      201: {
        apiAlias: 'product_list_event_ticket',
        ticket: 'tk_Jm3q9X2pV7wR4sL8nB5cY1zT6hK0gF3d',
        expiresAt: '2026-11-23T09:31:00.000Z',
        url: `/store-api/product-lists/${listId}/events?ticket=tk_Jm3q9X2pV7wR4sL8nB5cY1zT6hK0gF3d`,
      },
    },
  },
  streamProductListEvents: { parameters: { id: listId }, answers: {} },
  searchAuditLog: {
    body: {
      filter: [
        { type: 'equals', field: 'resourceType', value: 'product_list' },
        { type: 'range', field: 'occurredAt', parameters: { gte: '2026-11-01T00:00:00.000Z' } },
      ],
      sort: [{ field: 'sequence', order: 'DESC' }],
    },
    answers: { 200: searchResult('b2b_audit_entry', auditEntry) },
  },
  readProductListHistory: { parameters: { id: listId, limit: 1 }, answers: { 200: history('product_list', listId, auditEntry) } },
  readEmployeeHistory: {
    parameters: { id: 'emp-1042', limit: 1 },
    answers: {
      200: history('employee', 'emp-1042', {
        ...auditEntry,
        type: 'account.logged_in',
        resource: { type: 'employee', id: 'emp-1042', version: 3 },
        data: { changes: {}, address: '203.0.113.7' },
      }),
    },
  },
  createWebhook: {
    body: { url: webhook.url, events: webhook.events, description: webhook.description },
    answers: { 201: { ...webhook, secret: 'whsec_3q2Xr9kP0dW7sLmN4bV6cY1zT8hJ5gF2aQ7wE4rT9yU' } },
  },
  searchWebhooks: {
    body: { filter: [{ type: 'equals', field: 'status', value: 'failing' }] },
    answers: { 200: searchResult('b2b_webhook', { ...webhook, status: 'failing', failingSince: at, lastError: 'event 1043: answered 503' }) },
  },
  readWebhook: { parameters: { id: webhook.id }, answers: { 200: webhook } },
  updateWebhook: { parameters: { id: webhook.id }, body: { status: 'active' }, answers: { 200: { ...webhook, version: 2 } } },
  deleteWebhook: { parameters: { id: webhook.id }, answers: {} },
  listWebhookDeliveries: {
    parameters: { id: webhook.id, limit: 1 },
    answers: {
      200: {
        apiAlias: 'b2b_webhook_deliveries',
        webhookId: webhook.id,
        elements: [
          {
            apiAlias: 'b2b_webhook_delivery',
            id: '01936b1cc1d27e3f9a4b5c6d7e8f9011',
            eventId: auditEntry.id,
            eventType: auditEntry.type,
            sequence: 1042,
            attemptedAt: at,
            outcome: 'delivered',
            responseStatus: 204,
            durationMs: 38,
            error: null,
          },
        ],
      },
    },
  },
  readOrganization: { answers: { 200: organization } },
  readSso: { answers: { 200: ssoSettings } },
  replaceSso: {
    body: {
      issuer: ssoSettings.issuer,
      clientId: ssoSettings.clientId,
      clientSecret: 'yJ8~Q2rT.vX4mN7pL0kD9sF3gH6jA1zC',
      emailDomains: ssoSettings.emailDomains,
      provisioning: ssoSettings.provisioning,
    },
    answers: { 200: ssoSettings },
  },
  deleteSso: { answers: {} },
  startSso: { parameters: { organizationId }, answers: {} },
  completeSso: { parameters: { organizationId }, answers: {} },
  createScimToken: {
    answers: {
      201: {
        apiAlias: 'b2b_scim_token',
        token: 'c2NpbS1iZWFyZXItdG9rZW4tMzItYnl0ZXMtbG9uZy1leGFtcGxl',
        baseUrl: 'https://api.acme.example/scim/v2',
        createdAt: at,
      },
    },
  },
  deleteScimToken: { answers: {} },
  scimServiceProviderConfig: {
    answers: {
      200: {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
        patch: { supported: true },
        bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
        filter: { supported: true, maxResults: 200 },
      },
    },
  },
  scimResourceTypes: {
    answers: {
      200: {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
        totalResults: 2,
        Resources: [
          { id: 'User', endpoint: '/Users' },
          { id: 'Group', endpoint: '/Groups' },
        ],
      },
    },
  },
  scimSchemas: {
    answers: {
      200: {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
        totalResults: 2,
        Resources: [{ id: 'urn:ietf:params:scim:schemas:core:2.0:User' }, { id: 'urn:ietf:params:scim:schemas:core:2.0:Group' }],
      },
    },
  },
  scimListUsers: {
    answers: {
      200: { schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 1, startIndex: 1, itemsPerPage: 1, Resources: [scimUser] },
    },
  },
  scimCreateUser: {
    body: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'mia.weber@acme.example',
      externalId: 'a1b2c3',
      name: { givenName: 'Mia', familyName: 'Weber' },
      emails: [{ value: 'mia.weber@acme.example', type: 'work', primary: true }],
      active: true,
    },
    answers: { 201: scimUser },
  },
  scimReadUser: { parameters: { id: 'emp-1042' }, answers: { 200: scimUser } },
  scimReplaceUser: {
    parameters: { id: 'emp-1042' },
    body: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'mia.weber@acme.example',
      name: { givenName: 'Mia', familyName: 'Weber-Lang' },
      active: true,
    },
    answers: { 200: { ...scimUser, name: { givenName: 'Mia', familyName: 'Weber-Lang' } } },
  },
  scimPatchUser: {
    parameters: { id: 'emp-1042' },
    body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] },
    answers: { 200: { ...scimUser, active: false } },
  },
  scimDeleteUser: { parameters: { id: 'emp-1042' }, answers: {} },
  scimListGroups: {
    answers: {
      200: { schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 1, startIndex: 1, itemsPerPage: 1, Resources: [scimGroup] },
    },
  },
  scimCreateGroup: {
    body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Purchasing', members: [{ value: 'emp-1042' }] },
    answers: { 201: scimGroup },
  },
  scimReadGroup: { parameters: { id: scimGroup.id }, answers: { 200: scimGroup } },
  scimReplaceGroup: {
    parameters: { id: scimGroup.id },
    body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Purchasing', members: [{ value: 'emp-1042' }] },
    answers: { 200: scimGroup },
  },
  scimPatchGroup: {
    parameters: { id: scimGroup.id },
    body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'add', path: 'members', value: [{ value: 'emp-1042' }] }] },
    answers: { 200: scimGroup },
  },
  scimDeleteGroup: { parameters: { id: scimGroup.id }, answers: {} },
  exchangeSsoCode: { body: { code: 'c3NvLW9uZS10aW1lLWNvZGUtMzItYnl0ZXMtbG9uZy1leGFtcGxl' }, answers: { 200: contextToken } },
  updateOrganization: {
    body: { name: 'Acme Trading GmbH', listRetentionDays: 365 },
    answers: { 200: { ...organization, name: 'Acme Trading GmbH', listRetentionDays: 365, updatedAt: '2026-11-24T08:15:00.000Z', version: 2 } },
  },
  redeliverWebhook: { parameters: { id: webhook.id }, body: { fromSequence: 1000 }, answers: { 200: { ...webhook, deliveredSequence: 999, version: 2 } } },
  submitProductList: {
    parameters: { id: listId },
    answers: { 200: { ...list, version: 4, status: 'submitted', statusChangedBy: list.ownerId, statusChangedAt: at } },
  },
  approveProductList: {
    parameters: { id: listId },
    body: { comment: 'Fine for December.' },
    answers: { 200: { ...list, version: 5, status: 'approved', statusChangedBy: adminId, statusChangedAt: at, statusComment: 'Fine for December.' } },
  },
  rejectProductList: {
    parameters: { id: listId },
    body: { comment: 'Too many of SW10001; order 20 at most.' },
    answers: {
      200: { ...list, version: 5, status: 'rejected', statusChangedBy: adminId, statusChangedAt: at, statusComment: 'Too many of SW10001; order 20 at most.' },
    },
  },
  transferProductListItems: {
    parameters: { id: listId },
    body: { targetId: '01936b1d0a4c7e2f8b3a9c5d6e7f8091', mode: 'move', items: ['SW10001'] },
    answers: {
      200: {
        apiAlias: 'product_list_transfer',
        mode: 'move',
        source: { ...list, version: 4 },
        target: { ...list, id: '01936b1d0a4c7e2f8b3a9c5d6e7f8091', name: 'Hamburg office', version: 2 },
      },
    },
  },
  duplicateProductList: {
    parameters: { id: listId },
    body: { name: 'Weekly re-order for the Hamburg office' },
    answers: { 201: { ...list, id: '01936b1d0a4c7e2f8b3a9c5d6e7f8091', ownerId: adminId, name: 'Weekly re-order for the Hamburg office', version: 1 } },
  },
};

const error = (code: ErrorCode, detail: string, pointer?: string) => ({ errors: [errorObject(code, detail, pointer)] });
/** The envelope the service's own code answers with. */
const envelopeOf = (fail: () => void) => {
  try {
    fail();
  } catch (thrown) {
    return (thrown as AppError).toEnvelope();
  }
  throw new Error('expected an error');
};

/** One envelope per error status, the likeliest error of that status; made by the code that answers it where it can be. */
export const ERROR_EXAMPLES: Record<number, unknown> = {
  400: AppError.validation(validationIssuesOf([{ instancePath: '/name', keyword: 'maxLength', params: { limit: 255 } }], 'body')).toEnvelope(),
  401: error('AUTH__CONTEXT_TOKEN_INVALID', 'The session has expired; log in again.'),
  403: error('AUTH__PERMISSION_DENIED', 'This needs the permission "employee.create".'),
  404: listNotFound(listId).toEnvelope(),
  409: duplicateEmail('/email').toEnvelope(),
  406: error('REQUEST__NOT_ACCEPTABLE', 'The export is text/csv or application/json.'),
  412: envelopeOf(() => assertVersion(4, 3)),
  413: bodyTooLarge(1024 * 1024, 'BODY_LIMIT_BYTES').toEnvelope(),
  415: unsupportedMediaType(undefined, 'text/plain').toEnvelope(),
  429: error('REQUEST__TOO_MANY_REQUESTS', 'Too many requests from this client; try again in 12 seconds.'),
  500: error('SERVER__INTERNAL_ERROR', 'An unexpected error occurred. Quote the request id when reporting it.'),
  503: error('SERVER__UNAVAILABLE', 'The database cannot be reached right now; nothing was written. Try again shortly.'),
  507: error('SERVER__INSUFFICIENT_STORAGE', "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."),
};

const SCIM_ERROR_DETAILS: Record<number, [string | undefined, string]> = {
  400: ['invalidFilter', 'Only userName eq "…", externalId eq "…", emails.value eq "…" filters are supported.'],
  401: [undefined, 'A valid SCIM bearer token is required (POST /store-api/organization/scim-token creates one).'],
  404: [undefined, 'No user has the id "emp-1042".'],
  409: ['uniqueness', 'A user with the email "mia.weber@acme.example" exists already (id emp-1042).'],
  413: ['invalidValue', 'The request body is larger than 1048576 bytes (BODY_LIMIT_BYTES).'],
  415: ['invalidValue', 'The request body must be JSON: Content-Type: application/scim+json or application/json.'],
  429: [undefined, 'Too many requests from this client; try again in 12 seconds.'],
  500: [undefined, 'An unexpected error occurred. Quote the request id when reporting it.'],
  503: [undefined, 'The database cannot be reached right now; nothing was written. Try again shortly.'],
};

/** A SCIM error (RFC 7644 §3.12) of this status, for the /scim/v2 operations. */
export function scimErrorExample(status: number): unknown {
  const [scimType, detail] = SCIM_ERROR_DETAILS[status] ?? [undefined, 'Error.'];
  return scimErrorBody(status, detail, scimType);
}

/** What each status means, for the answers' descriptions. */
export const STATUS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK.',
  201: 'Created.',
  204: 'Done; no body.',
  302: 'A redirect: Location names where to go.',
  304: 'Not modified since the version in If-None-Match; no body.',
  400: 'The request is invalid: every failing field is one error with its JSON pointer.',
  401: 'The access key, the context token or the credentials are missing or not valid.',
  403: 'The caller lacks the permission this operation needs.',
  404: "The resource does not exist in the caller's organization (or no such route).",
  406: 'The Accept header asks for a form this answer does not come in.',
  409: "The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty).",
  412: 'If-Match names another version than the current one.',
  413: 'The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit.',
  415: 'The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes.',
  429: 'Too many requests or failed logins from this client; Retry-After says when to try again.',
  500: 'An unexpected error; the detail names the request id to quote.',
  503: 'The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may).',
  507: "The database's storage is full: nothing was written; reads go on.",
};

/** Bodies and answers that are not JSON, by operation (openapi.ts puts them in the document). */
export const CSV_EXAMPLES = {
  importProductList: '\uFEFFproductId;quantity;note\r\nSW10001;12;Only the 1 kg packs\r\nSW10007;2;\r\n',
  exportProductList: 'productId,quantity,note\r\nSW10001,12,Only the 1 kg packs\r\nSW10007,2,\r\n',
  upsertEmployees:
    'id,password,email,firstName,lastName,role,unit\r\nemp-1042,correct horse battery,mia.weber@acme.example,Mia,Weber,member,Sales/North\r\nemp-1044,,lena.koch@acme.example,Lena,Koch,,\r\n',
  streamProductListEvents: `retry: 2000\n\nid: 3\nevent: ready\ndata: {"listId":"${listId}","version":3}\n\nid: 4\nevent: list.changed\ndata: {"listId":"${listId}","version":4,"updatedAt":"2026-11-23T09:31:00.000Z","updatedBy":"emp-1042","changes":["items.added"],"items":{"added":["SW10009"],"changed":[],"removed":[]},"complete":true}\n\n: heartbeat\n\n`,
} as const;
