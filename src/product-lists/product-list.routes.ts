import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const productListRoutes: FastifyPluginAsyncTypebox = async () => {};
