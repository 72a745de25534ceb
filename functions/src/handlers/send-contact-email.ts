import { loadContactConfig } from '../config.ts';
import { createContactApp } from '../contact/route.ts';
import { cloudFrontHandler } from '../origin.ts';
import { createSesMailer } from '../mail/mailer.ts';
import { siteFacts } from '../site-facts.ts';
import { lambdaDeps } from '../deps.ts';

const config = loadContactConfig(process.env);

export const handler = cloudFrontHandler(() =>
  createContactApp(config, {
    ...lambdaDeps,
    mailer: createSesMailer(config.mail, siteFacts.clinic.name),
  }),
);
