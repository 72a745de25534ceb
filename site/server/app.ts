/** Site and API on one origin, as in production. */
import type { FetchApp } from '@clinique/functions/local';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveSite } from './static-files.ts';

export interface SiteAppOptions {
  clientDir: string;
  /** Without it `/api/*` answers 503. */
  api?: FetchApp | undefined;
}

export function createSiteApp({ clientDir, api }: SiteAppOptions): Hono {
  const app = new Hono();
  app.all('/api/*', (c) =>
    api ? api.fetch(c.req.raw) : c.json({ error: 'API not running' }, 503),
  );
  app.use('*', compress());
  app.on(['GET', 'HEAD'], '*', serveSite(clientDir));
  app.all('*', (c) => c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' }));
  return app;
}
