import { loadWebhookConfig } from '../config.ts';
import { dynamoRegister } from '../register/store.ts';
import { cloudFrontHandler } from '../origin.ts';
import { resolveSecrets } from '../secrets.ts';
import { createStripeClient } from '../stripe.ts';
import { createWebhookApp } from '../webhook/route.ts';
import { lambdaDispatcher } from '../worker/dispatch.ts';
import { lambdaDeps } from '../deps.ts';

// Secrets come from SSM once, at cold start.
const config = loadWebhookConfig(await resolveSecrets(process.env));

export const handler = cloudFrontHandler(() =>
  createWebhookApp(config, {
    ...lambdaDeps,
    stripe: createStripeClient(config.stripe),
    register: dynamoRegister(config.register),
    dispatch: lambdaDispatcher(config.register).dispatch,
  }),
);
