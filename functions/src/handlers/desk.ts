import { loadDeskConfig } from '../config.ts';
import { dynamoAuthStore } from '../desk/auth-store.ts';
import { createDeskApp } from '../desk/route.ts';
import { createSesMailer } from '../mail/mailer.ts';
import { cloudFrontHandler } from '../origin.ts';
import { createDynamoClient, dynamoRegister } from '../register/store.ts';
import { resolveSecrets } from '../secrets.ts';
import { siteFacts } from '../site-facts.ts';
import { lambdaDispatcher } from '../worker/dispatch.ts';
import { lambdaDeps } from '../deps.ts';

// Secrets come from SSM once, at cold start.
const config = loadDeskConfig(await resolveSecrets(process.env));
const dynamo = createDynamoClient(config.register);
const { tableName } = config.register;

export const handler = cloudFrontHandler(() =>
  createDeskApp(config, {
    ...lambdaDeps,
    mailer: createSesMailer(config.mail, siteFacts.clinic.name),
    register: dynamoRegister(config.register, dynamo),
    auth: dynamoAuthStore(dynamo, tableName),
    dispatch: lambdaDispatcher(config.register).dispatch,
  }),
);
