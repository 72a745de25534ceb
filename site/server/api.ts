/**
 * The API of the local stack: the functions' Hono app (`createApi`) with the local stand-ins for SES
 * (aws-ses-v2-local) and Stripe (`startLocalServices`). With `STRIPE_SECRET_KEY` in the environment the
 * functions talk to the real Stripe instead of the stand-in.
 */
import { WEBHOOK_PATH, createApi, loadConfig } from '@clinique/functions';
import { startLocalServices } from '@clinique/functions/local';
import type { FetchHandler } from './app.ts';

export interface ApiStack {
  api: FetchHandler;
  /** Addresses of the local services, for the console. */
  services: Record<string, string>;
  stop(): Promise<void>;
}

export interface ApiStackOptions {
  /** Origin of the local site (`http://127.0.0.1:8080`): Stripe's return URLs, CORS, webhooks. */
  siteUrl: string;
  sesPort: number;
  stripePort: number;
  log?: (line: string) => void;
}

export async function startApiStack(options: ApiStackOptions): Promise<ApiStack> {
  const local = await startLocalServices({
    sesPort: options.sesPort,
    stripePort: options.stripePort,
    webhookUrl: `${options.siteUrl}${WEBHOOK_PATH}`,
    siteUrl: options.siteUrl,
    ...(options.log ? { log: options.log } : {}),
  });
  try {
    const api = createApi(loadConfig({ ...process.env, ...local.env }));
    const services: Record<string, string> = { 'E-mails (aws-ses-v2-local)': local.sesUrl };
    if (local.stripeUrl) services['Payments (local Stripe stand-in)'] = local.stripeUrl;
    return { api, services, stop: () => local.stop() };
  } catch (error) {
    await local.stop();
    throw error;
  }
}
