import type { FastifyReply } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { Timestamp } from '../../../platform/http/common.schemas.js';

export const SCIM_MEDIA_TYPE = 'application/scim+json';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/**
 * A resource as `attributes` or `excludedAttributes` asks (RFC 7644 §3.4.2.5): `schemas` and `id`
 * always stay; a name with a dot is a sub-attribute (`name.givenName`, `emails.value`); names are
 * matched ignoring case, as SCIM's attribute names are.
 */
export function projectAttributes<Resource extends Record<string, unknown>>(resource: Resource, query: ScimAttributesQuery): Resource {
  const names = (list: string | undefined) =>
    (list ?? '')
      .split(',')
      .map((name) =>
        name
          .trim()
          .toLowerCase()
          .replace(/^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/, ''),
      )
      .filter(Boolean);
  const only = names(query.attributes);
  const without = names(query.excludedAttributes);
  if (only.length === 0 && without.length === 0) return resource;
  const pick = (value: unknown, prefix: string): unknown => {
    if (Array.isArray(value)) return value.map((entry) => pick(entry, prefix));
    if (typeof value !== 'object' || value === null) return value;
    const kept: Record<string, unknown> = {};
    for (const [key, part] of Object.entries(value)) {
      const name = `${prefix}${key.toLowerCase()}`;
      if (prefix === '' && (name === 'schemas' || name === 'id')) kept[key] = part;
      else if (without.includes(name)) continue;
      else if (only.length > 0 && !only.some((wanted) => wanted === name || wanted.startsWith(`${name}.`) || name.startsWith(`${wanted}.`))) continue;
      else
        kept[key] =
          only.some((wanted) => wanted.startsWith(`${name}.`)) || without.some((unwanted) => unwanted.startsWith(`${name}.`)) ? pick(part, `${name}.`) : part;
    }
    return kept;
  };
  return pick(resource, '') as Resource;
}

/** Whether an answer shaped by `query` holds `attribute` (a top-level one): what need not be read at all. */
export function answersAttribute(query: ScimAttributesQuery, attribute: string): boolean {
  return projectAttributes({ schemas: [], id: '', [attribute]: true }, query)[attribute] === true;
}

