/** The two pages that leave by themselves: the local redirect and the payment confirmation. */
import { catalog, fillPlural } from '@clinique/catalog';
import type { Page } from '@playwright/test';
import { expect, freezeTime, phone, test, visit } from './fixtures.ts';
import { linesOfText, waitForPageScripts } from './support.ts';

for (const path of catalog.local.paths) {
  test(`${path} redirects to ${catalog.local.redirectTo} after ${catalog.local.redirectDelayMs} ms, replacing the history entry`, async ({
    page,
  }) => {
    await freezeTime(page);
    await visit(page, '/faq');
    await visit(page, path);
    await waitForPageScripts(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog.local.title);
    await expect(page.getByRole('link', { name: catalog.local.linkLabel })).toHaveAttribute(
      'href',
      catalog.local.redirectTo,
    );

    await page.clock.runFor(catalog.local.redirectDelayMs - 50);
    await expect(page).toHaveURL(path);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(catalog.local.redirectTo);

    // The local page was replaced: "back" returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL('/faq');
  });
}

/** The countdown's text at `seconds`, exactly; at any second. */
const countdownAt = (page: Page, seconds: number) =>
  page.getByText(fillPlural(catalog.success.countdownText, seconds, 'seconds'), { exact: true });
const anyCountdown = (page: Page) =>
  page.getByText(catalog.success.countdownText.other.split('{seconds}')[0] ?? '');

test('the success page shows the voucher’s code, then stays: no countdown, no session id in the address', async ({
  page,
}) => {
  const { success } = catalog;
  await freezeTime(page);
  // The API answers the code of the paid session (a full purchase: e2e/vouchers.spec.ts).
  await page.route('**/api/voucher-code?session_id=cs_test_a1B2c3D4e5F6g7H8', (route) =>
    route.fulfill({ json: { code: 'BC-ABCDEFGHJK' } }),
  );
  await visit(page, '/success?session_id=cs_test_a1B2c3D4e5F6g7H8');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(success.title);
  await expect(page.getByText(success.message)).toBeVisible();
  await expect(page.getByText('BC-ABCDEFGHJK', { exact: true })).toBeVisible();
  await expect(page.getByText(success.referenceLabel)).toBeVisible();
  await expect(page.getByText('e5F6g7H8')).toHaveCount(0);
  await expect(page.getByRole('link', { name: success.homeLabel })).toHaveAttribute('href', '/');
  const phone = catalog.contactFacts.phone.visible;
  await expect(page.getByRole('link', { name: success.callLabel })).toHaveAttribute(
    'href',
    `tel:${phone.e164}`,
  );

  // The code is shown: the address keeps no session id, and no redirect is announced or done.
  await expect(page).toHaveURL(/\/success$/);
  await expect(anyCountdown(page)).toBeHidden();
  await page.clock.runFor((success.redirectDelaySeconds + 5) * 1000);
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText('BC-ABCDEFGHJK', { exact: true })).toBeVisible();
  await expect(anyCountdown(page)).toBeHidden();
  await expect(page.getByRole('button', { name: success.stayLabel })).toBeHidden();
});

test('the voucher’s code is announced when it arrives: a live region in the page from the start says it', async ({
  page,
}) => {
  await freezeTime(page);
  const code = 'BC-ABCDEFGHJK';
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/voucher-code?**', async (route) => {
    await held;
    await route.fulfill({ json: { code } });
  });
  await visit(page, '/success?session_id=cs_test_live');
  await waitForPageScripts(page);
  // The regions a screen reader listens to before the code comes: one of them must say it.
  const regions = page.getByRole('status');
  await expect(regions.first()).toBeAttached();
  await regions.evaluateAll((elements) => {
    for (const element of elements) element.setAttribute('data-before-code', '');
  });
  release();
  const saying = page.getByRole('status').filter({ hasText: code });
  await expect(saying).toContainText(catalog.success.referenceLabel);
  await expect(saying).toHaveAttribute('data-before-code', '');
});

