import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** What a browser page on an allowed origin may send: the credentials travel in these headers, never in URLs or cookies. */
const REQUEST_HEADERS = ['sw-access-key', 'sw-context-token', 'content-type', 'accept', 'accept-language', 'if-match', 'if-none-match', 'x-request-id'];
/** What its script may read of an answer. */
const ANSWER_HEADERS = ['sw-context-token', 'etag', 'location', 'retry-after', 'x-request-id'];

/**
 * CORS for the origins an operator names (CORS_ALLOWED_ORIGINS): the shops whose pages embed the
 * elements call the API directly. None by default, so nothing is registered and no request pays for
 * it; an origin not named gets no `Access-Control-Allow-Origin` and its browser refuses the answer.
 */
export async function installCors(app: FastifyInstance, allowedOrigins: string | undefined): Promise<void> {
  const origins = (allowedOrigins ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => new URL(origin).origin);
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: REQUEST_HEADERS,
    exposedHeaders: ANSWER_HEADERS,
    credentials: false,
    maxAge: 600,
    // A preflight for a path no route has is still answered: the browser then asks and gets the 404.
    strictPreflight: false,
  });
}
