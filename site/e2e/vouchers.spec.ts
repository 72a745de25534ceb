/**
 * Gift vouchers: the page's parts, each card's missing-field notice and busy state, the terms of
 * sale to accept (on the page and by the API), the custom amount's bounds and messages, the orders
 * the cards post, a failed payment, a cancelled one (« Paiement annulé »), and a full purchase
 * through the local Stripe stand-in (new tab, « Payer », /success with the voucher's code, the
 * voucher e-mailed as a PDF with the withdrawal right).
 */
import { catalog, fillTemplate, formatEuros, legalRefs } from '@clinique/catalog';
import { formatLongDate } from '@clinique/catalog/format';
import { GIFT_MESSAGE_MAX, parisDay } from '@clinique/catalog/voucher-orders';
import { extractText } from 'unpdf';
import type { Locator, Page } from '@playwright/test';
import { desktop, expect, freezeTime, phone, test, visit } from './fixtures.ts';
import {
  checkoutMetadata,
  expectLoggedErrors,
  expectNoAxeViolations,
  holdIslandScript,
  linesOfText,
  templatePattern,
  uniqueAddress,
  voucherRegister,
  waitForHydration,
  waitForMail,
  holdRequests,
} from './support.ts';

const { vouchers, interfaceText } = catalog;
const text = interfaceText.vouchers;
const ENDPOINT = '**/api/create-payment';

interface CardUnderTest {
  /** Title of the card (its accessible name). */
  title: string;
  giftType: string;
  /** The order button's label. */
  order: string;
  /** Fixed price, or the amount typed in the custom card. */
  amount: number;
  custom: boolean;
}

const cards: CardUnderTest[] = [
  ...vouchers.offers.map((offer) => ({
    title: offer.title,
    giftType: offer.title,
    order: text.order,
    amount: offer.price,
    custom: false,
  })),
  {
    title: vouchers.custom.title,
    giftType: vouchers.custom.giftType,
    order: text.orderCustom,
    // Within the catalog's bounds, whatever they are.
    amount: Math.min(vouchers.custom.minimum + 5, vouchers.custom.maximum),
    custom: true,
  },
];

function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

async function openVouchers(page: Page) {
  await visit(page, '/bons-cadeaux');
  await waitForHydration(page);
}

/** The terms-of-sale box of a card. */
function termsBox(root: Locator): Locator {
  return root.getByRole('checkbox', { name: new RegExp(text.terms.link) });
}

async function fillCard(
  page: Page,
  item: CardUnderTest,
  values: { from: string; to: string; email: string },
  { acceptTerms = true } = {},
) {
  const root = card(page, item.title);
  if (item.custom) await root.getByLabel(text.amount).fill(String(item.amount));
  await root.getByLabel(text.from, { exact: true }).fill(values.from);
  await root.getByLabel(text.to, { exact: true }).fill(values.to);
  await root.getByLabel(text.email, { exact: true }).fill(values.email);
  if (acceptTerms) await termsBox(root).check();
}

/** A pattern for a text that starts with `text`, its characters taken literally. */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A message of the custom card, its bounds filled in. */
const bounded = (template: string) =>
  fillTemplate(template, {
    minimum: formatEuros(vouchers.custom.minimum),
    maximum: formatEuros(vouchers.custom.maximum),
  });

function notice(page: Page, title: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({
    hasText: title,
  });
}

/** Counts the payment calls the page makes. */
function countPaymentCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/create-payment')) calls += 1;
  });
  return () => calls;
}

