import { cellOf, parseCsv } from '../../platform/http/csv.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../kernel/errors.js';
import { CSV_LINES } from '../../platform/http/error-handler.js';
import { IdParams, IfMatchHeaders, NoContent } from '../../platform/http/common.schemas.js';
import { expectedVersion, setEtag } from '../../platform/http/versioning.js';
import { callerOf } from '../../kernel/caller.js';
import {
  CONTEXT_TOKEN_HEADER,
  sessionOriginOf,
  openSession,
  organizationsOf,
  ContextToken,
  MAX_BULK_RECORDS,
  CreatedEmployee,
  Employee,
  EmployeeBulk,
  EmployeeBulkResult,
  EmployeeCreate,
  EmployeeInvite,
  EmployeePatch,
  InvitationAccept,
  InvitedEmployee,
  toEmployee,
} from '../identity/index.js';
import { acceptInvitation, createEmployee, deleteEmployee, getEmployee, inviteEmployee, patchEmployee, reinviteEmployee } from './employee.service.js';
import { upsertEmployees } from './employee.bulk.js';
import { employeeSearchRoutes } from './employee-search.routes.js';
import { CUSTOM_FIELD_COLUMNS, customFieldsOfCells } from '../../kernel/custom-fields.js';

const location = (id: string) => `/store-api/employee/${encodeURIComponent(id)}`;
const tags = ['employees'];
/** Requests that hash a password count against the client's bound (platform/http/protections.ts). */
const hasPassword = (body: unknown) => typeof body === 'object' && body !== null && 'password' in body;

/** The CSV columns of `POST /employees`, in their order when the file has no header. */
const EMPLOYEE_CSV_COLUMNS = ['id', 'password', 'email', 'firstName', 'lastName', 'role', 'unit'] as const;

/** A CSV file as employee records (empty cells left out) and the line of each. */
function employeeRecordsOfCsv(text: string): { records: Record<string, unknown>[]; lines: number[] } {
  const table = parseCsv(text, EMPLOYEE_CSV_COLUMNS, ['id'], MAX_BULK_RECORDS, CUSTOM_FIELD_COLUMNS);
  const customColumns = table.columns.filter((column) => CUSTOM_FIELD_COLUMNS.pattern.test(column));
  const records = table.rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const column of EMPLOYEE_CSV_COLUMNS) {
      const cell = cellOf(table, row, column);
      // Passwords are taken as written; the other fields without the spaces around them.
      const value = column === 'password' ? cell : cell?.trim();
      if (value !== undefined && value !== '') record[column] = value;
    }
    const customFields = customFieldsOfCells(customColumns.map((column) => [column, cellOf(table, row, column)]));
    if (customFields) record.customFields = customFields;
    return record;
  });
  return { records, lines: table.rows.map((row) => row.line) };
}

