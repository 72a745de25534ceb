import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articles } from '../../fixtures.ts';
import { image } from '../BlogCard/BlogCard.css.ts';
import { LazyImage } from './LazyImage.tsx';

const [article] = articles;
if (!article) throw new Error('fixtures missing');

/**
 * L’image d’une carte ou d’un avant/après, chargée et décodée à l’approche de l’écran ; sa largeur
 * et sa hauteur réservent la place, la carte lui donne son cadre.
 */
const meta = {
  title: 'Components/Content/LazyImage',
  component: LazyImage,
  args: {
    className: image,
    image: { src: article.image, alt: article.imageAlt },
    width: 960,
    height: 540,
  },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  parameters: { width: 'card' },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: article.imageAlt });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('decoding', 'async');
    await expect(picture).toHaveAttribute('width', '960');
  },
};

export const OnPhone: Story = {
  name: 'Sur téléphone',
  globals: { viewport: { value: 'phone' } },
};

/** L’image ne se charge pas&nbsp;: son cadre garde sa place et son fond, le texte de remplacement s’y lit. */
export const Missing: Story = {
  name: 'Image absente',
  args: { image: { src: '/images/absente.webp', alt: article.imageAlt } },
  parameters: { width: 'card' },
};
