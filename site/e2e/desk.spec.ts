/**
 * The clinic's desk (/espace-clinique) on the local stack: sign-in through the link read from the
 * local mailbox, look-up by code and by the QR code's address, uses recorded whole and partial,
 * a use undone, the voucher e-mailed again or voided, the refusals, sign-out, and axe on every screen at
 * 375 and 1280 px.
 *
 * Sign-in requests are rate-limited (5 per address in 15 minutes): the spec signs in once, in
 * its first test, and the others reuse that browser state.
 */
import { randomBytes } from 'node:crypto';
import { catalog, fillTemplate } from '@clinique/catalog';
import { formatCents } from '@clinique/catalog/format';
import { deskTreatmentChoices, deskVoucherPath } from '@clinique/catalog/desk';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  Request as PlaywrightRequest,
} from '@playwright/test';
import { desktop, expect, phone, test, visit } from './fixtures.ts';
import {
  expectLoggedErrors,
  expectNoAxeViolations,
  holdRequests,
  storedMails,
  templatePattern,
  uniqueAddress,
  voucherRegister,
  waitForHydration,
} from './support.ts';

test.describe.configure({ mode: 'serial' });

const desk = catalog.interfaceText.desk;
const screens = catalog.deskText;
const staff = catalog.clinic.email;
// The dearest voucher: the uses the tests record (at most 40,50 € on one voucher) leave a balance.
const [offer] = [...catalog.vouchers.offers].sort((a, b) => b.price - a.price);
if (!offer) throw new Error('no voucher offer in the catalog');
if (offer.price * 100 <= 4050)
  throw new Error('the desk tests need a voucher of more than 40,50 €');
/** Three treatments of the desk's list, as its « Soin » menu offers them (not « Autre »). */
const [treatment, otherTreatment, thirdTreatment] = deskTreatmentChoices(
  desk.treatments,
  desk.otherTreatment,
).slice(0, -1);
if (!treatment || !otherTreatment || !thirdTreatment)
  throw new Error('the desk tests need three treatments in the catalog');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let signedIn: StorageState | undefined;
/** The voucher the first tests use up. */
let usedCode = '';

/** A voucher sold through the API and the Stripe stand-in, as a buyer would; its code. */
async function soldVoucher(
  request: APIRequestContext,
  baseURL: string,
  email = uniqueAddress('bureau'),
): Promise<string> {
  const before = (await voucherRegister().byBuyer(email)).map((voucher) => voucher.code);
  const created = await request.post('/api/create-payment', {
    headers: { origin: baseURL },
    data: {
      amount: offer?.price,
      giftType: offer?.title,
      senderName: 'Paul Martin',
      recipientName: 'Élise Durand',
      email,
      attempt: randomBytes(16).toString('base64url'),
      acceptTerms: true,
    },
  });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  // « Payer » on the stand-in's page: Stripe's webhook then records the voucher.
  const paid = await request.post(url, { maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
  let code = '';
  await expect
    .poll(async () => {
      const codes = (await voucherRegister().byBuyer(email)).map((voucher) => voucher.code);
      code = codes.find((sold) => !before.includes(sold)) ?? '';
      return code;
    })
    .toMatch(/^BC-[0-9A-Z]{10}$/);
  return code;
}

/** The link of the last sign-in e-mail sent to `address`, as a path of the site under test. */
async function signInLink(address: string, after: number): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await storedMails())
        .slice(after)
        .filter(
          (mail) => mail.destination.to.includes(address) && mail.subject === desk.signInSubject,
        );
      const text = mails.at(-1)?.body.text ?? '';
      link =
        /https?:\/\/\S+\/espace-clinique\/connexion#jeton=[\w-]+&suite=\S+/.exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

function useForm(page: Page) {
  return page.getByRole('region', { name: screens.use.title });
}

function card(page: Page) {
  return page.getByRole('article');
}

async function lookUp(page: Page, typed: string) {
  await page.getByLabel(screens.lookup.codeLabel, { exact: true }).fill(typed);
  await page.getByRole('button', { name: screens.lookup.submit }).click();
}

async function recordUse(page: Page, amount: string, treatment: string, note = '') {
  await page.getByLabel(screens.use.amountLabel, { exact: true }).fill(amount);
  await page.getByLabel(screens.use.treatmentLabel, { exact: true }).selectOption(treatment);
  if (note) await page.getByLabel(screens.use.noteLabel, { exact: true }).fill(note);
  await page.getByRole('button', { name: screens.use.review }).click();
  await expect(page.getByRole('heading', { name: screens.use.confirmTitle })).toBeFocused();
  await page.getByRole('button', { name: screens.use.confirm }).click();
}

/** A refusal about one field: it takes the focus, is marked invalid and names the message. */
async function expectRefusedAt(field: Locator, text: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const [messageId] = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  await expect(field.page().locator(`[id="${messageId ?? ''}"]`)).toHaveText(text);
}

async function signedInPage(browser: Browser, use = desktop) {
  if (!signedIn) throw new Error('the sign-in test did not run');
  const context = await browser.newContext({
    ...use,
    storageState: signedIn,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  return { context, page: await context.newPage() };
}

/**
 * The focused voucher is already where the page scrolls it (at the top, below the page's scroll
 * padding, or the page at its end): nothing glides under a tap made now. Read once, no waiting.
 */
async function expectNoGlide(page: Page) {
  const place = await page.evaluate(() => {
    const root = document.documentElement;
    const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
    return {
      off: Math.round((document.activeElement?.getBoundingClientRect().top ?? NaN) - padding),
      atEnd: scrollY >= root.scrollHeight - innerHeight - 1,
    };
  });
  expect(place.off === 0 || place.atEnd, `the voucher ${place.off} px from where it stops`).toBe(
    true,
  );
}

/** Once the page has not scrolled for 300 ms: a glide under way, if any, has ended. */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, 300);
        addEventListener('scroll', () => {
          clearTimeout(timer);
          timer = setTimeout(resolve, 300);
        });
      }),
  );

