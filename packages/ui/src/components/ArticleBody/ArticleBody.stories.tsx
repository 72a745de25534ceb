import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articleHtml, onSmallPhone } from '../../fixtures.ts';
import { ArticleBody } from './ArticleBody.tsx';

/**
 * Le corps d’un article du blog : titres, paragraphes, listes et liens, avec la typographie de
 * lecture.
 */
const meta = {
  title: 'Components/Blog/ArticleBody',
  component: ArticleBody,
  args: { html: articleHtml },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  name: 'Article',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Comment se déroule une séance ?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Découvrez nos formules' })).toHaveAttribute(
      'href',
      '/hydrafacial',
    );
  },
};

export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };

/** À 320&nbsp;px, le tableau défile dans son cadre&nbsp;; le texte passe à la ligne. */
export const OnSmallPhone: Story = { name: 'À 320 px', globals: onSmallPhone };
