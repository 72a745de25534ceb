import { loadDeskConfig } from '../config.ts';
import { dynamoAuthStore } from '../desk/auth-store.ts';
import { createDeskApp } from '../desk/route.ts';
import { consoleLogger } from '../logger.ts';
import { createSesMailer } from '../mail/mailer.ts';
import { cloudFrontHandler } from '../origin.ts';
import { createDynamoClient, dynamoRegister } from '../register/store.ts';
import { resolveSecrets } from '../secrets.ts';
import { siteFacts } from '../site-facts.ts';
import { lambdaDispatcher } from '../worker/dispatch.ts';

// Secrets come from SSM once, at cold start.
const config = loadDeskConfig(await resolveSecrets(process.env));
const dynamo = createDynamoClient(config.register);
const { tableName } = config.register;

export const handler = cloudFrontHandler(() =>
  createDeskApp(config, {
    facts: siteFacts,
    log: consoleLogger,
    now: () => new Date(),
    mailer: createSesMailer(config.mail, siteFacts.clinic.name),
    register: dynamoRegister(config.register, dynamo),
    auth: dynamoAuthStore(dynamo, tableName),
    dispatch: lambdaDispatcher(config.register).dispatch,
  }),
);
