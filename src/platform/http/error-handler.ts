import type { FastifyContextConfig, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_CODES, type ErrorCode } from '../../kernel/errors.js';
import { validationIssuesOf, type AjvIssue } from './validation-issues.js';
import { isDatabaseUnreachable, isRetryableConflict, isStorageFull, isUnstorableText } from '../db/dialect.js';

/**
 * One handler for every error (docs/contract.md §5): Fastify's own (routing, parsing, validation,
 * body limits), the domain's AppErrors, the database's faults and anything unexpected become the
 * envelope of the kernel's code table (kernel/errors.ts); a status is never chosen by a message's text.
 */

/** Fastify's own error codes, mapped once; never by reading a message text. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST__BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'REQUEST__UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUEST__MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REQUEST__MALFORMED_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'REQUEST__MALFORMED_JSON',
};

const FASTIFY_DETAILS: Partial<Record<ErrorCode, string>> = {
  REQUEST__MALFORMED_JSON: 'The request body is not valid JSON.',
};

const MIB = 1024 * 1024;

/**
 * The 413 of a request: the route's limit in bytes and the variable that sets it. Routes that take
 * files (`config.csv`) have IMPORT_BODY_LIMIT_BYTES, every other BODY_LIMIT_BYTES (app.ts).
 */
export function bodyTooLarge(limit: number, variable: 'BODY_LIMIT_BYTES' | 'IMPORT_BODY_LIMIT_BYTES'): AppError {
  const size = limit % MIB === 0 ? `${limit / MIB} MiB (${limit} bytes)` : `${limit} bytes`;
  return new AppError('REQUEST__BODY_TOO_LARGE', {
    detail: `The request body is larger than ${size}, the limit that ${variable} sets.`,
    parameters: { limit, variable },
  });
}

/** The 415 of a request: the content types its route takes (CSV where `config.csv` says so). */
export function unsupportedMediaType(config: Pick<FastifyContextConfig, 'csv' | 'scim'> | undefined, got: string | undefined): AppError {
  const sent = got ? ` (it was ${got.split(';')[0]})` : ' (it had none)';
  const [accepted, detail] =
    config?.csv === 'only'
      ? [['text/csv'], `This operation takes a CSV file: Content-Type: text/csv${sent}. With curl: --data-binary @file.csv -H 'content-type: text/csv'.`]
      : config?.csv
        ? [['application/json', 'text/csv'], `This operation takes application/json or text/csv${sent}.`]
        : config?.scim
          ? [['application/scim+json', 'application/json'], `A SCIM request body is JSON: Content-Type: application/scim+json or application/json${sent}.`]
          : [['application/json'], `The request body must be JSON: Content-Type: application/json${sent}.`];
  return new AppError('REQUEST__UNSUPPORTED_MEDIA_TYPE', { detail, parameters: { accepted } });
}

/**
 * A body that came as CSV and was turned into records (`/3/email`) is reported by the lines of its
 * rows (`/lines/5/email`): what the client sees in its spreadsheet. The route sets each record's line.
 */
export const CSV_LINES = new WeakMap<FastifyRequest, readonly number[]>();

function atCsvLines(error: AppError, lines: readonly number[]): AppError {
  const map = (pointer: string | undefined) => {
    const match = pointer === undefined ? null : /^\/(\d+)(\/.*)?$/.exec(pointer);
    const line = match ? lines[Number(match[1])] : undefined;
    return line === undefined ? pointer : `/lines/${line}${match?.[2] ?? ''}`;
  };
  return new AppError(
    error.code,
    { detail: error.message, pointer: map(error.pointer), parameters: error.parameters, headers: error.headers },
    error.issues.map((issue) => ({ ...issue, pointer: map(issue.pointer) ?? issue.pointer })),
  );
}

function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toEnvelope());
}

/** What a 503 for an unreachable database asks a client to wait: PostgreSQL restarts and failovers take seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** What a 503 for a write that met conflicts on every try asks a client to wait: the other writes are over in milliseconds. */
const CONFLICT_RETRY_AFTER_SECONDS = 1;

