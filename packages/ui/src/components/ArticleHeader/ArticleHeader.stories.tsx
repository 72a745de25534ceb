import { formatLongDate } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articles, asShown, layout, longName, longWords, onSmallPhone } from '../../fixtures.ts';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb.tsx';
import { ShareButton } from '../ShareButton/ShareButton.tsx';
import { ArticleHeader } from './ArticleHeader.tsx';

const [article] = articles;
if (!article) throw new Error('fixtures missing');

/**
 * Le haut d’un article : catégorie, partage, titre, auteur, date en toutes lettres, temps de
 * lecture, chapeau et image.
 */
const meta = {
  title: 'Components/Blog/ArticleHeader',
  component: ArticleHeader,
  args: {
    article,
    readTimeSuffix: 'de lecture',
    share: (
      <ShareButton
        label="Partager"
        title={article.title}
        url="https://clinique.example/blog/x"
        onCopied={() => {}}
      />
    ),
  },
} satisfies Meta<typeof ArticleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  name: 'Article',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      asShown(article.title),
    );
    await expect(canvas.getByText(formatLongDate(article.publishedDate))).toBeVisible();
  },
};

export const WithBreadcrumbOnPhone: Story = {
  name: 'Avec fil d’Ariane, sur téléphone',
  args: {
    breadcrumb: (
      <Breadcrumb
        label={layout.breadcrumbLabel}
        items={[
          { label: 'Accueil', href: '/' },
          { label: 'Blog', href: '/blog' },
          { label: article.title },
        ]}
      />
    ),
  },
  globals: { viewport: { value: 'phone' } },
};

export const LongOnSmallPhone: Story = {
  name: 'Titre et auteur longs, à 320 px',
  args: { article: { ...article, title: longWords, author: longName } },
  globals: onSmallPhone,
};
