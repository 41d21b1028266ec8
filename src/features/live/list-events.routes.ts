import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../kernel/errors.js';
import { AppError } from '../../kernel/errors.js';
import { callerOf } from '../../kernel/caller.js';
import { callerOfSession, sessionProblem } from '../identity/index.js';
import { hashToken, newToken } from '../../kernel/tokens.js';
import { now } from '../../platform/db/database.js';
import { Timestamp } from '../../platform/http/common.schemas.js';
import { findListVersion, findVisibleList, ProductListParams, listNotFound, SERVER_ID } from '../product-lists/index.js';
import { insertTicket, redeemTicket } from './event-ticket.repository.js';
import { TooManyStreams, type ListSubscriber } from '../../platform/live/list-events.js';
import { ListStream, type StreamCheck } from './list-stream.js';

/**
 * `GET /product-lists/{id}/events` (Server-Sent Events) and the ticket a browser opens it with
 * (docs/contract.md §9). The stream runs as the session that opened it: with its permissions,
 * checked again at every heartbeat and whenever the list's shares change; it ends when the
 * session ends, the caller may no longer read the list, the list is deleted, or the client reads
 * too slowly (it reconnects with Last-Event-ID and gets what it missed).
 */

const tags = ['product lists'];
const TICKET_SECONDS = 60;

const EventTicket = Type.Object(
  {
    apiAlias: Type.Literal('product_list_event_ticket'),
    ticket: Type.String({ description: 'Single use; pass it as `?ticket=` to the events stream within 60 seconds. Bound to the session that asked for it.' }),
    expiresAt: Timestamp,
    url: Type.String({ description: 'The events stream with this ticket, for `new EventSource(url)`.' }),
  },
  { description: "Opens a list's event stream once, without headers (a browser's EventSource cannot send them)." },
);

const EventsQuery = Type.Object({
  ticket: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'A ticket from `POST …/events/ticket`, instead of the sw-context-token (and sw-access-key) headers.',
    }),
  ),
});
const EventsHeaders = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({ maxLength: 32, description: "The last event id (the list's version) the client saw: the stream sends what came after, or a `reset` event." }),
  ),
});

const eventsUrl = (id: string) => `/store-api/product-lists/${id}/events`;

