import { GROUP_SCHEMA, LIST_SCHEMA, USER_SCHEMA } from './scim.schemas.js';

/** SCIM's discovery documents (RFC 7644 §4, RFC 7643 §5–7): what this service supports and keeps. */

const meta = (baseUrl: string, resourceType: string, path: string) => ({ resourceType, location: `${baseUrl}${path}` });

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/store-api/_info/swagger.html`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'The token POST /store-api/organization/scim-token answers, as `Authorization: Bearer <token>`.',
        primary: true,
      },
    ],
    meta: meta(baseUrl, 'ServiceProviderConfig', '/ServiceProviderConfig'),
  };
}

export function resourceTypes(baseUrl: string) {
  const types = [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'An employee of the organization',
      schema: USER_SCHEMA,
      meta: meta(baseUrl, 'ResourceType', '/ResourceTypes/User'),
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'An organization unit',
      schema: GROUP_SCHEMA,
      meta: meta(baseUrl, 'ResourceType', '/ResourceTypes/Group'),
    },
  ];
  return { schemas: [LIST_SCHEMA], totalResults: types.length, startIndex: 1, itemsPerPage: types.length, Resources: types };
}

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export function schemas(baseUrl: string) {
  const user = {
    id: USER_SCHEMA,
    name: 'User',
    description: 'An employee',
    attributes: [
      attribute('userName', 'string', { required: true, uniqueness: 'server' }),
      attribute('externalId', 'string', { caseExact: true }),
      attribute('displayName', 'string'),
      attribute('name', 'complex', { subAttributes: [attribute('givenName', 'string'), attribute('familyName', 'string')] }),
      attribute('emails', 'complex', {
        multiValued: true,
        subAttributes: [attribute('value', 'string'), attribute('type', 'string'), attribute('primary', 'boolean')],
      }),
      attribute('active', 'boolean'),
      attribute('groups', 'complex', {
        multiValued: true,
        mutability: 'readOnly',
        subAttributes: [attribute('value', 'string'), attribute('display', 'string')],
      }),
    ],
    meta: meta(baseUrl, 'Schema', `/Schemas/${USER_SCHEMA}`),
  };
  const group = {
    id: GROUP_SCHEMA,
    name: 'Group',
    description: 'An organization unit',
    attributes: [
      attribute('displayName', 'string', { required: true }),
      attribute('members', 'complex', { multiValued: true, subAttributes: [attribute('value', 'string'), attribute('display', 'string')] }),
    ],
    meta: meta(baseUrl, 'Schema', `/Schemas/${GROUP_SCHEMA}`),
  };
  return { schemas: [LIST_SCHEMA], totalResults: 2, startIndex: 1, itemsPerPage: 2, Resources: [user, group] };
}