export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission } = app.guards;

  app.post(
    '/store-api/employees',
    {
      schema: {
        operationId: 'upsertEmployees',
        tags,
        summary: 'Send Employees list: create or update 1–1000 employee records, all or nothing.',
        description:
          'Each record needs `id`; `unitId` (a unit of your branch, or null) or `unit` (an id or a path of names) places it in a unit (new records: your own unit by default); `password` is optional (a new record without one is `invited`). One bad record is a 400 naming it by pointer (`/3/email`) and nothing is written. A single object is also accepted. As `text/csv`: columns `id,password,email,firstName,lastName,role,unit` (`unit`: a unit id or a path of names such as `Sales/North`) and, with a header, `customFields.<key>` columns (a cell that is JSON, such as `42`, `true`, `null` or `["a","b"]`, is that value; any other cell is text; `null` removes the key, an empty cell leaves it as it is) (`,` or `;`, header optional, UTF-8 with or without BOM; an empty cell is an absent field), problems named by line (`/lines/5/email`).',
        body: EmployeeBulk,
        response: { 200: EmployeeBulkResult, ...errorResponses(403, 409) },
      },
      config: { hashesPassword: (body) => typeof body === 'string' || [body].flat().some(hasPassword), csv: true },
      bodyLimit: app.config.IMPORT_BODY_LIMIT_BYTES,
      // A single record is accepted as a list of one, so every pointer has the same shape; a CSV file
      // becomes its records, and every problem is reported by its line (errors.ts, CSV_LINES).
      preValidation: async (request) => {
        if (typeof request.body === 'string') {
          const { records, lines } = employeeRecordsOfCsv(request.body);
          CSV_LINES.set(request, lines);
          request.body = records as never;
        } else if (request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body)) request.body = [request.body] as never;
      },
      preHandler: requirePermission('employee.create'),
    },
    async (request) => upsertEmployees(app, callerOf(request), request.body),
  );

  app.post(
    '/store-api/employee',
    {
      schema: {
        operationId: 'createEmployee',
        tags,
        summary: 'Create Employees: one employee, active at once when a password is given, else invited.',
        body: EmployeeCreate,
        response: { 201: CreatedEmployee, ...errorResponses(403, 409) },
      },
      config: { hashesPassword: hasPassword },
      preHandler: requirePermission('employee.create'),
    },
    async (request, reply) => {
      const employee = await createEmployee(app, callerOf(request), request.body);
      setEtag(reply, employee.version);
      return reply.code(201).header('location', location(employee.id)).send(employee);
    },
  );

  app.post(
    '/store-api/employee/add',
    {
      schema: {
        operationId: 'inviteEmployee',
        tags,
        summary: 'Add Employee: invite one; the answer carries the one-time invitation token.',
        body: EmployeeInvite,
        response: { 201: InvitedEmployee, ...errorResponses(403, 409) },
      },
      preHandler: requirePermission('employee.create'),
    },
    async (request, reply) => {
      const employee = await inviteEmployee(app, callerOf(request), request.body);
      setEtag(reply, employee.version);
      return reply.code(201).header('location', location(employee.id)).send(employee);
    },
  );

  app.post(
    '/store-api/employee/invitation/accept',
    {
      schema: {
        operationId: 'acceptEmployeeInvitation',
        tags,
        summary: 'Accept an invitation: set the password, become active and get a session.',
        description:
          "A person who has a login already (an employee of another organization) accepts with their own password, which stays as it is (a wrong one: 401 `AUTH__INVALID_CREDENTIALS`); with a second factor, the answer is the login's 401 `AUTH__SECOND_FACTOR_REQUIRED`, and completing it accepts. Signing in to the organization accepts too.",
        body: InvitationAccept,
        response: { 200: ContextToken, ...errorResponses() },
      },
      config: { hashesPassword: () => true },
    },
    async (request, reply) => {
      const row = await acceptInvitation(app, request.body.token, request.body.password, request.id);
      const contextToken = await openSession(app, row.id, row.organization_id, sessionOriginOf(request));
      reply.header(CONTEXT_TOKEN_HEADER, contextToken);
      return { apiAlias: 'array_struct' as const, contextToken, employee: toEmployee(row), organizations: await organizationsOf(app.db, row.person_id) };
    },
  );

  app.post(
    '/store-api/employee/reinvite/:id',
    {
      schema: {
        operationId: 'reinviteEmployee',
        tags,
        summary: 'A new invitation for an invited employee; the old token stops working.',
        params: IdParams,
        response: { 200: InvitedEmployee, ...errorResponses(403, 409) },
      },
      preHandler: requirePermission('employee.create'),
    },
    async (request) => reinviteEmployee(app, callerOf(request), request.params.id),
  );

  app.get(
    '/store-api/employee/:id',
    {
      schema: {
        operationId: 'readEmployee',
        tags,
        summary: 'Retrieve Employees: one employee (members: only themselves).',
        params: IdParams,
        response: { 200: Employee, ...errorResponses(403) },
      },
      preHandler: requirePermission('employee.read', { self: { param: 'id', permission: 'account.profile' } }),
    },
    async (request, reply) => {
      const employee = await getEmployee(app, callerOf(request), request.params.id);
      setEtag(reply, employee.version);
      return employee;
    },
  );

  app.patch(
    '/store-api/employee/:id',
    {
      schema: {
        operationId: 'updateEmployee',
        tags,
        summary: 'Update Employees: a partial update (members: their own names and password).',
        description:
          'Changing one\'s own password needs `currentPassword`, ends every session of the employee and answers a new `sw-context-token` header. `If-Match: "<version>"` makes the update conditional (412).',
        params: IdParams,
        headers: IfMatchHeaders,
        body: EmployeePatch,
        response: { 200: Employee, ...errorResponses(403, 409, 412) },
      },
      config: { hashesPassword: hasPassword },
      preHandler: requirePermission('employee.edit', { self: { param: 'id', permission: 'account.profile' } }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { employee, sessionEnded } = await patchEmployee(app, caller, request.params.id, request.body, expectedVersion(request));
      if (sessionEnded) reply.header(CONTEXT_TOKEN_HEADER, await openSession(app, caller.employeeId, caller.organizationId, sessionOriginOf(request)));
      setEtag(reply, employee.version);
      return employee;
    },
  );

  app.delete(
    '/store-api/employee/:id',
    {
      schema: {
        operationId: 'deleteEmployee',
        tags,
        summary: 'Delete Employee: their sessions end at once; their product lists stay, owned by nobody.',
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...errorResponses(403, 409, 412) },
      },
      preHandler: requirePermission('employee.delete'),
    },
    async (request, reply) => {
      await deleteEmployee(app, callerOf(request), request.params.id, expectedVersion(request));
      return reply.code(204).send(null);
    },
  );

  await app.register(employeeSearchRoutes);
};