export const listEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission, sessions } = app.guards;
  const hub = app.listEvents;
  const heartbeatMs = app.config.EVENTS_HEARTBEAT_SECONDS * 1000;
  const open = new Set<() => void>();
  /** Open streams per session (the hash of its token): one client cannot take the instance's every stream. */
  const perSession = new Map<string, number>();
  const maxPerSession = app.config.EVENTS_MAX_STREAMS_PER_SESSION;
  // Streams never end by themselves: on shutdown they are ended, and their clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.post(
    '/store-api/product-lists/:id/events/ticket',
    {
      schema: {
        operationId: 'createProductListEventTicket',
        tags,
        summary: "A single-use ticket (60 s) to open the list's event stream from a browser's EventSource.",
        description:
          'EventSource cannot send headers, and a context token in a URL would end up in proxy logs: ask for a ticket with the headers, then open `GET …/events?ticket=…`. The ticket works once, for this list, as this session.',
        params: ProductListParams,
        response: { 201: EventTicket, ...errorResponses(403) },
      },
      preHandler: requirePermission('product_list.read'),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = request.params.id;
      if (!SERVER_ID.test(id) || !(await findVisibleList(app.readDb, caller, id, 'read'))) throw listNotFound(id);
      const ticket = newToken();
      const expiresAt = new Date(Date.now() + TICKET_SECONDS * 1000).toISOString();
      await app.writer.run((trx) =>
        insertTicket(trx, { ticketHash: hashToken(ticket), organizationId: caller.organizationId, sessionTokenHash: caller.tokenHash, listId: id, expiresAt }),
      );
      return reply.code(201).send({ apiAlias: 'product_list_event_ticket', ticket, expiresAt, url: `${eventsUrl(id)}?ticket=${ticket}` });
    },
  );

  /** The session a ticket was issued to (the hash of its token), once; a 401 for any other ticket. */
  const redeem = async (request: FastifyRequest): Promise<string | undefined> => {
    const ticket = (request.query as { ticket?: string }).ticket;
    if (ticket === undefined) return undefined;
    const listId = (request.params as { id: string }).id;
    const row = await app.writer.run((trx) => redeemTicket(trx, hashToken(ticket)));
    if (!row || row.product_list_id !== listId || row.expires_at <= now()) {
      throw new AppError('AUTH__TICKET_INVALID', {
        detail: 'The ticket is unknown, used, expired or for another list; ask for a new one (POST …/events/ticket).',
      });
    }
    return row.session_token_hash;
  };

  /**
   * Whether the stream's session still stands and its caller (with the role's permissions now) may
   * still read the list. When the list is hidden from the caller now, or gone, `version` is its
   * version (undefined when gone): events up to it may still be on their way (on PostgreSQL they
   * follow the commit by a notification), and the stream gets them before it is ended.
   */
  const stillAllowed = async (tokenHash: string, listId: string): Promise<StreamCheck> => {
    const session = await sessions.find(tokenHash);
    if (sessionProblem(session) !== undefined || !session || session.enroll_only === 1) return { allowed: false };
    const caller = callerOfSession(session, tokenHash);
    if (!caller.permissions.has('product_list.read')) return { allowed: false };
    if ((await findVisibleList(app.readDb, caller, listId, 'read')) !== undefined) return { allowed: true };
    const row = await findListVersion(app.readDb, caller.organizationId, listId);
    return row ? { allowed: false, version: row.version } : { allowed: false, gone: true };
  };

  app.get(
    '/store-api/product-lists/:id/events',
    {
      schema: {
        operationId: 'streamProductListEvents',
        tags,
        summary: 'Live changes of a list (Server-Sent Events): every change, with the new version and what changed.',
        description:
          "Events: `ready` (the version now), `list.changed` (data: listId, version, updatedAt, updatedBy, changes such as items.added/items.changed/items.removed/items.reordered/renamed/described/shared, items: the product ids; complete: false when they were too many to name), `list.deleted` (then the stream ends), `reset` (events were missed: reload the list), `revoked` (the session ended or the list is no longer visible; the stream ends). Each event's id is the list's version: a reconnect with `Last-Event-ID` resumes. A comment line every heartbeat keeps proxies from closing an idle stream. Auth: the usual headers, or `?ticket=` from `POST …/events/ticket`.",
        params: ProductListParams,
        querystring: EventsQuery,
        headers: EventsHeaders,
        response: { 200: Type.String({ description: 'text/event-stream' }), ...errorResponses(403, 503) },
        // 429 also when the session holds EVENTS_MAX_STREAMS_PER_SESSION streams here already.
      },
      config: { ticket: true },
      // A HEAD would open a stream that never ends, to send no body: not offered.
      exposeHeadRoute: false,
      preHandler: requirePermission('product_list.read', { ticket: redeem }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = request.params.id;
      if (!SERVER_ID.test(id)) throw listNotFound(id);
      const lastHeader = request.headers['last-event-id'];
      const lastEventId = lastHeader !== undefined && /^[0-9]{1,15}$/.test(lastHeader.trim()) ? Number(lastHeader.trim()) : undefined;

      const held = perSession.get(caller.tokenHash) ?? 0;
      if (held >= maxPerSession) {
        throw new AppError('REQUEST__TOO_MANY_REQUESTS', {
          detail: `This session holds ${held} event streams on this instance already (at most ${maxPerSession}); close one first.`,
          parameters: { max: maxPerSession },
          headers: { 'retry-after': '5' },
        });
      }
      let heartbeat: NodeJS.Timeout | undefined;
      let unsubscribe = () => {};
      const stream = new ListStream(
        id,
        () => stillAllowed(caller.tokenHash, id),
        () => {
          clearInterval(heartbeat);
          unsubscribe();
          const left = (perSession.get(caller.tokenHash) ?? 1) - 1;
          if (left > 0) perSession.set(caller.tokenHash, left);
          else perSession.delete(caller.tokenHash);
          open.delete(end);
        },
      );
      const end = () => stream.end();
      const subscriber: ListSubscriber = {
        organizationId: caller.organizationId,
        listId: id,
        deliver: (event, frame) => stream.deliver(event, frame),
        reset: () => stream.reset(),
        recheck: () => stream.recheck(),
      };
      try {
        unsubscribe = hub.subscribe(subscriber);
      } catch (error) {
        if (!(error instanceof TooManyStreams)) throw error;
        throw new AppError('EVENTS__TOO_MANY_STREAMS', {
          detail: `${error.message} Try again shortly (another instance may have room).`,
          parameters: { max: hub.maxStreams },
          headers: { 'retry-after': '5' },
        });
      }
      // Subscribed before reading the version, so that no event falls between the two.
      let list: Awaited<ReturnType<typeof findVisibleList>>;
      try {
        list = await findVisibleList(app.readDb, caller, id, 'read');
      } catch (error) {
        unsubscribe();
        throw error;
      }
      if (!list) {
        unsubscribe();
        throw listNotFound(id);
      }
      heartbeat = setInterval(() => stream.heartbeat(), heartbeatMs);
      heartbeat.unref();
      perSession.set(caller.tokenHash, (perSession.get(caller.tokenHash) ?? 0) + 1);
      open.add(end);
      reply.raw.on('close', end);
      // A client gone while the list was read: its close has passed already.
      if (request.raw.socket.destroyed) end();
      const version = list.version;
      stream.start(version, lastEventId, lastEventId === undefined ? undefined : hub.missedSince(id, lastEventId, version));

      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        // The socket ends with the stream (a reconnect opens a new one): a shutdown need not wait for it to idle out.
        .header('connection', 'close');
      return reply.send(stream.body as never);
    },
  );
};
