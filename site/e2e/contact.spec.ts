/**
 * Contact: the page's parts, the form's validation, a message that reaches the local SES mailbox,
 * failures (server refusal, network down) with the values kept, and `?traitement=` pre-selection.
 */
import { catalog } from '@clinique/catalog';
import type { Page } from '@playwright/test';
import { desktop, expect, freezeTime, phone, test, visit } from './fixtures.ts';
import {
  expectLoggedErrors,
  expectNoAxeViolations,
  holdIslandScript,
  uniqueAddress,
  waitForHydration,
  waitForMail,
  holdRequests,
} from './support.ts';

const { contact, clinic, interfaceText, contactFacts } = catalog;
const text = interfaceText.contactForm;
const visiblePhone = contactFacts.phone.visible;
const ENDPOINT = '**/api/send-contact-email';

function form(page: Page) {
  return page.getByRole('main').locator('form');
}

function fields(page: Page) {
  const root = form(page);
  return {
    name: root.getByLabel(text.name),
    email: root.getByLabel(text.email),
    phone: root.getByLabel(text.phone, { exact: true }),
    treatment: root.getByLabel(text.treatment, { exact: true }),
    message: root.getByLabel(text.message),
    submit: root.getByRole('button', { name: text.submit }),
  };
}

async function openContact(page: Page, query = '') {
  await visit(page, `/contact${query}`);
  await waitForHydration(page);
  return fields(page);
}

/** A complete message; each test writes its own address to find its mail. */
function sample(name: string) {
  return {
    name: 'Jeanne Dupont',
    email: uniqueAddress(name),
    phone: '06 12 34 56 78',
    treatment: text.treatments[4] ?? { id: '', label: '' },
    message: 'Bonjour,\nJe souhaiterais un devis pour deux zones.\nMerci.',
  };
}

async function fill(page: Page, values: ReturnType<typeof sample>) {
  const field = fields(page);
  await field.name.fill(values.name);
  await field.email.fill(values.email);
  await field.phone.fill(values.phone);
  await field.treatment.selectOption(values.treatment.id);
  await field.message.fill(values.message);
}

async function expectValues(page: Page, values: ReturnType<typeof sample>) {
  const field = fields(page);
  await expect(field.name).toHaveValue(values.name);
  await expect(field.email).toHaveValue(values.email);
  await expect(field.phone).toHaveValue(values.phone);
  await expect(field.treatment).toHaveValue(values.treatment.id);
  await expect(field.message).toHaveValue(values.message);
}

function notice(page: Page, title: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({
    hasText: title,
  });
}

