/**
 * Requests generated from the service's own OpenAPI document, then broken (fast-check): every
 * operation with bodies, path ids, query strings and headers that follow its schemas, and the same
 * with wrong types, missing and extra fields, huge and deeply nested values, hostile unicode,
 * prototype keys, numbers at and past every bound, and raw texts that are not JSON at all.
 *
 * Properties of every answer: never a 5xx; a 4xx is the error envelope and says its own status; a
 * rejected request changes nothing (a fingerprint of every table before and after). Used by
 * test/system/fuzz.test.ts (a CI-sized run on both databases) and bench/fuzz.ts (`npm run fuzz`).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/main/app.js';
import type { TestOrganization } from './app.js';
import { ACCESS_KEY } from './app.js';

// biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
type Schema = Record<string, any>;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Schema[];
  headers: Schema[];
  body: Schema | undefined;
  /** The operation also takes text/csv. */
  csv: boolean;
}

export interface FuzzRequest {
  operation: string;
  options: InjectOptions;
}

/** Ids that exist (so requests reach the handlers) and some that never will. */
export interface FuzzIds {
  lists: string[];
  employees: string[];
  products: string[];
  /** Organization units of both organizations (a tree of two levels in Acme, one unit in Globex). */
  units: string[];
}

export interface FuzzTally {
  requests: number;
  byStatus: Record<string, number>;
  byOperation: Record<string, Record<string, number>>;
}

// ---------- hostile values ----------

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301',
  '🧰'.repeat(50),
  '\ufeff',
  '\u2028\u2029',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE employee; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: intended: the pattern names the characters refused, or the string is hostile input
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '\\',
  '\\u0000',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ' 1 ',
  '1.0',
  'true',
  'null',
  '[]',
  '{}',
];
const NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  999_999_999_999_999,
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 300_000 }).map((length) => 'A'.repeat(length)),
);

const nastyNumber = fc.oneof(fc.constantFrom(...NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());

/** JSON texts of prototype keys: parsed, they are own properties named `__proto__` and `constructor`. */
const prototypeObject = fc
  .constantFrom(
    '{"__proto__":{"admin":true,"role":"admin"}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"__proto__":null}',
    '{"hasOwnProperty":1,"toString":"x","valueOf":[]}',
  )
  .map((text) => JSON.parse(text) as unknown);

const nested = fc.tuple(fc.integer({ min: 2, max: 80 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
  return value;
});

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: prototypeObject },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 1000 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Texts nesting arrays, objects or both hundreds to tens of thousands deep: whatever walks them recursively overflows. */
const depthBomb = fc.tuple(fc.integer({ min: 65, max: 20_000 }), fc.constantFrom('[', '{"a":', '[{"a":')).map(([depth, open]) => {
  const close = open === '[' ? ']' : open === '{"a":' ? '}' : '}]';
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
});

/** Raw body texts: not JSON, barely JSON, or JSON no parser should be asked to walk. */
const rawBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '{',
      '}',
      '[',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      'null',
      'true',
      '0',
      '"text"',
      '1e400',
      '-',
      '\ufeff{}',
      '{"name":"a","name":"b"}',
      '{"__proto__":{"polluted":1}}',
      `[${'1,'.repeat(50_000)}1]`,
      `"${'\\u0000'.repeat(100)}"`,
      '{"a":"\\ud800"}',
    ),
  },
  { weight: 3, arbitrary: depthBomb },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  // CSV as the imports take it, whole and broken.
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'a,1',
      'productId;quantity\nx;0\ny;2',
      '\ufeffProduct ID;Quantity;Note\r\nSW-1;3;"a ""b"""\r\n',
      '"',
      'a,"b',
      'a,1,2,3,4,5,6,7',
      'id,email\nx,not-an-email',
      'id,password,email,firstName,lastName,role\nfz-1,,fz@example.test,F,Z,admin',
      `productId\n${'p,\n'.repeat(2000)}`,
      ',,,\n;;;\n',
      'productId,quantity\n\u0000,1',
      'x'.repeat(5000),
    ),
  },
);

