/**
 * A server on a free port of 127.0.0.1 whose app is given later: the API's configuration needs
 * the server's own address (SITE_URL, the webhook URL) before the API can be built. Dev and tests
 * only (the bench, the test stack).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

export interface LaterServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Until it is called, every request gets 503. */
  setApp(app: FetchApp): void;
  close(): Promise<void>;
}

export async function serveLater(): Promise<LaterServer> {
  let app: FetchApp | undefined;
  const server: Server = await new Promise((resolve) => {
    const started = serve(
      {
        fetch: (request) => (app ? app.fetch(request) : new Response('starting', { status: 503 })),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(started as Server),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setApp: (next) => {
      app = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