/** A voucher just sold, and a signed-in page on a 375 × 812 phone, still blank. */
async function onTallPhone(browser: Browser, request: APIRequestContext, baseURL = '') {
  const code = await soldVoucher(request, baseURL);
  const { context, page } = await signedInPage(browser, phone);
  await page.setViewportSize({ width: 375, height: 812 });
  return { code, context, page };
}

test('from the QR code’s address: sign-in by the e-mailed link, then back to that voucher', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  const code = await soldVoucher(request, baseURL ?? '');
  usedCode = code;

  await visit(page, deskVoucherPath(code));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screens.title);
  // Without a session, the QR code's address speaks to the patient: nothing of the voucher.
  await expect(page.getByRole('heading', { name: screens.patient.title })).toBeVisible();
  await expect(page.getByText(screens.patient.text)).toBeVisible();
  await expect(
    page.getByRole('link', { name: templatePattern(screens.patient.call) }),
  ).toHaveAttribute('href', /^tel:/);
  await expect(page.getByText(offer.title)).toHaveCount(0);
  // A staff screen: no public header or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
  await page.getByRole('button', { name: screens.patient.staff }).click();
  await expect(page.getByRole('heading', { name: screens.signIn.title })).toBeVisible();

  const before = (await storedMails()).length;
  await page.getByLabel(screens.signIn.emailLabel, { exact: true }).fill(staff.toUpperCase());
  await page.getByRole('button', { name: screens.signIn.submit }).click();
  await expect(page.getByRole('heading', { name: screens.signIn.sentTitle })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(desk.signInSent);

  const link = await signInLink(staff, before);
  // The token travels in the fragment, which no request carries: no log can keep it.
  const { search, hash } = new URL(link, baseURL);
  expect(search).toBe('');
  expect(new URLSearchParams(hash.slice(1)).get('suite')).toBe(deskVoucherPath(code));
  // Opening the link signs nobody in (mail scanners open links): a button does.
  await visit(page, link);
  await waitForHydration(page);
  const signIn = page.getByRole('button', { name: screens.link.submit });
  await expect(signIn).toBeVisible();
  expect((await page.request.get('/api/desk/me')).status()).toBe(401);
  await signIn.click();

  await page.waitForURL(`**${deskVoucherPath(code)}`);
  await expect(card(page).getByRole('heading', { name: offer.title })).toBeVisible();
  await expect(card(page)).toContainText(code);
  await expect(
    page.getByText(fillTemplate(screens.session.signedInAs, { email: staff })),
  ).toBeVisible();

  // The session cookie: HttpOnly, Secure, SameSite=Strict, kept by Chromium on http://127.0.0.1.
  const cookie = (await context.cookies()).find((entry) => entry.name === '__Host-clinique-desk');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  signedIn = await context.storageState();
  // Before the sign-in, the page asked who was signed in: nobody yet.
  expectLoggedErrors(consoleErrors, [/HTTP 401 for \/api\/desk\/me/, /status of 401/]);
});

