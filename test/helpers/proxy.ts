import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { TestContext } from 'node:test';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (PostgreSQL, RabbitMQ): `cut()` drops every
 * connection and refuses new ones (the server is gone, as far as a client can tell), `restore()`
 * lets them through again on the same port.
 */
export async function tcpProxy(t: TestContext, targetHost: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const restore = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  let open = true;
  const cut = () =>
    new Promise<void>((resolve) => {
      open = false;
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await restore();
  t.after(() => (open ? cut() : undefined));
  return {
    get port() {
      return port;
    },
    cut,
    restore: async () => {
      await restore();
      open = true;
    },
  };
}
