import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on 127.0.0.1: records every request and answers what `answer` says for it
 * (a status, optionally after a delay). Closed when the test ends.
 */
export async function startReceiver(
  t: TestContext,
  answer: (request: Received, index: number) => { status: number; delayMs?: number; headers?: Record<string, string> } = () => ({ status: 204 }),
) {
  const received: Received[] = [];
  // Answers held back (a receiver that never answers) end with the test, not minutes later.
  const delayed = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      const index = received.push(entry) - 1;
      const { status, delayMs = 0, headers = {} } = answer(entry, index);
      const timer = setTimeout(() => {
        delayed.delete(timer);
        response.writeHead(status, headers);
        response.end();
      }, delayMs);
      delayed.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(
    () =>
      new Promise<void>((resolve) => {
        for (const timer of delayed) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, port, received };
}

/** Waits until `done()` holds, checking every 25 ms, at most `timeoutMs`; fails with `what`. */
export async function waitFor(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