// ---------- values from schemas ----------

function resolve(document: Schema, schema: Schema | undefined): Schema | undefined {
  if (schema && typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) {
    return (
      schema.$ref
        .slice(2)
        .split('/')
        // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
        .reduce<any>((node, key) => node?.[key], document)
    );
  }
  return schema;
}

/** Values that satisfy `schema` as far as the generator can tell (patterns and formats included). */
function validOf(document: Schema, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  if (!schema || depth > 5) return fc.jsonValue({ maxDepth: 2 });
  const alternatives: fc.Arbitrary<unknown>[] = [];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) alternatives.push(fc.constantFrom(...schema.examples));
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return fc.oneof(...variants.map((variant: Schema) => validOf(document, variant, depth + 1)));
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.nullable) types.push('null');
  for (const type of types) alternatives.push(validOfType(document, schema, type, depth));
  if (alternatives.length === 0) alternatives.push(fc.jsonValue({ maxDepth: 3 }));
  return alternatives.length === 1 ? alternatives[0]! : fc.oneof(...alternatives);
}

function validOfType(document: Schema, schema: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      // Mostly inside the bounds; sometimes exactly at them, sometimes one past.
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      return fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min, max }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1) },
      );
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, 80);
      let text: fc.Arbitrary<string>;
      if (schema.format === 'email') text = fc.emailAddress();
      else if (schema.format === 'date-time')
        text = fc.date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
      else if (schema.pattern) text = fc.stringMatching(new RegExp(schema.pattern, 'u'));
      else text = fc.string({ unit: 'grapheme', maxLength });
      const inside = text.map((value) => value.slice(0, Math.max(maxLength, minLength))).filter((value) => value.trim().length >= minLength);
      if (schema.maxLength === undefined) return inside;
      // Sometimes exactly as long as allowed, sometimes one character longer (or shorter than the minimum).
      const edges = [schema.maxLength, schema.maxLength + 1, ...(minLength > 0 ? [minLength - 1] : [])].map((length: number) => 'x'.repeat(length));
      return fc.oneof({ weight: 8, arbitrary: inside }, { weight: 2, arbitrary: fc.constantFrom(...edges) });
    }
    case 'array': {
      const items = validOf(document, schema.items, depth + 1);
      return fc.array(items, { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object': {
      const properties: Record<string, Schema> = schema.properties ?? {};
      const required: string[] = schema.required ?? [];
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = validOf(document, property, depth + 1);
      return fc.record(record, { requiredKeys: required.filter((name) => name in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every path into a JSON value (objects by key, arrays by index). */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value))
    value.forEach((item, index) => {
      pathsOf(item, [...prefix, index], out);
    });
  else if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value)) pathsOf((value as Record<string, unknown>)[key], [...prefix, key], out);
  return out;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path;
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  copy[head as any] = replaceAt(copy[head as any], rest, replacement);
  return copy;
}

function deleteAt(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return value;
  if (path.length === 1) {
    if (Array.isArray(value)) return value.filter((_, index) => index !== path[0]);
    if (value !== null && typeof value === 'object') {
      const { [path[0] as string]: _removed, ...rest } = value as Record<string, unknown>;
      return rest;
    }
    return value;
  }
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  copy[path[0] as any] = deleteAt(copy[path[0] as any], path.slice(1));
  return copy;
}

/** A valid value broken in one place: replaced by a hostile value, removed, or given an extra field. */
function broken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom('replace', 'delete', 'extra'), nastyValue, fc.constantFrom('__proto__', 'constructor', 'extra', 'NAME', '', 'id'))
    .map(([value, pick, how, hostile, key]) => {
      const paths = pathsOf(value);
      const path = paths[pick % paths.length]!;
      if (how === 'replace') return replaceAt(value, path, hostile);
      if (how === 'delete') return deleteAt(value, path.length > 0 ? path : ['missing']);
      // An own property, even for "__proto__" (JSON.parse makes it one, as a client's body would).
      const extra = JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(hostile) ?? 'null'}}`) as Record<string, unknown>;
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object), ...extra } : replaceAt(value, path, extra);
    });
}

// ---------- operations ----------

/** Percent-encodes any text; a lone surrogate (which encodeURIComponent refuses) as the bytes a careless client sends. */
function encodePart(text: string): string {
  return text
    .split(/(\p{Surrogate})/u)
    .map((part) => (/^\p{Surrogate}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function operationsOf(document: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, Schema>>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      // An event stream answers without end: its refusals are tested in lists-files-order-events.test.ts.
      if (operation.responses?.['200']?.content?.['text/event-stream']) continue;
      // Saving single sign-on reads the issuer's discovery document from the network (its refusals: single-sign-on.test.ts).
      if (path === '/store-api/organization/sso' && method === 'put') continue;
      const parameters: Schema[] = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name as string),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        headers: parameters.filter((parameter) => parameter.in === 'header'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        csv: operation.requestBody?.content?.['text/csv'] !== undefined,
      });
    }
  }
  return operations;
}

const HEADER_VALUES: Record<string, string[]> = {
  'if-match': ['"1"', 'W/"1"', '1', '*', '"2"', '"abc"', '"99999999999999999999"', '', ',', '"1", "2"', '\u00ff'],
  'idempotency-key': ['key-1', 'key-1', ' ', 'x'.repeat(300), 'é', 'key with space'],
};
const CONTENT_TYPES = [
  'text/csv',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json-patch+json',
  'multipart/form-data; boundary=x',
];

/** Requests for every operation of the document, valid and broken. */
export function requestsOf(document: Schema, ids: FuzzIds, callers: () => Record<string, Record<string, string>>): fc.Arbitrary<FuzzRequest> {
  const operations = operationsOf(document);
  const idValue = fc.oneof(
    // Read at generation time: the run adds lists as the fuzzed requests delete them (runFuzz).
    {
      weight: 6,
      arbitrary: fc.nat().map((pick) => {
        const pool = [...ids.lists, ...ids.employees, ...ids.products, ...ids.units];
        return pool[pick % pool.length]!;
      }),
    },
    { weight: 3, arbitrary: nastyString.map((text) => encodePart(text.slice(0, 300))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '..', '.', '%2e%2e%2f', 'a%2Fb', '%ff%fe', 'a?b=c', 'a#b') },
  );
  const perOperation = operations.map((operation) => {
    const validBody = operation.body ? validOf(document, operation.body) : fc.constant(undefined);
    const body = fc.oneof(
      { weight: 4, arbitrary: validBody.map((value) => ({ json: value })) },
      { weight: 4, arbitrary: broken(validBody).map((value) => ({ json: value })) },
      { weight: 2, arbitrary: rawBody.map((text) => ({ raw: text })) },
    );
    const query = fc
      .tuple(
        fc.record(
          Object.fromEntries(operation.query.map((parameter) => [parameter.name as string, fc.oneof(validOf(document, parameter.schema), nastyValue)])),
          { requiredKeys: [] },
        ),
        fc.constantFrom('', '&page=1&page=2', '&limit[]=1', '&__proto__[admin]=1', '&constructor[prototype][x]=1', '&term=%00', '&sort=%ff', '&x=1'),
      )
      .map(([values, extra]) => {
        const parts = Object.entries(values).map(
          ([name, value]) => `${encodePart(name)}=${encodePart(typeof value === 'string' ? value.slice(0, 2000) : (JSON.stringify(value) ?? ''))}`,
        );
        const text = parts.join('&') + extra;
        return text === '' ? '' : `?${text.replace(/^&/, '')}`;
      });
    const headers = fc.record(
      Object.fromEntries(operation.headers.map((parameter) => [parameter.name as string, fc.constantFrom(...(HEADER_VALUES[parameter.name] ?? ['x']))])),
      { requiredKeys: [] },
    );
    return fc.record({
      operation: fc.constant(operation),
      params: fc.tuple(...operation.pathParams.map(() => idValue)),
      body,
      query: operation.query.length > 0 ? query : fc.constantFrom('', '', '?x=1', '?__proto__[a]=1'),
      headers,
      contentType: operation.csv
        ? fc.oneof(
            { weight: 6, arbitrary: fc.constant('text/csv') },
            { weight: 3, arbitrary: fc.constant('application/json') },
            { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
          )
        : fc.oneof({ weight: 9, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
      caller: fc.oneof(
        { weight: 8, arbitrary: fc.constant('admin') },
        { weight: 2, arbitrary: fc.constantFrom('member', 'other', 'none', 'garbage', 'no key') },
      ),
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom('PUT', 'OPTIONS', 'HEAD', 'DELETE', 'PATCH', 'TRACE') },
      ),
    });
  });
  return fc.oneof(...perOperation).map(({ operation, params, body, query, headers, contentType, caller, method }) => {
    let url = operation.path;
    operation.pathParams.forEach((name, index) => {
      url = url.replace(`{${name}}`, params[index] as string);
    });
    const callerHeaders = callers()[caller] ?? {};
    const options: InjectOptions = {
      method: method as InjectOptions['method'],
      url: `${url}${query}`,
      headers: { ...callerHeaders, ...headers },
    };
    if ('raw' in body && body.raw !== undefined) {
      options.payload = body.raw;
      options.headers = { ...options.headers, 'content-type': contentType };
    } else if ('json' in body && body.json !== undefined) {
      options.payload = JSON.stringify(body.json);
      options.headers = { ...options.headers, 'content-type': contentType };
    }
    return { operation: `${operation.method} ${operation.path}`, options };
  });
}

// ---------- properties ----------

/** One number per table that any write moves: rows, versions, the last change. */
export async function fingerprint(app: App): Promise<string> {
  const result = await sql<Record<string, unknown>>`select
    (select count(*) from employee) as employees, (select coalesce(sum(version), 0) from employee) as employee_versions,
    (select max(updated_at) from employee) as employee_changed, (select count(*) from employee_invitation) as invitations,
    (select count(*) from product_list) as lists, (select coalesce(sum(version), 0) from product_list) as list_versions,
    (select count(*) from product_list_line_item) as items, (select coalesce(sum(quantity), 0) from product_list_line_item) as quantities,
    (select count(*) from session) as sessions, (select count(*) from idempotency_key) as idempotency_keys,
    (select count(*) from organization) as organizations, (select count(*) from role) as roles,
    (select coalesce(sum(version), 0) from role) as role_versions, (select count(*) from product_list_share) as shares,
    (select coalesce(sum(position), 0) from product_list_line_item) as positions, (select count(*) from event_ticket) as tickets,
    (select count(*) from organization_unit) as units, (select coalesce(sum(version), 0) from organization_unit) as unit_versions,
    (select count(*) from employee where unit_id is not null) as employees_in_units`.execute(app.db);
  return JSON.stringify(Object.values(result.rows[0]!).map(String));
}

/** The problem with an answer, or undefined when it holds every property. */
export function problemOf(res: LightMyRequestResponse, before: string, after: string, method = 'GET', scim = false): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 500)}`;
  if (res.statusCode >= 400 && method === 'HEAD') {
    // A HEAD answer has no body (RFC 9110 §9.3.2); its status and headers are the GET's.
    if (before !== after) return `a rejected HEAD (${res.statusCode}) changed the data`;
  } else if (res.statusCode >= 400 && scim && !(res.statusCode === 405 || (res.statusCode === 404 && res.body.includes('"ROUTE__')))) {
    // SCIM answers its own error schema (RFC 7644 §3.12), as application/scim+json (the router's 404 and 405 are the envelope, below).
    // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
    let body: any;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `a SCIM ${res.statusCode} whose body is not JSON: ${res.body.slice(0, 200)}`;
    }
    if (!String(res.headers['content-type']).startsWith('application/scim+json')) return `a SCIM ${res.statusCode} as ${res.headers['content-type']}`;
    if (!body?.schemas?.includes('urn:ietf:params:scim:api:messages:2.0:Error') || body.status !== String(res.statusCode) || typeof body.detail !== 'string')
      return `a SCIM ${res.statusCode} not in SCIM's error schema: ${res.body.slice(0, 200)}`;
    if (before !== after) return `a rejected SCIM request (${res.statusCode}) changed the data: ${before} → ${after}`;
  } else if (res.statusCode >= 400) {
    // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
    let body: any;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `a ${res.statusCode} whose body is not JSON: ${res.body.slice(0, 200)}`;
    }
    if (!String(res.headers['content-type']).startsWith('application/json')) return `a ${res.statusCode} as ${res.headers['content-type']}`;
    if (!Array.isArray(body?.errors) || body.errors.length === 0) return `a ${res.statusCode} without the envelope: ${res.body.slice(0, 200)}`;
    for (const error of body.errors) {
      if (error.status !== String(res.statusCode) || typeof error.code !== 'string' || typeof error.title !== 'string' || typeof error.detail !== 'string') {
        return `a ${res.statusCode} whose error says otherwise: ${JSON.stringify(error).slice(0, 300)}`;
      }
    }
    if (before !== after) return `a rejected request (${res.statusCode}) changed the data: ${before} → ${after}`;
  }
  return undefined;
}

