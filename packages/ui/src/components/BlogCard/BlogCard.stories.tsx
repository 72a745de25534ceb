import { formatShortDate } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articles, longFrenchText, longName, longWords, onSmallPhone } from '../../fixtures.ts';
import { Grid } from '../Grid/Grid.tsx';
import { BlogCard } from './BlogCard.tsx';

const [article, otherArticle] = articles;

/**
 * La carte d’un article du blog : image, catégorie, date, temps de lecture, titre, extrait, auteur,
 * étiquettes et « Lire plus ».
 */
const meta = {
  title: 'Components/Blog/BlogCard',
  component: BlogCard,
  args: {
    article,
    date: formatShortDate(article.publishedDate),
    href: `/blog/${article.slug}`,
    text: { readMoreLabel: 'Lire plus', readTimeSuffix: 'de lecture' },
  },
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's own four tags, whatever the article's count: one more than the card shows. */
const fourTags = ['Soin du visage', 'Éclat du teint', 'Hydratation', 'Pores dilatés'];

/**
 * Quatre étiquettes dans les données, trois sur la carte&nbsp;; la date en français, avec un
 * `<time>` lisible par les machines.
 */
export const Default: Story = {
  name: 'Par défaut',
  args: { article: { ...article, tags: fourTags } },
  parameters: { width: 'card' },
  play: async ({ canvas, canvasElement }) => {
    const { publishedDate, readTime, slug } = article;
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', publishedDate);
    await expect(canvas.getByText(formatShortDate(publishedDate))).toBeVisible();
    await expect(canvas.getByText(`${readTime} de lecture`)).toBeVisible();
    for (const tag of fourTags.slice(0, 3)) await expect(canvas.getByText(tag)).toBeVisible();
    for (const tag of fourTags.slice(3)) await expect(canvas.queryByText(tag)).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Lire plus/ })).toHaveAttribute(
      'href',
      `/blog/${slug}`,
    );
  },
};

export const FewTags: Story = {
  name: 'Peu d’étiquettes',
  args: { article: otherArticle, date: formatShortDate(otherArticle.publishedDate) },
  parameters: { width: 'card' },
};

export const LongTitleOnPhone: Story = {
  name: 'Titre long, sur téléphone',
  args: {
    article: {
      ...article,
      title: longFrenchText,
      excerpt: `${longFrenchText}. ${longFrenchText}.`,
    },
  },
  globals: { viewport: { value: 'phone' } },
};

export const BlogGrid: Story = {
  name: 'Grille du blog',
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

export const LongOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: {
    article: {
      ...article,
      title: longWords,
      author: longName,
      tags: longWords.split(' '),
    },
  },
  globals: onSmallPhone,
};

/** L’image ne se charge pas&nbsp;: le cadre garde sa place et son fond. */
export const ImageMissing: Story = {
  name: 'Image absente',
  args: { article: { ...article, image: '/images/absente.webp' } },
  parameters: { width: 'card' },
};
