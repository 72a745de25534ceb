/** For the local server and tests; the Lambda entries are in src/handlers/. */
export { createApi, createLocalApi, type LocalApi } from './app.ts';
export {
  ConfigError,
  loadConfig,
  loadContactConfig,
  loadPaymentConfig,
  loadWebhookConfig,
  loadWorkerConfig,
  type ApiConfig,
  type ContactConfig,
  type Env,
  type PaymentConfig,
  type WebhookConfig,
} from './config.ts';
export type { Deps } from './deps.ts';
export { factsFromCatalog, type SiteFacts } from './facts.ts';
export { createContactApp } from './contact/route.ts';
export { createPaymentApp } from './payment/route.ts';
export { createWebhookApp } from './webhook/route.ts';
export { consoleLogger, silentLogger, type Logger } from './logger.ts';
export type { Mailer, OutgoingMail } from './mail/mailer.ts';
