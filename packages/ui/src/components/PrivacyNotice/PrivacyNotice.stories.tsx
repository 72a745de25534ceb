import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactPrivacyNotice } from '../../fixtures.ts';
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

/** Under the contact form: one sentence and a link to the privacy policy, no checkbox. */
export const UnderTheContactForm: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: contactPrivacyNotice.link.label }),
    ).toHaveAttribute('href', contactPrivacyNotice.link.href);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
