import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Two validators. Bodies are JSON and checked exactly (no type coercion, no silent removal of
 * unknown fields, every failing field reported: DESIGN §5). Query strings, params and headers are
 * text, so they are coerced to the schema's types.
 */
export function installValidation(app: FastifyInstance): void {
  const shared: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false };
  const bodyAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: false }));
  const textAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));

  // A JSON content type with an empty body (as some clients send on DELETE) is no body at all.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Only JSON is accepted: anything else is a 415 (DESIGN §5).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