/** A SCIM error's body (RFC 7644 §3.12): every SCIM error of the service is built here. */
export function scimErrorBody(status: number, detail: string, scimType?: string) {
  return { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

/** A SCIM error answered before any route ran (a URL the router could not read): given to the platform's error handler at start. */
export function answerInScimFormat(reply: FastifyReply, status: number, detail: string): void {
  void reply
    .code(status)
    .type(SCIM_MEDIA_TYPE)
    .send(scimErrorBody(status, detail, 'invalidValue'));
}

/** A SCIM answer: the schema under `application/scim+json` (the media type RFC 7644 names). */
export function scim<T extends TSchema>(schema: T) {
  return { description: (schema as { description?: string }).description ?? 'Answer.', content: { [SCIM_MEDIA_TYPE]: { schema } } };
}

const Meta = Type.Object({
  resourceType: Type.Optional(Type.String()),
  created: Type.Optional(Timestamp),
  lastModified: Type.Optional(Timestamp),
  location: Type.Optional(Type.String()),
  version: Type.Optional(Type.String()),
});

/**
 * A User and a Group as answered: `schemas` and `id` always; every other attribute only as far as
 * `attributes` and `excludedAttributes` leave it (RFC 7644 §3.4.2.5), so each is optional here.
 */
export const ScimUser = Type.Object(
  {
    schemas: Type.Array(Type.String()),
    id: Type.String({ description: "The employee's id." }),
    externalId: Type.Optional(Type.String()),
    userName: Type.Optional(
      Type.String({
        description: "As the provider set it; while it is the employee's login (their email), it follows a change of the email, and the other way round.",
      }),
    ),
    displayName: Type.Optional(Type.String({ description: 'As the provider set it (answered back; the API names people by their first and last name).' })),
    name: Type.Optional(Type.Object({ givenName: Type.Optional(Type.String()), familyName: Type.Optional(Type.String()) })),
    emails: Type.Optional(
      Type.Array(Type.Object({ value: Type.Optional(Type.String()), type: Type.Optional(Type.String()), primary: Type.Optional(Type.Boolean()) })),
    ),
    active: Type.Optional(Type.Boolean({ description: 'false: the employee is inactive (cannot sign in; sessions ended).' })),
    groups: Type.Optional(
      Type.Array(Type.Object({ value: Type.Optional(Type.String()), display: Type.Optional(Type.String()) }), {
        description: 'The one organization unit the employee is in (none at organization level).',
      }),
    ),
    meta: Type.Optional(Meta),
  },
  { description: 'An employee as a SCIM User.' },
);
export type ScimUser = Static<typeof ScimUser>;

export const ScimGroup = Type.Object(
  {
    schemas: Type.Array(Type.String()),
    id: Type.String({ description: "The organization unit's id." }),
    displayName: Type.Optional(Type.String()),
    members: Type.Optional(Type.Array(Type.Object({ value: Type.Optional(Type.String()), display: Type.Optional(Type.String()) }))),
    meta: Type.Optional(Meta),
  },
  { description: 'An organization unit as a SCIM Group: its members are the employees directly in it.' },
);
export type ScimGroup = Static<typeof ScimGroup>;

export function ListResponse<T extends TSchema>(resource: T) {
  return Type.Object(
    {
      schemas: Type.Array(Type.String()),
      totalResults: Type.Integer(),
      startIndex: Type.Integer(),
      itemsPerPage: Type.Integer(),
      Resources: Type.Array(resource),
    },
    { description: 'A page of resources (`startIndex` is 1-based).' },
  );
}

export const ScimError = Type.Object(
  {
    schemas: Type.Array(Type.String()),
    status: Type.String(),
    scimType: Type.Optional(Type.String({ description: 'uniqueness, invalidFilter, invalidValue, invalidSyntax, mutability, noTarget, invalidPath.' })),
    detail: Type.String(),
  },
  { description: 'A SCIM error (RFC 7644 §3.12).' },
);

/** SCIM bodies as identity providers send them: checked attribute by attribute (scim.users.ts), so one provider's extra attributes do not fail a request. */
export const ScimBody = Type.Object({ schemas: Type.Optional(Type.Array(Type.String())) }, { additionalProperties: true });

const AttributeList = (description: string) => Type.Optional(Type.String({ maxLength: 1024, description }));

/** `attributes` and `excludedAttributes` (RFC 7644 §3.4.2.5), on every operation that answers a resource. */
export const ScimAttributesQuery = Type.Object(
  {
    attributes: AttributeList('Only these attributes are answered (comma-separated; `name.givenName` for a sub-attribute), besides `schemas` and `id`.'),
    excludedAttributes: AttributeList('These attributes are left out (comma-separated): Entra ID asks for groups with `excludedAttributes=members`.'),
  },
  { additionalProperties: true },
);
export type ScimAttributesQuery = Static<typeof ScimAttributesQuery>;

export const ScimListQuery = Type.Object(
  {
    filter: Type.Optional(
      Type.String({ maxLength: 1024, description: '`<attribute> eq "<value>"`: userName, externalId, emails.value (Users), displayName (Groups).' }),
    ),
    startIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: '1-based; default 1.' })),
    count: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'At most 200 answered; default 100.' })),
    ...ScimAttributesQuery.properties,
  },
  { additionalProperties: true, description: 'Parameters of SCIM this service does not use (sortBy, sortOrder) are ignored, as identity providers send them.' },
);

export const ScimIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The discovery documents (RFC 7644 §4): described, not constrained. */
export const ScimDocument = Type.Object(
  { schemas: Type.Optional(Type.Array(Type.String())) },
  { additionalProperties: true, description: 'A SCIM discovery document.' },
);

export const ScimTokenAnswer = Type.Object({
  apiAlias: Type.Literal('b2b_scim_token'),
  token: Type.String({ description: 'The bearer token for the identity provider: shown this once, kept only as a hash.' }),
  baseUrl: Type.String({ description: 'The SCIM base URL to give the identity provider (Tenant URL in Entra ID, SCIM connector base URL in Okta).' }),
  createdAt: Timestamp,
});
