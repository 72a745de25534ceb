import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bookingUrl, clinicName, clinicTagline, layout } from '../../fixtures.ts';
import { closeMenuOnAnchorScript, Header } from './Header.tsx';

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
  decorators: [
    (Story) => {
      // The exported script, inlined once as the site does (its listener stays on the document).
      if (!document.getElementById('close-menu-script')) {
        const script = document.createElement('script');
        script.id = 'close-menu-script';
        script.textContent = closeMenuOnAnchorScript;
        document.body.append(script);
      }
      return Story();
    },
  ],
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
