/**
 * The API of the local stack: the functions' Hono app (`createApi`) with the local stand-ins for SES
 * (aws-ses-v2-local) and Stripe (`startLocalServices`). With `STRIPE_SECRET_KEY` in the environment the
 * functions talk to the real Stripe instead of the stand-in.
 */
import { webhook } from '@clinique/api/webhook';
import { createLocalApi, loadConfig } from '@clinique/functions';
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
  /** Folder of the voucher register's data (kept across restarts); in memory when unset. */
  registerPath?: string;
  /** How often the voucher worker sweeps what is due (retries), as the schedule does in AWS. */
  sweepEveryMs?: number;
  log?: (line: string) => void;
}

export async function startApiStack(options: ApiStackOptions): Promise<ApiStack> {
  const local = await startLocalServices({
    sesPort: options.sesPort,
    stripePort: options.stripePort,
    webhookUrl: `${options.siteUrl}${webhook.path}`,
    siteUrl: options.siteUrl,
    ...(options.registerPath === undefined ? {} : { registerPath: options.registerPath }),
    ...(options.log ? { log: options.log } : {}),
  });
  try {
    const api = createLocalApi(loadConfig({ ...process.env, ...local.env }));
    const services: Record<string, string> = { 'E-mails (aws-ses-v2-local)': local.sesUrl };
    if (local.stripeUrl) services['Payments (local Stripe stand-in)'] = local.stripeUrl;
    services['Vouchers (local DynamoDB)'] = local.register.endpoint;
    const timer = setInterval(
      () => void api.sweep().catch(() => undefined),
      options.sweepEveryMs ?? 30_000,
    );
    timer.unref();
    return {
      api: api.app,
      services,
      async stop() {
        clearInterval(timer);
        await api.idle();
        await local.stop();
      },
    };
  } catch (error) {
    await local.stop();
    throw error;
  }
}
