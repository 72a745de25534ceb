/**
 * `npm run dev -w @clinique/functions`: the API alone on http://127.0.0.1:8787 (`PORT`), with the
 * local stack (aws-ses-v2-local on 8005, Stripe stand-in on 12111). For trying the routes with
 * curl; the site's own server (`npm start`) mounts the same API beside the pages.
 */
import { serve } from '@hono/node-server';
import { createApi } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startLocalServices } from './stack.ts';

const port = Number(process.env['PORT'] ?? 8787);
const origin = `http://127.0.0.1:${port}`;
const local = await startLocalServices({
  webhookUrl: `${origin}/api/stripe-webhook`,
  siteUrl: process.env['SITE_URL'] ?? origin,
  log: (line) => console.log(line),
});
const api = createApi(loadConfig({ ...process.env, ...local.env }));
const server = serve({ fetch: api.fetch, port, hostname: '127.0.0.1' }, () => {
  console.log(`API            ${origin}/api/…`);
  console.log(`Mails (SES)    ${local.sesUrl}`);
  if (local.stripeUrl !== undefined) console.log(`Stripe stand-in ${local.stripeUrl}`);
});

function shutdown(): void {
  server.close();
  void local.stop().then(() => process.exit(0));
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
