import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  bookingUrl,
  clinicName,
  clinicTagline,
  layout,
  longName,
  onSmallPhone,
  withDismissDisclosureScript,
} from '../../fixtures.ts';
import { Header } from './Header.tsx';

/**
 * L’en-tête du site : marque, navigation, téléphone et bouton de rendez-vous ; menu dépliable sur
 * téléphone.
 */
const meta = {
  title: 'Components/Navigation/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: { name: clinicName, tagline: clinicTagline, href: '/' },
    navigation: layout.navigation,
    currentPath: layout.navigation[0]?.href ?? '/',
    booking: { label: layout.bookingLabel, href: bookingUrl },
    menuLabel: layout.menuLabel,
    closeMenuLabel: layout.closeMenuLabel,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '40rem' }}>
        {Story()}
        <main id="contenu" style={{ padding: '2rem' }}>
          <p>Contenu de la page.</p>
          <p>
            <a href="#contenu">Un lien de la page</a>
          </p>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label of the catalog's navigation link to `href`. */
function navigationLabel(href: string): string {
  const item = layout.navigation.find((link) => link.href === href);
  if (!item) throw new Error(`No navigation link to ${href} in the catalog`);
  return item.label;
}

export const Desktop: Story = {
  name: 'Sur ordinateur',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getAllByRole('navigation', { name: 'Navigation principale' })[0];
    await expect(nav).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: navigationLabel(meta.args.currentPath) }),
    ).toHaveAttribute('aria-current', 'page');
    const [booking] = visibleBooking(canvasElement);
    await expect(booking).toHaveAccessibleName(bookingName);
    await expect(nav).toContainElement(booking ?? null);
  },
};

const bookingName = `${layout.bookingLabel} (nouvel onglet)`;

/** The one booking button in sight (the other waits at another width). */
function visibleBooking(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('header a[target="_blank"]')].filter(
    (link) => link.checkVisibility() && link.textContent?.includes(layout.bookingLabel),
  );
}

/**
 * Sur téléphone&nbsp;: les liens sont dans un menu fermé&nbsp;; le bouton de rendez-vous reste
 * visible à côté, sur une seule ligne fine avec le nom (sans répéter l’accroche).
 */
export const PhoneMenuClosed: Story = {
  name: 'Menu fermé sur téléphone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const details = canvasElement.querySelector('details');
    await expect(details).not.toHaveAttribute('open');
    await expect(visibleBooking(canvasElement)).toHaveLength(1);
    await expect(canvas.getAllByRole('link', { name: bookingName })[0]).toBeDefined();
    await expect(canvas.queryByText(clinicTagline)).not.toBeVisible();
    const header = canvasElement.querySelector('header');
    await expect(header?.getBoundingClientRect().height).toBeLessThanOrEqual(64);
  },
};

/**
 * Tablette et petit portable (768 – 1279&nbsp;px)&nbsp;: le menu, et le bouton de rendez-vous
 * toujours visible.
 */
export const Tablet: Story = {
  name: 'Sur tablette',
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const [booking] = visibleBooking(canvasElement);
    await expect(booking).toBeDefined();
    await expect(booking).toHaveAccessibleName(bookingName);
    await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open');
  },
};

/**
 * Le menu s’ouvre sans script&nbsp;; le libellé de son bouton devient «&nbsp;Fermer le menu&nbsp;».
 */
export const PhoneMenuOpen: Story = {
  name: 'Menu ouvert sur téléphone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = canvasElement.querySelector('summary');
    if (!summary) throw new Error('menu button missing');
    await expect(summary).toHaveAccessibleName(layout.menuLabel);
    await userEvent.click(summary);
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open');
    await expect(summary).toHaveAccessibleName(layout.closeMenuLabel);
    await expect(
      canvas.getByRole('link', { name: navigationLabel('/bons-cadeaux') }),
    ).toBeVisible();
    await expect(visibleBooking(canvasElement)).toHaveLength(1);
  },
};

/**
 * Avec des ancres vers la même page, le script en ligne facultatif ferme le menu quand on suit un
 * lien.
 */
export const AnchorLinksCloseTheMenu: Story = {
  name: 'Les ancres ferment le menu',
  globals: { viewport: { value: 'phone' } },
  args: {
    currentPath: '/',
    navigation: [
      { label: 'Accueil', href: '#accueil' },
      { label: 'Nos soins', href: '#services' },
      { label: 'À propos', href: '#apropos' },
    ],
  },
  decorators: [withDismissDisclosureScript],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = canvasElement.querySelector('summary');
    if (!summary) throw new Error('menu button missing');
    await userEvent.click(summary);
    const link = canvas.getByRole('link', { name: 'Nos soins' });
    // The test page must not navigate; the script still sees the click.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open');
  },
};

