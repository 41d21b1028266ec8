import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const employeeSearchRoutes: FastifyPluginAsyncTypebox = async () => {};
