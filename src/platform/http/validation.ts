import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../kernel/errors.js';
import { unsupportedMediaType } from './error-handler.js';

/** A name is 1–255 characters once trimmed (docs/contract.md §2): only spaces is a 400 at `pointer`. */
export function trimmedName(name: string, pointer: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw AppError.validation([{ pointer, detail: 'The name must not be empty or only spaces.' }]);
  return trimmed;
}

/**
 * Two validators. Bodies are JSON and checked exactly (no type coercion, no silent removal of
 * unknown fields, every failing field reported: docs/contract.md §5). Query strings, params and headers are
 * text, so they are coerced to the schema's types.
 */
const shared: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false };
/**
 * One pair of validators per process, not per app: Ajv keeps what it compiled by the schema object,
 * and the routes' schemas are the same objects in every app a process builds (the tests build
 * hundreds), so each is compiled once.
 */
const bodyAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: false }));
const textAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: 'array' }));
/** The strict query schema made of a route's own (onRoute below), one per schema object. */
const strictQueries = new WeakMap<object, object>();

export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));
  // A route that takes query parameters knows all of them: another one is a 400 naming it (as
  // Stripe answers "Received unknown parameter"), never a silent default (`?limt=3`). A schema
  // that takes what another party adds (single sign-on's callback, SCIM) says so itself.
  app.addHook('onRoute', (route) => {
    const query = route.schema?.querystring as { type?: string; additionalProperties?: unknown } | undefined;
    if (query?.type !== 'object' || query.additionalProperties !== undefined) return;
    let strict = strictQueries.get(query);
    if (!strict) {
      strict = { ...query, additionalProperties: false };
      strictQueries.set(query, strict);
    }
    route.schema!.querystring = strict;
  });

  // A JSON content type with an empty body (as some clients send on DELETE) is no body at all.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Only JSON is accepted, and CSV by the routes that say so (`config.csv`): anything else is a 415 (docs/contract.md §5).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'buffer' }, (request, body, done) => {
    if (!request.routeOptions.config?.csv) {
      done(unsupportedMediaType(request.routeOptions.config, request.headers['content-type']), undefined);
      return;
    }
    done(null, csvText(body as Buffer));
  });
  // SCIM clients send their JSON as application/scim+json (RFC 7644 §3.1).
  app.addContentTypeParser(['application/json', 'application/scim+json'], { parseAs: 'string' }, (request, body, done) => {
    // A CSV file sent as JSON (a forgotten content type) is told what the operation takes, not that it is not JSON.
    if (request.routeOptions.config?.csv === 'only') {
      done(unsupportedMediaType(request.routeOptions.config, request.headers['content-type']), undefined);
      return;
    }
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // JSON.parse takes any depth, but a body of thousands of nested arrays would overflow the stack
    // of whatever walks it next (JSON.stringify of a cache key, a validator): refused here.
    if (nestingDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('REQUEST__MALFORMED_JSON', { detail: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.` }), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) done(new AppError('REQUEST__MALFORMED_JSON', { detail: malformedJsonDetail(text) }), undefined);
      else done(null, parsed);
    });
  });
}

/**
 * What is wrong with a body Fastify's parser refused, and where. That parser says only "not valid
 * JSON", so JSON.parse runs again (on this error path only): its reason without the echo of the
 * body it quotes, and the line and column when it names a position. A body that parses was refused
 * for a `__proto__` or `constructor.prototype` key.
 */
function malformedJsonDetail(text: string): string {
  let message: string;
  try {
    JSON.parse(text);
    return 'The request body is not valid JSON: it contains a forbidden prototype property (__proto__ or constructor.prototype).';
  } catch (error) {
    message = (error as Error).message;
  }
  const reason = message
    .replace(/, ".*" is not valid JSON$/s, '')
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/^Unexpected end of JSON input$/, 'the body ends too early');
  const position = /at position (\d+)/.exec(message);
  let where = '';
  if (position) {
    const before = text.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    where = ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
  }
  return `The request body is not valid JSON: ${reason}${where}.`;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Windows-1252's 0x80–0x9F (the rest is Latin-1); undefined bytes stay as they are. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * A CSV body as text: UTF-8 (with or without BOM), or, when it is not valid UTF-8, Windows-1252:
 * what Excel writes for "CSV (comma delimited)" on Western systems, where only "CSV UTF-8" is UTF-8.
 */
function csvText(body: Buffer): string {
  try {
    return UTF8.decode(body);
  } catch {
    // Node's own windows-1252 decoder is Latin-1 (no € and friends): the 32 bytes that differ by hand.
    return body.toString('latin1').replace(/[\x80-\x9f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!);
  }
}

/** No request of the API needs more; Criteria filters nest at most 5 deep (criteria.parse-filters.ts). */
const MAX_JSON_DEPTH = 64;

/** Whether the JSON text opens more than `limit` arrays or objects at once (brackets inside strings do not count). */
function nestingDepthExceeds(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