test('at 375 × 812: the balance and the use form in view after a look-up; too much refused at « Vérifier »', async ({
  browser,
  request,
  baseURL,
}) => {
  const { code, context, page } = await onTallPhone(browser, request, baseURL);
  await visit(page, '/espace-clinique');
  await waitForHydration(page);
  await lookUp(page, code);
  await expect(card(page)).toContainText(code);
  // No swipe: the balance and the amount field are on screen once the voucher is found.
  await expect(
    card(page)
      .getByText(formatCents(offer.price * 100))
      .first(),
  ).toBeInViewport();
  await expect(page.getByLabel(screens.use.amountLabel, { exact: true })).toBeInViewport();
  const over = offer.price * 100 + 5000;
  await page.getByLabel(screens.use.amountLabel, { exact: true }).fill(String(over / 100));
  await page.getByLabel(screens.use.treatmentLabel, { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: screens.use.review }).click();
  // Said at the amount, which takes the focus: in view, not at the top of the panel.
  const amount = page.getByLabel(screens.use.amountLabel, { exact: true });
  await expectRefusedAt(
    amount,
    fillTemplate(screens.use.overBalance, {
      balance: formatCents(offer.price * 100),
      rest: formatCents(5000),
    }),
  );
  await expect(amount).toBeInViewport();
  await expect(page.getByRole('heading', { name: screens.use.confirmTitle })).toHaveCount(0);
  await context.close();
});

test('at 375 × 812: look-up plus one use in at most 4 taps after typing, none out of view', async ({
  browser,
  request,
  baseURL,
}) => {
  const { code, context, page } = await onTallPhone(browser, request, baseURL);
  // Counted in the page: every real tap, and every choice in a list (the phone's picker).
  await page.addInitScript(() => {
    const counted = window as unknown as { taps: number };
    counted.taps = 0;
    addEventListener('click', (event) => event.isTrusted && counted.taps++, true);
    addEventListener(
      'change',
      (event) => event.target instanceof HTMLSelectElement && counted.taps++,
      true,
    );
  });
  await visit(page, '/espace-clinique');
  await waitForHydration(page);
  // A tap needs no swipe: its target is already on screen, so nothing scrolls before it.
  const tap = async (target: ReturnType<Page['getByRole']>) => {
    await expect(target).toBeInViewport({ ratio: 1 });
    await target.tap();
  };

  await page.getByLabel(screens.lookup.codeLabel, { exact: true }).fill(code.toLowerCase());
  await tap(page.getByRole('button', { name: screens.lookup.submit }));
  await expect(card(page)).toContainText(code);
  // The eye goes to the voucher found: so does the focus.
  await expect(page.locator(':focus')).toContainText(code);
  await expectNoGlide(page);
  const amount = page.getByLabel(screens.use.amountLabel, { exact: true });
  await expect(amount).toBeInViewport();
  await amount.fill('40,50');
  const treatment = page.getByLabel(screens.use.treatmentLabel, { exact: true });
  await expect(treatment).toBeInViewport({ ratio: 1 });
  await treatment.selectOption({ index: 1 });
  await tap(page.getByRole('button', { name: screens.use.review }));
  await expect(page.getByRole('heading', { name: screens.use.confirmTitle })).toBeFocused();
  await tap(page.getByRole('button', { name: screens.use.confirm }));
  const left = offer.price * 100 - 4050;
  const recorded = useForm(page).getByText(
    fillTemplate(screens.use.recorded, {
      amount: formatCents(4050),
      balance: formatCents(left),
    }),
  );
  await expect(recorded).toBeInViewport();
  // The eye goes back to the voucher, whose balance is the new one and on screen, and stays there.
  await expect(page.locator(':focus')).toContainText(code);
  await scrollSettled(page);
  await expect(card(page).getByText(formatCents(left), { exact: true }).first()).toBeInViewport();
  const taps = await page.evaluate(() => (window as unknown as { taps: number }).taps);
  expect(taps).toBeGreaterThan(0);
  expect(taps).toBeLessThanOrEqual(4);
  expect(await voucherRegister().get(code)).toMatchObject({ balanceCents: left });
  await context.close();
});

test('a code sent while the session is being checked is looked up once it is known', async ({
  browser,
  request,
  baseURL,
}) => {
  const { code, context, page } = await onTallPhone(browser, request, baseURL);
  // The session check answers only when the test lets it: a slow phone, a slow network.
  const answer = await holdRequests(page, '**/api/desk/me');
  await visit(page, '/espace-clinique');
  await waitForHydration(page);
  await lookUp(page, code);
  await expect(page.getByRole('button', { name: screens.lookup.busy })).toBeDisabled();
  await expect(card(page)).toHaveCount(0);
  answer();
  await expect(card(page)).toContainText(code);
  await expect(page.locator(':focus')).toContainText(code);
  await expect(page).toHaveURL(new RegExp(`${deskVoucherPath(code)}$`));
  await context.close();
});