test('hero, form, details, guarantees, FAQ and call to action', async ({ page }) => {
  const field = await openContact(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(contact.hero.title);
  const booking = main.getByRole('link', { name: catalog.layout.bookingLabel }).first();
  await expect(booking).toHaveAttribute('href', clinic.bookingUrl);
  await expect(booking).toHaveAttribute('target', '_blank');
  // The phone buttons call the clinic (hero and closing call to action).
  const phoneButtons = main.getByRole('link', { name: visiblePhone.display, exact: true });
  await expect(phoneButtons).toHaveCount(3);
  for (const button of await phoneButtons.all()) {
    await expect(button).toHaveAttribute('href', `tel:${visiblePhone.e164}`);
  }

  await expect(field.name).toHaveAttribute('required', '');
  await expect(field.email).toHaveAttribute('type', 'email');
  await expect(field.email).toHaveAttribute('required', '');
  await expect(field.phone).toHaveAttribute('type', 'tel');
  await expect(field.phone).not.toHaveAttribute('required');
  await expect(field.message).toHaveAttribute('rows', String(text.messageRows));
  await expect(field.treatment.locator('option')).toHaveText([
    text.treatmentPlaceholder,
    ...text.treatments.map((choice) => choice.label),
  ]);
  await expect(field.treatment).toHaveValue('');

  await expect(
    main.getByRole('heading', { name: contact.detailsTitle, exact: true }),
  ).toBeVisible();
  await expect(main.getByText(contact.secretariatLabel, { exact: true })).toBeVisible();
  await expect(main.getByText(clinic.address.street)).toBeVisible();
  await expect(
    main.getByRole('heading', { name: contact.guaranteesTitle, exact: true }),
  ).toBeVisible();
  for (const guarantee of contact.guarantees) {
    await expect(
      main.getByRole('heading', { level: 3, name: guarantee.title, exact: true }),
    ).toBeVisible();
  }
  await expect(main.getByRole('link', { name: contact.bookingPlatformLabel })).toHaveAttribute(
    'href',
    clinic.bookingUrl,
  );
  const faq = page.getByRole('region', { name: contact.faqTitle });
  await expect(faq.locator('summary')).toHaveText(contact.faq.map((item) => item.question));
  await faq.getByText(contact.faq[0]?.question ?? '').click();
  await expect(faq.getByText(contact.faq[0]?.answer ?? '')).toBeVisible();
  await expect(main.getByRole('group', { name: contact.cta.title })).toBeVisible();
});

test('the browser enforces the required fields and the e-mail format: nothing is sent', async ({
  page,
}) => {
  const field = await openContact(page);
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send-contact-email')) posts += 1;
  });
  await field.submit.click();
  expect(await field.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await expect(field.name).toBeFocused();

  await field.name.fill('Jeanne');
  await field.email.fill('jeanne-sans-arobase');
  await field.message.fill('Bonjour');
  await field.submit.click();
  expect(await field.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
    true,
  );
  await expect(field.email).toBeFocused();
  expect(posts).toBe(0);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('listitem'),
  ).toHaveCount(0);
});

test('a message is sent: busy button, success notice, empty form, mail with every field', async ({
  page,
}) => {
  const field = await openContact(page);
  const values = sample('envoi');
  await fill(page, values);

  // Hold the request to see the busy state, then let it through to the real API.
  const posted = page.waitForRequest(ENDPOINT);
  const release = await holdRequests(page, ENDPOINT);
  await field.submit.click();
  const busy = form(page).getByRole('button', { name: text.sending });
  await expect(busy).toBeDisabled();
  release();

  const request = await posted;
  expect(request.postDataJSON()).toEqual({
    name: values.name,
    email: values.email,
    phone: values.phone,
    traitement: values.treatment.label,
    message: values.message,
    website: '',
  });
  await expect(notice(page, text.success.title)).toContainText(text.success.description ?? '');
  // The form says it too, where it stays after the notice has gone (until the visitor types).
  await expect(form(page).getByRole('status')).toHaveText(
    `${text.success.title} ${text.success.description ?? ''}`.trim(),
  );
  await expect(field.submit).toBeEnabled();
  await expectValues(page, {
    name: '',
    email: '',
    phone: '',
    treatment: { id: '', label: '' },
    message: '',
  });

  const mail = await waitForMail(values.email, values.name);
  expect(mail.destination.to).toEqual([clinic.email]);
  expect(mail.replyTo).toEqual([values.email]);
  const body = mail.body.text ?? '';
  for (const value of [values.name, values.email, values.phone, values.treatment.label]) {
    expect(body).toContain(value);
  }
  expect(body).toContain(values.message);
});

test('what the visitor typed before the page’s script ran is kept once it runs, and sent', async ({
  page,
}) => {
  // The island's script starts once the page has loaded; on a slow network it comes later still:
  // the test holds it until the visitor has filled the form.
  const release = await holdIslandScript(page, 'pages_contact_index_client');
  await visit(page, '/contact');
  const values = sample('before-script');
  await fill(page, values);
  release();
  await waitForHydration(page);
  await expectValues(page, values);
  await fields(page).submit.click();
  await expect(notice(page, text.success.title)).toBeVisible();
  const mail = await waitForMail(values.email, values.name);
  expect(mail.body.text ?? '').toContain(values.message);
});

