import { Type, type Static, type TSchema } from 'typebox';
import { Timestamp } from '../http/common.schemas.js';

export const SCIM_MEDIA_TYPE = 'application/scim+json';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A SCIM error's body (RFC 7644 §3.12): every SCIM error of the service is built here. */
export function scimErrorBody(status: number, detail: string, scimType?: string) {
  return { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

/** A SCIM answer: the schema under `application/scim+json` (the media type RFC 7644 names). */
export function scim<T extends TSchema>(schema: T) {
  return { description: (schema as { description?: string }).description ?? 'Answer.', content: { [SCIM_MEDIA_TYPE]: { schema } } };
}

const Meta = Type.Object({
  resourceType: Type.String(),
  created: Timestamp,
  lastModified: Timestamp,
  location: Type.String(),
  version: Type.String(),
});

export const ScimUser = Type.Object({
  schemas: Type.Array(Type.String()),
  id: Type.String({ description: 'The employee\'s id.' }),
  externalId: Type.Optional(Type.String()),
  userName: Type.String(),
  name: Type.Object({ givenName: Type.Optional(Type.String()), familyName: Type.Optional(Type.String()) }),
  emails: Type.Array(Type.Object({ value: Type.String(), type: Type.String(), primary: Type.Boolean() })),
  active: Type.Boolean({ description: 'false: the employee is inactive (cannot sign in; sessions ended).' }),
  groups: Type.Array(Type.Object({ value: Type.String(), display: Type.String() }), { description: 'The one organization unit the employee is in (none at organization level).' }),
  meta: Meta,
}, { description: 'An employee as a SCIM User.' });
export type ScimUser = Static<typeof ScimUser>;

export const ScimGroup = Type.Object({
  schemas: Type.Array(Type.String()),
  id: Type.String({ description: 'The organization unit\'s id.' }),
  displayName: Type.String(),
  members: Type.Array(Type.Object({ value: Type.String(), display: Type.Optional(Type.String()) })),
  meta: Meta,
}, { description: 'An organization unit as a SCIM Group: its members are the employees directly in it.' });
export type ScimGroup = Static<typeof ScimGroup>;

export function ListResponse<T extends TSchema>(resource: T) {
  return Type.Object({
    schemas: Type.Array(Type.String()),
    totalResults: Type.Integer(),
    startIndex: Type.Integer(),
    itemsPerPage: Type.Integer(),
    Resources: Type.Array(resource),
  }, { description: 'A page of resources (`startIndex` is 1-based).' });
}

export const ScimError = Type.Object({
  schemas: Type.Array(Type.String()),
  status: Type.String(),
  scimType: Type.Optional(Type.String({ description: 'uniqueness, invalidFilter, invalidValue, invalidSyntax, mutability, noTarget, invalidPath.' })),
  detail: Type.String(),
}, { description: 'A SCIM error (RFC 7644 §3.12).' });

/** SCIM bodies as identity providers send them: checked attribute by attribute (scim.users.ts), so one provider's extra attributes do not fail a request. */
export const ScimBody = Type.Object({ schemas: Type.Optional(Type.Array(Type.String())) }, { additionalProperties: true });

export const ScimListQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 1024, description: '`<attribute> eq "<value>"`: userName, externalId, emails.value (Users), displayName (Groups).' })),
  startIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: '1-based; default 1.' })),
  count: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'At most 200 answered; default 100.' })),
});

export const ScimIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The discovery documents (RFC 7644 §4): described, not constrained. */
export const ScimDocument = Type.Object({ schemas: Type.Optional(Type.Array(Type.String())) }, { additionalProperties: true, description: 'A SCIM discovery document.' });

export const ScimTokenAnswer = Type.Object({
  apiAlias: Type.Literal('b2b_scim_token'),
  token: Type.String({ description: 'The bearer token for the identity provider: shown this once, kept only as a hash.' }),
  baseUrl: Type.String({ description: 'The SCIM base URL to give the identity provider (Tenant URL in Entra ID, SCIM connector base URL in Okta).' }),
  createdAt: Timestamp,
});