test('the recap shows the recipient’s address as typed, even with `$&` or `{date}` in it', async ({
  page,
}) => {
  await freezeTime(page);
  // Each is valid in an address's local part, and none is a placeholder there.
  const email = "zoe$&$'{date}@exemple.fr";
  const date = 'vendredi 25 décembre 2026';
  const recap = { title: 'Bon Essai', amount: '150 €', recipientName: 'Zoé' };
  await page.route('**/api/voucher-code?**', (route) =>
    route.fulfill({
      json: { code: 'BC-ABCDEFGHJK', recap: { ...recap, delivery: { email, date } } },
    }),
  );
  await visit(page, '/success?session_id=cs_test_dollar');
  const region = page.getByRole('region', { name: catalog.success.recap.title });
  await expect(region).toContainText(`${email},`);
  await expect(region).toContainText(date);
  await expect(region).not.toContainText('{email}');
});

test.describe('at phone width (375 px)', () => {
  test.use(phone);
  test('the voucher’s code stays on one line, even of its widest letters', async ({ page }) => {
    await freezeTime(page);
    const code = 'BC-WMWMWMWMWM';
    await page.route('**/api/voucher-code?**', (route) => route.fulfill({ json: { code } }));
    await visit(page, '/success?session_id=cs_test_phone');
    expect(await linesOfText(page, code)).toBe(1);
  });
});

test('without a session id the success page shows no reference and counts down to home', async ({
  page,
}) => {
  const { success } = catalog;
  await freezeTime(page);
  await visit(page, '/success');
  await waitForPageScripts(page);
  await expect(page.getByText(success.referenceLabel)).toBeHidden();
  await expect(countdownAt(page, success.redirectDelaySeconds)).toBeVisible();
  for (let seconds = success.redirectDelaySeconds - 1; seconds >= 1; seconds -= 1) {
    await page.clock.runFor(1000);
    await expect(countdownAt(page, seconds)).toBeVisible();
    await expect(page).toHaveURL(/\/success$/);
  }
  await page.clock.runFor(1000);
  await expect(page).toHaveURL('/');
});

test('the visitor can stop the countdown and stay on the success page', async ({ page }) => {
  const { success } = catalog;
  await freezeTime(page);
  await visit(page, '/success');
  await waitForPageScripts(page);
  await page.clock.runFor(1000);
  const stay = page.getByRole('button', { name: success.stayLabel });
  await stay.focus();
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: success.stayedText });
  await expect(status).toBeFocused();
  await expect(stay).toBeHidden();
  await page.clock.runFor((success.redirectDelaySeconds + 5) * 1000);
  await expect(page).toHaveURL(/\/success$/);
  await expect(status).toBeVisible();
});

test('a payment not confirmed yet: the page says the code will be in the e-mail', async ({
  page,
}) => {
  await freezeTime(page);
  let asked = 0;
  await page.route('**/api/voucher-code?**', (route) => {
    asked += 1;
    return route.fulfill({ status: 202, json: { status: 'not_paid', message: 'Pas encore' } });
  });
  await visit(page, '/success?session_id=cs_test_pending');
  await expect.poll(() => asked).toBe(1);
  // It asks again a few times (the clock advanced by the test), then gives up. The page schedules
  // its next try only once it has read the answer, which the test cannot see: the clock moves on in
  // steps until the next request comes.
  const askedAgain = (times: number) =>
    expect
      .poll(async () => {
        if (asked < times) await page.clock.runFor(250);
        return asked;
      })
      .toBe(times);
  await askedAgain(2);
  await askedAgain(3);
  await expect(page.getByText(catalog.success.referencePending)).toBeVisible();
  // Said by the live region that says the code when it comes.
  await expect(
    page.getByRole('status').filter({ hasText: catalog.success.referencePending }),
  ).toBeVisible();
  await expect(page.getByText(catalog.success.referenceLabel)).toBeHidden();
  // It has given up: no fourth try within the retry delay.
  await page.clock.runFor(1500);
  expect(asked).toBe(3);
  // Without a code to keep on screen, the page still goes home; the address keeps the session id
  // until then (a reload asks again).
  await expect(anyCountdown(page)).toBeVisible();
  await expect(page).toHaveURL(/session_id=cs_test_pending/);
  await page.clock.runFor(catalog.success.redirectDelaySeconds * 1000);
  await expect(page).toHaveURL('/');
});
