import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  address,
  containing,
  layout,
  onSmallPhone,
  openingHours,
  phone,
  withDismissDisclosureScript,
} from '../../fixtures.ts';
import { formatOpeningHours } from '../../utils/hours.ts';
import { InfoBar } from './InfoBar.tsx';

/**
 * La barre d’informations au-dessus de l’en-tête : téléphone, adresse et horaires (repliés sur
 * téléphone).
 */
const meta = {
  title: 'Components/Navigation/InfoBar',
  component: InfoBar,
  parameters: { layout: 'fullscreen' },
  args: {
    phone,
    address: `${address.street}, ${address.postalCode} ${address.city}`,
    hours: openingHours,
    moreLabel: layout.infoBarMoreLabel,
  },
  decorators: [(Story) => <div style={{ minHeight: '10rem' }}>{Story()}</div>],
} satisfies Meta<typeof InfoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The catalog's town, and its hours as the page writes them (« 09:00 » → « 9 h »: the kit's own
 * `formatOpeningHours`, unit-tested in packages/ui/test/hours.test.ts).
 */
const town = containing(`${address.postalCode} ${address.city}`);
const [weekdays] = openingHours;
if (!weekdays) throw new Error('fixtures missing');

/** À partir de 768&nbsp;px&nbsp;: téléphone, adresse et horaires sur une ligne. */
export const Desktop: Story = {
  name: 'Sur ordinateur',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: phone.display })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    );
    await expect(canvas.getAllByText(town)[0]).toBeVisible();
    await expect(
      canvas.getAllByText(containing(openingHours.map(formatOpeningHours).join(' · ')))[0],
    ).toBeVisible();
    await expect(canvas.getByText(layout.infoBarMoreLabel)).not.toBeVisible();
  },
};

/**
 * Sur téléphone&nbsp;: une ligne, le téléphone et un bouton qui dévoile l’adresse et les horaires.
 */
export const OnPhone: Story = {
  name: 'Sur téléphone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: phone.display })).toBeVisible();
    const bar = canvasElement.firstElementChild?.firstElementChild;
    if (!(bar instanceof HTMLElement)) throw new Error('bar missing');
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(44);
    await expect(canvas.getByText(layout.infoBarMoreLabel)).toBeVisible();
    for (const text of canvas.getAllByText(town)) await expect(text).not.toBeVisible();
  },
};

/** Le volet ouvert&nbsp;: l’adresse et les horaires sous la barre. */
export const OnPhoneOpen: Story = {
  name: 'Dépliée sur téléphone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText(layout.infoBarMoreLabel));
    const visible = canvas.getAllByText(town).filter((node) => node.checkVisibility());
    await expect(visible).toHaveLength(1);
    const hours = canvas.getAllByText(containing(formatOpeningHours(weekdays)));
    await expect(hours.filter((node) => node.checkVisibility())).toHaveLength(1);
  },
};

/**
 * Le volet passe sur la page&nbsp;: Échap le ferme et rend le focus à son bouton, sortir du volet
 * au clavier ou toucher ailleurs le ferme aussi.
 */
export const OnPhoneDismissed: Story = {
  name: 'Volet refermé sur téléphone',
  globals: { viewport: { value: 'phone' } },
  decorators: [
    withDismissDisclosureScript,
    (Story) => (
      <>
        {Story()}
        <p>Contenu de la page.</p>
      </>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const details = canvasElement.querySelector('details');
    const summary = details?.querySelector('summary');
    if (!details || !summary) throw new Error('disclosure missing');

    await step('Échap ferme le volet, le focus revient sur son bouton', async () => {
      await userEvent.click(summary);
      summary.focus();
      await expect(details).toHaveAttribute('open');
      await userEvent.keyboard('{Escape}');
      await expect(details).not.toHaveAttribute('open');
      await expect(summary).toHaveFocus();
    });

    await step('Maj+Tab hors du volet le ferme', async () => {
      await userEvent.click(summary);
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('link', { name: phone.display })).toHaveFocus();
      await expect(details).not.toHaveAttribute('open');
    });

    await step('Toucher ailleurs ferme le volet', async () => {
      await userEvent.click(summary);
      await expect(details).toHaveAttribute('open');
      await userEvent.click(canvas.getByText('Contenu de la page.'));
      await expect(details).not.toHaveAttribute('open');
    });
  },
};

/** Le volet ouvert dans la largeur d’un petit téléphone. */
export const OnSmallPhoneOpen: Story = {
  ...OnPhoneOpen,
  name: 'Dépliée, à 320 px',
  globals: onSmallPhone,
};
