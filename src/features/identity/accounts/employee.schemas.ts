import { Type, type Static } from 'typebox';
import { ClientId, Nullable, SingleLineText, StringEnum, Timestamp } from '../../../platform/http/common.schemas.js';
import { CustomFieldsAnswer, CustomFieldsInput } from '../../../kernel/custom-fields.js';

export const EmployeeRole = Type.String({
  pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$',
  description: 'A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role).',
});
export const EmployeeStatus = StringEnum(['active', 'invited', 'inactive']);
/** A client may switch an employee between these; `invited` ends by accepting the invitation. */
export const SettableStatus = StringEnum(['active', 'inactive']);

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const Password = Type.String({ minLength: 8, maxLength: 1024, description: '8–1024 characters; stored only as an Argon2id hash.' });
const PersonName = Nullable(SingleLineText({ maxLength: 255 }));
/** An employee's unit as clients set it: a unit of the caller's branch, or null for the organization level (organization-level callers only). */
const UnitIdInput = Nullable(
  SingleLineText({ minLength: 1, maxLength: 64, description: 'A unit of your branch; null: the organization level. Absent on create: your own unit.' }),
);

/** An employee as every answer shows it. The password never appears. */
export const Employee = Type.Object(
  {
    apiAlias: Type.Literal('b2b_employee'),
    id: Type.String(),
    organizationId: Type.String(),
    email: Nullable(Type.String()),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    role: EmployeeRole,
    status: EmployeeStatus,
    unitId: Nullable(
      Type.String({ description: "The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only." }),
    ),
    lastLoginAt: Nullable(Timestamp),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    version: Type.Integer(),
    customFields: CustomFieldsAnswer,
  },
  { description: 'An employee of a business customer.' },
);
export type Employee = Static<typeof Employee>;

/** `GET /account/me` adds what the caller may do. */
export const AccountMe = Type.Object({
  ...Employee.properties,
  permissions: Type.Array(Type.String()),
  secondFactor: Type.Boolean({ description: "Whether the person's second factor (TOTP) is on." }),
  organizations: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      employeeId: Type.String(),
      status: Type.Union([Type.Literal('active'), Type.Literal('invited')]),
    }),
    { description: 'Every organization the person belongs to (one login, several organizations): `POST /account/switch-organization` moves there.' },
  ),
});

/** One record of the bulk submission (`POST /employees`). */
export const EmployeeRecord = Type.Object(
  {
    id: ClientId,
    password: Type.Optional(Password),
    email: Type.Optional(Nullable(Email)),
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    role: Type.Optional(EmployeeRole),
    status: Type.Optional(SettableStatus),
    unitId: Type.Optional(UnitIdInput),
    unit: Type.Optional(
      SingleLineText({
        minLength: 1,
        maxLength: 1400,
        description: 'The unit as a CSV file names it: its id, or its path of names from the top (`Sales/North`, ignoring case).',
      }),
    ),
    customFields: Type.Optional(CustomFieldsInput),
  },
  { additionalProperties: false },
);
export type EmployeeRecord = Static<typeof EmployeeRecord>;

/** The most records one `POST /employees` takes (JSON or CSV rows). */
export const MAX_BULK_RECORDS = 1000;
export const EmployeeBulk = Type.Array(EmployeeRecord, {
  minItems: 1,
  maxItems: MAX_BULK_RECORDS,
  description: '1–1000 records (a single object is also accepted).',
});
export type EmployeeBulk = Static<typeof EmployeeBulk>;

export const EmployeeBulkResult = Type.Object({
  apiAlias: Type.Literal('b2b_employee_bulk_result'),
  created: Type.Integer(),
  updated: Type.Integer(),
  elements: Type.Array(Employee),
});

/** `POST /employee`: an admin creates one employee; with a password it is active at once. */
export const EmployeeCreate = Type.Object(
  {
    id: Type.Optional(ClientId),
    email: Email,
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    role: Type.Optional(EmployeeRole),
    unitId: Type.Optional(UnitIdInput),
    password: Type.Optional(Password),
    customFields: Type.Optional(CustomFieldsInput),
  },
  { additionalProperties: false },
);
export type EmployeeCreate = Static<typeof EmployeeCreate>;

/** `POST /employee/add`: an invitation; the employee sets their own password. */
export const EmployeeInvite = Type.Object(
  {
    id: Type.Optional(ClientId),
    email: Email,
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    role: Type.Optional(EmployeeRole),
    unitId: Type.Optional(UnitIdInput),
    customFields: Type.Optional(CustomFieldsInput),
  },
  { additionalProperties: false },
);
export type EmployeeInvite = Static<typeof EmployeeInvite>;

export const EmployeePatch = Type.Object(
  {
    email: Type.Optional(Nullable(Email)),
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    role: Type.Optional(EmployeeRole),
    status: Type.Optional(SettableStatus),
    unitId: Type.Optional(UnitIdInput),
    password: Type.Optional(Password),
    currentPassword: Type.Optional(Type.String({ maxLength: 1024, description: "Required to change one's own password." })),
    customFields: Type.Optional(CustomFieldsInput),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type EmployeePatch = Static<typeof EmployeePatch>;

export const Invitation = Type.Object({
  apiAlias: Type.Literal('b2b_employee_invitation'),
  token: Type.String({ description: 'One-time token; shown only in this answer.' }),
  expiresAt: Timestamp,
});
export type Invitation = Static<typeof Invitation>;

export const InvitedEmployee = Type.Object({ ...Employee.properties, invitation: Invitation });
export type InvitedEmployee = Static<typeof InvitedEmployee>;

/** `POST /employee`: the invitation is there only when the employee was invited (no password given). */
export const CreatedEmployee = Type.Object({ ...Employee.properties, invitation: Type.Optional(Invitation) });

export const InvitationAccept = Type.Object(
  {
    token: SingleLineText({ minLength: 1, maxLength: 256 }),
    password: Password,
  },
  { additionalProperties: false },
);
export type InvitationAccept = Static<typeof InvitationAccept>;

export const EmployeeListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    term: Type.Optional(SingleLineText({ maxLength: 255 })),
    sort: Type.Optional(SingleLineText({ maxLength: 255, description: 'Comma-separated fields, "-" for descending: `lastName,-createdAt`.' })),
    status: Type.Optional(EmployeeStatus),
    role: Type.Optional(EmployeeRole),
  },
  { additionalProperties: false },
);
export type EmployeeListQuery = Static<typeof EmployeeListQuery>;
