/** Local servers on 127.0.0.1; `serveLater` gets its app later, as the API's config needs its URL. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { VIEWER_ADDRESS_HEADER } from '@clinique/api';

export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

export const serverUrl = (server: Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Rejects when the port is taken. Idle connections are kept 30 s, not Node's five seconds:
 * a client reusing one just as the server drops it gets ECONNRESET, as a browser pausing would.
 */
export function serveLocal(
  fetch: (request: Request, env: Connection) => Response | Promise<Response>,
  port: number,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, () => resolve(server)) as Server;
    server.keepAliveTimeout = 30_000;
    server.once('error', reject);
  });
}

/** What a fetch handler learns of the connection from `@hono/node-server`. */
type Connection = { incoming: { socket: { remoteAddress?: string; remotePort?: number } } };

/** As CloudFront does: the viewer's `ip:port` from the socket, whatever the request claimed. */
export function withViewerAddress(fetch: FetchApp['fetch']) {
  return (request: Request, { incoming }: Connection) => {
    const { remoteAddress = '', remotePort = 0 } = incoming.socket;
    const headers = new Headers(request.headers);
    headers.set(VIEWER_ADDRESS_HEADER, `${remoteAddress}:${remotePort}`);
    return fetch(new Request(request, { headers }));
  };
}

export async function serveLater() {
  let app: FetchApp | undefined;
  const server = await serveLocal(
    withViewerAddress((request) =>
      app ? app.fetch(request) : new Response('starting', { status: 503 }),
    ),
    0,
  );
  return {
    url: serverUrl(server),
    setApp: (next: FetchApp) => {
      app = next;
    },
    close: () => closeServer(server),
  };
}
