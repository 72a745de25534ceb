import { formatShortDate } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articles, longFrenchText } from '../../fixtures.ts';
import { Grid } from '../Grid/Grid.tsx';
import { BlogCard } from './BlogCard.tsx';

const [hydrafacial, epilation] = articles;
if (!hydrafacial || !epilation) throw new Error('fixtures missing');

/**
 * La carte d’un article du blog : image, catégorie, date, temps de lecture, titre, extrait, auteur,
 * étiquettes et « Lire plus ».
 */
const meta = {
  title: 'Components/Blog/BlogCard',
  component: BlogCard,
  args: {
    article: hydrafacial,
    date: formatShortDate(hydrafacial.publishedDate),
    href: '/blog/hydrafacial-soin-visage',
    readMoreLabel: 'Lire plus',
    readTimeSuffix: 'de lecture',
  },
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four tags in the data, three on the card; the date in French with a machine-readable `<time>`. */
export const Default: Story = {
  parameters: { width: 'card' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-03-12');
    await expect(canvas.getByText('12 mars 2026')).toBeVisible();
    await expect(canvas.getByText('6 min de lecture')).toBeVisible();
    await expect(canvas.getByText('Éclat')).toBeVisible();
    await expect(canvas.queryByText('Pores')).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Lire plus/ })).toHaveAttribute(
      'href',
      '/blog/hydrafacial-soin-visage',
    );
  },
};

export const FewTags: Story = {
  args: { article: epilation, date: formatShortDate(epilation.publishedDate) },
  parameters: { width: 'card' },
};

export const LongTitleOnPhone: Story = {
  args: {
    article: {
      ...hydrafacial,
      title: longFrenchText,
      excerpt: `${longFrenchText}. ${longFrenchText}.`,
    },
  },
  globals: { viewport: { value: 'phone' } },
};

export const BlogGrid: Story = {
  render: (args) => (
    <Grid as="ul" columns={3}>
      {articles.map((article) => (
        <BlogCard
          key={article.slug}
          {...args}
          as="li"
          article={article}
          date={formatShortDate(article.publishedDate)}
          href={`/blog/${article.slug}`}
        />
      ))}
    </Grid>
  ),
};
