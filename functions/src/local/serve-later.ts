/** The API's configuration needs the server's own address before the API can be built. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

export interface LaterServer {
  url: string;
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