export interface FuzzSetup {
  app: App;
  acme: TestOrganization;
  globex: TestOrganization;
}

/** Ids to aim at: Acme's and Globex's lists and employees (never Acme's admin, whose session drives the run). */
export async function fuzzIds(setup: FuzzSetup): Promise<FuzzIds> {
  const ids: FuzzIds = {
    lists: [],
    employees: [setup.acme.memberId, setup.globex.memberId, setup.globex.adminId],
    products: ['P-1', 'P-2', 'nope'],
    units: [],
  };
  await addLists(setup, ids, setup.acme.headers);
  for (const [headers, name, parent] of [
    [setup.acme.headers, 'Sales', 0],
    [setup.acme.headers, 'North', 1],
    [setup.globex.headers, 'Globex unit', 0],
  ] as const) {
    const res = await setup.app.inject({
      method: 'POST',
      url: '/store-api/organization-unit',
      headers,
      payload: { name, parentId: parent === 0 ? null : ids.units[0] },
    });
    if (res.statusCode === 201) ids.units.push(res.json().id);
  }
  return ids;
}

/** Three new lists to aim at (Acme's admin's and member's, Globex's); the oldest ids leave the pool beyond 30. */
async function addLists(setup: FuzzSetup, ids: FuzzIds, adminHeaders: Record<string, string>): Promise<void> {
  const { app, acme, globex } = setup;
  for (const headers of [adminHeaders, acme.memberHeaders, globex.headers]) {
    const res = await app.inject({
      method: 'POST',
      url: '/store-api/product-lists/create',
      headers,
      payload: { name: 'Fuzz target', lineItems: [{ productId: 'P-1' }, { productId: 'P-2', quantity: 3 }] },
    });
    if (res.statusCode === 201) ids.lists.push(res.json().id);
  }
  while (ids.lists.length > 30) ids.lists.shift();
}

