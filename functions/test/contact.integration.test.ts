import { fillTemplate } from '@clinique/catalog/format';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteFacts } from '../src/site-facts.ts';
import { startTestStack, uniqueEmail, type TestStack } from './helpers.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});
beforeEach(async () => {
  await fetch(`${stack.services.sesUrl}/clear-store`, { method: 'POST' });
});

const copy = siteFacts.emails.contact;
const { request, contact } = siteFacts.api;
/** The line the plain-text part writes for a row of the mail. */
const row = (label: string, value: string) => `${label}\u00A0: ${value}`;
const treatment = siteFacts.treatmentLabels.at(-1);
if (treatment === undefined) throw new Error('the catalog lists no treatment');

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jeanne <b>Dupont</b>',
    email: uniqueEmail('jeanne'),
    phone: '06 12 34 56 78',
    traitement: treatment,
    message: 'Bonjour,\nPuis-je venir le <script>alert(1)</script> samedi ? Merci & à bientôt.',
    ...overrides,
  };
}

describe('POST /api/send-contact-email', () => {
  it('sends the message to the clinic, the visitor as Reply-To, text and escaped HTML', async () => {
    const body = message();
    const response = await stack.post('/api/send-contact-email', body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const mails = await stack.mails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.destination.to).toEqual([siteFacts.clinic.email]);
    expect(mail?.replyTo).toEqual([body.email]);
    expect(mail?.from).toContain(`<${stack.env['MAIL_FROM']}>`);
    expect(mail?.from).not.toContain(body.email);
    expect(mail?.subject).toBe(fillTemplate(copy.subject, { person: 'Jeanne <b>Dupont</b>' }));

    expect(mail?.body.text).toContain(row(copy.rows.name, 'Jeanne <b>Dupont</b>'));
    expect(mail?.body.text).toContain(row(copy.rows.email, body.email));
    expect(mail?.body.text).toContain(row(copy.rows.phone, '06 12 34 56 78'));
    expect(mail?.body.text).toContain(row(copy.rows.treatment, treatment));
    expect(mail?.body.text).toContain(body.message);

    const html = mail?.body.html ?? '';
    expect(html).toContain('Jeanne &lt;b&gt;Dupont&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Merci &amp; à bientôt.');
    expect(html).toContain('Bonjour,<br/>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Dupont');
  });

  it('says when no phone or treatment was given', async () => {
    const response = await stack.post(
      '/api/send-contact-email',
      message({ phone: '', traitement: '' }),
    );
    expect(response.status).toBe(200);
    const [mail] = await stack.mails();
    expect(mail?.body.text).toContain(row(copy.rows.phone, copy.noPhone));
    expect(mail?.body.text).toContain(row(copy.rows.treatment, copy.noTreatment));
  });

  it('sends to CLINIC_EMAIL when it is set', async () => {
    const api = stack.makeApi({ CLINIC_EMAIL: 'accueil@clinique.example' });
    const response = await api.request('/api/send-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.apiUrl },
      body: JSON.stringify(message()),
    });
    expect(response.status).toBe(200);
    const [mail] = await stack.mails();
    expect(mail?.destination.to).toEqual(['accueil@clinique.example']);
  });

  it('answers a filled honeypot as a success and sends nothing', async () => {
    const response = await stack.post(
      '/api/send-contact-email',
      message({ website: 'https://spam.example' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await stack.mails()).toHaveLength(0);
  });

  it('refuses CR/LF header injection with 400 and sends nothing', async () => {
    const attempts = [
      message({ name: 'Jeanne\r\nBcc: victim@example.com' }),
      message({ email: 'jeanne@example.com\r\nBcc: victim@example.com' }),
      message({ email: 'jeanne@example.com\nCc: victim@example.com' }),
      message({ phone: '06\r\n12' }),
    ];
    for (const body of attempts) {
      const response = await stack.post('/api/send-contact-email', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; message: string };
      expect(answer.error).toBe('invalid_request');
      expect(answer.message).not.toBe('');
    }
    expect(await stack.mails()).toHaveLength(0);
  });

  it('refuses wrong types and invalid fields with 400, naming the fields in French', async () => {
    const response = await stack.post('/api/send-contact-email', {
      name: 12,
      email: 'nope',
      message: '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      message: expect.any(String),
      fields: {
        name: fillTemplate(request.notText, { label: contact.labels.name }),
        email: request.emailInvalid,
        message: contact.messageMissing,
      },
    });
    expect(await stack.mails()).toHaveLength(0);
  });

  it('answers 502 with a French message when SES is unreachable, and logs no content', async () => {
    const api = stack.makeApi({ SES_ENDPOINT: stack.unreachableUrl });
    const before = stack.logs.lines.length;
    const body = message({ message: 'Contenu très confidentiel du message' });
    const response = await api.request('/api/send-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.apiUrl },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'mail_unavailable',
      message: fillTemplate(contact.unavailable, { phone: siteFacts.clinic.phone }),
    });
    const lines = JSON.stringify(stack.logs.lines.slice(before));
    expect(lines).toContain('contact.send_failed');
    expect(lines).not.toContain('confidentiel');
    expect(lines).not.toContain(body.email);
  });

  it('never logs message bodies or addresses on success', async () => {
    const body = message({ message: 'Texte secret 12345' });
    await stack.post('/api/send-contact-email', body);
    const lines = JSON.stringify(stack.logs.lines);
    expect(lines).not.toContain('Texte secret');
    expect(lines).not.toContain(body.email);
    expect(lines).toContain('contact.sent');
  });
});
