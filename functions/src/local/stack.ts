/**
 * The local stack (dev and tests only, never bundled): `aws-ses-v2-local` receiving every e-mail,
 * the local Stripe stand-in and the voucher register's DynamoDB (dynalite), all on 127.0.0.1.
 *
 * ```ts
 * const local = await startLocalServices({ webhookUrl: 'http://127.0.0.1:8080/api/stripe-webhook' });
 * const api = createApi(loadConfig({ ...process.env, ...local.env }));
 * // … serve `api` on 127.0.0.1:8080 …
 * await local.stop();
 * ```
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { LOCAL_STRIPE_SECRET_KEY } from '../config.ts';
import { siteFacts } from '../site-facts.ts';
import { startLocalRegister, type LocalRegister } from './register-db.ts';
import {
  startStripeStandIn,
  type StripeStandIn,
  type StripeStandInOptions,
} from './stripe-stand-in.ts';

/** The stand-in's secret key: tests read its sessions with it, as the functions do. */
export { LOCAL_STRIPE_SECRET_KEY };

export interface LocalServicesOptions {
  /** Port of aws-ses-v2-local on 127.0.0.1 (0: any free port). Default 8005. */
  sesPort?: number;
  /** Port of the Stripe stand-in on 127.0.0.1 (0: any free port). Default 12111. */
  stripePort?: number;
  /** Where the stand-in POSTs webhook events (the API's `/api/stripe-webhook`). */
  webhookUrl?: string;
  /** Public address of the site (`SITE_URL`); default: the origin of `webhookUrl`. */
  siteUrl?: string;
  /** Fixed voucher-code secret (default: a random one per start). */
  voucherCodeSecret?: string;
  /** The stand-in's `hold` (tests: choose how concurrent mutating requests interleave). */
  stripeHold?: StripeStandInOptions['hold'];
  /** Delays between the stand-in's delivery attempts after a failure (ms). */
  webhookRetryDelaysMs?: readonly number[];
  /** Port of the local DynamoDB (0, the default: any free port). */
  registerPort?: number;
  /** Folder of the register's data, kept across restarts; in memory when unset. */
  registerPath?: string;
  /** Progress lines (webhook deliveries); default: none. */
  log?: (line: string) => void;
  /**
   * The environment the API will also read (default `process.env`). When it sets
   * `STRIPE_SECRET_KEY`, the real Stripe is used: the stand-in is not started and `env` carries no
   * Stripe variable (set `STRIPE_WEBHOOK_SECRET` yourself, e.g. from `stripe listen`).
   */
  baseEnv?: Readonly<Record<string, string | undefined>>;
}

export interface LocalServices {
  /**
   * The variables the API needs to use these services: `SES_ENDPOINT`, `AWS_REGION`,
   * `MAIL_FROM`, `STRIPE_API_URL`, `STRIPE_WEBHOOK_SECRET`, `VOUCHER_CODE_SECRET` and, when known,
   * `SITE_URL`. Merge them over `process.env` and pass the result to `loadConfig`.
   */
  env: Record<string, string>;
  /** aws-ses-v2-local: its page lists every mail; `GET /store` returns them as JSON. */
  sesUrl: string;
  /** The Stripe stand-in (payment pages at `/pay/<session id>`); undefined with a real key. */
  stripeUrl: string | undefined;
  stripe: StripeStandIn | undefined;
  /** The register's local DynamoDB. */
  register: LocalRegister;
  setWebhookUrl(url: string): void;
  stop(): Promise<void>;
}

type StartSes = (config?: { host?: string; port?: number }) => Promise<Server>;

async function startSes(port: number): Promise<Server> {
  // aws-ses-v2-local is CommonJS with `exports.default`; require it as such.
  const require = createRequire(import.meta.url);
  const { default: start } = require('aws-ses-v2-local') as { default: StartSes };
  const server = await start({ host: '127.0.0.1', port });
  if (!server.listening) {
    server.close();
    throw new Error(
      `aws-ses-v2-local could not listen on 127.0.0.1:${port} (port in use? another local stack running?)`,
    );
  }
  return server;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export async function startLocalServices(
  options: LocalServicesOptions = {},
): Promise<LocalServices> {
  const { sesPort = 8005, stripePort = 12111, webhookUrl } = options;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const voucherCodeSecret = options.voucherCodeSecret ?? randomBytes(32).toString('base64url');

  const realStripe =
    (options.baseEnv ?? process.env)['STRIPE_SECRET_KEY'] !== undefined &&
    (options.baseEnv ?? process.env)['STRIPE_SECRET_KEY'] !== '';
  const ses = await startSes(sesPort);
  let stripe: StripeStandIn | undefined;
  try {
    stripe = realStripe
      ? undefined
      : await startStripeStandIn({
          port: stripePort,
          secretKey: LOCAL_STRIPE_SECRET_KEY,
          webhookSecret,
          ...(webhookUrl === undefined ? {} : { webhookUrl }),
          businessName: siteFacts.clinic.name,
          ...(options.stripeHold === undefined ? {} : { hold: options.stripeHold }),
          ...(options.webhookRetryDelaysMs === undefined
            ? {}
            : { retryDelaysMs: options.webhookRetryDelaysMs }),
          ...(options.log === undefined ? {} : { log: options.log }),
        });
  } catch (error) {
    await closeServer(ses);
    throw new Error(
      `The local Stripe stand-in could not listen on 127.0.0.1:${stripePort} (port in use?)`,
      { cause: error },
    );
  }

  let register: LocalRegister;
  try {
    register = await startLocalRegister({
      port: options.registerPort ?? 0,
      ...(options.registerPath === undefined ? {} : { path: options.registerPath }),
    });
  } catch (error) {
    await Promise.all([stripe?.stop(), closeServer(ses)]);
    throw new Error('The local DynamoDB (dynalite) could not start', { cause: error });
  }

  const sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  const siteUrl =
    options.siteUrl ?? (webhookUrl === undefined ? undefined : new URL(webhookUrl).origin);
  const mailDomain = siteFacts.clinic.email.split('@')[1] ?? 'clinique.example';
  const env: Record<string, string> = {
    SES_ENDPOINT: sesUrl,
    AWS_REGION: 'eu-west-3',
    MAIL_FROM: `bons-cadeaux@${mailDomain}`,
    ...(stripe === undefined
      ? {}
      : { STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: webhookSecret }),
    VOUCHER_CODE_SECRET: voucherCodeSecret,
    REGISTER_TABLE: register.tableName,
    DYNAMODB_ENDPOINT: register.endpoint,
    // The desk: the clinic's address may sign in unless DESK_STAFF says who; sessions last as
    // long as this stack.
    DESK_STAFF: (options.baseEnv ?? process.env)['DESK_STAFF'] ?? siteFacts.clinic.email,
    DESK_SESSION_SECRET: randomBytes(32).toString('base64url'),
    ...(siteUrl === undefined ? {} : { SITE_URL: siteUrl }),
  };

  return {
    env,
    sesUrl,
    stripeUrl: stripe?.url,
    stripe,
    register,
    setWebhookUrl: (url) => stripe?.setWebhookUrl(url),
    async stop() {
      await Promise.all([stripe?.stop(), closeServer(ses), register.stop()]);
    },
  };
}

export { localRegister } from '../register/store.ts';
export { LOCAL_REGISTER_TABLE } from './register-db.ts';
