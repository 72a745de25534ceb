import { handle } from 'hono/aws-lambda';
import { loadContactConfig } from '../config.ts';
import { createContactApp } from '../contact/route.ts';
import { consoleLogger } from '../logger.ts';
import { behindCloudFront, originCheck } from '../origin.ts';
import { createSesMailer } from '../mail/mailer.ts';
import { siteFacts } from '../site-facts.ts';

const config = loadContactConfig(process.env);

// Only CloudFront, and so its WAF, may call.
const origin = originCheck(process.env);

export const handler = handle(
  behindCloudFront(
    createContactApp(config, {
      facts: siteFacts,
      log: consoleLogger,
      mailer: createSesMailer(config.mail, siteFacts.clinic.name),
    }),
    origin,
    consoleLogger,
  ),
);
