/** The contact form, mailed to the clinic; a form sent without JavaScript gets pages, not JSON. */
import { contact, type ContactAnswer, type ContactError } from '@clinique/api/contact';
import { fillTemplate } from '@clinique/catalog/format';
import { Hono, type Context } from 'hono';
import type { ContactConfig } from '../config.ts';
import type { ContactDeps } from '../deps.ts';
import { type FormPageError, formPageResponse, pageErrors } from '../forms/page.tsx';
import { errorResponse, finishApp, postRoute, readBody } from '../http.ts';
import { errorFields } from '../logger.ts';
import { contactEmail } from './email.ts';
import { contactFormPage, contactInputFromForm } from './form-page.ts';
import { validateContact } from './request.ts';

export function createContactApp(config: ContactConfig, deps: ContactDeps): Hono {
  const { facts, log, mailer } = deps;
  const clinicEmail = config.mail.clinicEmail ?? facts.clinic.email;
  const app = new Hono();
  const pageOptions = { action: contact.path, siteUrl: config.siteUrl };
  const sent = (c: Context, browser: boolean) =>
    browser
      ? c.redirect(`${config.siteUrl}${facts.forms.paths.contactThanks}`, 303)
      : c.json({ ok: true } satisfies ContactAnswer);
  postRoute(app, config, { path: contact.path, browser: true }, async (c) => {
    const body = await readBody(c, (fields) => contactInputFromForm(fields, facts));
    if (!body.ok) return body.response;
    const { browser, value: input } = body;
    const page = (status: 422 | 502, errors: readonly FormPageError[]) =>
      formPageResponse(c, status, contactFormPage(input, errors, facts, pageOptions), facts);
    const result = validateContact(input, facts);
    if (!result.ok) {
      if (browser) return page(422, pageErrors(result.failure));
      return errorResponse<ContactError>(c, 400, result.failure.error, result.failure.message, {
        fields: result.failure.fields,
      });
    }
    if (result.honeypot) {
      log.info('contact.honeypot');
      return sent(c, browser);
    }
    try {
      const { messageId } = await mailer.send(
        contactEmail(result.value, clinicEmail, facts, config.siteUrl),
      );
      log.info('contact.sent', { messageId });
      return sent(c, browser);
    } catch (error) {
      log.error('contact.send_failed', errorFields(error));
      const message = fillTemplate(facts.api.contact.unavailable, { phone: facts.clinic.phone });
      if (browser) return page(502, [{ message }]);
      return errorResponse<ContactError>(c, 502, 'mail_unavailable', message);
    }
  });
  return finishApp(app, log);
}
