/** The two pages that leave by themselves: the local redirect and the payment confirmation. */
import { catalog, fillTemplate } from '@clinique/catalog';
import { expect, freezeTime, test, visit } from './fixtures.ts';

for (const path of catalog.local.paths) {
  test(`${path} redirects to ${catalog.local.redirectTo} after ${catalog.local.redirectDelayMs} ms, replacing the history entry`, async ({
    page,
  }) => {
    await freezeTime(page);
    await visit(page, '/faq');
    await visit(page, path);
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

test('the success page shows the reference and counts down to home', async ({ page }) => {
  const { success } = catalog;
  await freezeTime(page);
  await visit(page, '/success?session_id=cs_test_a1B2c3D4e5F6g7H8');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(success.title);
  await expect(page.getByText(success.message)).toBeVisible();
  await expect(page.getByText('e5F6g7H8', { exact: true })).toBeVisible();
  await expect(page.getByText(success.referenceLabel)).toBeVisible();
  await expect(page.getByRole('link', { name: success.homeLabel })).toHaveAttribute('href', '/');
  const phone = catalog.variants.phone.readings.visibleText.value;
  await expect(page.getByRole('link', { name: success.callLabel })).toHaveAttribute(
    'href',
    `tel:${phone.e164}`,
  );

  const countdown = (seconds: number) =>
    page.getByText(fillTemplate(success.countdownText, { seconds }), { exact: true });
  await expect(countdown(success.redirectDelaySeconds)).toBeVisible();
  for (let seconds = success.redirectDelaySeconds - 1; seconds >= 1; seconds -= 1) {
    await page.clock.runFor(1000);
    await expect(countdown(seconds)).toBeVisible();
    await expect(page).toHaveURL(/\/success\?/);
  }
  await page.clock.runFor(1000);
  await expect(page).toHaveURL('/');
});

test('without a session id the success page shows no reference', async ({ page }) => {
  await freezeTime(page);
  await visit(page, '/success');
  await expect(page.getByText(catalog.success.referenceLabel)).toBeHidden();
});
