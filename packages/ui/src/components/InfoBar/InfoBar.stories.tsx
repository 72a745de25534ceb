import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { address, openingHours, phone } from '../../fixtures.ts';
import { InfoBar } from './InfoBar.tsx';

const meta = {
  title: 'Navigation/InfoBar',
  component: InfoBar,
  parameters: { layout: 'fullscreen' },
  args: {
    phone,
    address: `${address.street}, ${address.postalCode} ${address.city}`,
    hours: openingHours,
  },
} satisfies Meta<typeof InfoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '04 65 71 00 00' })).toHaveAttribute(
      'href',
      'tel:+33465710000',
    );
    await expect(
      canvas.getByText(/Lundi – Vendredi\s: 9h – 19h · Samedi\s: 8h – 12h/),
    ).toBeVisible();
  },
};

/** On a phone the bar wraps: phone, address and hours all stay visible. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '04 65 71 00 00' })).toBeVisible();
    await expect(canvas.getByText(/69400 Arnas/)).toBeVisible();
    await expect(canvas.getByText(/Lundi – Vendredi\s: 9h – 19h/)).toBeVisible();
  },
};
