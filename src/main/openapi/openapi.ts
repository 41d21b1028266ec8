import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Guard } from '../../features/identity/sessions/auth.hooks.js';
import { SERVICE_VERSION } from '../../kernel/version.js';
import { ErrorEnvelope } from '../../kernel/errors.js';
import { CSV_EXAMPLES, ERROR_EXAMPLES, OPERATION_EXAMPLES, scimErrorExample, STATUS_DESCRIPTIONS } from './openapi.examples.js';
import { SCIM_MEDIA_TYPE } from '../../features/federation/scim/scim.schemas.js';
import { DOCS_PAGE_PATH } from '../../platform/http/document-paths.js';

/**
 * The docs page runs Swagger UI's own scripts and styles from this service and calls only this
 * service; nothing loads from elsewhere. Swagger UI sets inline styles, hence 'unsafe-inline' for
 * styles (never for scripts).
 */
const DOCS_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Every group of operations, in the order the docs page shows them, each said in one sentence (a test checks none is missing). */
export const TAGS = [
  { name: 'account', description: 'Log in (password, second factor, single sign-on, guests) and out; the caller, their sessions and organizations.' },
  {
    name: 'product lists',
    description: 'Named lists of products with quantities and notes: search, create, change, share, order, import and export, approve, follow live.',
  },
  { name: 'employees', description: "The employees of the caller's organization: invitations, roles, units, bulk import, search." },
  { name: 'organization units', description: 'The customer as a tree of units (at most 5 levels): who acts where, and the lists and people of each branch.' },
  {
    name: 'roles',
    description: 'Roles the organization defines: named sets of permissions (never more than their author holds), besides the built-in admin and member.',
  },
  {
    name: 'organization',
    description: "The organization's name and policies: password logins, a required second factor, list retention, who may share lists company-wide.",
  },
  { name: 'history', description: 'Every change as an event, numbered per organization: who, when, what; read by resource or searched.' },
  { name: 'webhooks', description: "The organization's events delivered to its own systems: signed, in order, retried; their delivery log." },
  {
    name: 'single sign-on',
    description: "Sign-in through the organization's OpenID provider (Entra ID, Okta, Keycloak…): its settings and the browser's way there and back.",
  },
  {
    name: 'provisioning (SCIM)',
    description: 'SCIM 2.0 for identity providers: users become employees and groups become units, created, changed and removed by the provider.',
  },
  { name: 'system', description: 'Health probes, the version and this document; no credentials needed.' },
];

/**
 * A Swagger UI plugin (serialized into the page's script by @fastify/swagger-ui, so it names
 * nothing outside itself): the filter box finds operations by path, method, operationId or summary,
 * not only groups by name, and opens the groups it found (they are collapsed otherwise).
 */
function operationFilter(system: { layoutActions: { show(key: string[], shown: boolean): void } }) {
  let opened = '';
  type Entries = {
    filter(keep: (value: Entries, key: string) => boolean): Entries;
    map(change: (value: Entries, key: string) => Entries): Entries;
    get(key: string): Entries;
    getIn(path: string[]): unknown;
    set(key: string, value: Entries): Entries;
    size: number;
    keySeq(): { forEach(each: (key: string) => void): void };
  };
  return {
    fn: {
      opsFilter: (taggedOps: Entries, phrase: string) => {
        const wanted = String(phrase ?? '')
          .trim()
          .toLowerCase();
        if (wanted === '') return taggedOps;
        const matches = (operation: Entries) =>
          [
            operation.getIn(['path']),
            operation.getIn(['method']),
            operation.getIn(['operation', 'operationId']),
            operation.getIn(['operation', 'summary']),
          ].some((value) =>
            String(value ?? '')
              .toLowerCase()
              .includes(wanted),
          );
        const found = taggedOps
          .map((group, tag) => (tag.toLowerCase().includes(wanted) ? group : group.set('operations', group.get('operations').filter(matches))))
          .filter((group) => group.get('operations').size > 0);
        if (opened !== wanted) {
          opened = wanted;
          setTimeout(
            () =>
              found.keySeq().forEach((tag) => {
                system.layoutActions.show(['operations-tag', tag], true);
              }),
            0,
          );
        }
        return found;
      },
    },
  };
}

