import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layout, longName, longWords, onSmallPhone } from '../../fixtures.ts';
import { Breadcrumb } from './Breadcrumb.tsx';

/**
 * Le fil d’Ariane : où se trouve la page dans le site, le dernier élément étant la page elle-même.
 */
const meta = {
  title: 'Components/Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    label: layout.breadcrumbLabel,
    items: [{ label: layout.homeLabel, href: '/' }, { label: 'Blog' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blog: Story = {
  name: 'Blog',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: layout.breadcrumbLabel })).toBeVisible();
    await expect(canvas.getByRole('link', { name: layout.homeLabel })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Blog')).toHaveAttribute('aria-current', 'page');
  },
};

export const ThreeLevels: Story = {
  name: 'Trois niveaux',
  args: {
    items: [
      { label: 'Accueil', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'HydraFacial : le soin du visage qui nettoie, exfolie et hydrate en une séance' },
    ],
  },
  globals: { viewport: { value: 'phone' } },
};

/** Un titre de 80 caractères et des mots longs&nbsp;: le fil passe à la ligne à 320&nbsp;px. */
export const LongOnSmallPhone: Story = {
  name: 'Titres longs, à 320 px',
  args: {
    items: [
      { label: layout.homeLabel, href: '/' },
      { label: longWords, href: '/blog' },
      { label: longName },
    ],
  },
  globals: onSmallPhone,
};
