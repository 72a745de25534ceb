import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layout } from '../../fixtures.ts';
import { LinkList } from './LinkList.tsx';

/**
 * Une liste de liens (colonnes du pied de page, liens d’une page légale).
 */
const meta = {
  title: 'Components/Navigation/LinkList',
  component: LinkList,
  args: { links: layout.footer.legalLinks },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's four legal links: one list item and one link each. */
export const LegalLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(layout.footer.legalLinks.length);
    for (const link of layout.footer.legalLinks) {
      await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
  },
};

/** Long French labels wrap inside a phone's width. */
export const OnPhone: Story = {
  args: { links: layout.footer.services },
  globals: { viewport: { value: 'phone' } },
};
