/**
 * The two forms sent without JavaScript (`application/x-www-form-urlencoded`, as a browser posts
 * them): a 303 to the confirmation or Checkout page, or the form again (422/502) with the values.
 */
import { createHash } from 'node:crypto';
import { catalog, legalRefs } from '@clinique/catalog';
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { parisDay } from '@clinique/catalog/voucher-orders';
import { addDays } from '../src/voucher/model.ts';
import type { Hono } from 'hono';
import { escapeToBuffer } from 'hono/utils/html';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/mail/mailer.ts';
import type { Stripe } from '../src/stripe.ts';
import { attemptId, startTestStack, uniqueEmail, type TestStack } from './helpers.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const text = catalog.interfaceText;
/** Two of the contact form's treatments: the list posts an id, a JSON post the label. */
const [treatment, otherTreatment] = text.contactForm.treatments;
if (treatment === undefined || otherTreatment === undefined) throw new Error('no treatments');

/** A text as the pages write it (hono's escaping). */
function escapeHtml(value: string): string {
  const buffer: [string] = [''];
  escapeToBuffer(value, buffer);
  return buffer[0];
}

/** Posts `fields` as a browser posts a form (urlencoded, asking for a page, no redirect followed). */
function postForm(
  path: string,
  fields: Record<string, string> | URLSearchParams,
  api?: Hono,
): Promise<Response> | Response {
  const init: RequestInit = {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      origin: stack.apiUrl,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  };
  return api ? api.request(path, init) : fetch(`${stack.apiUrl}${path}`, init);
}

async function mailsTo(address: string) {
  return (await stack.mails()).filter((mail) => mail.replyTo.includes(address));
}

