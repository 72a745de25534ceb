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

/** From 768 px: phone, address and hours on one line. */
export const Desktop: Story = {
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

/** On a phone: one line, the phone and a button that discloses the address and the hours. */
export const OnPhone: Story = {
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

/** The disclosure opened: the address and the hours under the bar. */
export const OnPhoneOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText(layout.infoBarMoreLabel));
    const visible = canvas.getAllByText(/69400 Arnas/).filter((node) => node.checkVisibility());
    await expect(visible).toHaveLength(1);
    const hours = canvas.getAllByText(/Lundi – Vendredi\s: 9h – 19h/);
    await expect(hours.filter((node) => node.checkVisibility())).toHaveLength(1);
  },
};