/** Registers the document (generated from the routes registered after this) and the docs page. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  documentRoutes(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Store API',
        version: SERVICE_VERSION,
        description:
          'Product lists and employees for B2B storefronts, in the conventions of the Shopware 6 Store API. ' +
          "Every call under /store-api/ sends the sales channel's `sw-access-key`; calls made as an employee also send the `sw-context-token` that login answers. " +
          'Every error answer is the same envelope: `{ "errors": [{ "status", "code", "title", "detail", "source": { "pointer" }, "meta" }] }`.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          accessKey: {
            type: 'apiKey',
            in: 'header',
            name: 'sw-access-key',
            description: "The storefront's access key: `STORE_API_ACCESS_KEY`, or the one the service prints at its first start.",
          },
          contextToken: { type: 'apiKey', in: 'header', name: 'sw-context-token', description: 'The session token from `POST /store-api/account/login`.' },
          scimBearer: {
            type: 'http',
            scheme: 'bearer',
            description: "The organization's SCIM token (`POST /store-api/organization/scim-token`), for /scim/v2 only.",
          },
        },
      },
    },
    transformObject: (document) =>
      ('openapiObject' in document ? completeDocument(document.openapiObject as OpenApiDocument) : document.swaggerObject) as never,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PAGE_PATH,
    staticCSP: DOCS_PAGE_CSP,
    validatorUrl: false,
    theme: { title: 'Store API reference' },
    // BaseLayout: the reference without Swagger's top bar, whose address box would invite loading other documents.
    // Groups collapsed (about 90 operations), a filter box over operations, the authorization kept in
    // the browser's storage across reloads (it is the visitor's own key and token, on their machine).
    uiConfig: {
      layout: 'BaseLayout',
      docExpansion: 'none',
      filter: true,
      displayOperationId: true,
      tryItOutEnabled: true,
      persistAuthorization: true,
      defaultModelsExpandDepth: 0,
      plugins: [operationFilter],
    },
  });
}

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { type?: unknown }; example?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown; example?: unknown }>; headers?: Record<string, unknown> }>;
}
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

/** Headers answers carry, by the operations that send them. */
const ETAG = { description: 'The resource\'s version, `"<version>"`: send it as If-Match to update only that version.', schema: { type: 'string' } };
const LOCATION = { description: 'Where the new resource is read.', schema: { type: 'string' } };
const CONTEXT_TOKEN = { description: "The new session's context token (the same as in the body).", schema: { type: 'string' } };
const RETRY_AFTER = { description: 'Seconds until the client may try again.', schema: { type: 'integer' } };
const VERSIONED = new Set([
  'reorderProductList',
  'exportProductList',
  'importProductList',
  'createEmployee',
  'inviteEmployee',
  'readEmployee',
  'updateEmployee',
  'createProductList',
  'readProductList',
  'updateProductList',
  'deleteProductList',
  'duplicateProductList',
  'readProductListShares',
  'replaceProductListShares',
  'createRole',
  'readRole',
  'updateRole',
]);

/**
 * What the route schemas cannot say by themselves: which request bodies are optional, what each
 * status means, the headers answers carry, and an example of every request and answer.
 */
function completeDocument<Document extends OpenApiDocument>(document: Document): Document {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ErrorEnvelope: JSON.parse(JSON.stringify(ErrorEnvelope)) } };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      markOptionalBody(operation);
      documentOtherMedia(operation);
      const examples = operation.operationId ? OPERATION_EXAMPLES[operation.operationId] : undefined;
      for (const parameter of operation.parameters ?? []) {
        if (examples?.parameters?.[parameter.name] !== undefined) parameter.example = examples.parameters[parameter.name];
      }
      const body = operation.requestBody?.content?.['application/json'];
      if (body && examples?.body !== undefined) body.example = examples.body;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const code = Number(status);
        if (code >= 300 || !response.description || response.description === 'Default Response') response.description = STATUS_DESCRIPTIONS[code] ?? 'Answer.';
        // SCIM answers (and errors) are application/scim+json, in SCIM's own error schema.
        const scimMedia = response.content?.[SCIM_MEDIA_TYPE];
        const media = response.content?.['application/json'] ?? scimMedia;
        // Every error is the one envelope: a shared schema (typed clients get one error type).
        if (media && !scimMedia && code >= 400 && operation.operationId !== 'readReadiness') media.schema = { $ref: '#/components/schemas/ErrorEnvelope' };
        const example = examples?.answers[code] ?? (scimMedia ? scimErrorExample(code) : ERROR_EXAMPLES[code]);
        if (media && example !== undefined) media.example = example;
        const headers: Record<string, unknown> = {};
        if (code < 300 && code !== 204 && VERSIONED.has(operation.operationId ?? '')) headers.ETag = ETAG;
        if (code === 201) headers.Location = LOCATION;
        if (
          code === 200 &&
          (operation.operationId === 'loginEmployee' || operation.operationId === 'acceptEmployeeInvitation' || operation.operationId === 'exchangeSsoCode')
        )
          headers['sw-context-token'] = CONTEXT_TOKEN;
        if (code === 429) headers['Retry-After'] = RETRY_AFTER;
        if (Object.keys(headers).length > 0) response.headers = { ...response.headers, ...headers };
      }
    }
  }
  return document;
}

