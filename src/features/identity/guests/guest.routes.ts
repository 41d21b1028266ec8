import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../kernel/errors.js';
import { CONTEXT_TOKEN_HEADER, sessionOriginOf } from '../sessions/auth.hooks.js';
import { startGuest } from './guest.service.js';

export const GuestContext = Type.Object(
  {
    apiAlias: Type.Literal('guest_context'),
    contextToken: Type.String({
      description: "Send it as the sw-context-token header to the product-list endpoints; send it along with a login to make the lists the employee's.",
    }),
    expiresAt: Type.String({
      format: 'date-time',
      description: 'When the guest goes, with its lists, unless it is used before: each use moves it GUEST_TTL_DAYS ahead.',
    }),
  },
  { description: "A guest's context." },
);

export const guestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/store-api/account/guest',
    {
      schema: {
        operationId: 'startGuest',
        tags: ['account'],
        summary: 'Start a guest: a context token for product lists of its own, before any login.',
        description:
          "A guest may search, create (at most GUEST_MAX_LISTS, 20 by default: then a 409 `PRODUCT_LIST__GUEST_LIMIT`), read, change, duplicate, transfer between, import, export and delete its own product lists, and log out; every other route answers it 403 `AUTH__GUEST_NOT_ALLOWED` (no sharing, no events, no approval). A login (password, second factor, single sign-on exchange) that sends the guest's token as `sw-context-token` makes its lists the employee's, ids kept, and ends the guest. A guest unused for GUEST_TTL_DAYS (30) goes with its lists. GUESTS_PER_ADDRESS guests per client address and login throttle window (429 `AUTH__TOO_MANY_ATTEMPTS` beyond).",
        response: { 201: GuestContext, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const origin = sessionOriginOf(request);
      const guest = await startGuest(app, { userAgent: origin.userAgent, clientAddress: request.ip });
      reply.header(CONTEXT_TOKEN_HEADER, guest.contextToken);
      return reply.code(201).send({ apiAlias: 'guest_context' as const, ...guest });
    },
  );
};
