/**
 * Every answer the API tests receive is checked against the OpenAPI document the service serves:
 * its status must be one the operation documents, its content type and body must match that
 * status's schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). A non-conforming answer fails
 * the test that received it. buildTestApp installs it on `inject`; `call` (real sockets) checks
 * against the document of the server it talks to.
 */
import { AssertionError } from 'node:assert';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { App } from '../../src/main/app.js';
import { DOCS_PAGE_PATH } from '../../src/platform/http/document-paths.js';
import { escapePointer } from '../../src/platform/http/validation-issues.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface ReceivedAnswer {
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

interface Route {
  template: string;
  pattern: RegExp;
  operations: Record<string, Operation>;
}

/**
 * The schemas of one OpenAPI document, addressed by JSON pointer into it
 * (`#/paths/~1store-api~1…/post/responses/200/content/application~1json/schema`), compiled once
 * each (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */
export class DocumentSchemas {
  private readonly ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: object) {
    this.ajv.addSchema(document, 'openapi');
  }

  /** What makes `value` not match the schema at `pointer`, or undefined when it matches. */
  problemOf(pointer: string, value: unknown): string | undefined {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate(value) ? undefined : this.ajv.errorsText(validate.errors, { dataVar: 'body' });
  }
}

/** The JSON pointer of an operation in the document: `#/paths/<path template>/<method>`. */
export function operationPointer(template: string, method: string): string {
  return `#/paths/${escapePointer(template).replace(/[{}]/g, encodeURIComponent)}/${method}`;
}

/** Checks answers against one document. */
export class AnswerChecker {
  private readonly schemas: DocumentSchemas;
  private readonly routes: Route[];

  constructor(document: OpenApiDocument) {
    this.schemas = new DocumentSchemas(document);
    // Literal paths before templated ones (`/employee/add` before `/employee/{id}`); a parameter may be
    // empty, as Fastify's router matches it.
    this.routes = Object.entries(document.paths)
      .map(([template, operations]) => ({
        template,
        operations,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]*')}/?$`),
      }))
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** Throws an AssertionError naming the request and what does not match. */
  check(method: string, url: string, answer: ReceivedAnswer): void {
    // The router ignores a trailing slash (`/product-lists/` is `/product-lists`).
    const path = (url.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
    if (path.startsWith(DOCS_PAGE_PATH)) return; // the docs page and its assets are not API operations
    if (method.toUpperCase() === 'OPTIONS') return; // CORS preflights: the protocol's, answered before any operation (platform/http/cors.ts)
    const fail: (problem: string) => never = (problem) => {
      throw new AssertionError({
        message: `The answer to ${method} ${path} (${answer.statusCode}) does not match the OpenAPI document: ${problem}\nBody: ${answer.body.slice(0, 600)}`,
      });
    };
    const lowerMethod = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const route = this.routes.find((candidate) => candidate.pattern.test(path) && candidate.operations[lowerMethod]);
    if (!route) {
      // No operation: the router's own 404 or 405, or a 400 for a URL that cannot be read, in the envelope.
      if (![400, 404, 405].includes(answer.statusCode)) fail('no operation has this method and path, so only 400, 404 or 405 may answer');
      this.checkBody(answer, '#/components/schemas/ErrorEnvelope', method, fail);
      return;
    }
    const response = route.operations[lowerMethod]!.responses?.[String(answer.statusCode)];
    if (!response) fail(`status ${answer.statusCode} is not documented for this operation`);
    if (!response.content) {
      if (answer.body !== '') fail('this status is documented without a body');
      return;
    }
    // A file (the elements' script): documented by its media type, which the answer must have.
    const fileType = Object.keys(response.content).find((type) => !type.includes('json'));
    if (fileType) {
      if (!(answer.contentType ?? '').startsWith(fileType)) fail(`content type ${answer.contentType} is not ${fileType}`);
      return;
    }
    // SCIM's operations answer application/scim+json; every other JSON answer is application/json.
    const mediaType = response.content['application/scim+json'] ? 'application/scim+json' : 'application/json';
    this.checkBody(
      answer,
      `${operationPointer(route.template, lowerMethod)}/responses/${answer.statusCode}/content/${mediaType.replace('/', '~1')}/schema`,
      method,
      fail,
      mediaType,
    );
  }

  private checkBody(answer: ReceivedAnswer, pointer: string, method: string, fail: (problem: string) => never, mediaType = 'application/json'): void {
    if (method.toUpperCase() === 'HEAD') return;
    if (!(answer.contentType ?? '').startsWith(mediaType)) fail(`content type ${answer.contentType} is not ${mediaType}`);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      fail('the body is not JSON');
    }
    const problem = this.schemas.problemOf(pointer, body);
    if (problem) fail(problem);
  }
}

/** One checker per document text: every test app of a process serves the same document. */
const checkers = new Map<string, AnswerChecker>();
export function checkerFor(document: OpenApiDocument): AnswerChecker {
  const key = JSON.stringify(document);
  let checker = checkers.get(key);
  if (!checker) {
    checker = new AnswerChecker(document);
    checkers.set(key, checker);
  }
  return checker;
}

/**
 * The checker of an app's document. The document is made from the routes' schemas (module
 * constants) and the configuration alone, so apps of one process with the same routes and
 * configuration share one document: made once (about a tenth of a second of CPU each time, and
 * most test files build dozens of apps), not once per app.
 */
const checkersOfApps = new Map<string, AnswerChecker>();
function checkerOfApp(app: App): AnswerChecker {
  const key = `${JSON.stringify(app.config)}\n${app.printRoutes({ commonPrefix: false })}`;
  let checker = checkersOfApps.get(key);
  if (!checker) {
    checker = checkerFor(app.swagger() as unknown as OpenApiDocument);
    checkersOfApps.set(key, checker);
  }
  return checker;
}

/**
 * Every answer this app sends (through `inject` or a real socket) is checked against the app's own
 * document as it leaves (an onSend hook). A mismatch fails the `inject` call that got it, and the
 * test itself when it ends (answers read through a socket).
 */
export function checkAnswersOf(app: App): () => void {
  const mismatches: Error[] = [];
  let checker: AnswerChecker | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload !== null && payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // a file stream
    try {
      checker ??= checkerOfApp(app);
      const contentType = reply.getHeader('content-type');
      // 204 and 304 never carry a body on the wire (Fastify drops what a handler sent): nothing to check.
      const body = payload === null || payload === undefined || reply.statusCode === 204 || reply.statusCode === 304 ? '' : payload.toString();
      checker.check(request.method, request.url, {
        statusCode: reply.statusCode,
        contentType: contentType === undefined ? undefined : String(contentType),
        body,
      });
    } catch (error) {
      mismatches.push(error as Error);
    }
    return payload;
  });
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  (app as { inject: unknown }).inject = (options?: unknown, callback?: unknown) => {
    if (options === undefined || callback !== undefined) return inject(options, callback); // chained and callback forms
    return (inject(options) as Promise<unknown>).then((answer) => {
      if (mismatches.length > 0) throw mismatches.splice(0)[0];
      return answer;
    });
  };
  // For the test's end, after the app has closed: a mismatch seen through a socket fails the test.
  return () => {
    if (mismatches.length > 0) throw mismatches[0];
  };
}