test('the API refuses what was typed: the notice and the field say why, every value kept', async ({
  page,
  consoleErrors,
}) => {
  await openContact(page);
  // A phone number the API refuses (letters), and an address the browser lets through (no dot in
  // its domain) that the API refuses: real answers of the local stack, in its own words.
  const refusals = [
    {
      values: { ...sample('refus'), phone: 'appelez-moi' },
      field: 'phone',
      reason: interfaceText.api.contact.phoneInvalid,
    },
    {
      values: { ...sample('refus-adresse'), email: 'marie@exemple' },
      field: 'email',
      reason: interfaceText.api.request.emailInvalid,
    },
  ] as const;
  for (const { values, field, reason } of refusals) {
    await fill(page, values);
    await fields(page).submit.click();
    const shown = notice(page, text.failure.title).filter({ hasText: reason });
    await expect(shown).toBeVisible();
    await expect(shown).not.toContainText(text.failure.description ?? '');
    await expectValues(page, values);
    // The field says it too, once the notice has gone, and has the focus to be corrected.
    const refused = fields(page)[field];
    await expect(refused).toBeFocused();
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription(reason);
  }
  await expect(fields(page).phone).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);
  expectLoggedErrors(consoleErrors, [/status of 400/, /HTTP 400 for \/api\/send-contact-email/]);
});

test('the network is down: error notice, every value kept, and a retry succeeds', async ({
  page,
  consoleErrors,
}) => {
  const field = await openContact(page);
  const values = sample('reseau');
  await fill(page, values);
  await page.route(ENDPOINT, (route) => route.abort('internetdisconnected'));
  await field.submit.click();
  await expect(notice(page, text.failure.title)).toContainText(text.failure.description ?? '');
  await expectValues(page, values);
  await expect(field.submit).toBeEnabled();
  expectLoggedErrors(consoleErrors, [
    /Envoi du message impossible/,
    /request failed: .*\/api\/send-contact-email/,
    /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
  ]);

  await page.unroute(ENDPOINT);
  await field.submit.click();
  await expect(notice(page, text.success.title)).toBeVisible();
  await expect(field.name).toHaveValue('');
  await waitForMail(values.email, values.name);
});

test('?traitement= pre-selects a treatment; an unknown one selects nothing', async ({ page }) => {
  for (const choice of text.treatments) {
    const field = await openContact(page, `?traitement=${choice.id}`);
    await expect(field.treatment).toHaveValue(choice.id);
    await expect(field.treatment.locator('option:checked')).toHaveText(choice.label);
  }
  const field = await openContact(page, '?traitement=inconnu');
  await expect(field.treatment).toHaveValue('');
});

test('treatment pages link to the contact form with their treatment chosen', async ({ page }) => {
  const chosen = (href = '') => new URLSearchParams(href.split('?')[1]).get('traitement') ?? '';
  const choices = new Set(text.treatments.map((choice) => choice.id));
  const entry = catalog.treatmentPages.find((item) =>
    choices.has(chosen(item.cta.secondary?.href)),
  );
  const href = entry?.cta.secondary?.href;
  if (!entry || !href) throw new Error('no treatment page links to the contact form');
  await visit(page, entry.path);
  await page.getByRole('main').locator(`a[href="${href}"]`).first().click();
  await waitForHydration(page);
  await expect(fields(page).treatment).toHaveValue(chosen(href));
});

for (const [width, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`accessibility at ${width} width`, () => {
    // Reduced motion: the toasts appear without sliding or fading, so axe sees them at full opacity.
    test.use({ ...device, reducedMotion: 'reduce' });
    test('the form with a success notice', async ({ page }) => {
      // The notice closes itself after 4 s: the clock stands still so axe sees it whole.
      await freezeTime(page);
      await openContact(page);
      await page.route(ENDPOINT, (route) => route.fulfill({ json: { ok: true } }));
      await fill(page, sample('axe'));
      await fields(page).submit.click();
      // Sent: the form is empty again; sonner shows the toast on the next tick of the stopped clock.
      await expect(fields(page).name).toHaveValue('');
      await page.clock.runFor(1);
      await expect(notice(page, text.success.title)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
