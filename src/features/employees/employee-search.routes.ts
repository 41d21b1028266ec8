import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../kernel/errors.js';
import { callerOf } from '../../kernel/caller.js';
import { CriteriaBody, searchResultSchema } from '../criteria/index.js';
import { Employee, EmployeeListQuery } from '../identity/index.js';
import { listEmployees, searchEmployees } from './employee.search.js';

/** Elements may lose any field to `includes`, so every field of a search element is optional. */
const EmployeeSearchResult = searchResultSchema('b2b_employee', 'b2b_employee', Type.Partial(Employee));

export const employeeSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission } = app.guards;

  app.get(
    '/store-api/employees',
    {
      schema: {
        operationId: 'listEmployees',
        tags: ['employees'],
        summary: 'List the employees of the organization (query parameters; total counted exactly).',
        querystring: EmployeeListQuery,
        response: { 200: EmployeeSearchResult, ...errorResponses(403) },
      },
      preHandler: requirePermission('employee.read'),
    },
    async (request) => listEmployees(app.readDb, callerOf(request), request.query),
  );

  app.post(
    '/store-api/employees/search',
    {
      schema: {
        operationId: 'searchEmployees',
        tags: ['employees'],
        summary: 'Search the employees of the organization with Criteria.',
        description:
          'Filter and sort by id, email, firstName, lastName, role, status, createdAt, updatedAt, lastLoginAt, and custom fields as `customFields.<key>`; `term` searches email, names and id.',
        body: CriteriaBody,
        response: { 200: EmployeeSearchResult, ...errorResponses(403) },
      },
      preHandler: requirePermission('employee.read'),
    },
    async (request) => searchEmployees(app.readDb, callerOf(request), request.body),
  );
};
