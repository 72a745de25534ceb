import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { longFrenchText, longWords, onSmallPhone } from '../../fixtures.ts';

/**
 * Ce que voit le visiteur quand une liste est vide : un titre, une phrase et une action.
 */
const meta = {
  title: 'Components/Content/EmptyState',
  component: EmptyState,
  args: {
    title: 'Aucun article trouvé',
    hint: 'Essayez une autre recherche ou explorez toutes les catégories.',
    live: true,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoSearchResult: Story = { name: 'Aucun résultat' };

export const ArticleNotFound: Story = {
  name: 'Article introuvable',
  args: {
    title: 'Article introuvable',
    hint: 'Cet article n’existe pas ou a été déplacé.',
    icon: 'alert',
    headingLevel: 1,
    live: false,
    action: <Button href="/blog">Retour au blog</Button>,
  },
};

export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };

/** Le titre seul, sans phrase ni action. */
export const TitleOnly: Story = { name: 'Titre seul', args: { hint: undefined } };

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { title: longWords, hint: longFrenchText },
  globals: onSmallPhone,
};
