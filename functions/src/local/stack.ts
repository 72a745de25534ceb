/** The local stack (dev and tests only, never bundled): SES, Stripe stand-in and dynalite. */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { LOCAL_STRIPE_SECRET_KEY } from '../config.ts';
import { siteFacts } from '../site-facts.ts';
import { LOCAL_REGISTER_TABLE, RegisterInUseError, startLocalRegister } from './register-db.ts';
import { closeServer, serverUrl } from './serve-later.ts';
import { startStripeStandIn, type StripeStandInOptions } from './stripe-stand-in.ts';

export { LOCAL_STRIPE_SECRET_KEY };
export {
  closeServer,
  lateApp,
  serveLocal,
  serverUrl,
  withViewerAddress,
  type FetchApp,
} from './serve-later.ts';

export interface LocalServicesOptions {
  sesPort?: number;
  stripePort?: number;
  /** Its origin is the site's (`SITE_URL`). */
  webhookUrl?: string;
  /** Tests choose how concurrent mutating requests interleave. */
  stripeHold?: StripeStandInOptions['hold'];
  webhookRetryDelaysMs?: readonly number[];
  registerPath?: string;
  log?: (line: string) => void;
  /** When it sets `STRIPE_SECRET_KEY`, the real Stripe is used and the stand-in is not started. */
  baseEnv?: Readonly<Record<string, string | undefined>>;
}

async function startSes(port: number): Promise<Server> {
  // aws-ses-v2-local is CommonJS with `exports.default`; require it as such.
  const require = createRequire(import.meta.url);
  const { default: start } = require('aws-ses-v2-local') as {
    default: (config: { host: string; port: number }) => Promise<Server>;
  };
  const server = await start({ host: '127.0.0.1', port });
  if (!server.listening) {
    server.close();
    throw new Error(
      `aws-ses-v2-local could not listen on 127.0.0.1:${port} (port in use? another local stack running?)`,
    );
  }
  return server;
}

export type LocalServices = Awaited<ReturnType<typeof startLocalServices>>;

export async function startLocalServices(options: LocalServicesOptions = {}) {
  const { sesPort = 8005, stripePort = 12111, webhookUrl, baseEnv = process.env } = options;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const ses = await startSes(sesPort);
  const stripe = baseEnv['STRIPE_SECRET_KEY']
    ? undefined
    : await startStripeStandIn({
        port: stripePort,
        secretKey: LOCAL_STRIPE_SECRET_KEY,
        webhookSecret,
        webhookUrl,
        businessName: siteFacts.clinic.name,
        hold: options.stripeHold,
        retryDelaysMs: options.webhookRetryDelaysMs,
        log: options.log,
      }).catch(async (error: unknown) => {
        await closeServer(ses);
        throw new Error(
          `The local Stripe stand-in could not listen on 127.0.0.1:${stripePort} (port in use?)`,
          { cause: error },
        );
      });

  const register = await startLocalRegister({ path: options.registerPath }).catch(
    async (error: unknown) => {
      await Promise.all([stripe?.stop(), closeServer(ses)]);
      if (error instanceof RegisterInUseError)
        throw new Error(
          `The voucher register in ${options.registerPath} is held by another process: stop the other \`npm start\` or \`npm run vouchers\` first`,
          { cause: error },
        );
      throw error;
    },
  );

  const sesUrl = serverUrl(ses);
  const env: Record<string, string> = {
    SES_ENDPOINT: sesUrl,
    AWS_REGION: 'eu-west-3',
    MAIL_FROM: `bons-cadeaux@${siteFacts.clinic.email.split('@')[1] ?? 'clinique.example'}`,
    ...(stripe === undefined
      ? {}
      : { STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: webhookSecret }),
    VOUCHER_CODE_SECRET: randomBytes(32).toString('base64url'),
    REGISTER_TABLE: LOCAL_REGISTER_TABLE,
    DYNAMODB_ENDPOINT: register.endpoint,
    // The clinic's address may sign in unless DESK_STAFF says who.
    DESK_STAFF: baseEnv['DESK_STAFF'] ?? siteFacts.clinic.email,
    DESK_SESSION_SECRET: randomBytes(32).toString('base64url'),
    ...(webhookUrl === undefined ? {} : { SITE_URL: new URL(webhookUrl).origin }),
  };

  return {
    /** Merge over `process.env` and pass to `loadConfig`. */
    env,
    sesUrl,
    stripeUrl: stripe?.url,
    stripe,
    register,
    async stop() {
      await Promise.all([stripe?.stop(), closeServer(ses), register.stop()]);
    },
  };
}

export { localRegister } from '../register/store.ts';
export { LOCAL_REGISTER_TABLE };