describe('the contact form without JavaScript', () => {
  let email: string;
  beforeEach(() => {
    email = uniqueEmail('sans-js');
  });
  const fields = (overrides: Record<string, string> = {}) => ({
    name: 'Jeanne Dupont',
    email,
    phone: '06 12 34 56 78',
    traitement: treatment.id,
    message: 'Bonjour,\r\nJe voudrais un rendez-vous.',
    website: '',
    ...overrides,
  });

  it('sends the message and redirects (303) to the confirmation page', async () => {
    const response = await postForm('/api/send-contact-email', fields());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${stack.apiUrl}/contact/merci`);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    // The list posts the treatment's id; the clinic reads its label.
    expect(mails[0]?.body.text).toContain(
      `${text.emails.contact.rows.treatment}\u00A0: ${treatment.label}`,
    );
    expect(mails[0]?.body.text).toContain('Bonjour,\nJe voudrais un rendez-vous.');
  });

  it('shows the form again (422) with the errors and every value typed, sends nothing', async () => {
    // Every mail counted: a refused address cannot be the Reply-To of a mail sent by mistake.
    const before = (await stack.mails()).length;
    const response = await postForm(
      '/api/send-contact-email',
      fields({ email: 'jeanne-at-example', name: 'Jeanne "<b>" Dupont' }),
    );
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    const html = await response.text();
    // Styles by the hash of the page's one style element, never 'unsafe-inline'.
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '', 'utf8')
      .digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<h1>${text.formPages.contactTitle}</h1>`);
    expect(html).toContain(`<a href="#champ-email">${text.api.request.emailInvalid}</a>`);
    expect(html).toMatch(/<input id="champ-email" name="email"[^>]* aria-invalid="true"/);
    expect(html).toContain('value="jeanne-at-example"');
    expect(html).toContain('value="Jeanne &quot;&lt;b&gt;&quot; Dupont"');
    expect(html).toContain('value="06 12 34 56 78"');
    expect(html).toContain(
      `<option value="${treatment.id}" selected="">${escapeHtml(treatment.label)}</option>`,
    );
    expect(html).toContain('Bonjour,\r\nJe voudrais un rendez-vous.</textarea>');
    expect(html).toContain('<form method="post" action="/api/send-contact-email" novalidate="">');
    expect(html).toContain(`href="${stack.apiUrl}/contact"`);
    expect(html).not.toContain('<script');
    expect(await stack.mails()).toHaveLength(before);
  });

  it('answers a JSON post that asks for a page (Accept: text/html) the same way', async () => {
    const response = await fetch(`${stack.apiUrl}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/html', origin: stack.apiUrl },
      body: JSON.stringify({ ...fields({ traitement: otherTreatment.label }), message: '' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(escapeHtml(text.api.contact.messageMissing));
    expect(html).toContain(
      `<option value="${otherTreatment.id}" selected="">${escapeHtml(otherTreatment.label)}</option>`,
    );
  });

  it('redirects a filled honeypot like a success and sends nothing', async () => {
    const response = await postForm('/api/send-contact-email', fields({ website: 'spam' }));
    expect(response.status).toBe(303);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('shows the form again (502) with the values when the mail cannot be sent', async () => {
    const down: Mailer = { send: () => Promise.reject(new Error('SES down')) };
    const response = await postForm(
      '/api/send-contact-email',
      fields(),
      stack.makeApi({}, { mailer: down }),
    );
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain(text.formPages.unavailableTitle);
    const phone = catalog.contactFacts.phone.visible.display;
    expect(html).toContain(escapeHtml(fillTemplate(text.api.contact.unavailable, { phone })));
    expect(html).toContain(`value="${email}"`);
  });
});

describe('the voucher forms without JavaScript', () => {
  const sessions = () => stack.stripe.sessions();
  const [offer] = catalog.vouchers.offers;
  if (offer === undefined) throw new Error('no offer');
  const fields = (overrides: Record<string, string> = {}) => ({
    offer: offer.id,
    senderName: 'Paul Martin',
    recipientName: 'Élise Durand',
    email: uniqueEmail('bon-sans-js'),
    // The ticked box posts its value.
    acceptTerms: 'oui',
    ...overrides,
  });

  it('opens the Checkout Session at the catalog price and redirects (303) to its page', async () => {
    // A price in the form is ignored: a fixed voucher's price comes from the catalog.
    const response = await postForm('/api/create-payment', fields({ amount: '1' }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${stack.stripe.url}/pay/cs_test_\\w+$`));
    const session = sessions().get(location.split('/pay/')[1] ?? '');
    expect(session).toMatchObject({
      amount_total: offer.price * 100,
      metadata: { offer_id: offer.id, gift_type: offer.title, cgv_version: legalRefs.cgv.version },
    });
  });

  it('refuses an order without the terms of sale box ticked: the form again (422), no session', async () => {
    const before = sessions().size;
    const typed: Record<string, string> = fields();
    delete typed['acceptTerms'];
    const response = await postForm('/api/create-payment', typed);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`<a href="#champ-acceptTerms">`);
    expect(html).toContain(escapeHtml(text.vouchers.termsMissing));
    // The box again, unticked, required, with its link to the terms (new tab) and its error.
    expect(html).toMatch(
      /<input id="champ-acceptTerms" name="acceptTerms" required="" aria-invalid="true" aria-describedby="erreur-acceptTerms" type="checkbox" value="oui"\/>/,
    );
    expect(html).toContain(
      `<a href="${stack.apiUrl}${legalRefs.cgv.path}" target="_blank" rel="noopener">`,
    );
    expect(html).toContain(`value="${typed['email']}"`);
    expect(sessions().size).toBe(before);

    // Ticked but another field wrong: the box stays ticked on the page shown again.
    const again = await postForm('/api/create-payment', fields({ recipientName: '' }));
    expect(again.status).toBe(422);
    expect(await again.text()).toMatch(
      /<input id="champ-acceptTerms" name="acceptTerms" required="" type="checkbox" value="oui" checked=""\/>/,
    );
  });

  it('opens a custom voucher of the amount typed', async () => {
    const amount = catalog.vouchers.custom.minimum + 1;
    const response = await postForm(
      '/api/create-payment',
      fields({ offer: 'personnalise', amount: ` ${amount} ` }),
    );
    expect(response.status).toBe(303);
    const session = sessions().get(response.headers.get('location')?.split('/pay/')[1] ?? '');
    expect(session).toMatchObject({ amount_total: amount * 100, metadata: { kind: 'custom' } });
  });

  it('shows the form again (422) with the errors and the values, opens no session', async () => {
    const before = sessions().size;
    const { minimum, maximum } = catalog.vouchers.custom;
    const typed = fields({ offer: 'personnalise', amount: String(minimum - 1), recipientName: '' });
    const response = await postForm('/api/create-payment', typed);
    expect(response.status).toBe(422);
    let html = await response.text();
    expect(html).toContain(text.formPages.voucherTitle);
    expect(html).toContain('<input type="hidden" name="offer" value="personnalise"/>');
    expect(html).toMatch(/<input type="hidden" name="attempt" value="[\w-]{16,64}"\/>/);
    expect(html).toMatch(/<input id="champ-recipientName"[^>]* aria-invalid="true"/);
    expect(html).toContain(`value="${minimum - 1}"`);
    expect(html).toContain(`value="${typed.email}"`);
    expect(html).toContain('value="Paul Martin"');

    const amount = await postForm('/api/create-payment', { ...typed, recipientName: 'Élise' });
    expect(amount.status).toBe(422);
    html = await amount.text();
    const bounds = { minimum: formatEuros(minimum), maximum: formatEuros(maximum) };
    expect(html).toContain(
      `<a href="#champ-amount">${fillTemplate(text.vouchers.belowMinimum, bounds)}</a>`,
    );
    // The bounds are stated under the field.
    expect(html).toContain(escapeHtml(fillTemplate(text.vouchers.amountHint, bounds)));
    // Read as the card reads it: decimals refused, never rounded; the typed text kept.
    for (const [amount, problem] of [
      ['80,5', 'notWhole'],
      ['80.50', 'notWhole'],
      ['quatre-vingts', 'notANumber'],
      ['', 'amountMissing'],
      [String(maximum + 1), 'aboveMaximum'],
    ] as const) {
      const refused = await postForm('/api/create-payment', { ...typed, amount });
      expect(refused.status).toBe(422);
      const page = await refused.text();
      expect(page).toContain(
        `<a href="#champ-amount">${fillTemplate(text.vouchers[problem], bounds)}</a>`,
      );
      // With the other fields' problems, not as the JSON's "not a number"; a text field keeps it.
      expect(page).toMatch(/<a href="#champ-recipientName">/);
      expect(page).not.toContain(escapeHtml(text.api.payment.amountNotNumber));
      expect(page).toMatch(
        new RegExp(
          `<input id="champ-amount"[^>]* type="text" value="${amount}" inputmode="numeric"`,
        ),
      );
    }
    expect(html).toMatch(/<input id="champ-amount"[^>]* aria-invalid="true"/);
    expect(sessions().size).toBe(before);
  });

  it('carries the recipient, the day and the message to the session (an empty day: today)', async () => {
    const message = 'Joyeux anniversaire !\r\nÀ bientôt <3';
    const response = await postForm(
      '/api/create-payment',
      fields({
        deliverTo: 'recipient',
        recipientEmail: 'elise@example.org',
        deliverOn: '',
        message,
      }),
    );
    expect(response.status).toBe(303);
    const session = sessions().get(response.headers.get('location')?.split('/pay/')[1] ?? '');
    expect(session?.['metadata']).toMatchObject({
      recipient_email: 'elise@example.org',
      deliver_on: parisDay(new Date()),
      gift_message: 'Joyeux anniversaire !\nÀ bientôt <3',
    });
    // "Moi" chosen: the recipient's fields, hidden but posted, are left out.
    const own = await postForm(
      '/api/create-payment',
      fields({ deliverTo: 'buyer', recipientEmail: 'x', deliverOn: 'x' }),
    );
    expect(own.status).toBe(303);
    const ownSession = sessions().get(own.headers.get('location')?.split('/pay/')[1] ?? '');
    expect(ownSession?.['metadata']).not.toHaveProperty('recipient_email');
  });

  it('refuses a day posted twice rather than taking today', async () => {
    const before = sessions().size;
    const today = parisDay(new Date());
    const body = new URLSearchParams(
      fields({ deliverTo: 'recipient', recipientEmail: 'elise@example.org' }),
    );
    body.append('deliverOn', addDays(today, 2));
    body.append('deliverOn', addDays(today, 3));
    const response = await postForm('/api/create-payment', body);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('href="#champ-deliverOn"');
    expect(sessions().size).toBe(before);
  });

  it('shows the gift’s fields again with their values and French errors', async () => {
    const before = sessions().size;
    const message = 'Pour toi,\r\n« rien que pour toi » & <b>plus</b>';
    const response = await postForm(
      '/api/create-payment',
      fields({
        deliverTo: 'recipient',
        recipientEmail: 'elise@',
        deliverOn: '2000-01-01',
        message,
      }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    const { vouchers } = text;
    expect(html).toContain(`<legend>${vouchers.deliverTo.legend}</legend>`);
    // The recipient's choice is kept, and the buyer's radio hides the recipient's fields (CSS).
    expect(html).toMatch(/<input type="radio" id="champ-deliverTo-recipient"[^>]* checked=""/);
    expect(html).toMatch(/<input type="radio" id="champ-deliverTo-buyer"[^>]* data-collapses=""/);
    expect(html).toContain('value="elise@"');
    expect(html).toContain('value="2000-01-01"');
    expect(html).toMatch(
      /<input id="champ-deliverOn"[^>]* type="date"[^>]* min="\d{4}-\d\d-\d\d" max="\d{4}-\d\d-\d\d"/,
    );
    expect(html).toContain(
      `<a href="#champ-recipientEmail">${escapeHtml(vouchers.recipientEmailInvalid)}</a>`,
    );
    expect(html).toContain(`<a href="#champ-deliverOn">${escapeHtml(vouchers.deliverOnPast)}</a>`);
    // The message as typed (escaped), its line break kept, its limit given to the browser.
    expect(html).toMatch(/<textarea id="champ-message"[^>]* maxlength="300"/);
    expect(html).toContain(`${escapeHtml(message)}</textarea>`);
    expect(html).toContain(escapeHtml(vouchers.fromHint));
    expect(html).toContain(escapeHtml(vouchers.toHint));
    expect(sessions().size).toBe(before);

    // Another voucher, the buyer's choice: today's date is offered, the radio "Moi" checked.
    const own = await postForm('/api/create-payment', fields({ senderName: '' }));
    const ownHtml = await own.text();
    expect(ownHtml).toMatch(/<input type="radio" id="champ-deliverTo-buyer"[^>]* checked=""/);
    expect(ownHtml).toContain(`value="${parisDay(new Date())}"`);
  });

  it('says an unknown voucher does not exist, with the way back', async () => {
    const response = await postForm('/api/create-payment', fields({ offer: 'gratuit' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(text.formPages.unknownVoucher);
    expect(html).not.toContain('<form');
    expect(html).toContain(`href="${stack.apiUrl}/bons-cadeaux"`);
  });

  it('shows the form again (502) when Stripe fails', async () => {
    const failing = {
      checkout: { sessions: { create: () => Promise.reject(new Error('Stripe down')) } },
    } as unknown as Stripe;
    const typed = fields();
    const response = await postForm(
      '/api/create-payment',
      typed,
      stack.makeApi({}, { stripe: failing }),
    );
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain(text.formPages.unavailableTitle);
    expect(html).toContain(`value="${typed.email}"`);
  });

  it('one attempt id posted twice opens one session; a form without one opens one per post', async () => {
    const before = sessions().size;
    const once = fields({ attempt: attemptId() });
    const [first, second] = await Promise.all([
      postForm('/api/create-payment', once),
      postForm('/api/create-payment', once),
    ]);
    expect(first.headers.get('location')).toBe(second.headers.get('location'));
    expect(sessions().size).toBe(before + 1);

    // The prerendered page cannot hold one id per view: each of its posts is a new attempt.
    const bare = fields();
    const [third, fourth] = [
      await postForm('/api/create-payment', bare),
      await postForm('/api/create-payment', bare),
    ];
    expect(third.headers.get('location')).not.toBe(fourth.headers.get('location'));
    expect(sessions().size).toBe(before + 3);
  });
});