test('a used link is refused with the API’s sentence and a way back', async ({
  page,
  consoleErrors,
}) => {
  await visit(page, '/espace-clinique/connexion#jeton=nimportequoi&suite=/espace-clinique');
  await waitForHydration(page);
  await page.getByRole('button', { name: screens.link.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(desk.linkExpired);
  await expect(page.getByRole('link', { name: screens.link.restart })).toHaveAttribute(
    'href',
    '/espace-clinique',
  );
  expectLoggedErrors(consoleErrors, [/HTTP 401 for \/api\/desk\/session/, /status of 401/]);
});

test('by its typed code: a partial use, then the rest; balance, history, a used voucher', async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser, phone);
  const amount = offer.price * 100;
  await visit(page, '/espace-clinique');
  await waitForHydration(page);
  // Any case, spaces: the code as a person reads it out.
  await lookUp(
    page,
    ` ${usedCode
      .toLowerCase()
      .replace('-', ' ')
      .replace(/(.{5})$/, ' $1')} `,
  );
  await expect(card(page)).toContainText(usedCode);
  await expect(page).toHaveURL(new RegExp(`${deskVoucherPath(usedCode)}$`));
  await expect(card(page)).toContainText(formatCents(amount));
  await expect(card(page)).toContainText(screens.voucher.statuses.active);

  await recordUse(page, '40,50', treatment, 'Séance du matin');
  const rest = amount - 4050;
  await expect(page.getByRole('status').filter({ hasText: formatCents(rest) })).toHaveText(
    fillTemplate(screens.use.recorded, { amount: formatCents(4050), balance: formatCents(rest) }),
  );
  const latest = card(page).getByRole('listitem').first();
  await expect(latest).toContainText(
    `${screens.voucher.events.used} · ${formatCents(4050)} · ${treatment}`,
  );
  await expect(latest).toContainText('Séance du matin');
  await expect(latest).toContainText(templatePattern(screens.voucher.historyBy, { actor: staff }));

  await recordUse(page, (rest / 100).toFixed(2).replace('.', ','), otherTreatment);
  await expect(card(page)).toContainText(screens.voucher.statuses.used);
  await expect(page.getByText(screens.use.closed)).toBeVisible();
  const uses = card(page).getByRole('listitem').filter({ hasText: screens.voucher.events.used });
  await expect(uses).toHaveCount(2);
  await expect(uses.first()).toContainText(`${formatCents(rest)} · ${otherTreatment}`);
  const stored = await voucherRegister().get(usedCode);
  expect(stored).toMatchObject({ balanceCents: 0, status: 'used' });
  await context.close();
});

test('refusals: unknown and malformed codes, a used voucher, a balance that moved meanwhile', async ({
  browser,
  request,
  baseURL,
}) => {
  const code = await soldVoucher(request, baseURL ?? '');
  const { context, page } = await signedInPage(browser);
  const logged: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) logged.push(`${response.status()}`);
  });
  await visit(page, '/espace-clinique');
  await waitForHydration(page);
  const codeField = page.getByLabel(screens.lookup.codeLabel, { exact: true });
  await lookUp(page, 'BC-2222222222');
  await expectRefusedAt(codeField, desk.unknownVoucher);
  await lookUp(page, 'abc');
  await expectRefusedAt(codeField, desk.invalidCode);

  await visit(page, deskVoucherPath(usedCode));
  await waitForHydration(page);
  await expect(card(page)).toContainText(screens.voucher.statuses.used);
  await expect(card(page)).toContainText(formatCents(0));

  await visit(page, deskVoucherPath(code));
  await waitForHydration(page);
  await expect(card(page)).toContainText(formatCents(offer.price * 100));
  // Someone else records 10 € while this page still shows the full balance.
  const elsewhere = await context.request.post(`/api/desk/vouchers/${code}/uses`, {
    headers: { origin: baseURL ?? '' },
    data: { amount: '10', treatment: otherTreatment },
  });
  expect(elsewhere.status()).toBe(200);
  const fresh = offer.price * 100 - 1000;
  await recordUse(page, '20', treatment);
  await expect(useForm(page).getByRole('alert')).toHaveText(
    fillTemplate(desk.balanceChanged, { balance: formatCents(fresh) }),
  );
  await expect(card(page)).toContainText(formatCents(fresh));
  // The page's own check, before any call: an amount that is not one.
  await page.getByLabel(screens.use.amountLabel, { exact: true }).fill('12,345');
  await page.getByLabel(screens.use.treatmentLabel, { exact: true }).selectOption(treatment);
  await page.getByRole('button', { name: screens.use.review }).click();
  await expectRefusedAt(
    page.getByLabel(screens.use.amountLabel, { exact: true }),
    desk.invalidAmount,
  );
  expect(logged).toEqual(['404', '422', '409']);
  await context.close();
});

