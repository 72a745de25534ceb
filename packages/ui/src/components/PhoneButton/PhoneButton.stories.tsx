import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onSmallPhone, phone } from '../../fixtures.ts';
import { PhoneButton } from './PhoneButton.tsx';

/**
 * Le bouton qui appelle la clinique (lien `tel:`), principal ou secondaire.
 */
const meta = {
  title: 'Components/Actions/PhoneButton',
  component: PhoneButton,
  args: { phone },
} satisfies Meta<typeof PhoneButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Chaque bouton de téléphone compose le numéro&nbsp;: un lien `tel:` vers la forme E.164 du numéro
 * du catalogue.
 */
export const Outline: Story = {
  name: 'Contour',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: phone.display })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    );
  },
};

export const Primary: Story = { name: 'Principal', args: { variant: 'primary', size: 'lg' } };

export const FullWidthOnPhone: Story = {
  name: 'Pleine largeur sur téléphone',
  args: { fullWidth: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: phone.display })).toBeVisible();
  },
};

export const FullWidthOnSmallPhone: Story = {
  ...FullWidthOnPhone,
  name: 'Pleine largeur, à 320 px',
  args: { fullWidth: true, size: 'lg', variant: 'primary' },
  globals: onSmallPhone,
};
