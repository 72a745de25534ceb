import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { address, layout, openingHours, phone } from '../../fixtures.ts';
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

/** À partir de 768&nbsp;px&nbsp;: téléphone, adresse et horaires sur une ligne. */
export const Desktop: Story = {
  name: 'Sur ordinateur',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '04 65 71 00 00' })).toHaveAttribute(
      'href',
      'tel:+33465710000',
    );
    await expect(canvas.getAllByText(/69400 Arnas/)[0]).toBeVisible();
    await expect(
      canvas.getAllByText(/Lundi – Vendredi\s: 9h – 19h · Samedi\s: 8h – 12h/)[0],
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
    await expect(canvas.getByRole('link', { name: '04 65 71 00 00' })).toBeVisible();
    const bar = canvasElement.firstElementChild?.firstElementChild;
    if (!(bar instanceof HTMLElement)) throw new Error('bar missing');
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(44);
    await expect(canvas.getByText(layout.infoBarMoreLabel)).toBeVisible();
    for (const text of canvas.getAllByText(/69400 Arnas/)) await expect(text).not.toBeVisible();
  },
};

/** Le volet ouvert&nbsp;: l’adresse et les horaires sous la barre. */
export const OnPhoneOpen: Story = {
  name: 'Dépliée sur téléphone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText(layout.infoBarMoreLabel));
    const visible = canvas.getAllByText(/69400 Arnas/).filter((node) => node.checkVisibility());
    await expect(visible).toHaveLength(1);
    const hours = canvas.getAllByText(/Lundi – Vendredi\s: 9h – 19h/);
    await expect(hours.filter((node) => node.checkVisibility())).toHaveLength(1);
  },
};