test('a disputed payment: the use form says so before any amount is typed', async ({
  browser,
  request,
  baseURL,
}) => {
  const code = await soldVoucher(request, baseURL ?? '');
  // What Stripe's `charge.dispute.created` records.
  const disputed = { at: new Date().toISOString(), actor: 'stripe', type: 'disputed' as const };
  const changed = await voucherRegister().change(code, (item) => ({
    ok: true,
    item: { ...item, history: [...item.history, { ...disputed, note: 'dp_e2e' }] },
  }));
  expect(changed.ok).toBe(true);
  const { context, page } = await signedInPage(browser, phone);
  await visit(page, deskVoucherPath(code));
  await waitForHydration(page);
  await expect(card(page)).toContainText(formatCents(offer.price * 100));
  await expect(useForm(page)).toContainText(desk.refusals.disputed);
  await expect(useForm(page).getByLabel(screens.use.amountLabel, { exact: true })).toHaveCount(0);
  await expect(useForm(page).getByRole('button')).toHaveCount(0);
  await context.close();
});

test('a use undone within 24 hours, once; the voucher e-mailed again; axe on both', async ({
  browser,
  request,
  baseURL,
}) => {
  const code = await soldVoucher(request, baseURL ?? '');
  const full = offer.price * 100;
  const { context, page } = await signedInPage(browser);
  const logged: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) logged.push(`${response.status()}`);
  });
  await visit(page, deskVoucherPath(code));
  await waitForHydration(page);
  await recordUse(page, '25', treatment);
  await expect(card(page)).toContainText(formatCents(full - 2500));

  const undo = card(page).getByRole('button', { name: screens.voucher.reverse });
  await expect(undo).toHaveCount(1);
  // The confirmation, titled like its button, is read first; « Non » gives the focus back.
  await undo.click();
  await expect(card(page).getByRole('heading', { name: screens.voucher.reverse })).toBeFocused();
  await card(page).getByRole('button', { name: screens.voucher.reverseNo }).click();
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(card(page)).toContainText(
    fillTemplate(screens.voucher.reverseConfirm, {
      amount: formatCents(2500),
      balance: formatCents(full),
    }),
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone.viewport);
  await expectNoAxeViolations(page);
  await card(page).getByRole('button', { name: screens.voucher.reverseYes }).click();
  // The use form sits in the card, under the balance: the reversal's notice is the history's.
  await expect(card(page).getByRole('status').last()).toHaveText(
    fillTemplate(screens.voucher.reversed, {
      amount: formatCents(2500),
      balance: formatCents(full),
    }),
  );
  // The focus goes back to the voucher, with its new balance: not to the top of the page.
  await expect(page.locator(':focus')).toContainText(formatCents(full));
  // The use undone is marked, with who undid it; the reversal is no line of its own.
  const undone = card(page).getByRole('listitem').first();
  await expect(undone).toContainText(`${screens.voucher.events.used} · ${formatCents(2500)}`);
  await expect(undone).toContainText(screens.voucher.reversedOn.split('{date}')[0] ?? '');
  await expect(undone).toContainText(staff);
  await expect(card(page)).not.toContainText(screens.voucher.events.use_reversed);
  await expect(undo).toHaveCount(0);
  expect(await voucherRegister().get(code)).toMatchObject({ balanceCents: full });

  // Another desk undoes the next use while this page still offers to: the API's sentence.
  await recordUse(page, '10', otherTreatment);
  await expect(undo).toHaveCount(1);
  const shown = (await (await context.request.get(`/api/desk/vouchers/${code}`)).json()) as {
    history: { type: string }[];
  };
  const index = shown.history.map((entry) => entry.type).lastIndexOf('used');
  const elsewhere = await context.request.post(`/api/desk/vouchers/${code}/reversals`, {
    headers: { origin: baseURL ?? '' },
    data: { index },
  });
  expect(elsewhere.status()).toBe(200);
  await undo.click();
  await card(page).getByRole('button', { name: screens.voucher.reverseYes }).click();
  await expect(card(page).getByRole('alert').last()).toHaveText(desk.refusals.already_reversed);
  await expect(undo).toHaveCount(0);
  await expect(card(page)).toContainText(formatCents(full));

  const resend = page.getByRole('region', { name: screens.resend.title });
  const field = resend.getByLabel(screens.resend.emailLabel, { exact: true });
  // The browser takes this address; the API does not (no dot in its domain).
  await field.fill('renvoi@clinique');
  await resend.getByRole('button', { name: screens.resend.submit }).click();
  await expect(resend.getByRole('alert')).toHaveText(desk.resendInvalidEmail);
  const other = uniqueAddress('renvoi');
  await field.fill(other);
  await resend.getByRole('button', { name: screens.resend.submit }).click();
  await expect(resend.getByRole('status')).toHaveText(
    fillTemplate(screens.resend.sent, { email: other }),
  );
  await expect(field).toHaveValue('');
  await expect(card(page).getByRole('listitem').first()).toContainText(
    screens.voucher.events.resent,
  );
  await expect
    .poll(async () => (await storedMails()).some((mail) => mail.destination.to.includes(other)))
    .toBe(true);
  await expectNoAxeViolations(page);
  await page.setViewportSize(desktop.viewport);
  await expectNoAxeViolations(page);
  expect(logged).toEqual(['409', '422']);
  await context.close();
});

