/**
 * The OpenAPI document tells the truth about what the routes take and answer.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, expectError } from './helpers/app.js';

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
