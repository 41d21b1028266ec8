import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Negotiator from 'negotiator';
import { Type } from 'typebox';
import { AppError, errorResponses } from '../../kernel/errors.js';

/** The one address a shop loads the elements from; it imports the bundle by a name made of its content. */
export const ELEMENTS_PATH = '/store-api/_elements';
export const ELEMENTS_ENTRY = 'store-api-elements.js';

interface ElementFile {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** The entry changes with every release: revalidated on each load. A content-named file never changes. */
  cacheControl: string;
}

/** What `npm run build` wrote to dist/elements (scripts/bundle-elements.mjs): each file with its gzip and Brotli forms, compressed there. */
function readElementFiles(directory: string): Map<string, ElementFile> {
  const files = new Map<string, ElementFile>();
  if (!existsSync(directory)) return files;
  for (const name of readdirSync(directory)) {
    if (!name.endsWith('.js')) continue;
    const identity = readFileSync(join(directory, name));
    files.set(name, {
      identity,
      gzip: readFileSync(join(directory, `${name}.gz`)),
      br: readFileSync(join(directory, `${name}.br`)),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      cacheControl: name === ELEMENTS_ENTRY ? 'public, no-cache' : 'public, max-age=31536000, immutable',
    });
  }
  return files;
}

/**
 * The elements' script (docs/guides/elements.md), for pages on any origin: no credentials, no session,
 * the same bytes for everyone, so any origin may load it (`Access-Control-Allow-Origin: *`, the
 * resource policy `cross-origin`). The API's own answers stay behind CORS_ALLOWED_ORIGINS.
 */
export const elementRoutes: FastifyPluginAsyncTypebox<{ directory: string }> = async (app, { directory }) => {
  const files = readElementFiles(directory);

  app.get(
    `${ELEMENTS_PATH}/:file`,
    {
      schema: {
        operationId: 'readElementsScript',
        tags: ['system'],
        summary: 'The web components (one ES module): `store-api-elements.js`, and the files it imports.',
        description:
          'No credentials. `store-api-elements.js` is revalidated on every load (ETag) and imports the bundle under a name made of its content, cached as immutable. Served to any origin; gzip or Brotli where the browser takes them.',
        params: Type.Object({ file: Type.String({ maxLength: 100, examples: [ELEMENTS_ENTRY] }) }),
        response: {
          // Documented as text/javascript with main/openapi's other media.
          200: Type.Unsafe<Buffer>({ type: 'string', description: 'The module (text/javascript).' }),
          304: Type.Null({ description: 'Not modified (If-None-Match).' }),
          ...errorResponses(),
        },
      },
      config: { browser: true },
    },
    async (request, reply) => {
      const file = files.get(request.params.file);
      if (!file) {
        throw new AppError('ROUTE__NOT_FOUND', {
          detail:
            files.size === 0
              ? 'The elements were not built (npm run build).'
              : `There is no file ${request.params.file} among the elements; load ${ELEMENTS_PATH}/${ELEMENTS_ENTRY}.`,
        });
      }
      reply
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', file.cacheControl)
        .header('vary', 'accept-encoding')
        .header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send(null);
      // The smallest form the browser takes (browsers list gzip before br, at the same weight).
      const accepted = new Negotiator(request).encodings(['br', 'gzip']);
      const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
      reply.type('text/javascript; charset=utf-8');
      if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(file[encoding]);
      return reply.send(file.identity);
    },
  );
};