test('voiding: a reason required, a confirm, then void for good, once', async ({
  browser,
  request,
  baseURL,
}) => {
  const code = await soldVoucher(request, baseURL ?? '');
  const other = await soldVoucher(request, baseURL ?? '');
  const { context, page } = await signedInPage(browser, phone);
  await visit(page, deskVoucherPath(code));
  await waitForHydration(page);
  const section = page.getByRole('region', { name: screens.void.title });
  const reason = section.getByLabel(screens.void.reasonLabel, { exact: true });
  const review = section.getByRole('button', { name: screens.void.review });
  // The page's own check, before any call: too short a reason.
  await reason.fill('ok');
  await review.click();
  await expect(section.getByRole('alert')).toHaveText(desk.voidReasonMissing);
  await reason.fill('Remboursé au client');
  await review.click();
  await expect(section.getByRole('heading', { name: screens.void.confirmTitle })).toBeFocused();
  await expect(section).toContainText(
    fillTemplate(screens.void.confirmText, { balance: formatCents(offer.price * 100) }),
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize(desktop.viewport);
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: screens.void.back }).click();
  await expect(reason).toHaveValue('Remboursé au client');
  expect((await voucherRegister().get(code))?.status).toBe('active');
  await review.click();
  await section.getByRole('button', { name: screens.void.confirm }).click();
  await expect(section.getByRole('status')).toHaveText(screens.void.done);
  await expect(card(page)).toContainText(screens.voucher.statuses.void);
  const latest = card(page).getByRole('listitem').first();
  await expect(latest).toContainText(screens.voucher.events.voided);
  await expect(latest).toContainText('Remboursé au client');
  await expect(page.getByText(screens.use.closed)).toBeVisible();
  await expect(page.getByRole('region', { name: screens.resend.title })).toHaveCount(0);
  expect((await voucherRegister().get(code))?.status).toBe('void');

  // Another desk voids it while this page still shows it usable: voiding is idempotent, the page
  // shows it void with the first reason, recorded once.
  await lookUp(page, other);
  await expect(card(page)).toContainText(other);
  const elsewhere = await context.request.post(`/api/desk/vouchers/${other}/void`, {
    headers: { origin: baseURL ?? '' },
    data: { reason: 'Doublon' },
  });
  expect(elsewhere.status()).toBe(200);
  await reason.fill('Erreur de saisie');
  await review.click();
  await section.getByRole('button', { name: screens.void.confirm }).click();
  await expect(section.getByRole('status')).toHaveText(screens.void.done);
  await expect(reason).toHaveCount(0);
  await expect(card(page)).toContainText(screens.voucher.statuses.void);
  const voided = card(page)
    .getByRole('listitem')
    .filter({ hasText: screens.voucher.events.voided });
  await expect(voided).toHaveCount(1);
  await expect(voided).toContainText('Doublon');
  await expectNoAxeViolations(page);
  await context.close();
});

