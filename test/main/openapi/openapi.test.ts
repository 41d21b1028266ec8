/**
 * The OpenAPI document tells the truth about what the routes take and answer.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildTestApp, expectError } from '../../helpers/app.js';
import { AnswerChecker, DocumentSchemas, operationPointer } from '../../helpers/answers.js';
import { DOCS_PAGE_PATH, DOCUMENT_PATH } from '../../../src/platform/http/document-paths.js';

test('bodies a route also takes as absent are documented as optional; the others as required', async (t) => {
  const { app } = await buildTestApp(t, 'sqlite');
  const document = (await app.inject({ method: 'GET', url: '/store-api/_info/openapi3.json' })).json();
  const required = (method: string, path: string) => document.paths[path][method].requestBody.required;
  assert.equal(required('delete', '/store-api/product-lists/{id}'), false, 'no body deletes the list');
  assert.equal(required('post', '/store-api/product-lists'), false, 'no body searches page 1');
  assert.equal(required('post', '/store-api/product-lists/{id}/duplicate'), false);
  assert.equal(required('post', '/store-api/product-lists/create'), true);
  assert.equal(required('patch', '/store-api/employee/{id}'), true);
});

test('an invalid email in a bulk submission is one error at its pointer, not one per schema branch', async (t) => {
  const { app, acme } = await buildTestApp(t, 'sqlite');
  const res = await app.inject({ method: 'POST', url: '/store-api/employees', headers: acme.headers, payload: [{ id: 'e-1', email: 'not-an-email' }] });
  expectError(res, 400, 'VALIDATION__INVALID', '/0/email');
  assert.equal(res.json().errors.length, 1, res.body);
  const name = await app.inject({ method: 'POST', url: '/store-api/employees', headers: acme.headers, payload: [{ id: 'e-1', lastName: 'a\u0000b' }] });
  expectError(name, 400, 'VALIDATION__INVALID', '/0/lastName');
  assert.equal(name.json().errors.length, 1, name.body);
});

test('the document is valid OpenAPI 3.1 (a maintained validator), and it lists exactly the routes the service registers', async (t) => {
  const { app } = await buildTestApp(t, 'sqlite');
  const res = await app.inject({ method: 'GET', url: DOCUMENT_PATH });
  assert.equal(res.statusCode, 200);
  const document = res.json();
  assert.match(document.openapi, /^3\.1\.\d+$/);
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document));
  assert.ok(result.valid, `invalid OpenAPI document: ${JSON.stringify(result.errors, null, 2)?.slice(0, 2000)}`);
  assert.equal(validator.version, '3.1');

  const documented = new Set<string>();
  for (const [path, operations] of Object.entries<Record<string, unknown>>(document.paths)) {
    for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);
  }
  const registered = new Set(
    registeredRoutes(app.printRoutes({ commonPrefix: false })).filter((route) => !route.startsWith(`GET ${DOCS_PAGE_PATH}`) && !route.startsWith('HEAD ')),
  );
  assert.deepEqual([...registered].sort(), [...documented].sort(), 'the document and the routes differ');
  assert.ok(registered.size > 20, `only ${registered.size} routes read`);
});

test('every operation has an operationId, a summary, its security, every error status in the envelope, and examples that match their schemas', async (t) => {
  const { app } = await buildTestApp(t, 'sqlite');
  const document = (await app.inject({ method: 'GET', url: DOCUMENT_PATH })).json();
  const schemas = new DocumentSchemas(document);
  const operationIds = new Set<string>();
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  for (const [path, operations] of Object.entries<Record<string, any>>(document.paths)) {
    // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
    for (const [method, operation] of Object.entries<any>(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      assert.match(operation.operationId ?? '', /^[a-z][A-Za-z]+$/, `${name}: operationId`);
      assert.ok(!operationIds.has(operation.operationId), `${name}: operationId ${operation.operationId} is used twice`);
      operationIds.add(operation.operationId);
      assert.ok(operation.summary, `${name}: summary`);
      if (path.startsWith('/store-api/') && !path.startsWith('/store-api/_info/')) {
        assert.ok(Array.isArray(operation.security) && operation.security.length > 0, `${name}: security`);
        for (const status of ['400', '401', '429', '500']) assert.ok(operation.responses[status], `${name}: ${status} documented`);
        if (method !== 'get') for (const status of ['413', '415']) assert.ok(operation.responses[status], `${name}: ${status} documented`);
      }
      const base = operationPointer(path, method);
      const body = operation.requestBody?.content?.['application/json'];
      if (body) {
        assert.notEqual(body.example, undefined, `${name}: request example`);
        const problem = schemas.problemOf(`${base}/requestBody/content/application~1json/schema`, body.example);
        assert.equal(problem, undefined, `${name}: the request example does not match its schema: ${problem}`);
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') assert.notEqual(parameter.example, undefined, `${name}: example of the path parameter ${parameter.name}`);
      }
      let answered = false;
      // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        assert.ok(response.description && response.description !== 'Default Response', `${name} ${status}: description`);
        // Answers in other forms (CSV, an event stream) carry an example of their text.
        // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
        for (const [type, other] of Object.entries<any>(response.content ?? {})) {
          if (type === 'application/json' || type === 'application/scim+json') continue;
          assert.equal(typeof other.example, 'string', `${name} ${status} ${type}: example`);
          if (Number(status) < 300) answered = true;
        }
        const mediaType = response.content?.['application/json'] ? 'application/json' : 'application/scim+json';
        const media = response.content?.[mediaType];
        if (!media) continue;
        assert.notEqual(media.example, undefined, `${name} ${status}: example`);
        const problem = schemas.problemOf(`${base}/responses/${status}/content/${mediaType.replace('/', '~1')}/schema`, media.example);
        assert.equal(problem, undefined, `${name} ${status}: the example does not match its schema: ${problem}`);
        if (Number(status) >= 400 && path.startsWith('/store-api/'))
          assert.equal(media.schema.$ref, '#/components/schemas/ErrorEnvelope', `${name} ${status}: the error envelope`);
        if (Number(status) < 300) answered = true;
      }
      // An answer without a body: 204 No Content, or the 302 of GET / to the docs page.
      assert.ok(answered || operation.responses['204'] || operation.responses['302'], `${name}: a success answer`);
    }
  }
});

test('every answer a test receives is checked against the document, and a non-conforming one fails the test', () => {
  const checker = new AnswerChecker({
    paths: {
      '/store-api/thing/{id}': {
        get: {
          responses: {
            200: { content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } } },
            204: {},
          },
        },
      },
    },
    components: { schemas: { ErrorEnvelope: { type: 'object', required: ['errors'], properties: { errors: { type: 'array' } } } } },
  } as never);
  const json = 'application/json; charset=utf-8';
  checker.check('GET', '/store-api/thing/1?x=1', { statusCode: 200, contentType: json, body: '{"id":"1"}' });
  checker.check('GET', '/store-api/thing/1', { statusCode: 204, contentType: undefined, body: '' });
  checker.check('GET', '/nowhere', { statusCode: 404, contentType: json, body: '{"errors":[]}' });
  assert.throws(() => checker.check('GET', '/store-api/thing/1', { statusCode: 200, contentType: json, body: '{"id":1}' }), /body\/id must be string/);
  assert.throws(() => checker.check('GET', '/store-api/thing/1', { statusCode: 200, contentType: 'text/plain', body: '{"id":"1"}' }), /content type/);
  assert.throws(
    () => checker.check('GET', '/store-api/thing/1', { statusCode: 409, contentType: json, body: '{"errors":[]}' }),
    /status 409 is not documented/,
  );
  assert.throws(() => checker.check('GET', '/store-api/thing/1', { statusCode: 204, contentType: undefined, body: 'x' }), /without a body/);
  assert.throws(() => checker.check('GET', '/nowhere', { statusCode: 200, contentType: json, body: '{}' }), /only 400, 404 or 405/);
});

/** `printRoutes({ commonPrefix: false })` as `METHOD /path` lines (its tree has 4 columns per level). */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line) ?? /^([│ ]*)[├└]── (.+)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
  }
  return routes;
}
