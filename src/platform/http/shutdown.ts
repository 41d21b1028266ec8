import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown (docs/contract.md §8, Operations): on SIGTERM an instance leaves its load balancer
 * without failing a request.
 *
 * 1. Readiness answers 503 at once, and from then on every answer says `Connection: close`, so
 *    clients and the balancer open their next connection elsewhere. (Node answers
 *    `Connection: keep-alive` on its own even after `server.close()`, and then waits for those idle
 *    sockets up to the keep-alive timeout: 72 s.)
 * 2. For `delayMs` the instance still serves everything that reaches it, while the balancer's
 *    health checks notice (deploy/haproxy.cfg checks every second, down after two failures).
 * 3. The listener closes: new connections are refused, and a balancer retries them on another
 *    instance. Requests under way, and requests still arriving on open connections, are answered
 *    (Fastify's own 503 while closing is turned off in app.ts); idle connections are closed.
 * 4. After `timeoutMs` more, connections still open are cut, and the process ends.
 */
export interface ShutdownState {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: ShutdownState;
  }
}

/** Every answer sent while draining closes its connection, also answers to requests begun before. */
export function installShutdownState(app: FastifyInstance): void {
  const state: ShutdownState = { draining: false };
  app.decorate('shutdown', state);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

export interface DrainTiming {
  /** How long the instance keeps serving after readiness turned 503. */
  delayMs: number;
  /** How long requests under way get once the listener is closed. */
  timeoutMs: number;
}

/** Steps 1–4 above; resolves when the server is closed (its onClose hooks have run). */
export async function drainAndClose(app: FastifyInstance, timing: DrainTiming): Promise<void> {
  app.shutdown.draining = true;
  if (timing.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, timing.delayMs));
  const server = app.server;
  // Sockets that finish their last answer (which said `Connection: close`) end by themselves; these
  // sweeps close sockets that were idle between requests when the listener closed, or went idle after.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.closeAllConnections(), timing.timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
