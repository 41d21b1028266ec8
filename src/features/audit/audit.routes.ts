import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { errorResponses } from '../../kernel/errors.js';
import { IdParams } from '../../platform/http/common.schemas.js';
import { callerOf } from '../../kernel/caller.js';
import { CriteriaBody, searchResultSchema } from '../criteria/index.js';
import { findVisibleList, listNotFound, SERVER_ID } from '../product-lists/index.js';
import { findEmployeeInReach } from '../identity/index.js';
import { notFound as employeeNotFound } from '../employees/index.js';
import { AuditEntry, History, HistoryQuery } from '../../platform/outbox/event.schemas.js';
import { historyOf, searchAuditLog } from './audit.search.js';

const tags = ['history'];
const AuditSearchResult = searchResultSchema('b2b_audit_entry', 'b2b_audit_entry', Type.Partial(AuditEntry));

/** History (docs/contract.md §9): read-only routes over the outbox's entries. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission } = app.guards;

  app.post(
    '/store-api/audit-log',
    {
      schema: {
        operationId: 'searchAuditLog',
        tags,
        summary: "Search the history of the caller's reach (Criteria): every change, login and failed login, newest first.",
        description:
          'Filter by id, sequence, type, occurredAt, actorType, actorId, resourceType, resourceId, requestId; sort by sequence, occurredAt, type. A unit-level reader sees the entries about their branch. Nothing changes or deletes an entry; only AUDIT_RETENTION_DAYS removes old ones.',
        body: CriteriaBody,
        response: { 200: AuditSearchResult, ...errorResponses(403) },
      },
      preHandler: requirePermission('audit.read'),
    },
    async (request) => (await searchAuditLog(app.readDb, callerOf(request), request.body)) as Static<typeof AuditSearchResult>,
  );

  app.get(
    '/store-api/product-lists/:id/history',
    {
      schema: {
        operationId: 'readProductListHistory',
        tags,
        summary: 'The history of a list: who changed what and when, newest first.',
        description:
          'Whoever may read the list may read its history (as `updatedBy`, it names colleagues). Line items appear as `lineItems.<productId>` in `changes`.',
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: History, ...errorResponses(403) },
      },
      preHandler: requirePermission('product_list.read'),
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      if (!SERVER_ID.test(id) || !(await findVisibleList(app.readDb, caller, id, 'read'))) throw listNotFound(id);
      return historyOf(app.readDb, caller, { type: 'product_list', id }, request.query.limit ?? 50, request.query.beforeSequence);
    },
  );

  app.get(
    '/store-api/employee/:id/history',
    {
      schema: {
        operationId: 'readEmployeeHistory',
        tags,
        summary: 'The history of an employee: changes, logins and failed logins, newest first.',
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: History, ...errorResponses(403) },
      },
      preHandler: requirePermission('audit.read'),
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      if (!(await findEmployeeInReach(app.readDb, caller, id))) throw employeeNotFound(id);
      return historyOf(app.readDb, caller, { type: 'employee', id }, request.query.limit ?? 50, request.query.beforeSequence);
    },
  );
};
