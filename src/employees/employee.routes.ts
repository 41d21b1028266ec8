import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const employeeRoutes: FastifyPluginAsyncTypebox = async () => {};
