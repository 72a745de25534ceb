/** With `STRIPE_SECRET_KEY` set, the functions talk to the real Stripe instead of the stand-in. */
import { webhook } from '@clinique/api/webhook';
import { createLocalApi, loadConfig } from '@clinique/functions';
import { startLocalServices } from '@clinique/functions/local';
import type { FetchHandler } from './app.ts';

export interface ApiStack {
  api: FetchHandler;
  services: Record<string, string>;
  stop(): Promise<void>;
}

export interface ApiStackOptions {
  siteUrl: string;
  sesPort: number;
  stripePort: number;
  registerPath?: string;
  /** As the schedule does in AWS. */
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
