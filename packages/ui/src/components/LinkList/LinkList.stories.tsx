import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layout, onSmallPhone } from '../../fixtures.ts';
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

/** Les quatre liens légaux du pied de page&nbsp;: un élément de liste et un lien chacun. */
export const LegalLinks: Story = {
  name: 'Liens légaux',
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

/** Les longs libellés français passent à la ligne dans la largeur d’un téléphone. */
export const OnPhone: Story = {
  name: 'Sur téléphone',
  args: { links: layout.footer.services },
  globals: { viewport: { value: 'phone' } },
};

export const OnSmallPhone: Story = { ...OnPhone, name: 'À 320 px', globals: onSmallPhone };