test('hero, the vouchers from the catalog, the custom card, usable treatments, benefits', async ({
  page,
}) => {
  await openVouchers(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(vouchers.hero.title);
  for (const offer of vouchers.offers) {
    const root = card(page, offer.title);
    await expect(root.getByText(formatEuros(offer.price), { exact: true })).toBeVisible();
    await expect(root.getByText(offer.subtitle)).toBeVisible();
    await expect(
      root.getByText(fillTemplate(text.validity, { months: offer.validityMonths })),
    ).toBeVisible();
    await expect(root.getByText(interfaceText.popular)).toHaveCount(offer.popular ? 1 : 0);
    // The crossed-out price is not shown.
    await expect(root.getByText(formatEuros(offer.originalPrice))).toHaveCount(0);
    for (const label of [text.from, text.to, text.email]) {
      await expect(root.getByLabel(label, { exact: true })).toBeEditable();
    }
    await expect(root.getByRole('button', { name: text.order })).toBeEnabled();
    // The terms of sale: a box never ticked for the buyer, its label links the CGV.
    await expect(termsBox(root)).not.toBeChecked();
    await expect(root.getByRole('link', { name: new RegExp(text.terms.link) })).toHaveAttribute(
      'href',
      legalRefs.cgv.path,
    );
  }
  const popular = vouchers.offers.find((offer) => offer.popular);
  if (!popular) throw new Error('no offer marked popular in the catalog');
  await expect(card(page, popular.title).getByText(interfaceText.popular)).toBeVisible();
  // No claim the product does not deliver (an e-mailed PDF is not a « coffret »).
  await expect(main).not.toContainText(/coffret/i);

  const custom = card(page, vouchers.custom.title);
  const amount = custom.getByLabel(text.amount);
  await expect(amount).toHaveAttribute('inputmode', 'numeric');
  // The 30 € minimum and 1 000 € maximum next to the field.
  await expect(custom.getByText(bounded(text.amountHint))).toBeVisible();
  await expect(custom.getByText(text.previewEmpty)).toBeVisible();
  await expect(custom.getByRole('button', { name: text.orderCustom })).toBeDisabled();
  const typed = Math.min(vouchers.custom.minimum + 15, vouchers.custom.maximum);
  await amount.fill(String(typed));
  await expect(
    custom.getByText(fillTemplate(text.preview, { amount: formatEuros(typed) })),
  ).toBeVisible();
  await expect(custom.getByRole('button', { name: text.orderCustom })).toBeEnabled();

  const usable = main.getByRole('heading', { name: vouchers.usableTitle }).locator('..');
  for (const treatment of vouchers.usableTreatments) {
    await expect(usable.getByText(treatment, { exact: true })).toBeVisible();
  }
  for (const benefit of vouchers.benefits) {
    await expect(main.getByRole('heading', { level: 3, name: benefit.title })).toBeVisible();
  }

  // The closing button scrolls to the popular offer's card.
  const featured = card(page, popular.title);
  const closing = main.getByRole('link', { name: vouchers.closingLabel });
  await closing.scrollIntoViewIfNeeded();
  await expect(featured).not.toBeInViewport();
  await closing.click();
  await expect(page).toHaveURL(new RegExp(`#bon-${popular.id}$`));
  await expect(featured.getByRole('heading', { name: popular.title })).toBeInViewport();
});

for (const item of cards) {
  test(`${item.title}: a missing field shows the notice and calls nothing`, async ({ page }) => {
    await openVouchers(page);
    const calls = countPaymentCalls(page);
    const root = card(page, item.title);
    if (item.custom) await root.getByLabel(text.amount).fill(String(item.amount));
    const button = root.getByRole('button', { name: item.order });
    await button.click();
    await expect(notice(page, text.missing.title)).toContainText(text.missing.description ?? '');
    await expect(root.getByLabel(text.from, { exact: true })).toBeFocused();
    // Each empty field says what it lacks, in the payment function's words, tied to the field.
    const { payment, request } = interfaceText.api;
    for (const [label, problem] of [
      [text.from, payment.senderNameMissing],
      [text.to, payment.recipientNameMissing],
      [text.email, request.emailMissing],
    ] as const) {
      const field = root.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // The problem first, then the field's hint, if any.
      await expect(field).toHaveAccessibleDescription(startingWith(problem));
    }

    // Two of three fields are not enough either (spaces do not count).
    await root.getByLabel(text.from, { exact: true }).fill('Paul');
    await root.getByLabel(text.to, { exact: true }).fill('   ');
    await root.getByLabel(text.email, { exact: true }).fill('paul@example.fr');
    await button.click();
    await expect(notice(page, text.missing.title)).toHaveCount(2);
    await expect(root.getByLabel(text.to, { exact: true })).toBeFocused();
    expect(calls()).toBe(0);
  });

  test(`${item.title}: busy while the payment is created, posts the catalog's price, opens the payment page`, async ({
    page,
  }) => {
    await openVouchers(page);
    const values = { from: 'Paul Martin', to: 'Élise Durand', email: uniqueAddress('busy') };
    await fillCard(page, item, values);

    // Hold the call to see the busy state, then let it reach the real API.
    const release = await holdRequests(page, ENDPOINT);
    const posted = page.waitForRequest(ENDPOINT);
    const root = card(page, item.title);
    await root.getByRole('button', { name: item.order }).click();
    await expect(root.getByRole('button', { name: text.processing })).toBeDisabled();
    // The other cards stay usable.
    const other = cards.find((candidate) => candidate !== item && !candidate.custom);
    if (other) {
      await expect(
        card(page, other.title).getByRole('button', { name: other.order }),
      ).toBeEnabled();
    }
    expect((await posted).postDataJSON()).toEqual({
      amount: item.amount,
      giftType: item.giftType,
      senderName: values.from,
      recipientName: values.to,
      email: values.email,
      // A fresh random id per order attempt: the payment's idempotency key.
      attempt: expect.stringMatching(/^[\w-]{16,64}$/),
      acceptTerms: true,
    });

    const popup = page.waitForEvent('popup');
    release();
    const checkout = await popup;
    await checkout.waitForLoadState();
    await expect(checkout.getByText(formatEuros(item.amount)).first()).toBeVisible();
    await checkout.close();
    await expect(root.getByRole('button', { name: item.order })).toBeEnabled();
    // Disabled while busy, the button lost the focus: it has it back, not the page's body.
    await expect(root.getByRole('button', { name: item.order })).toBeFocused();
  });
}

test('below the minimum, the custom amount is refused on the page', async ({ page }) => {
  await openVouchers(page);
  const calls = countPaymentCalls(page);
  const custom = cards.find((item) => item.custom);
  if (!custom) throw new Error('no custom card');
  await fillCard(
    page,
    { ...custom, amount: vouchers.custom.minimum - 1 },
    {
      from: 'Paul',
      to: 'Marie',
      email: 'paul@example.fr',
    },
  );
  const root = card(page, custom.title);
  await root.getByRole('button', { name: text.orderCustom }).click();
  await expect(root.getByText(bounded(text.belowMinimum))).toBeVisible();
  await expect(root.getByLabel(text.amount)).toBeFocused();
  await expect(root.getByLabel(text.amount)).toHaveAttribute('aria-invalid', 'true');
  // The preview never shows an amount that cannot be bought.
  await expect(root.getByText(text.previewEmpty)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(calls()).toBe(0);

  await root.getByLabel(text.amount).fill(String(vouchers.custom.minimum));
  await expect(root.getByText(bounded(text.belowMinimum))).toHaveCount(0);
});

test('the custom amount: decimals and the maximum get the site’s French messages, no order', async ({
  page,
}) => {
  await openVouchers(page);
  const calls = countPaymentCalls(page);
  const custom = cards.find((item) => item.custom);
  if (!custom) throw new Error('no custom card');
  await fillCard(page, custom, { from: 'Paul', to: 'Marie', email: 'paul@example.fr' });
  const root = card(page, custom.title);
  const amount = root.getByLabel(text.amount);
  const order = root.getByRole('button', { name: text.orderCustom });
  // The form checks itself: no browser bubble.
  await expect(root.locator('form')).toHaveAttribute('novalidate', '');

  for (const [typed, message] of [
    ['80,50', text.notWhole],
    ['80.5', text.notWhole],
    [String(vouchers.custom.maximum + 1), text.aboveMaximum],
    ['cent', text.notANumber],
  ] as const) {
    await amount.fill(typed);
    await order.click();
    await expect(root.getByText(bounded(message))).toBeVisible();
    await expect(amount).toBeFocused();
    await expect(root.getByText(templatePattern(text.preview))).toHaveCount(0);
  }
  expect(calls()).toBe(0);
  await amount.fill(String(vouchers.custom.maximum));
  await expect(
    root.getByText(fillTemplate(text.preview, { amount: formatEuros(vouchers.custom.maximum) })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without the terms of sale accepted, the order is refused on the page and by the API', async ({
  page,
  request,
}) => {
  await openVouchers(page);
  const calls = countPaymentCalls(page);
  const [offer] = cards;
  if (!offer) throw new Error('no offer');
  await fillCard(
    page,
    offer,
    { from: 'Paul', to: 'Marie', email: 'paul@example.fr' },
    { acceptTerms: false },
  );
  const root = card(page, offer.title);
  await root.getByRole('button', { name: offer.order }).click();
  await expect(root.getByText(text.termsMissing)).toBeVisible();
  await expect(termsBox(root)).toBeFocused();
  await expect(termsBox(root)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  expect(calls()).toBe(0);

  // The API refuses too, whatever the page does: 400, the same French message, no session.
  const response = await request.post('/api/create-payment', {
    data: {
      amount: offer.amount,
      giftType: offer.giftType,
      senderName: 'Paul',
      recipientName: 'Marie',
      email: 'paul@example.fr',
      attempt: 'aaaaaaaaaaaaaaaaaaaaaa',
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    error: 'invalid_request',
    message: text.termsMissing,
  });
});

test('a cancelled payment returns to /bons-cadeaux with « Paiement annulé » and the form as typed', async ({
  page,
}) => {
  await openVouchers(page);
  const item = cards.find((candidate) => candidate.custom);
  if (!item) throw new Error('no custom card');
  await fillCard(page, item, { from: 'Paul', to: 'Marie', email: uniqueAddress('annule') });
  const popup = page.waitForEvent('popup');
  await card(page, item.title).getByRole('button', { name: text.orderCustom }).click();
  const checkout = await popup;
  await checkout.getByRole('button', { name: 'Annuler' }).click();
  await checkout.waitForURL(/\/bons-cadeaux/);
  await waitForHydration(checkout);
  await expect(notice(checkout, text.cancelled.title)).toContainText(
    text.cancelled.description ?? '',
  );
  // The form is back as it was typed, the terms of sale to tick again.
  const back = card(checkout, item.title);
  await expect(back.getByLabel(text.amount)).toHaveValue(String(item.amount));
  await expect(back.getByLabel(text.from, { exact: true })).toHaveValue('Paul');
  await expect(back.getByLabel(text.to, { exact: true })).toHaveValue('Marie');
  await expect(back.getByLabel(text.email, { exact: true })).toHaveValue(/^annule\./);
  await expect(termsBox(back)).not.toBeChecked();
  // The address is cleaned: a reload does not say it again.
  await expect(checkout).toHaveURL(/\/bons-cadeaux$/);
  await checkout.close();
});

test('what the visitor typed before the page’s script ran is what the order sends', async ({
  page,
  consoleErrors,
}) => {
  // The island's script starts once the page has loaded; the test holds it (a slow network)
  // until the visitor has filled the custom card.
  const release = await holdIslandScript(page, 'pages_bons-cadeaux_client');
  await visit(page, '/bons-cadeaux');
  const custom = cards.find((item) => item.custom);
  if (!custom) throw new Error('no custom card');
  await fillCard(page, custom, { from: 'Paul', to: 'Marie', email: 'paul@example.fr' });
  release();
  await waitForHydration(page);
  let sent: unknown;
  await page.route(ENDPOINT, (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({
      status: 502,
      json: { error: 'payment_unavailable', message: 'Paiement indisponible' },
    });
  });
  await card(page, custom.title).getByRole('button', { name: custom.order }).click();
  await expect(notice(page, text.paymentFailed.title)).toBeVisible();
  expect(sent).toMatchObject({
    amount: custom.amount,
    senderName: 'Paul',
    recipientName: 'Marie',
    email: 'paul@example.fr',
  });
  expectLoggedErrors(consoleErrors, [
    /Création du paiement impossible/,
    /status of 502/,
    /HTTP 502 for \/api\/create-payment/,
  ]);
});

/**
 * An order the API does not take: a refusal of what the buyer typed is told in the API's own words,
 * by the field it names too (an answer made here: the card now checks the address by the server's
 * rule, so no address reaches a real refusal); a service failure gets the page's "try again".
 * Either way the card keeps what was typed and its button comes back.
 */
const failedOrders = [
  {
    name: 'an address the API refuses: the notice says why',
    email: 'paul@example.fr',
    answer: {
      status: 400,
      json: {
        error: 'invalid_request',
        message: interfaceText.api.request.emailInvalid,
        fields: { email: interfaceText.api.request.emailInvalid },
      },
    },
    description: interfaceText.api.request.emailInvalid,
    logged: [/status of 400/, /HTTP 400 for \/api\/create-payment/],
  },
  {
    name: 'a failed payment creation: the error notice',
    email: 'paul@example.fr',
    answer: {
      status: 502,
      json: { error: 'payment_unavailable', message: 'Paiement indisponible' },
    },
    description: text.paymentFailed.description ?? '',
    logged: [
      /Création du paiement impossible/,
      /status of 502/,
      /HTTP 502 for \/api\/create-payment/,
    ],
  },
];

for (const failure of failedOrders) {
  test(`${failure.name}, the card keeps what was typed, the button comes back`, async ({
    page,
    consoleErrors,
  }) => {
    await openVouchers(page);
    const [offer] = cards;
    if (!offer) throw new Error('no offer');
    await fillCard(page, offer, { from: 'Paul', to: 'Marie', email: failure.email });
    const { answer } = failure;
    await page.route(ENDPOINT, (route) => route.fulfill(answer));
    const root = card(page, offer.title);
    await root.getByRole('button', { name: offer.order }).click();
    const shown = notice(page, text.paymentFailed.title).filter({ hasText: failure.description });
    await expect(shown).toBeVisible();
    if (failure.description !== text.paymentFailed.description) {
      await expect(shown).not.toContainText(text.paymentFailed.description ?? '');
    }
    await expect(root.getByRole('button', { name: offer.order })).toBeEnabled();
    await expect(root.getByLabel(text.from, { exact: true })).toHaveValue('Paul');
    const email = root.getByLabel(text.email, { exact: true });
    await expect(email).toHaveValue(failure.email);
    const refused = failure.answer.json.fields?.email;
    if (refused !== undefined) {
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(refused);
      await expect(email).toBeFocused();
    }
    expectLoggedErrors(consoleErrors, failure.logged);
  });
}

test('full purchase: new tab to the test checkout, « Payer », /success with the voucher’s code, the voucher e-mailed as a PDF', async ({
  page,
  browser,
}) => {
  test.slow();
  await openVouchers(page);
  const offer = vouchers.offers.find((item) => item.popular);
  const item = cards.find((candidate) => candidate.title === offer?.title);
  if (!offer || !item) throw new Error('no popular offer');
  const values = { from: 'Paul Martin', to: 'Élise Durand', email: uniqueAddress('achat') };
  await fillCard(page, item, values);

  const popup = page.waitForEvent('popup');
  await card(page, item.title).getByRole('button', { name: text.order }).click();
  const checkout = await popup;
  await checkout.waitForLoadState();
  expect(await checkout.evaluate(() => window.opener)).toBeNull();
  await expect(checkout.getByText(values.email)).toBeVisible();
  await expect(card(page, item.title).getByRole('button', { name: text.order })).toBeEnabled();

  // The page asks for the code with the session id Stripe put in its address.
  const codeRequest = checkout.waitForRequest('**/api/voucher-code?**');
  await checkout.getByRole('button', { name: /^Payer/ }).click();
  await checkout.waitForURL(/\/success\?session_id=/);
  const sessionId = new URL((await codeRequest).url()).searchParams.get('session_id') ?? '';
  expect(sessionId).toMatch(/^cs_/);
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText(catalog.success.title);
  const shown = checkout.getByText(catalog.success.referenceLabel);
  await expect(shown).toContainText(/BC-[0-9A-Z]{10}/);
  const shownCode = /BC-[0-9A-Z]{10}/.exec((await shown.textContent()) ?? '')?.[0];
  await expect(shown).not.toContainText(sessionId.slice(-8));
  // Once the code is shown, the session id leaves the address bar.
  await expect(checkout).toHaveURL(/\/success$/);
  await checkout.close();

  const mail = await waitForMail(values.email, offer.title);
  expect(mail.destination.to).toEqual([values.email]);
  const body = mail.body.text ?? '';
  for (const value of [values.from, values.to, formatEuros(offer.price)]) {
    expect(body).toContain(value);
  }
  const code = /BC-[0-9A-Z]{10}/.exec(body)?.[0];
  expect(code, 'the voucher code').toBeTruthy();
  // /success showed the code of the e-mail.
  expect(shownCode).toBe(code);
  // One entry in the register: the voucher as paid, sent.
  const entries = await voucherRegister().byBuyer(values.email);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    code,
    status: 'active',
    sessionId,
    amountCents: offer.price * 100,
    balanceCents: offer.price * 100,
    buyerName: values.from,
    recipientName: values.to,
  });
  await expect
    .poll(async () => (await voucherRegister().get(code ?? ''))?.fulfilment.state)
    .toBe('done');
  // The confirmation on a durable medium: the withdrawal right, the model form, the terms.
  const { voucher: copy } = catalog.interfaceText.emails;
  expect(body).toContain(copy.withdrawalTitle);
  for (const paragraph of copy.withdrawal) expect(body).toMatch(templatePattern(paragraph));
  expect(body).toContain(`${legalRefs.cgv.path}#${legalRefs.cgv.withdrawalFormAnchor}`);
  expect(body).toContain(copy.termsLink);
  // On a phone, the e-mail shows the code on one line.
  const phoneContext = await browser.newContext(phone);
  const reader = await phoneContext.newPage();
  await reader.setContent(mail.body.html ?? '');
  expect(await linesOfText(reader, code ?? '')).toBe(1);
  await phoneContext.close();
  const [pdf] = mail.attachments;
  expect(pdf?.contentType).toBe('application/pdf');
  expect(pdf?.filename).toContain(code);
  expect(
    Buffer.from(pdf?.content ?? '', 'base64')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('for the recipient, with a message: the card checks the fields, the session carries them', async ({
  page,
}) => {
  await openVouchers(page);
  const item = cards.find((candidate) => candidate.custom);
  if (!item) throw new Error('no custom card');
  const root = card(page, item.title);
  await fillCard(page, item, { from: 'Paul', to: 'Élise', email: uniqueAddress('pour-elise') });
  // The recipient's fields show once the recipient is chosen; the day is today in Paris.
  const recipientEmail = root.getByLabel(text.recipientEmail, { exact: true });
  await expect(recipientEmail).toBeHidden();
  await root.getByRole('radio', { name: text.deliverTo.recipient }).check();
  await expect(recipientEmail).toBeVisible();
  const day = root.getByLabel(text.deliverOn, { exact: true });
  await expect(day).toHaveValue(parisDay(new Date()));
  await recipientEmail.fill('elise@');
  await root.getByLabel(text.message, { exact: true }).fill('Joyeux anniversaire !\nPaul');
  await expect(
    root.getByText(fillTemplate(text.messageCount, { count: 26, max: GIFT_MESSAGE_MAX }), {
      exact: true,
    }),
  ).toBeVisible();
  const calls = countPaymentCalls(page);
  await root.getByRole('button', { name: item.order }).click();
  await expect(root.getByText(text.recipientEmailInvalid)).toBeVisible();
  await expect(recipientEmail).toBeFocused();
  await expectNoAxeViolations(page);
  expect(calls()).toBe(0);

  await recipientEmail.fill('elise@example.org');
  const popup = page.waitForEvent('popup');
  await root.getByRole('button', { name: item.order }).click();
  const checkout = await popup;
  const sessionId = /\/pay\/(cs_test_\w+)$/.exec(checkout.url())?.[1] ?? '';
  expect(await checkoutMetadata(sessionId)).toMatchObject({
    recipient_email: 'elise@example.org',
    deliver_on: parisDay(new Date()),
    gift_message: 'Joyeux anniversaire !\nPaul',
  });
  await checkout.close();
});

test('the recipient’s fields, required once the recipient is chosen, are marked as the buyer’s are', async ({
  page,
}) => {
  await openVouchers(page);
  const [item] = cards;
  if (!item) throw new Error('no cards');
  const root = card(page, item.title);
  /** What the page draws after a field's label (the asterisk the form's first line explains). */
  const marker = (field: Locator) =>
    field.evaluate((control: HTMLInputElement) => {
      const [label] = control.labels ?? [];
      return label ? getComputedStyle(label, '::after').content : '';
    });
  const buyer = root.getByLabel(text.from, { exact: true });
  await expect(buyer).toHaveAttribute('aria-required', 'true');
  const required = await marker(buyer);
  expect(required, 'the buyer’s name is marked required').not.toMatch(/^(none|normal|)$/);
  await root.getByRole('radio', { name: text.deliverTo.recipient }).check();
  for (const label of [text.recipientEmail, text.deliverOn]) {
    const field = root.getByLabel(label, { exact: true });
    await expect(field).toBeVisible();
    await expect(field, `${label}: required for screen readers`).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(await marker(field), `${label}: marked as required`).toBe(required);
  }
});

test('a blocked new tab: the checkout opens in this tab, and back the order is as typed', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openVouchers(page);
  const item = cards.find((candidate) => candidate.custom);
  if (!item) throw new Error('no custom card');
  await fillCard(page, item, { from: 'Paul', to: 'Marie', email: uniqueAddress('onglet') });
  await card(page, item.title).getByRole('button', { name: text.orderCustom }).click();
  await page.waitForURL(/\/pay\/cs_/);
  await expect(page.getByRole('button', { name: /^Payer/ })).toBeVisible();
  await expect(page.getByText(formatEuros(item.amount)).first()).toBeVisible();
  // Back from the payment page: the page is loaded again, the order as it was typed.
  await page.goBack();
  await waitForHydration(page);
  const back = card(page, item.title);
  await expect(back.getByLabel(text.amount)).toHaveValue(String(item.amount));
  await expect(back.getByLabel(text.from, { exact: true })).toHaveValue('Paul');
  await expect(back.getByLabel(text.to, { exact: true })).toHaveValue('Marie');
  await expect(back.getByLabel(text.email, { exact: true })).toHaveValue(/^onglet\./);
});

for (const [width, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`accessibility at ${width} width`, () => {
    // Reduced motion: the toasts appear without sliding or fading, so axe sees them at full opacity.
    test.use({ ...device, reducedMotion: 'reduce' });
    test('a missing-field notice and a busy card', async ({ page }) => {
      // The notice closes itself after a few seconds: the clock stands still so axe sees it whole.
      await freezeTime(page);
      await openVouchers(page);
      await page.route(ENDPOINT, () => undefined);
      const [first, second] = cards;
      if (!first || !second) throw new Error('no cards');
      await card(page, first.title).getByRole('button', { name: first.order }).click();
      // sonner shows a toast on the next tick of the page's (stopped) clock.
      await page.clock.runFor(1);
      await expect(notice(page, text.missing.title)).toBeVisible();
      expect(
        await notice(page, text.missing.title).evaluate(
          (toast) => toast.getAnimations({ subtree: true }).length,
        ),
        'a toast moves although the system asks for reduced motion',
      ).toBe(0);
      await fillCard(page, second, { from: 'Paul', to: 'Marie', email: 'paul@example.fr' });
      await card(page, second.title).getByRole('button', { name: second.order }).click();
      await expect(
        card(page, second.title).getByRole('button', { name: text.processing }),
      ).toBeDisabled();
      await expectNoAxeViolations(page);
    });
  });
}

test('a gift from Hélène with « Bonne fête Julie ❤️ »: the left tab says where the payment is, /success recaps it, the PDF prints the heart', async ({
  page,
}) => {
  test.slow();
  await openVouchers(page);
  const item = cards.find((candidate) => candidate.custom);
  if (!item) throw new Error('no custom card');
  const root = card(page, item.title);
  const buyer = uniqueAddress('helene');
  const recipient = uniqueAddress('julie');
  const message = 'Bonne fête Julie ❤️';
  await fillCard(page, item, { from: 'Hélène Dupré', to: 'Julie', email: buyer });
  await root.getByRole('radio', { name: text.deliverTo.recipient }).check();
  await root.getByLabel(text.recipientEmail, { exact: true }).fill(recipient);
  await root.getByLabel(text.message, { exact: true }).fill(message);

  const popup = page.waitForEvent('popup');
  await root.getByRole('button', { name: item.order }).click();
  const checkout = await popup;
  await checkout.waitForLoadState();

  // The tab left behind says where the payment is, links back to it, and keeps the form.
  const opened = page.getByRole('status').filter({ hasText: text.paymentOpened.title });
  await expect(opened).toBeVisible();
  await expect(opened.getByRole('link', { name: text.paymentOpened.reopen })).toHaveAttribute(
    'href',
    checkout.url(),
  );
  await expect(root.getByLabel(text.message, { exact: true })).toHaveValue(message);

  await checkout.getByRole('button', { name: /^Payer/ }).click();
  await checkout.waitForURL(/\/success/);
  const recap = checkout.getByRole('region', { name: catalog.success.recap.title });
  const today = formatLongDate(parisDay(new Date()));
  await expect(recap).toContainText('Julie');
  await expect(recap).toContainText(recipient);
  await expect(recap).toContainText(today);
  await expect(recap).toContainText(formatEuros(item.amount));
  await checkout.close();

  const mail = await waitForMail(buyer, vouchers.custom.title);
  const [pdf] = mail.attachments;
  const { text: printed } = await extractText(
    new Uint8Array(Buffer.from(pdf?.content ?? '', 'base64')),
    { mergePages: true },
  );
  expect(printed).toContain('Bonne fête Julie ❤');
  expect(printed).toContain('Hélène Dupré');
  expect(printed).not.toMatch(/\b(?:de|le)\s+Hélène/i);
  expect(printed).not.toContain('??');
});

test('an address that is not one (« lea@ »): refused on the page, by its field, nothing sent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openVouchers(page);
  const calls = countPaymentCalls(page);
  const [offer] = cards;
  if (!offer) throw new Error('no offer');
  await fillCard(page, offer, { from: 'Léa', to: 'Marc', email: 'lea@' });
  const root = card(page, offer.title);
  await root.getByRole('button', { name: offer.order }).click();
  const email = root.getByLabel(text.email, { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(interfaceText.api.request.emailInvalid);
  await expect(root.getByRole('button', { name: offer.order })).toBeEnabled();
  expect(calls()).toBe(0);
});

test('a name the printed voucher cannot draw: refused before payment, in French, the form kept', async ({
  page,
  consoleErrors,
}) => {
  await openVouchers(page);
  const [offer] = cards;
  if (!offer) throw new Error('no offer');
  await fillCard(page, offer, { from: 'Paul', to: 'Ли Лэй', email: uniqueAddress('cyrillique') });
  const popups: unknown[] = [];
  page.on('popup', (popup) => popups.push(popup));
  const root = card(page, offer.title);
  await root.getByRole('button', { name: offer.order }).click();
  const shown = notice(page, text.paymentFailed.title).filter({ hasText: /«.Л.»/ });
  await expect(shown).toContainText(catalog.interfaceText.api.payment.labels.recipientName);
  await expect(root.getByRole('button', { name: offer.order })).toBeEnabled();
  // The field the API names: marked, described by its sentence, focused.
  const to = root.getByLabel(text.to, { exact: true });
  await expect(to).toHaveValue('Ли Лэй');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(/«.Л.»/);
  await expect(to).toBeFocused();
  expect(popups).toHaveLength(0);
  expectLoggedErrors(consoleErrors, [/status of 422/, /HTTP 422 for \/api\/create-payment/]);
});