for (const [name, use] of [
  ['375 px', phone],
  ['1280 px', desktop],
] as const) {
  test(`axe at ${name}: sign-in, the link page, a used voucher, an active one’s confirm step, an unknown code`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const anonymous = await browser.newContext({ ...use, locale: 'fr-FR' });
    const visitor = await anonymous.newPage();
    await visit(visitor, '/espace-clinique');
    await waitForHydration(visitor);
    await expect(visitor.getByRole('heading', { name: screens.signIn.title })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visit(visitor, '/espace-clinique/connexion#jeton=abc&suite=/espace-clinique');
    await waitForHydration(visitor);
    await expect(visitor.getByRole('button', { name: screens.link.submit })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await anonymous.close();

    const code = await soldVoucher(request, baseURL ?? '');
    const { context, page } = await signedInPage(browser, use);
    await visit(page, deskVoucherPath(usedCode));
    await waitForHydration(page);
    await expect(card(page)).toContainText(screens.voucher.statuses.used);
    await expectNoAxeViolations(page);
    await lookUp(page, code);
    await expect(card(page)).toContainText(code);
    await page.getByLabel(screens.use.amountLabel, { exact: true }).fill('15');
    await page.getByLabel(screens.use.treatmentLabel, { exact: true }).selectOption(thirdTreatment);
    await page.getByRole('button', { name: screens.use.review }).click();
    await expect(page.getByRole('button', { name: screens.use.confirm })).toBeVisible();
    await expectNoAxeViolations(page);
    await lookUp(page, 'BC-2222222222');
    await expectRefusedAt(
      page.getByLabel(screens.lookup.codeLabel, { exact: true }),
      desk.unknownVoucher,
    );
    await expect(card(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test('the list and its totals: a search, a row opens its voucher, the export keeps the filter; axe', async ({
  browser,
  request,
  baseURL,
}) => {
  const code = await soldVoucher(request, baseURL ?? '');
  const buyer = (await voucherRegister().get(code))?.buyerEmail ?? '';
  const { context, page } = await signedInPage(browser, phone);
  const firstList = page.waitForResponse((response) =>
    response.url().includes('/api/desk/vouchers?'),
  );
  await visit(page, '/espace-clinique');
  await waitForHydration(page);
  // The list and its totals are a view of their own, not under every voucher.
  await expect(page.getByRole('region', { name: screens.list.title })).toHaveCount(0);
  await page.getByRole('button', { name: screens.views.list }).click();
  const list = page.getByRole('region', { name: screens.list.title });
  const totals = list.getByRole('region', { name: screens.list.totalsTitle });
  // The totals shown are the API's for this month (other specs sell vouchers meanwhile).
  const shown = (await (await firstList).json()) as {
    totals: { soldCents: number; owedCents: number };
  };
  expect(shown.totals.soldCents).toBeGreaterThanOrEqual(offer.price * 100);
  await expect(totals.getByRole('definition').first()).toHaveText(
    formatCents(shown.totals.soldCents),
  );
  await expect(totals).toContainText(screens.list.outstanding);
  await expect(totals).toContainText(formatCents(shown.totals.owedCents));
  await expect(totals).toContainText(screens.list.expiring);
  const from = await list.getByLabel(screens.list.fromLabel, { exact: true }).inputValue();
  expect(from).toMatch(/^\d{4}-\d{2}-01$/);
  await expectNoAxeViolations(page);
  await page.setViewportSize(desktop.viewport);
  await expectNoAxeViolations(page);

  // A search by the buyer's address: one row, the export of that same filter.
  await list.getByLabel(screens.list.searchLabel, { exact: true }).fill(buyer.toUpperCase());
  await list.getByRole('button', { name: screens.list.submit }).click();
  const row = list.getByRole('link', { name: code });
  await expect(row).toHaveCount(1);
  // The count is announced; the focus stays on the button, disabled while the list loaded.
  await expect(list.getByRole('status')).toContainText(
    fillTemplate(screens.list.count.one, { count: 1 }),
  );
  await expect(list.getByRole('button', { name: screens.list.submit })).toBeFocused();
  // The totals follow the search: exactly the one voucher listed.
  await expect(totals.getByRole('definition').first()).toHaveText(formatCents(offer.price * 100));
  const exported = list.getByRole('link', { name: screens.list.export });
  const href = (await exported.getAttribute('href')) ?? '';
  expect(Object.fromEntries(new URL(href, baseURL).searchParams)).toEqual({
    from,
    q: buyer.toUpperCase(),
  });
  const csv = await page.request.get(href);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(Object.values(desk.exportColumns).join(';'));
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toContain(`${code};${screens.voucher.statuses.active};${offer.title};`);

  // The row opens the voucher above the list, at its own address.
  await row.click();
  await expect(card(page)).toContainText(code);
  await expect(page).toHaveURL(new RegExp(`${deskVoucherPath(code)}$`));
  await expect(page.getByRole('region', { name: screens.use.title })).toBeVisible();

  // The export downloads; once the session has ended, it says so instead of a failed download.
  await page.getByRole('button', { name: screens.views.list }).click();
  const download = page.waitForEvent('download');
  await exported.click();
  expect((await download).suggestedFilename()).toMatch(/^bons-cadeaux-.*\.csv$/);
  await context.clearCookies();
  await exported.click();
  await expect(page.getByRole('heading', { name: screens.signIn.title })).toBeVisible();
  await expect(page.getByText(desk.unauthenticated)).toBeVisible();
  await context.close();
});

test('two rows of the list tapped in turn: the last one is shown, whichever answers last', async ({
  browser,
  request,
  baseURL,
}) => {
  const buyer = uniqueAddress('deux-bons');
  const first = await soldVoucher(request, baseURL ?? '', buyer);
  const second = await soldVoucher(request, baseURL ?? '', buyer);
  const { context, page } = await signedInPage(browser, phone);
  // The first voucher's answer waits until the test lets it go: after the second one's.
  const answer = await holdRequests(page, `**/api/desk/vouchers/${first}`);
  await visit(page, '/espace-clinique');
  await waitForHydration(page);
  await page.getByRole('button', { name: screens.views.list }).click();
  const list = page.getByRole('region', { name: screens.list.title });
  await list.getByLabel(screens.list.searchLabel, { exact: true }).fill(buyer);
  await list.getByRole('button', { name: screens.list.submit }).click();
  await list.getByRole('link', { name: first }).click();
  await list.getByRole('link', { name: second }).click();
  await expect(card(page)).toContainText(second);

  const late = page.waitForResponse((response) => response.url().endsWith(`/vouchers/${first}`));
  answer();
  await (await late).finished();
  // Two frames: time for the page to read that answer and render what it would.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(card(page)).toContainText(second);
  await expect(card(page)).not.toContainText(first);
  await expect(page).toHaveURL(new RegExp(`${deskVoucherPath(second)}$`));
  await context.close();
});

test('a use recorded while a search loads: the list then shows that search, whatever answers last', async ({
  browser,
  request,
  baseURL,
}) => {
  const [before, after] = [uniqueAddress('liste-avant'), uniqueAddress('liste-apres')];
  const used = await soldVoucher(request, baseURL ?? '', before);
  const searched = await soldVoucher(request, baseURL ?? '', after);
  const { context, page } = await signedInPage(browser, phone);
  await visit(page, deskVoucherPath(used));
  await waitForHydration(page);
  await expect(card(page)).toContainText(used);
  await page.getByRole('button', { name: screens.views.list }).click();
  const list = page.getByRole('region', { name: screens.list.title });
  const search = list.getByLabel(screens.list.searchLabel, { exact: true });
  await search.fill(before);
  await list.getByRole('button', { name: screens.list.submit }).click();
  await expect(list.getByRole('link', { name: used })).toBeVisible();

  // The next search waits; any list of the first search from now on waits longer.
  const listOf = (address: string) => (url: URL) =>
    url.pathname.endsWith('/api/desk/vouchers') && url.searchParams.get('q') === address;
  const searchAnswer = await holdRequests(page, listOf(after), { times: 1 });
  const staleAnswer = await holdRequests(page, listOf(before));
  const unanswered = new Set<PlaywrightRequest>();
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/api/desk/vouchers')) unanswered.add(sent);
  });
  page.on('requestfinished', (done) => unanswered.delete(done));
  page.on('requestfailed', (done) => unanswered.delete(done));
  await search.fill(after);
  await list.getByRole('button', { name: screens.list.submit }).click();
  await page.getByRole('button', { name: screens.views.voucher }).click();
  await recordUse(page, '10', treatment);
  await expect(card(page).getByRole('listitem').first()).toContainText(screens.voucher.events.used);
  searchAnswer();
  await expect
    .poll(() => [...unanswered].some((sent) => listOf(after)(new URL(sent.url()))))
    .toBe(false);
  staleAnswer();
  await expect.poll(() => unanswered.size).toBe(0);
  // Two frames: time for the last answer to be read and rendered.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.getByRole('button', { name: screens.views.list }).click();
  await expect(list.getByRole('link', { name: searched })).toBeVisible();
  await expect(list.getByRole('link', { name: used })).toHaveCount(0);
  await expect(search).toHaveValue(after);
  await context.close();
});

test('signing out ends the session: the desk asks for an address again', async ({ browser }) => {
  const { context, page } = await signedInPage(browser);
  await visit(page, '/espace-clinique');
  await waitForHydration(page);
  await page.getByRole('button', { name: screens.session.signOut }).click();
  await expect(page.getByRole('status')).toHaveText(desk.signedOut);
  await expect(page.getByRole('heading', { name: screens.signIn.title })).toBeVisible();
  expect((await context.request.get('/api/desk/me')).status()).toBe(401);
  await context.close();
});
