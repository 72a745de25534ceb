import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  address,
  asShown,
  clinicName,
  clinicTagline,
  layout,
  onSmallPhone,
  openingHours,
  phone,
} from '../../fixtures.ts';
import { Footer } from './Footer.tsx';

/**
 * Le pied de page : coordonnées, liens des soins, liens légaux, sur fond encre.
 */
const meta = {
  title: 'Components/Navigation/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: { name: clinicName, tagline: clinicTagline, href: '/' },
    content: layout.footer,
    contact: {
      title: 'Contact',
      phone,
      address: `${address.street}, ${address.postalCode} ${address.city}`,
      hours: openingHours,
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  name: 'Sur ordinateur',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const legal = canvas.getByRole('navigation', { name: layout.footer.legalNavigationLabel });
    for (const item of layout.footer.legalLinks) {
      await expect(within(legal).getByRole('link', { name: item.label })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    await expect(canvas.getByText(asShown(layout.footer.disclaimer))).toBeVisible();
  },
};

export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };

export const WithoutContactColumn: Story = {
  name: 'Sans colonne de coordonnées',
  args: { contact: undefined },
};

export const OnSmallPhone: Story = { name: 'À 320 px', globals: onSmallPhone };