const TEXT = { type: 'string' } as const;

/** Bodies and answers in CSV, as an event stream or as a script: the route schemas describe JSON only. */
function documentOtherMedia(operation: Operation): void {
  const id = operation.operationId;
  if (id === 'importProductList' && operation.requestBody) {
    operation.requestBody.content = {
      'text/csv': { schema: { ...TEXT, description: 'productId,quantity,note (see the description).' } as never, example: CSV_EXAMPLES.importProductList },
    };
  }
  if (id === 'upsertEmployees' && operation.requestBody?.content) {
    operation.requestBody.content['text/csv'] = {
      schema: { ...TEXT, description: 'id,password,email,firstName,lastName,role (see the description).' } as never,
      example: CSV_EXAMPLES.upsertEmployees,
    };
  }
  const ok = operation.responses?.['200'];
  if (id === 'exportProductList' && ok?.content) {
    ok.content = { 'text/csv': { schema: TEXT, example: CSV_EXAMPLES.exportProductList }, ...ok.content };
  }
  if (id === 'streamProductListEvents' && ok) {
    ok.content = { 'text/event-stream': { schema: TEXT, example: CSV_EXAMPLES.streamProductListEvents } };
  }
  if (id === 'readElementsScript' && ok) {
    ok.content = { 'text/javascript': { schema: TEXT, example: "export * from './store-api-elements.4f1c2a9e7b3d.js';\n" } };
  }
}

/**
 * @fastify/swagger marks every request body required; a body the route also takes as absent (its
 * schema admits null, or has no type: `DELETE /product-lists/{id}` without one deletes the list, a
 * search without one is the first page) is documented as optional.
 */
function markOptionalBody(operation: Operation): void {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!operation.requestBody || !schema) return;
  const types = [schema.type].flat();
  if (schema.type === undefined || types.includes('null')) operation.requestBody.required = false;
}

/**
 * Every guarded route says in the OpenAPI document which credentials and permission it needs; every
 * route that reads a body (any POST, PATCH or DELETE: the body is parsed before the route runs) can
 * answer 413 and 415.
 */
function documentRoutes(app: FastifyInstance): void {
  // (`x-guests`: whether a guest's session may call the route.)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/store-api/') || route.url.startsWith('/store-api/_info/')) return;
    route.schema ??= {};
    const schema = route.schema as Record<string, unknown>;
    const methods = [route.method].flat();
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      schema.response = { 413: ErrorEnvelope, 415: ErrorEnvelope, ...(schema.response as object | undefined) };
    }
    const handlers = [route.preHandler].flat().filter(Boolean) as Guard[];
    const guard = handlers.find((handler) => handler.session);
    // `{}`: no credentials (a browser opens the route itself).
    schema.security = (route.config as { browser?: boolean } | undefined)?.browser ? [{}] : guard ? [{ accessKey: [], contextToken: [] }] : [{ accessKey: [] }];
    // A GET's HEAD route shares its schema, and comes through here too: said once.
    if (guard && schema['x-guests'] === undefined) {
      // Every session route but the guests' answers a guest 403 AUTH__GUEST_NOT_ALLOWED.
      schema['x-guests'] = guard.guests === true;
      if (!guard.guests) schema.response = { 403: ErrorEnvelope, ...(schema.response as object | undefined) };
    }
    if (guard?.permission && schema['x-permission'] === undefined) {
      schema['x-permission'] = guard.permission;
      const description = typeof schema.description === 'string' ? `${schema.description}\n\n` : '';
      schema.description = `${description}Requires the permission \`${guard.permission}\`${guard.organizationLevel ? ', held at organization level' : ''}${guard.guests ? '; guests may call it on their own lists' : ''}.`;
    }
  });
}
