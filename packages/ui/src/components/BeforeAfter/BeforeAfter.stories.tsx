import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BeforeAfter } from './BeforeAfter.tsx';
import { onSmallPhone } from '../../fixtures.ts';

/**
 * Des illustrations avant/après d’un soin, chacune avec sa légende, et la mention « Illustration
 * schématique ».
 */
const meta = {
  title: 'Components/Treatments/BeforeAfter',
  component: BeforeAfter,
  args: {
    images: [
      {
        src: '/images/before-after/cryolipolyse-1-mois.svg',
        alt: 'Schéma d’une silhouette stylisée avant la séance et un mois après, avec un amas graisseux réduit',
      },
    ],
    caption:
      'Illustration schématique à 1 mois, et non photographie de patient. Les résultats varient d’une personne à l’autre.',
  },
} satisfies Meta<typeof BeforeAfter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Un seul schéma des deux états&nbsp;: une étiquette au-dessus de chaque moitié, écrite une seule
 * fois, dans la police du site.
 */
export const OneDiagram: Story = {
  name: 'Un seul schéma',
  args: { labels: ['Avant', '1 mois après'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Avant')).toHaveLength(1);
    await expect(canvas.getAllByText('1 mois après')).toHaveLength(1);
    await expect(canvas.getAllByText(/Illustration schématique/)).toHaveLength(1);
    await expect(canvas.getByRole('figure')).toBeVisible();
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(
      /Illustration schématique/,
    );
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/Schéma d’une silhouette/);
  },
};

export const TwoImagesWithLabels: Story = {
  name: 'Deux images avec étiquettes',
  args: {
    images: [
      {
        src: '/images/before-after/hydrafacial-avant.svg',
        alt: 'Schéma d’une surface de peau stylisée avant le soin, avec des pores encombrés',
      },
      {
        src: '/images/before-after/hydrafacial-apres.svg',
        alt: 'Schéma de la même surface de peau stylisée après le soin, avec des pores dégagés',
      },
    ],
    labels: ['Avant', 'Après'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Avant')).toHaveLength(1);
    await expect(canvas.getAllByText('Après')).toHaveLength(1);
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

export const OnPhone: Story = {
  name: 'Sur téléphone',
  args: { labels: ['Avant', '1 mois après'] },
  globals: { viewport: { value: 'phone' } },
};

export const TwoImagesOnPhone: Story = {
  name: 'Deux images, sur téléphone',
  ...TwoImagesWithLabels,
  globals: { viewport: { value: 'phone' } },
};

export const TwoImagesOnSmallPhone: Story = {
  ...TwoImagesWithLabels,
  name: 'Deux images, à 320 px',
  globals: onSmallPhone,
};
