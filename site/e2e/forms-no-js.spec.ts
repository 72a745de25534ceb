/**
 * The contact form and the voucher cards before (or without) JavaScript: real HTML forms posting to
 * the API, which answers with a redirection (confirmation page, Stripe Checkout) or the form again
 * with the errors and the values typed, never in the address.
 */
import { randomBytes } from 'node:crypto';
import { catalog, legalRefs } from '@clinique/catalog';
import { type Locator, type Page } from '@playwright/test';
import { expect, test, visit } from './fixtures.ts';
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { parisDay } from '@clinique/catalog/voucher-orders';
import { checkoutMetadata, expectNoAxeViolations, waitForMail } from './support.ts';

test.use({ javaScriptEnabled: false });

/**
 * What a page without JavaScript logs by design: the page's scripts are not fetched (Chromium
 * reports them blocked, `csp`), and the API's 422 answer to a form to correct (a page, expected).
 */
test.afterEach(({ consoleErrors }) => {
  const expected = [
    /^request failed: \S+\.js csp$/,
    /status of 422 \(Unprocessable Entity\) \(\S+\/api\/(send-contact-email|create-payment)\)$/,
  ];
  const unexpected = consoleErrors.filter((line) => !expected.some((rule) => rule.test(line)));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

const { contactForm, vouchers: voucherText, formPages, emails, api } = catalog.interfaceText;
/** The subject of the contact mail that names `person`. */
const contactSubject = (person: string) => fillTemplate(emails.contact.subject, { person });
const address = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** The address bar holds none of what was typed. */
function expectNothingTypedInUrl(page: Page, typed: readonly string[]) {
  const url = decodeURIComponent(page.url());
  expect(new URL(page.url()).search).toBe('');
  for (const value of typed) expect(url).not.toContain(value);
}

test('contact: the message is sent, the browser lands on /contact/merci', async ({ page }) => {
  const email = address('sans-js');
  const [treatment] = contactForm.treatments;
  if (!treatment) throw new Error('no treatment in the contact form');
  await visit(page, '/contact');
  await page.getByLabel(contactForm.name).fill('Jeanne Sans-Script');
  await page.getByLabel(contactForm.email).fill(email);
  await page.getByLabel(contactForm.treatment).selectOption({ label: treatment.label });
  await page.getByLabel(contactForm.message).fill('Bonjour, envoyé sans JavaScript.');
  await page.getByRole('button', { name: contactForm.submit }).click();

  await expect(page).toHaveURL('/contact/merci');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog.contactThanks.title);
  await expect(page.getByText(catalog.contactThanks.message)).toBeVisible();
  const mail = await waitForMail(email, contactSubject('Jeanne Sans-Script'));
  expect(mail.body.text).toContain(`${emails.contact.rows.treatment}\u00A0: ${treatment.label}`);
  expect(mail.body.text).toContain('Bonjour, envoyé sans JavaScript.');
});

test('contact: an invalid address shows the error, keeps every value, and can be corrected', async ({
  page,
}) => {
  const email = address('corrige');
  // The browser accepts a domain without a dot; the server does not.
  const wrong = email.replace('@example.com', '@exemple');
  const message = 'Mon message, à garder tel quel.';
  await visit(page, '/contact');
  await page.getByLabel(contactForm.name).fill('Jeanne Sans-Script');
  await page.getByLabel(contactForm.email).fill(wrong);
  await page.getByLabel(contactForm.phone).fill('06 12 34 56 78');
  await page.getByLabel(contactForm.message).fill(message);
  await page.getByRole('button', { name: contactForm.submit }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(formPages.contactTitle);
  const error = api.request.emailInvalid;
  await expect(page.getByRole('link', { name: error })).toBeVisible();
  const field = page.getByLabel(contactForm.email);
  await expect(field).toHaveValue(wrong);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(error);
  await expect(page.getByLabel(contactForm.name)).toHaveValue('Jeanne Sans-Script');
  await expect(page.getByLabel(contactForm.phone)).toHaveValue('06 12 34 56 78');
  await expect(page.getByLabel(contactForm.message)).toHaveValue(message);
  expectNothingTypedInUrl(page, [wrong, 'Jeanne', message]);

  await field.fill(email);
  await page.getByRole('button', { name: contactForm.submit }).click();
  await expect(page).toHaveURL('/contact/merci');
  const mail = await waitForMail(email, contactSubject('Jeanne Sans-Script'));
  expect(mail.body.text).toContain(message);
});

/** The terms-of-sale box of a card or of the page the API answers. */
const termsBox = (root: Page | Locator) =>
  root.getByRole('checkbox', { name: new RegExp(voucherText.terms.link) });

/** The card of the voucher titled `title`. */
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('voucher: ordering opens the Checkout page of the Stripe stand-in', async ({ page }) => {
  const offer = catalog.vouchers.offers.find((candidate) => candidate.popular);
  if (!offer) throw new Error('no popular offer');
  const email = address('acheteur-sans-js');
  await visit(page, '/bons-cadeaux');
  const order = card(page, offer.title);
  await order.getByLabel(voucherText.from, { exact: true }).fill('Paul Sans-Script');
  await order.getByLabel(voucherText.to, { exact: true }).fill('Élise');
  await order.getByLabel(voucherText.email, { exact: true }).fill(email);
  await termsBox(order).check();
  await order.getByRole('button', { name: voucherText.order }).click();

  await expect(page).toHaveURL(
    new RegExp(`^http://127\\.0\\.0\\.1:${process.env.E2E_STRIPE_PORT}/pay/cs_test_\\w+$`),
  );
  await expect(page.getByText(catalog.clinic.name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Payer / })).toBeVisible();
  expectNothingTypedInUrl(page, [email, 'Paul']);
});

test('voucher: without the terms of sale accepted, the form comes back with the box to tick', async ({
  page,
}) => {
  const offer = catalog.vouchers.offers.find((candidate) => candidate.popular);
  if (!offer) throw new Error('no popular offer');
  const email = address('cgv-sans-js');
  await visit(page, '/bons-cadeaux');
  const order = card(page, offer.title);
  await order.getByLabel(voucherText.from, { exact: true }).fill('Paul Sans-Script');
  await order.getByLabel(voucherText.to, { exact: true }).fill('Élise');
  await order.getByLabel(voucherText.email, { exact: true }).fill(email);
  await order.getByRole('button', { name: voucherText.order }).click();

  // The API's page: the refusal in French, the values kept, the box unticked, nothing paid.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(formPages.voucherTitle);
  await expect(page.getByRole('link', { name: voucherText.termsMissing })).toBeVisible();
  const box = termsBox(page);
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(voucherText.email, { exact: true })).toHaveValue(email);
  await expect(
    page.getByRole('link', {
      name: `${voucherText.terms.link} ${voucherText.terms.newTab}`,
      exact: true,
    }),
  ).toHaveAttribute('href', new RegExp(`${legalRefs.cgv.path}$`));
  expectNothingTypedInUrl(page, [email, 'Paul']);

  await box.check();
  await page.getByRole('button', { name: voucherText.order }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
});

test('voucher: an amount below the minimum shows the error and keeps the values', async ({
  page,
}) => {
  const { custom } = catalog.vouchers;
  const email = address('perso-sans-js');
  await visit(page, '/bons-cadeaux');
  const order = card(page, custom.title);
  await order.getByLabel(voucherText.amount).fill(String(custom.minimum - 1));
  await order.getByLabel(voucherText.from, { exact: true }).fill('Paul Sans-Script');
  await order.getByLabel(voucherText.to, { exact: true }).fill('Élise');
  await order.getByLabel(voucherText.email, { exact: true }).fill(email);
  await termsBox(order).check();
  await order.getByRole('button', { name: voucherText.orderCustom }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(formPages.voucherTitle);
  const amount = page.getByLabel(voucherText.amount);
  await expect(amount).toHaveValue(String(custom.minimum - 1));
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  const bounds = { minimum: formatEuros(custom.minimum), maximum: formatEuros(custom.maximum) };
  const said = (problem: 'belowMinimum' | 'notWhole') =>
    page.getByRole('link', { name: fillTemplate(voucherText[problem], bounds) });
  await expect(said('belowMinimum')).toBeVisible();
  await expect(page.getByLabel(voucherText.from, { exact: true })).toHaveValue('Paul Sans-Script');
  await expect(page.getByLabel(voucherText.to, { exact: true })).toHaveValue('Élise');
  await expect(page.getByLabel(voucherText.email, { exact: true })).toHaveValue(email);
  // The box ticked stays ticked.
  await expect(termsBox(page)).toBeChecked();
  expectNothingTypedInUrl(page, [email, 'Paul']);

  // Decimals are refused in the card's words, the amount shown again as typed.
  await amount.fill('80,5');
  await page.getByRole('button', { name: voucherText.orderCustom }).click();
  await expect(said('notWhole')).toBeVisible();
  await expect(amount).toHaveValue('80,5');

  await amount.fill(String(custom.minimum));
  await page.getByRole('button', { name: voucherText.orderCustom }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
});

test('voucher: the recipient, the day and the message go through and are kept on error', async ({
  page,
}) => {
  const offer = catalog.vouchers.offers.find((candidate) => candidate.popular);
  if (!offer) throw new Error('no popular offer');
  await visit(page, '/bons-cadeaux');
  const order = card(page, offer.title);
  const recipientEmail = order.getByLabel(voucherText.recipientEmail, { exact: true });
  // Hidden by CSS while « Moi » is chosen: no script needed.
  await expect(recipientEmail).toBeHidden();
  await order.getByRole('radio', { name: voucherText.deliverTo.recipient }).check();
  await expect(recipientEmail).toBeVisible();
  await order.getByLabel(voucherText.from, { exact: true }).fill('Paul Sans-Script');
  await order.getByLabel(voucherText.to, { exact: true }).fill('Élise');
  await order.getByLabel(voucherText.email, { exact: true }).fill(address('cadeau-sans-js'));
  await recipientEmail.fill('elise@');
  const message = 'Pour tes 40 ans,\nune pause rien qu’à toi <3';
  await order.getByLabel(voucherText.message, { exact: true }).fill(message);
  await termsBox(order).check();
  await order.getByRole('button', { name: voucherText.order }).click();

  // The API's page: the choice, the address and the message kept; the day offered is today.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(formPages.voucherTitle);
  await expect(page.getByRole('link', { name: voucherText.recipientEmailInvalid })).toBeVisible();
  await expect(page.getByRole('radio', { name: voucherText.deliverTo.recipient })).toBeChecked();
  const again = page.getByLabel(voucherText.recipientEmail, { exact: true });
  await expect(again).toHaveValue('elise@');
  await expect(again).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(voucherText.deliverOn, { exact: true })).toHaveValue(
    parisDay(new Date()),
  );
  await expect(page.getByLabel(voucherText.message, { exact: true })).toHaveValue(message);

  await again.fill('elise@example.org');
  await page.getByRole('button', { name: voucherText.order }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  const sessionId = /\/pay\/(cs_test_\w+)$/.exec(page.url())?.[1] ?? '';
  expect(await checkoutMetadata(sessionId)).toMatchObject({
    recipient_email: 'elise@example.org',
    deliver_on: parisDay(new Date()),
    gift_message: message,
  });
});

test.describe('the pages of a form to correct', () => {
  // axe runs as a script in the page: the page answering the form is loaded as it is, then checked.
  test.use({ javaScriptEnabled: true });

  test('have no axe violation at phone and desktop widths', async ({ page, request }) => {
    // Six axe runs on a shared machine: more than the default time, never a wait.
    test.slow();
    const posts: { path: string; form: Record<string, string> }[] = [
      { path: '/api/send-contact-email', form: { name: '', email: 'x@y', message: '' } },
      { path: '/api/create-payment', form: { offer: 'personnalise', amount: '5', email: 'x' } },
      {
        path: '/api/create-payment',
        form: {
          offer: catalog.vouchers.offers[0]?.id ?? '',
          deliverTo: 'recipient',
          recipientEmail: 'x',
          deliverOn: '2000-01-01',
        },
      },
      { path: '/api/create-payment', form: { offer: 'inconnu' } },
    ];
    for (const { path, form } of posts) {
      const response = await request.post(path, { form, headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(422);
      const html = await response.text();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.setContent(html);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    }
  });
});
