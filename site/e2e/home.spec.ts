/** Home: anchors, the ten services and their targets, other treatments, testimonials, contact, CTA. */
import { catalog, serviceHref } from '@clinique/catalog';
import { expect, phone, test, visit } from './fixtures.ts';

const { home, clinic, interfaceText } = catalog;

test('the anchors accueil, apropos and services exist, and "Découvrir nos soins" scrolls to services', async ({
  page,
}) => {
  await visit(page, '/');
  for (const anchor of ['accueil', 'apropos', 'services']) {
    await expect(page.locator(`#${anchor}`)).toHaveCount(1);
  }
  await expect(page.locator('#accueil').getByRole('heading', { level: 1 })).toHaveText(
    home.hero.title,
  );
  await expect(page.locator('#apropos').getByRole('heading', { level: 2 })).toHaveText(
    home.about.title,
  );
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');

  const services = page.locator('#services');
  await expect(services).not.toBeInViewport();
  await page.locator('#accueil').getByRole('link', { name: home.hero.discoverLabel }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(services.getByRole('heading', { level: 2 })).toBeInViewport();

  await visit(page, '/faq');
  await visit(page, '/#apropos');
  await expect(page.locator('#apropos').getByRole('heading', { level: 2 })).toBeInViewport();
});

test('the ten service cards lead to their pages', async ({ page }) => {
  await visit(page, '/');
  const cards = page
    .locator('#services')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(home.services.items.length);
  for (const [index, service] of home.services.items.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title);
    await expect(card.getByText(service.subtitle, { exact: true })).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('src', service.image.src);
    for (const feature of service.features)
      await expect(card.getByText(feature, { exact: true })).toBeVisible();
    const more = card.getByRole('link', { name: `${home.services.moreLabel} ${service.title}` });
    await expect(more).toHaveAttribute('href', serviceHref(service.id));
  }
  await expect(
    page.locator('#services').getByRole('link', { name: interfaceText.discover }),
  ).toHaveAttribute('href', '#services');
});

test('other treatments, why choose us, testimonials, contact section and closing call to action', async ({
  page,
}) => {
  await visit(page, '/');
  await expect(
    page.getByRole('heading', { name: home.otherTreatments.title, exact: true }),
  ).toBeVisible();
  for (const item of home.otherTreatments.items) {
    await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
  }
  for (const reason of catalog.whyChooseUs.reasons) {
    await expect(page.getByRole('heading', { name: reason.title, exact: true })).toBeVisible();
  }
  for (const testimonial of home.testimonials.items) {
    await expect(page.getByText(testimonial.text)).toBeVisible();
    await expect(page.getByText(testimonial.name, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: home.testimonials.moreLabel })).toHaveAttribute(
    'href',
    home.testimonials.moreHref,
  );
  // "Voir les avis patients" has no action in the spec: it leads to the testimonials of the page.
  await expect(page.getByRole('link', { name: home.about.reviewsLabel })).toHaveAttribute(
    'href',
    '#avis',
  );
  await expect(
    page.locator('#avis').getByText(home.testimonials.items[0]?.text ?? ''),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: home.contact.title, exact: true })).toBeVisible();
  for (const line of home.contact.goodToKnow)
    await expect(page.getByText(line, { exact: true }).first()).toBeVisible();

  const cta = page.getByRole('group', { name: home.cta.title });
  await expect(
    cta.getByRole('link', { name: new RegExp(catalog.layout.bookingLabel) }),
  ).toHaveAttribute('href', clinic.bookingUrl);
  if (home.cta.secondary) {
    await expect(cta.getByRole('link', { name: home.cta.secondary.label })).toHaveAttribute(
      'href',
      home.cta.secondary.href,
    );
  }
});

test('the hero booking button opens the booking platform in a new tab', async ({ page }) => {
  await visit(page, '/');
  const booking = page
    .locator('#accueil')
    .getByRole('link', { name: new RegExp(catalog.layout.bookingLabel) });
  await expect(booking).toHaveAttribute('href', clinic.bookingUrl);
  await expect(booking).toHaveAttribute('target', '_blank');
});

test.describe('on a phone', () => {
  test.use(phone);
  test('the page stays under 9,500 px at 375 px', async ({ page }) => {
    await visit(page, '/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: 'home height at 375 px', description: `${height} px` });
    expect(height).toBeLessThanOrEqual(9_500);
  });

  test('a picture two screens down is neither drawn nor fetched until the visitor nears it', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    // Its frame, drawn or not, holds the picture's place: the frame is what is measured.
    const index = await page.evaluate(() =>
      [...document.querySelectorAll('img[loading="lazy"]')].findIndex(
        (image) => (image.parentElement?.getBoundingClientRect().top ?? 0) > 2 * innerHeight,
      ),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const picture = page.locator('img[loading="lazy"]').nth(index);
    const src = (await picture.getAttribute('src')) ?? '';
    const drawn = () =>
      picture.evaluate((image) => image.checkVisibility({ contentVisibilityAuto: true }));
    const place = async () => (await picture.locator('..').boundingBox())?.height ?? 0;
    expect(await drawn()).toBe(false);
    expect(fetched).not.toContain(src);
    const kept = await place();

    await picture.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(fetched).toContain(src);
    expect(await place()).toBeCloseTo(kept, 0);
  });

  test('folded details stay in the page and open from their summary', async ({ page }) => {
    await visit(page, '/');
    const cards = page
      .locator('#services')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    for (const [index, service] of home.services.items.entries()) {
      const card = cards.nth(index);
      const features = service.features.map((feature) => card.getByText(feature, { exact: true }));
      for (const feature of features) await expect(feature).toBeHidden();
      await card.getByText(interfaceText.showDetails).click();
      for (const feature of features) await expect(feature).toBeVisible();
      // The card's own facts and link are never folded.
      await expect(card.getByText(service.description)).toBeVisible();
      await expect(
        card.getByRole('link', { name: `${home.services.moreLabel} ${service.title}` }),
      ).toBeVisible();
    }

    const reviews = page.locator('#avis');
    for (const testimonial of home.testimonials.items)
      await expect(reviews.getByText(testimonial.text)).toBeHidden();
    await reviews.getByText(interfaceText.showDetails).click();
    for (const testimonial of home.testimonials.items)
      await expect(reviews.getByText(testimonial.text)).toBeVisible();
    await expect(reviews.getByRole('link', { name: home.testimonials.moreLabel })).toBeVisible();

    const reasons = catalog.whyChooseUs.reasons.map((reason) =>
      page.getByRole('heading', { name: reason.title, exact: true, includeHidden: true }),
    );
    for (const reason of reasons) await expect(reason).toBeHidden();
    const [firstReason] = reasons;
    if (!firstReason) throw new Error('no reason to fold');
    await page
      .locator('details', { has: firstReason })
      .getByText(interfaceText.showDetails)
      .click();
    for (const reason of reasons) await expect(reason).toBeVisible();
  });
});
