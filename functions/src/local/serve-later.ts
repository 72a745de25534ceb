/** Local servers on 127.0.0.1; `serveLater` gets its app later, as the API's config needs its URL. */
import { once } from 'node:events';
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
export async function serveLocal(
  fetch: (request: Request, env: Connection) => Response | Promise<Response>,
  port: number,
): Promise<Server> {
  const server = serve({ fetch, port, hostname: '127.0.0.1' }) as Server;
  server.keepAliveTimeout = 30_000;
  try {
    await once(server, 'listening');
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `Port ${port} of 127.0.0.1 is already in use: is \`npm start\` already running in another terminal? Stop it (Ctrl-C), or give PORT, SES_PORT and STRIPE_PORT free ports.`,
      { cause: error },
    );
  }
  return server;
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

/** Answers 503 until `setApp` gives it the app. */
export function lateApp() {
  let app: FetchApp | undefined;
  return {
    fetch: (request: Request) =>
      app ? app.fetch(request) : new Response('starting', { status: 503 }),
    setApp: (next: FetchApp) => {
      app = next;
    },
  };
}

export async function serveLater() {
  const { fetch, setApp } = lateApp();
  const server = await serveLocal(withViewerAddress(fetch), 0);
  return { url: serverUrl(server), setApp, close: () => closeServer(server) };
}
