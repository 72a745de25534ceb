import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longFrenchText, longWords, onSmallPhone } from '../../fixtures.ts';
import { Section } from './Section.tsx';

/**
 * Une section de page : surtitre, titre, introduction et contenu, sur plusieurs fonds.
 */
const meta = {
  title: 'Components/Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'services',
    eyebrow: 'Nos soins',
    title: 'Des traitements médicaux, personnalisés',
    intro:
      'Dix traitements de médecine laser et esthétique, toujours précédés d’une consultation médicale.',
    children: <p>Contenu de la section.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Des traitements médicaux, personnalisés' }),
    ).toBeVisible();
  },
};
export const Muted: Story = { name: 'Fond atténué', args: { tone: 'muted' } };
export const Accent: Story = { name: 'Fond accent', args: { tone: 'accent' } };
export const Ink: Story = { name: 'Fond encre', args: { tone: 'ink' } };
export const Centered: Story = { name: 'Centrée', args: { align: 'center' } };
export const Narrow: Story = { name: 'Étroite', args: { width: 'narrow' } };
export const WithoutTitle: Story = {
  name: 'Sans titre',
  args: { title: undefined, eyebrow: undefined, intro: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Contenu de la section.')).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
export const LongFrenchTitleOnPhone: Story = {
  name: 'Titre long sur téléphone',
  args: { title: longFrenchText, intro: longFrenchText },
  globals: { viewport: { value: 'phone' } },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { eyebrow: longWords, title: longWords, intro: longFrenchText, tone: 'accent' },
  globals: onSmallPhone,
};