/** Turns any thrown error into a typed AppError. Unknown errors become a 500 whose details stay in the log. */
export function toAppError(error: FastifyError & { validation?: AjvIssue[]; validationContext?: string }, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    const part = error.validationContext as 'body' | 'querystring' | 'params' | 'headers' | undefined;
    const failed = part && { data: part === 'querystring' ? request.query : request[part], schema: request.routeOptions.schema?.[part] };
    return AppError.validation(validationIssuesOf(error.validation, error.validationContext, failed));
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped === 'REQUEST__BODY_TOO_LARGE' || error.statusCode === 413) {
    const csv = request.routeOptions.config?.csv;
    return bodyTooLarge(request.routeOptions.bodyLimit, csv ? 'IMPORT_BODY_LIMIT_BYTES' : 'BODY_LIMIT_BYTES');
  }
  if (mapped === 'REQUEST__UNSUPPORTED_MEDIA_TYPE' || error.statusCode === 415) {
    return unsupportedMediaType(request.routeOptions.config, request.headers['content-type']);
  }
  if (mapped) return new AppError(mapped, { detail: FASTIFY_DETAILS[mapped] });
  // A backstop behind the schemas' text patterns: text a database cannot store (PostgreSQL and NUL)
  // is the client's input, never a 500.
  if (isUnstorableText(error))
    return new AppError('VALIDATION__INVALID', { detail: 'The request contains text that cannot be stored (a NUL character or an unpaired surrogate).' });
  // Faults of the database are said as what they are, with the way forward (docs/contract.md §5).
  if (isStorageFull(error)) {
    return new AppError('SERVER__INSUFFICIENT_STORAGE', {
      detail: "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed.",
    });
  }
  if (isDatabaseUnreachable(error)) {
    return new AppError('SERVER__UNAVAILABLE', {
      detail: 'The database cannot be reached right now; nothing was written. Try again shortly.',
      parameters: { retryAfter: DATABASE_RETRY_AFTER_SECONDS },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  // A deadlock or serialization failure the writer already ran again on every try it has
  // (src/platform/db/write.ts): rolled back, nothing written, and safe to send again.
  if (isRetryableConflict(error)) {
    return new AppError('SERVER__UNAVAILABLE', {
      detail: 'The write met concurrent writes to the same data on every try and was rolled back; nothing was written. Try again shortly.',
      parameters: { retryAfter: CONFLICT_RETRY_AFTER_SECONDS },
      headers: { 'retry-after': String(CONFLICT_RETRY_AFTER_SECONDS) },
    });
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Another client error of Fastify's layers (a malformed header, say): the client's fault, said plainly.
    return new AppError('VALIDATION__INVALID', { detail: 'The request could not be read.' });
  }
  return new AppError('SERVER__INTERNAL_ERROR', {
    detail: 'An unexpected error occurred. Quote the request id when reporting it.',
    parameters: { requestId: String(request.id) },
  });
}

/** Installs the one error handler, the 404 handler and the 405 detection for every route; unknown paths name the docs page. */
export function installErrorHandling(app: FastifyInstance, docsPage: string): void {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    const pattern = new RegExp(`^${route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let entry = routes.find((candidate) => candidate.pattern.source === pattern.source);
    if (!entry) {
      entry = { pattern, methods: new Set() };
      routes.push(entry);
    }
    for (const method of methods) entry.methods.add(method);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lines = CSV_LINES.get(request);
    const appError = lines ? atCsvLines(toAppError(error, request), lines) : toAppError(error, request);
    if (appError.status === 503 || appError.status === 507) {
      request.log.warn(
        { err: error, code: appError.code },
        appError.code === 'SSO__PROVIDER_UNAVAILABLE' ? 'identity provider out of reach' : 'database fault',
      );
    } else if (appError.status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
    } else {
      request.log.info({ code: appError.code, status: appError.status }, 'request failed');
    }
    return sendError(reply, appError);
  });

  const answerUnrouted = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const known = routes.find((route) => route.pattern.test(path));
    if (known) {
      const allow = [...known.methods].filter((method) => method !== 'HEAD').join(', ');
      return sendError(
        reply,
        new AppError('ROUTE__METHOD_NOT_ALLOWED', {
          detail: `${request.method} is not allowed on this path; allowed: ${allow}.`,
          parameters: { allow },
          headers: { allow },
        }),
      );
    }
    const docs = path.startsWith('/store-api/') ? '' : ` Every operation is under /store-api: the docs page is ${docsPage}.`;
    return sendError(reply, new AppError('ROUTE__NOT_FOUND', { detail: `No route ${request.method} ${path}.${docs}`, parameters: { docs: docsPage } }));
  };
  // A request without a route is answered before its body is read: a wrong method is a 405 and a
  // wrong path a 404 whatever the body's size or type (never the 413 or 415 of a body nobody wants).
  // preParsing: after every onRequest hook (security headers, the rate limit), before the body. A
  // callback hook, not async: every request passes it, and only unrouted ones stop (no done()).
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (request.is404) void answerUnrouted(request, reply);
    else done(null, payload);
  });
  app.setNotFoundHandler(answerUnrouted);
}

/** How the routes under a path prefix answer an error in a format of their own (SCIM's: features/federation/scim). */
export type OwnErrorFormat = (reply: FastifyReply, status: number, detail: string) => void;

/**
 * Errors Fastify raises before routing (a malformed URL encoding, say): answered in the envelope
 * too, through the `frameworkErrors` option of the Fastify factory; under a prefix of `ownFormats`
 * in that prefix's format (main/app.ts gives SCIM's, whose clients read SCIM's error schema also
 * for a URL the router could not read).
 */
export function frameworkErrorAnswerer(ownFormats: Readonly<Record<string, OwnErrorFormat>>) {
  const prefixes = Object.entries(ownFormats);
  return function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    const detail = error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid (bad percent-encoding).' : 'The request could not be read.';
    const own = prefixes.find(([prefix]) => request.url.startsWith(prefix));
    if (own) own[1](reply, 400, detail);
    else void sendError(reply, new AppError('VALIDATION__INVALID', { detail }));
  };
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (a client too slow with its
 * headers or body, headers too large, bytes that are not HTTP): answered in the envelope, with the
 * headers every answer carries, on the raw socket, which is then closed. Makes the
 * `clientErrorHandler` of the Fastify factory.
 */
export function clientErrorAnswerer(headers: Readonly<Record<string, string>>) {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: import('node:stream').Duplex): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [code, detail] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? (['REQUEST__TIMEOUT', 'The request was not sent completely in time.'] as const)
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? (['REQUEST__HEADERS_TOO_LARGE', 'The request headers are larger than the limit.'] as const)
          : (['VALIDATION__INVALID', 'The request is not valid HTTP.'] as const);
    this.log.debug({ code, clientError: error.code }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify(new AppError(code, { detail }).toEnvelope());
      const { status, title } = ERROR_CODES[code];
      socket.write(
        `HTTP/1.1 ${status} ${title}\r\n${headerLines}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
