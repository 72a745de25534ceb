/** The layout of every page: info bar, sticky header, navigation, booking button, mobile menu, footer. */
import { catalog } from '@clinique/catalog';
import type { Locator, Page } from '@playwright/test';
import { expect, phone, test, visit } from './fixtures.ts';

const { layout, clinic, contactFacts } = catalog;
const visiblePhone = contactFacts.phone.visible;

// A page of the navigation, whichever the clinic lists: its link is the current one.
const visited = layout.navigation.find((item) => item.href !== '/') ?? layout.navigation[0];

test.describe('desktop', () => {
  test('info bar, header with the navigation and the booking button, footer', async ({ page }) => {
    await visit(page, visited?.href ?? '/');
    const info = page.getByRole('link', { name: visiblePhone.display }).first();
    await expect(info).toHaveAttribute('href', `tel:${visiblePhone.e164}`);
    await expect(
      page
        .getByText(`${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.city}`)
        .first(),
    ).toBeVisible();
    for (const hours of contactFacts.hours.visible) {
      await expect(page.getByText(hours.label).first()).toBeVisible();
    }

    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation').filter({ visible: true });
    const links = nav.getByRole('link');
    const navLinks = nav.locator('ul').getByRole('link');
    await expect(navLinks).toHaveCount(layout.navigation.length);
    for (const [index, item] of layout.navigation.entries()) {
      await expect(navLinks.nth(index)).toHaveText(item.label);
      await expect(navLinks.nth(index)).toHaveAttribute('href', item.href);
    }
    await expect(nav.getByRole('link', { name: visited?.label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const booking = links.filter({ hasText: layout.bookingLabel });
    await expect(booking).toHaveAttribute('href', clinic.bookingUrl);
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', /noopener/);

    // The header stays at the top while scrolling.
    await page.mouse.wheel(0, 3000);
    await expect(header).toBeInViewport();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(layout.footer.description)).toBeVisible();
    await expect(footer.getByText(layout.footer.disclaimer)).toBeVisible();
    const legal = footer.getByRole('navigation', { name: layout.footer.legalNavigationLabel });
    for (const item of layout.footer.legalLinks) {
      await expect(legal.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    for (const service of layout.footer.services) {
      await expect(footer.getByRole('link', { name: service.label, exact: true })).toHaveAttribute(
        'href',
        service.href,
      );
    }
  });

  test('navigation links lead to their pages', async ({ page }) => {
    await visit(page, '/');
    for (const item of layout.navigation.slice(1)) {
      await page
        .getByRole('banner')
        .getByRole('link', { name: item.label, exact: true })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL(item.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the skip link jumps to the content', async ({ page }) => {
    await visit(page, '/faq');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: layout.skipLinkLabel });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contenu$/);
  });
});

test.describe('phone', () => {
  test.use(phone);

  test('the mobile menu opens, lists the links and closes when a link is followed', async ({
    page,
  }) => {
    await visit(page, '/');
    const header = page.getByRole('banner');
    const menuButton = header.getByText(layout.menuLabel);
    const firstLink = header.getByRole('link', {
      name: layout.navigation[1]?.label ?? '',
      exact: true,
    });
    await expect(firstLink).toBeHidden();
    await header.locator('summary').click();
    await expect(header.getByText(layout.closeMenuLabel)).toBeAttached();
    for (const item of layout.navigation) {
      await expect(header.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    }
    await expect(
      header.getByRole('link', { name: new RegExp(layout.bookingLabel) }).filter({ visible: true }),
    ).toHaveAttribute('target', '_blank');

    await firstLink.click();
    await expect(page).toHaveURL(layout.navigation[1]?.href ?? '');
    await expect(header.locator('details')).not.toHaveAttribute('open');
    await expect(menuButton).toBeAttached();

    // Coming back restores the previous page with its menu closed.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(header.locator('details')).not.toHaveAttribute('open');
  });

  test('the menu closes when a link to the current page is followed', async ({ page }) => {
    await visit(page, '/');
    const header = page.getByRole('banner');
    await header.locator('summary').click();
    await expect(header.locator('details')).toHaveAttribute('open');
    await header
      .getByRole('link', { name: layout.navigation[0]?.label ?? '', exact: true })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL('/');
    await expect(header.locator('details')).not.toHaveAttribute('open');
  });
});

/** Whether the focused element is the topmost thing at its centre: nothing drawn over it. */
function focusIsUncovered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return false;
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && (focused === top || focused.contains(top));
  });
}

/** The header's menu, opened from the keyboard as a keyboard user does. */
async function openMenuWithKeyboard(page: Page): Promise<{ menu: Locator; summary: Locator }> {
  const menu = page.getByRole('banner').locator('details');
  const summary = menu.locator('summary');
  await summary.focus();
  await expect(summary).toHaveAccessibleName(layout.menuLabel);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open');
  return { menu, summary };
}

// Below 1280 px everyone gets the menu; at 360 px its panel covers the top of the page.
test.describe('phone at 360 px: the menu closes as a menu does', () => {
  test.use({ ...phone, viewport: { width: 360, height: 740 } });

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await visit(page, visited?.href ?? '/');
    const { menu, summary } = await openMenuWithKeyboard(page);
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();
    await expect(summary).toHaveAccessibleName(layout.menuLabel);

    // From one of its links too.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();
  });

  test('tabbing out of the menu closes it: what gets focus is not under it', async ({ page }) => {
    await visit(page, visited?.href ?? '/');
    const { menu, summary } = await openMenuWithKeyboard(page);
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(layout.navigation.length);
    for (const index of layout.navigation.keys()) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
    }
    await expect(menu).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(menu).not.toHaveAttribute('open');
    await expect(menu.locator(':focus')).toHaveCount(0);
    expect(await focusIsUncovered(page), 'the focused element is hidden').toBe(true);

    // Backwards, before its button.
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open');
    await page.keyboard.press('Shift+Tab');
    await expect(menu).not.toHaveAttribute('open');
    await expect(menu.locator(':focus')).toHaveCount(0);
  });

  test('a tap outside the open menu closes it, a tap inside does not', async ({ page }) => {
    await visit(page, visited?.href ?? '/');
    const menu = page.getByRole('banner').locator('details');
    await menu.locator('summary').tap();
    await expect(menu).toHaveAttribute('open');
    const panel = await menu.getByRole('navigation').boundingBox();
    if (!panel) throw new Error('menu panel not drawn');
    await page.touchscreen.tap(panel.x + panel.width / 2, panel.y + 4);
    await expect(menu).toHaveAttribute('open');

    // In the page's margin, below the panel: nothing there to follow.
    const below = panel.y + panel.height + 8;
    expect(below, 'no room below the menu panel to tap').toBeLessThan(740);
    await page.touchscreen.tap(4, below);
    await expect(menu).not.toHaveAttribute('open');
    await expect(page).toHaveURL(visited?.href ?? '/');
  });

  test('Escape or a tap outside closes the info bar’s address and hours', async ({ page }) => {
    await visit(page, visited?.href ?? '/');
    const info = page.getByRole('complementary', { name: catalog.contact.detailsTitle });
    const details = info.locator('details');
    const summary = details.locator('summary');
    await expect(summary).toHaveText(layout.infoBarMoreLabel);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();

    // Its panel is drawn over the header: a tap in the page's margin below it closes it.
    await summary.tap();
    await expect(details).toHaveAttribute('open');
    const panel = await details.getByRole('list').boundingBox();
    if (!panel) throw new Error('info bar panel not drawn');
    await page.touchscreen.tap(4, panel.y + panel.height + 8);
    await expect(details).not.toHaveAttribute('open');
  });
});

// A 360 px phone zoomed to 200 % (or set to its largest display size) lays the page out in 180 px.
test.describe('phone zoomed to 200 %', () => {
  test.use({ ...phone, viewport: { width: 180, height: 370 } });

  test('the info bar and the sticky header stay whole on screen, the clinic’s name still read', async ({
    page,
  }) => {
    await visit(page, visited?.href ?? '/');
    const info = page.getByRole('complementary', { name: catalog.contact.detailsTitle });
    const header = page.getByRole('banner');
    const brand = header.getByRole('link', { name: clinic.name });
    for (const control of [
      info.getByRole('link', { name: visiblePhone.display }),
      info.locator('summary'),
      brand,
      header.getByRole('link', { name: new RegExp(layout.bookingLabel) }).filter({ visible: true }),
      header.locator('summary'),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expect(brand).toHaveAccessibleName(clinic.name);
    // The sticky header leaves most of the screen to the page.
    const height = await header.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThan(370 / 4);
  });
});
