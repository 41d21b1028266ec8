import type { FastifyInstance } from 'fastify';

/** Answers at least this long (characters) leave as bytes (installLargeAnswers). */
export const LARGE_ANSWER_CHARACTERS = 64 * 1024;

/**
 * Large answers are sent as bytes made once, instead of as text. An answer built from parts (a
 * list's fields and its line items as the database wrote them) is a rope in V8's heap; sent as
 * text, it was copied into the heap twice more: flattened to measure its Content-Length, then
 * joined to the response's head by Node's HTTP layer. At a 1,000-item list's 200–400 kB, each copy
 * is a large object that only a full collection frees, and a transfer's two lists grew the process
 * by tens of MiB under load. As bytes, the flat text is made once (to encode it) and the bytes live
 * outside the heap, freed with the request. Small answers stay text (no copy to save).
 */
export function installLargeAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (_request, _reply, payload, done) => {
    if (typeof payload === 'string' && payload.length >= LARGE_ANSWER_CHARACTERS) done(null, Buffer.from(payload, 'utf8'));
    else done(null, payload);
  });
}
