import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactPrivacyNotice, onSmallPhone } from '../../fixtures.ts';
import { PrivacyNotice } from './PrivacyNotice.tsx';

/**
 * La mention de protection des données sous un formulaire.
 */
const meta = {
  title: 'Components/Forms/PrivacyNotice',
  component: PrivacyNotice,
  args: contactPrivacyNotice,
} satisfies Meta<typeof PrivacyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sous le formulaire de contact&nbsp;: une phrase et un lien vers la politique de confidentialité,
 * sans case à cocher.
 */
export const UnderTheContactForm: Story = {
  name: 'Sous le formulaire de contact',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: contactPrivacyNotice.link.label }),
    ).toHaveAttribute('href', contactPrivacyNotice.link.href);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };

export const OnSmallPhone: Story = { name: 'À 320 px', globals: onSmallPhone };
