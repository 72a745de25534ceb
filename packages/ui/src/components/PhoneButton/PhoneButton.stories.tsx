import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone } from '../../fixtures.ts';
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

/** Every phone button dials: a `tel:` link to the E.164 form of the catalog's number. */
export const Outline: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: phone.display })).toHaveAttribute(
      'href',
      'tel:+33465710000',
    );
  },
};

export const Primary: Story = { args: { variant: 'primary', size: 'lg' } };

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: phone.display })).toBeVisible();
  },
};
