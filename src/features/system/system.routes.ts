import { pingDatabase } from '../../platform/db/dialect.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SERVICE_VERSION } from '../../kernel/version.js';
import { ErrorEnvelope } from '../../kernel/errors.js';
import { DOCS_PAGE_PATH, DOCUMENT_PATH } from '../../platform/http/document-paths.js';

/** The _info routes are rate limited like every API route (never the health probes). */
const infoErrors = { 429: ErrorEnvelope, 500: ErrorEnvelope };

const HealthStatus = Type.Object({ status: Type.String(), database: Type.Optional(Type.String()) });

/** Health probes, the version and the generated OpenAPI document: no credentials needed. */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let documentJson: string | undefined;

  app.get(
    '/health/live',
    {
      schema: { operationId: 'readLiveness', tags: ['system'], summary: 'The process is up.', response: { 200: HealthStatus } },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'readReadiness',
        tags: ['system'],
        summary: 'The database answers and the instance is not shutting down; take traffic.',
        response: { 200: HealthStatus, 503: HealthStatus },
      },
    },
    async (_request, reply) => {
      // First sign of a SIGTERM drain (shutdown.ts): the balancer stops sending before the listener closes.
      if (app.shutdown.draining) return reply.code(503).send({ status: 'draining', database: app.dialect });
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: app.dialect };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: app.dialect });
      }
    },
  );

  // A person who opens the service's address in a browser lands on the docs page.
  app.get(
    '/',
    {
      schema: {
        operationId: 'readRoot',
        tags: ['system'],
        summary: "The service's address: a redirect (302) to the docs page.",
        response: { 302: Type.Null({ description: `Location: ${DOCS_PAGE_PATH}` }), ...infoErrors },
      },
    },
    async (_request, reply) => reply.redirect(DOCS_PAGE_PATH, 302),
  );

  app.get(
    '/store-api/_info/version',
    {
      schema: {
        operationId: 'readVersion',
        tags: ['system'],
        summary: 'The version of the service.',
        response: { 200: Type.Object({ apiAlias: Type.Literal('store_api_version'), version: Type.String() }), ...infoErrors },
      },
    },
    async () => ({ apiAlias: 'store_api_version' as const, version: SERVICE_VERSION }),
  );

  app.get(
    DOCUMENT_PATH,
    {
      schema: {
        operationId: 'readOpenApiDocument',
        tags: ['system'],
        summary: 'This OpenAPI 3.1 document, generated from the route schemas.',
        description: 'The interactive reference at /store-api/_info/swagger.html reads the same document.',
        response: {
          200: Type.Object(
            { openapi: Type.String(), info: Type.Object({}, { additionalProperties: true }), paths: Type.Object({}, { additionalProperties: true }) },
            { additionalProperties: true },
          ),
          ...infoErrors,
        },
      },
    },
    async (_request, reply) => {
      // The document never changes while the service runs: serialized once, sent as it is.
      documentJson ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(documentJson as never);
    },
  );
};