/** Runs `count` generated requests one after another, checking every property; throws on the first failure (shrunk). */
export async function runFuzz(setup: FuzzSetup, options: { count: number; seed?: number; progress?: (tally: FuzzTally) => void }): Promise<FuzzTally> {
  const { app, acme, globex } = setup;
  const document = (await app.inject({ method: 'GET', url: '/store-api/_info/openapi3.json' })).json();
  const ids = await fuzzIds(setup);
  const callers: Record<string, Record<string, string>> = {
    admin: acme.headers,
    member: acme.memberHeaders,
    other: globex.headers,
    none: { 'sw-access-key': ACCESS_KEY },
    garbage: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': 'x'.repeat(43) },
    'no key': {},
  };
  // SCIM's bearer token (Acme's): its operations are fuzzed with it, and without.
  const scimToken = await app.inject({ method: 'POST', url: '/store-api/organization/scim-token', headers: acme.headers });
  if (scimToken.statusCode === 201) callers.scim = { authorization: `Bearer ${scimToken.json().token as string}` };
  const tally: FuzzTally = { requests: 0, byStatus: {}, byOperation: {} };
  let before = await fingerprint(app);
  const result = await fc.check(
    fc.asyncProperty(
      requestsOf(document, ids, () => callers),
      async (request) => {
        const res = await app.inject(request.options);
        const after = await fingerprint(app);
        const problem = problemOf(res, before, after, request.options.method, request.operation.includes(' /scim/'));
        before = after;
        tally.requests += 1;
        const status = String(res.statusCode);
        tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
        // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
        const perOperation = (tally.byOperation[request.operation] ??= {});
        perOperation[status] = (perOperation[status] ?? 0) + 1;
        if (tally.requests % 10_000 === 0) options.progress?.(tally);
        // Fuzzed deletes use the targets up: new ones every 500 requests keep the run reaching the handlers.
        if (tally.requests % 500 === 0) {
          await addLists(setup, ids, callers.admin!);
          before = await fingerprint(app);
        }
        // A successful logout ends a session the run goes on using: log in again.
        if (res.statusCode === 204 && request.operation === 'POST /store-api/account/logout') {
          await renewSessions(app, setup, callers);
          before = await fingerprint(app);
        }
        if (problem) throw new Error(problem);
      },
    ),
    { numRuns: options.count, seed: options.seed, endOnFailure: false },
  );
  if (result.failed) {
    const [request] = result.counterexample ?? [];
    const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    throw new Error(
      `fuzzing failed (seed ${result.seed}, after ${result.numRuns} requests, shrunk ${result.numShrinks} times): ${error.slice(0, 800)}\nrequest: ${shorten(request?.options)}`,
    );
  }
  // The service still answers.
  const health = await app.inject({ method: 'GET', url: '/health/ready' });
  if (health.statusCode !== 200) throw new Error(`after the run, /health/ready answered ${health.statusCode}`);
  return tally;
}

async function renewSessions(app: App, setup: FuzzSetup, callers: Record<string, Record<string, string>>): Promise<void> {
  const logins: [string, string, string][] = [
    ['admin', setup.acme.adminEmail, setup.acme.adminPassword],
    ['member', setup.acme.memberEmail, setup.acme.memberPassword],
    ['other', setup.globex.adminEmail, setup.globex.adminPassword],
  ];
  for (const [name, username, password] of logins) {
    const res = await app.inject({
      method: 'POST',
      url: '/store-api/account/login',
      headers: { 'sw-access-key': ACCESS_KEY },
      payload: { username, password },
    });
    if (res.statusCode === 200) callers[name] = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': res.json().contextToken };
  }
}

/** A request as a readable line: long strings cut to their first characters. */
function shorten(options: InjectOptions | undefined): string {
  return JSON.stringify(options, (_key, value) => (typeof value === 'string' && value.length > 120 ? `${value.slice(0, 120)}…(${value.length} chars)` : value));
}

/** The tally as a few readable lines. */
export function describeTally(tally: FuzzTally): string {
  const statuses = Object.entries(tally.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return `${tally.requests} requests over ${Object.keys(tally.byOperation).length} operations; by status: ${statuses}`;
}
