import { loadContactConfig } from '../config.ts';
import { createContactApp } from '../contact/route.ts';
import { consoleLogger } from '../logger.ts';
import { cloudFrontHandler } from '../origin.ts';
import { createSesMailer } from '../mail/mailer.ts';
import { siteFacts } from '../site-facts.ts';

const config = loadContactConfig(process.env);

export const handler = cloudFrontHandler(() =>
  createContactApp(config, {
    facts: siteFacts,
    log: consoleLogger,
    mailer: createSesMailer(config.mail, siteFacts.clinic.name),
  }),
);
