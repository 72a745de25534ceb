/** `POST /api/send-contact-email`: the contact form, sent to the clinic through SES. */
import { Hono } from 'hono';
import type { ContactConfig } from '../config.ts';
import type { ContactDeps } from '../deps.ts';
import { BODY_LIMITS, errorResponse, finishApp, postRoute, readJson } from '../http.ts';
import { errorFields } from '../logger.ts';
import { contactEmail } from './email.ts';
import { validateContact } from './request.ts';

export const CONTACT_PATH = '/api/send-contact-email';

export function createContactApp(config: ContactConfig, deps: ContactDeps): Hono {
  const { facts, log, mailer } = deps;
  const clinicEmail = config.mail.clinicEmail ?? facts.clinic.email;
  const app = new Hono();
  postRoute(
    app,
    config,
    { path: CONTACT_PATH, maxBytes: BODY_LIMITS.browser, browser: true },
    async (c) => {
      const body = await readJson(c);
      if (!body.ok) return body.response;
      const result = validateContact(body.value, facts.treatmentLabels);
      if (!result.ok) {
        return errorResponse(c, 400, result.failure.error, result.failure.message, {
          fields: result.failure.fields,
        });
      }
      if (result.honeypot) {
        log.info('contact.honeypot');
        return c.json({ ok: true });
      }
      try {
        const { messageId } = await mailer.send(contactEmail(result.value, clinicEmail, facts));
        log.info('contact.sent', { messageId });
        return c.json({ ok: true });
      } catch (error) {
        log.error('contact.send_failed', errorFields(error));
        return errorResponse(
          c,
          502,
          'mail_unavailable',
          `Votre message n’a pas pu être envoyé pour le moment. Veuillez réessayer dans quelques instants ou nous appeler au ${facts.clinic.phone}.`,
        );
      }
    },
  );
  return finishApp(app, log);
}
