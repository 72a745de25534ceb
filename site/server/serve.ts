import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { withViewerAddress } from '@clinique/functions/local';
import { type SiteAppOptions, createSiteApp } from './app.ts';

export interface RunningSite {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startSite(
  options: SiteAppOptions & { port: number; hostname?: string },
): Promise<RunningSite> {
  const app = createSiteApp(options);
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: withViewerAddress(app.fetch), port: options.port, hostname },
      (info: AddressInfo) => {
        resolve({
          url: `http://${hostname}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
