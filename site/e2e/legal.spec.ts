/**
 * The legal pages: the footer's four links reach them, they are HTML-only (no script file), the
 * terms of sale hold the model withdrawal form at its anchor, axe finds nothing at phone and desktop
 * widths, and the contact form's notice links to the privacy policy.
 */
import { catalog, legalPaths, withdrawalFormHref, WITHDRAWAL_FORM_ID } from '@clinique/catalog';
import { desktop, expect, phone, test, visit } from './fixtures.ts';
import { SCRIPT_FILES, expectNoAxeViolations } from './support.ts';

const { layout, legalPages } = catalog;
const pages = Object.values(legalPages);
const withdrawalForm = legalPages.cgv.sections.find((section) => section.id === WITHDRAWAL_FORM_ID);
const withdrawalLink = legalPages.cgv.sections
  .flatMap((section) => section.blocks)
  .flatMap((block) => (block.kind === 'links' ? block.links : []))
  .find((link) => link.href === `#${WITHDRAWAL_FORM_ID}`);
if (!withdrawalForm || !withdrawalLink)
  throw new Error('the terms of sale have no withdrawal form, or no link to it');

test('the footer links reach the four legal pages', async ({ page }) => {
  expect(layout.footer.legalLinks.map((link) => link.href)).toEqual(Object.values(legalPaths));
  for (const link of layout.footer.legalLinks) {
    await visit(page, '/');
    const footer = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: layout.footer.legalNavigationLabel });
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === link.href),
      footer.getByRole('link', { name: link.label, exact: true }).click(),
    ]);
    expect(response.status(), link.href).toBe(200);
    await expect(page).toHaveURL(link.href);
    const legalPage = pages.find((entry) => entry.path === link.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalPage?.title ?? '');
  }
});

for (const legalPage of pages) {
  test(`${legalPage.path} is HTML-only and shows every section in its table of contents`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(page, legalPage.path);
    expect(scripts, 'script files loaded').toEqual([]);
    await expect(page.locator(SCRIPT_FILES)).toHaveCount(0);

    const contents = page
      .getByRole('main')
      .getByRole('navigation', { name: catalog.interfaceText.legalPage.tableOfContents });
    for (const section of legalPage.sections) {
      await expect(
        contents.getByRole('link', { name: section.title, exact: true }),
      ).toHaveAttribute('href', `#${section.id}`);
      await expect(
        page.locator(`section#${section.id}`).getByRole('heading', { level: 2 }),
      ).toHaveText(section.title);
    }
  });
}

test('the legal notice names the publisher, the doctor and the host', async ({ page }) => {
  await visit(page, legalPaths.mentions);
  const main = page.getByRole('main');
  const host = main.locator('section#hebergeur');
  await expect(host.getByText(catalog.legal.host.name, { exact: true })).toBeVisible();
  await expect(host.getByText(catalog.legal.host.address)).toBeVisible();
  const publisher = main.locator('section#editeur');
  await expect(publisher.getByText(catalog.clinic.name, { exact: true })).toBeVisible();
  await expect(publisher.getByText(catalog.legal.publisher.siret, { exact: true })).toBeVisible();
  await expect(
    main.locator('section#profession-reglementee').getByText(catalog.legal.doctor.rpps),
  ).toBeVisible();
});

test('the terms of sale hold the model withdrawal form at its anchor, reached from the withdrawal section', async ({
  page,
}) => {
  await visit(page, withdrawalFormHref);
  const form = page.locator(`#${WITHDRAWAL_FORM_ID}`);
  await expect(form).toBeInViewport();
  await expect(form.getByRole('heading', { level: 2 })).toHaveText(withdrawalForm.title);
  await expect(form.getByText(/rétractation du contrat portant sur/)).toBeVisible();
  await expect(
    form.getByText(new RegExp(`^À l’attention de ${catalog.clinic.name}`)),
  ).toBeVisible();

  await visit(page, legalPaths.cgv);
  await expect(page.getByText(/Version du \d{1,2} \p{L}+ \d{4}/u)).toBeVisible();
  await page
    .locator('section#droit-de-retractation')
    .getByRole('link', { name: withdrawalLink.label })
    .click();
  await expect(page).toHaveURL(withdrawalFormHref);
  await expect(form).toBeInViewport();
});

for (const legalPage of pages) {
  test(`${legalPage.path} has no axe violation at phone and desktop widths`, async ({ page }) => {
    await page.setViewportSize(phone.viewport);
    await visit(page, legalPage.path);
    await expectNoAxeViolations(page);
    await page.setViewportSize(desktop.viewport);
    await expectNoAxeViolations(page);
  });
}

test('the contact form says what is done with the data and links to the privacy policy', async ({
  page,
}) => {
  const notice = catalog.contact.formPrivacyNotice;
  await visit(page, '/contact');
  const main = page.getByRole('main');
  await expect(main.getByText(notice.text)).toBeVisible();
  await expect(main.locator('input[type="checkbox"]:checked')).toHaveCount(0);
  await main.getByRole('link', { name: notice.link.label }).click();
  await expect(page).toHaveURL(legalPaths.privacy);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalPages.privacy.title);
});
