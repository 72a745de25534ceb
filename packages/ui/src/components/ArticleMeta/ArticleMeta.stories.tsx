import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articles, longFrenchText } from '../../fixtures.ts';
import { metaItem } from '../BlogCard/BlogCard.css.ts';
import { ArticleMetaItem, readTimeText } from './ArticleMeta.tsx';

const [article] = articles;
if (!article) throw new Error('fixtures missing');

/**
 * Une information d’un article (auteur, date, temps de lecture) après son icône, telle que la carte
 * du blog et l’en-tête d’article la montrent ; la carte ou l’en-tête lui donne sa classe.
 */
const meta = {
  title: 'Components/Blog/ArticleMeta',
  component: ArticleMetaItem,
  args: { className: metaItem, icon: 'user', children: article.author },
} satisfies Meta<typeof ArticleMetaItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Author: Story = { name: 'Auteur' };

/** Le temps de lecture suivi du suffixe du catalogue. */
export const ReadTime: Story = {
  name: 'Temps de lecture',
  args: { icon: 'clock', children: readTimeText(article.readTime, 'de lecture') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${article.readTime} de lecture`)).toBeVisible();
  },
};

/** Sans suffixe, le temps de lecture seul. */
export const ReadTimeAlone: Story = {
  name: 'Temps de lecture sans suffixe',
  args: { icon: 'clock', children: readTimeText(article.readTime) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(article.readTime, { exact: true })).toBeVisible();
  },
};

export const LongTextOnPhone: Story = {
  name: 'Texte long, sur téléphone',
  args: { icon: 'calendar', children: longFrenchText },
  globals: { viewport: { value: 'phone' } },
};
