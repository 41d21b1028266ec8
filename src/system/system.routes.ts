import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { SERVICE_VERSION } from '../version.js';

const HealthStatus = Type.Object({ status: Type.String(), database: Type.Optional(Type.String()) });

/** Health probes, the version and the generated OpenAPI document: no credentials needed. */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health/live', {
    schema: { tags: ['system'], summary: 'The process is up.', response: { 200: HealthStatus } },
  }, async () => ({ status: 'ok' }));

  app.get('/health/ready', {
    schema: { tags: ['system'], summary: 'The database answers and the instance is not shutting down; take traffic.', response: { 200: HealthStatus, 503: HealthStatus } },
  }, async (_request, reply) => {
    // First sign of a SIGTERM drain (shutdown.ts): the balancer stops sending before the listener closes.
    if (app.shutdown.draining) return reply.code(503).send({ status: 'draining', database: app.dialect });
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: app.dialect };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: app.dialect });
    }
  });

  app.get('/store-api/_info/version', {
    schema: { tags: ['system'], summary: 'The version of the service.', response: { 200: Type.Object({ apiAlias: Type.Literal('store_api_version'), version: Type.String() }) } },
  }, async () => ({ apiAlias: 'store_api_version' as const, version: SERVICE_VERSION }));

  app.get('/store-api/_info/openapi3.json', {
    schema: { tags: ['system'], summary: 'This OpenAPI 3 document, generated from the route schemas.', hide: true },
  }, async () => app.swagger());
};