/** The menu's `<details>` and its summary, the button that opens and closes it. */
function menuOf(canvasElement: HTMLElement): { details: HTMLElement; summary: HTMLElement } {
  const details = canvasElement.querySelector<HTMLElement>('header details');
  const summary = details?.querySelector('summary');
  if (!details || !summary) throw new Error('menu button missing');
  return { details, summary };
}

/**
 * Au clavier&nbsp;: Échap ferme le menu et rend le focus à son bouton&nbsp;; sortir du menu par
 * Tab (après le dernier lien) ou Maj+Tab (avant le bouton) le ferme aussi, pour que rien de ce
 * qui reçoit le focus ne reste caché dessous.
 */
export const KeyboardClosesTheMenu: Story = {
  name: 'Le clavier ferme le menu',
  globals: { viewport: { value: 'phone' } },
  decorators: [withDismissDisclosureScript],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const { details, summary } = menuOf(canvasElement);
    // Testing Library's Enter does not toggle a summary as a browser does (the site's e2e test
    // opens it with the real key): a click, then focus on the summary as after a key press.
    const open = async () => {
      await userEvent.click(summary);
      summary.focus();
      await expect(details).toHaveAttribute('open');
      await expect(summary).toHaveAccessibleName(layout.closeMenuLabel);
    };

    await step('Échap ferme le menu, le focus revient sur son bouton', async () => {
      await open();
      await userEvent.keyboard('{Escape}');
      await expect(details).not.toHaveAttribute('open');
      await expect(summary).toHaveFocus();
      await expect(summary).toHaveAccessibleName(layout.menuLabel);
    });

    await step('Échap depuis un lien du menu', async () => {
      await open();
      await userEvent.tab();
      await expect(details).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      await expect(details).not.toHaveAttribute('open');
      await expect(summary).toHaveFocus();
    });

    await step('Tab après le dernier lien ferme le menu', async () => {
      await open();
      const links = within(details).getAllByRole('link');
      await expect(links).toHaveLength(meta.args.navigation.length);
      for (const link of links) {
        await userEvent.tab();
        await expect(link).toHaveFocus();
        await expect(details).toHaveAttribute('open');
      }
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Un lien de la page' })).toHaveFocus();
      await expect(details).not.toHaveAttribute('open');
    });

    await step('Maj+Tab avant le bouton ferme le menu', async () => {
      await open();
      await userEvent.tab({ shift: true });
      await expect(details).not.toContainElement(document.activeElement as HTMLElement);
      await expect(details).not.toHaveAttribute('open');
    });
  },
};

/** Un toucher ou un clic hors du menu le ferme&nbsp;; dans le menu, il reste ouvert. */
export const PressOutsideClosesTheMenu: Story = {
  name: 'Toucher ailleurs ferme le menu',
  globals: { viewport: { value: 'phone' } },
  decorators: [withDismissDisclosureScript],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const { details, summary } = menuOf(canvasElement);
    await userEvent.click(summary);
    await expect(details).toHaveAttribute('open');
    await userEvent.click(within(details).getByRole('navigation'));
    await expect(details).toHaveAttribute('open');
    await userEvent.click(canvas.getByText('Contenu de la page.'));
    await expect(details).not.toHaveAttribute('open');
    await expect(summary).toHaveAccessibleName(layout.menuLabel);
  },
};

/** Le menu ouvert dans la largeur d’un petit téléphone. */
export const SmallPhoneMenuOpen: Story = {
  ...PhoneMenuOpen,
  name: 'Menu ouvert, à 320 px',
  globals: onSmallPhone,
};

/**
 * Un nom de 80 caractères dans la barre d’un petit téléphone&nbsp;: il passe à la ligne, le bouton
 * de rendez-vous et le menu restent dans l’écran.
 */
export const LongNameOnSmallPhone: Story = {
  name: 'Nom long, à 320 px',
  args: { brand: { name: longName, href: '/' } },
  globals: onSmallPhone,
  play: async ({ canvasElement }) => {
    const [booking] = visibleBooking(canvasElement);
    const menu = canvasElement.querySelector('summary');
    for (const control of [booking, menu]) {
      await expect(control?.getBoundingClientRect().right).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
    }
  },
};
