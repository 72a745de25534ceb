import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { asShown, interfaceText, onSmallPhone } from '../../fixtures.ts';
import { Button } from '../Button/Button.tsx';
import { dismissAllNotices, notify, Toaster, TOAST_DURATION_MS } from './Toaster.tsx';

/** The site's notices, from the catalog: a message sent, a field missing, a link copied. */
const sent = interfaceText.contactForm.success;
const missing = interfaceText.vouchers.missing;
const copied = interfaceText.share.copied;

/**
 * Les notifications passagères (succès, erreur, information), trois au plus à la fois.
 */
const meta = {
  title: 'Components/Feedback/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div
      style={{
        minHeight: '24rem',
        padding: '1rem',
        display: 'flex',
        gap: '0.5rem',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
      }}
    >
      <Toaster {...args} />
      <Button variant="outline" onClick={() => notify(sent, { variant: 'success' })}>
        Succès
      </Button>
      <Button variant="outline" onClick={() => notify(missing, { variant: 'destructive' })}>
        Erreur
      </Button>
      <Button variant="outline" onClick={() => notify(copied)}>
        Information
      </Button>
    </div>
  ),
  // Toasts live in sonner's module-wide store: start every story with none. They stay until they give
  // way (`duration: Infinity`), so the play function and axe see them whatever the machine's speed;
  // `FourSeconds` shows the site's 4 s.
  args: { duration: Number.POSITIVE_INFINITY },
  beforeEach: () => {
    dismissAllNotices();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notification region (sonner's `<section>`), named "Notifications". */
const notifications = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: 'Notifications' });

/**
 * Resolves once the toasts' transitions (sonner's slide and fade) have ended: no fixed wait, and axe
 * then checks the colours of toasts at full opacity.
 */
async function settled(element: Element): Promise<void> {
  for (let running = element.getAnimations({ subtree: true }); running.length > 0;) {
    await Promise.allSettled(running.map((animation) => animation.finished));
    running = element.getAnimations({ subtree: true });
  }
}

/** Shows a notice with the button `name` and waits until it is in place. */
async function show(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  name: string,
  title: string,
) {
  const region = notifications(canvas);
  const before = within(region).queryAllByText(asShown(title)).length;
  await userEvent.click(canvas.getByRole('button', { name }));
  await waitFor(() => expect(within(region).getAllByText(asShown(title))).toHaveLength(before + 1));
  await settled(region);
  return region;
}

export const Success: Story = {
  name: 'Succès',
  play: async ({ canvas, userEvent }) => {
    const region = await show(canvas, userEvent, 'Succès', sent.title);
    const toast = within(region).getByRole('listitem');
    await expect(within(toast).getByText(asShown(sent.title))).toBeVisible();
    await expect(within(toast).getByText(asShown(sent.description))).toBeVisible();
  },
};

/** La variante destructive&nbsp;: «&nbsp;Informations manquantes&nbsp;». */
export const Destructive: Story = {
  name: 'Erreur',
  play: async ({ canvas, userEvent }) => {
    const region = await show(canvas, userEvent, 'Erreur', missing.title);
    await expect(within(region).getByText(asShown(missing.title))).toBeVisible();
    await expect(within(region).getByText(asShown(missing.description))).toBeVisible();
  },
};

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas, userEvent }) => {
    const region = await show(canvas, userEvent, 'Information', copied.title);
    await expect(within(region).getByText(asShown(copied.title))).toBeVisible();
  },
};

export const OnPhone: Story = {
  name: 'Sur téléphone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const region = await show(canvas, userEvent, 'Erreur', missing.title);
    await expect(within(region).getByText(asShown(missing.title))).toBeVisible();
  },
};

/**
 * Trois notifications au plus&nbsp;: une quatrième masque la plus ancienne. Ici les notifications
 * n’expirent jamais (`duration: Infinity`), donc la première n’a pu disparaître qu’en cédant sa
 * place, quel que soit le temps écoulé.
 */
export const AtMostThree: Story = {
  name: 'Trois au plus',
  play: async ({ canvas, userEvent }) => {
    await show(canvas, userEvent, 'Succès', sent.title);
    await show(canvas, userEvent, 'Erreur', missing.title);
    const region = await show(canvas, userEvent, 'Information', copied.title);
    for (const toast of within(region).getAllByRole('listitem')) await expect(toast).toBeVisible();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);

    await show(canvas, userEvent, 'Erreur', missing.title);
    await expect(within(region).getByText(asShown(sent.title))).not.toBeVisible();
    const visible = within(region)
      .getAllByRole('listitem')
      .filter((toast) => getComputedStyle(toast).opacity !== '0');
    await expect(visible).toHaveLength(3);
    await expect(
      visible.map((toast) => asShown(toast.querySelector('p')?.textContent ?? '')),
    ).toEqual([missing.title, copied.title, missing.title].map(asShown));
  },
};

/**
 * Le rythme du site&nbsp;: chaque notification se ferme seule après 4&nbsp;s (le réglage par défaut
 * de sonner). Pour les designers&nbsp;; sans test.
 */
export const FourSeconds: Story = {
  name: 'Quatre secondes',
  args: { duration: TOAST_DURATION_MS },
};

/** Les trois variantes l’une sous l’autre dans la largeur d’un petit téléphone. */
export const AllOnSmallPhone: Story = {
  name: 'Trois variantes, à 320 px',
  globals: onSmallPhone,
  play: async ({ canvas, userEvent }) => {
    await show(canvas, userEvent, 'Succès', sent.title);
    await show(canvas, userEvent, 'Erreur', missing.title);
    await show(canvas, userEvent, 'Information', copied.title);
  },
};

/**
 * Une notification est atteinte avec Tab (pour la garder ouverte et la lire)&nbsp;: elle porte
 * alors l’anneau de focus du site, comme un bouton, pas l’ombre grise et pâle de sonner.
 */
export const KeyboardFocus: Story = {
  name: 'Focus clavier',
  play: async ({ canvas, userEvent }) => {
    const region = await show(canvas, userEvent, 'Succès', sent.title);
    const toast = within(region).getByRole('listitem');
    // The next button, reached by keyboard, shows the site's ring; the toast comes before it.
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Erreur' });
    await expect(button).toHaveFocus();
    // Read now: the computed style follows the focus.
    const { outlineColor, outlineWidth } = getComputedStyle(button);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(toast).toHaveFocus();
    const ring = getComputedStyle(toast);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe(outlineWidth);
    await expect(ring.outlineColor).toBe(outlineColor);
  },
};
