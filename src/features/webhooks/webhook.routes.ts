import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Permission } from '../../kernel/permissions.js';
import { Type } from 'typebox';
import { errorResponses } from '../../kernel/errors.js';
import { IdParams, IfMatchHeaders, NoContent } from '../../platform/http/common.schemas.js';
import { expectedVersion, setEtag } from '../../platform/http/versioning.js';
import { callerOf } from '../../kernel/caller.js';
import { CriteriaBody, searchResultSchema } from '../criteria/index.js';
import { DeliveriesQuery, Redeliver, Webhook, WebhookCreate, WebhookCreated, WebhookDeliveries, WebhookPatch } from './webhook.schemas.js';
import { WEBHOOKS_ORGANIZATION_LEVEL, createWebhook, deleteWebhook, getWebhook, listDeliveries, patchWebhook, redeliver } from './webhook.service.js';
import { searchWebhooks } from './webhook.search.js';

const tags = ['webhooks'];
const location = (id: string) => `/store-api/webhook/${id}`;
const WebhookSearchResult = searchResultSchema('b2b_webhook', 'b2b_webhook', Type.Partial(Webhook));

/** Webhooks (docs/contract.md §9): the organization's events, signed, to its own systems. */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission } = app.guards;
  const organizationLevel = (permission: Permission) => requirePermission(permission, { organizationLevel: WEBHOOKS_ORGANIZATION_LEVEL });

  app.post(
    '/store-api/webhook',
    {
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Register a webhook: events committed from now on are POSTed to `url`, signed. The answer carries the secret, this once.',
        description:
          'The URL must be https:// and resolve to public addresses only (400 at /url otherwise). Deliveries: the event as JSON, headers `Store-Api-Event-Id`, `Store-Api-Event-Type`, `Store-Api-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`; a 2xx within 10 s is delivered, anything else retried with backoff, in sequence order, for 24 hours.',
        body: WebhookCreate,
        response: { 201: WebhookCreated, ...errorResponses(403) },
      },
      preHandler: organizationLevel('webhook.create'),
    },
    async (request, reply) => {
      const webhook = await createWebhook(app, callerOf(request), request.body);
      app.webhooks.wake();
      setEtag(reply, webhook.version);
      return reply.code(201).header('location', location(webhook.id)).send(webhook);
    },
  );

  app.post(
    '/store-api/webhooks',
    {
      schema: {
        operationId: 'searchWebhooks',
        tags,
        summary: "Search the organization's webhooks (Criteria).",
        description: 'Filter by id, url, status, createdAt, updatedAt; sort by the same; `term` searches url and description.',
        body: CriteriaBody,
        response: { 200: WebhookSearchResult, ...errorResponses(403) },
      },
      preHandler: organizationLevel('webhook.read'),
    },
    async (request) => searchWebhooks(app.readDb, callerOf(request), request.body),
  );

  app.get(
    '/store-api/webhook/:id',
    {
      schema: {
        operationId: 'readWebhook',
        tags,
        summary: 'Retrieve a webhook (never its secret).',
        params: IdParams,
        response: { 200: Webhook, ...errorResponses(403) },
      },
      preHandler: organizationLevel('webhook.read'),
    },
    async (request, reply) => {
      const webhook = await getWebhook(app, callerOf(request), request.params.id);
      setEtag(reply, webhook.version);
      return webhook;
    },
  );

  app.patch(
    '/store-api/webhook/:id',
    {
      schema: {
        operationId: 'updateWebhook',
        tags,
        summary: 'Change a webhook: url, events, description; `status: active` enables a failing or disabled one, `disabled` pauses it.',
        params: IdParams,
        headers: IfMatchHeaders,
        body: WebhookPatch,
        response: { 200: Webhook, ...errorResponses(403, 412) },
      },
      preHandler: organizationLevel('webhook.edit'),
    },
    async (request, reply) => {
      const webhook = await patchWebhook(app, callerOf(request), request.params.id, request.body, expectedVersion(request));
      app.webhooks.wake();
      setEtag(reply, webhook.version);
      return webhook;
    },
  );

  app.delete(
    '/store-api/webhook/:id',
    {
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook and its delivery log.',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...errorResponses(403, 412) },
      },
      preHandler: organizationLevel('webhook.delete'),
    },
    async (request, reply) => {
      await deleteWebhook(app, callerOf(request), request.params.id, expectedVersion(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/store-api/webhook/:id/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: "The webhook's recent delivery attempts, newest first: event, outcome, status, duration, error.",
        params: IdParams,
        querystring: DeliveriesQuery,
        response: { 200: WebhookDeliveries, ...errorResponses(403) },
      },
      preHandler: organizationLevel('webhook.read'),
    },
    async (request) => listDeliveries(app, callerOf(request), request.params.id, request.query.limit ?? 50),
  );

  app.post(
    '/store-api/webhook/:id/redeliver',
    {
      schema: {
        operationId: 'redeliverWebhook',
        tags,
        summary: 'Deliver again every matching event from `fromSequence` on, in order.',
        params: IdParams,
        body: Redeliver,
        response: { 200: Webhook, ...errorResponses(403) },
      },
      preHandler: organizationLevel('webhook.edit'),
    },
    async (request) => {
      const webhook = await redeliver(app, callerOf(request), request.params.id, request.body.fromSequence);
      app.webhooks.wake();
      return webhook;
    },
  );
};
