import { loadWebhookConfig } from '../config.ts';
import { consoleLogger } from '../logger.ts';
import { dynamoRegister } from '../register/store.ts';
import { cloudFrontHandler } from '../origin.ts';
import { resolveSecrets } from '../secrets.ts';
import { siteFacts } from '../site-facts.ts';
import { createStripeClient } from '../stripe.ts';
import { createWebhookApp } from '../webhook/route.ts';
import { lambdaDispatcher } from '../worker/dispatch.ts';

// Secrets come from SSM once, at cold start.
const config = loadWebhookConfig(await resolveSecrets(process.env));

export const handler = cloudFrontHandler(() =>
  createWebhookApp(config, {
    facts: siteFacts,
    log: consoleLogger,
    now: () => new Date(),
    stripe: createStripeClient(config.stripe),
    register: dynamoRegister(config.register),
    dispatch: lambdaDispatcher(config.register).dispatch,
  }),
);
