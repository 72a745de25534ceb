import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { compositionCategories, longWords, onSmallPhone } from '../../fixtures.ts';
import { CompositionGrid } from './CompositionGrid.tsx';

/**
 * La composition d’un produit (par exemple le NCTF 135) : ses familles d’actifs en grille.
 */
const meta = {
  title: 'Components/Treatments/CompositionGrid',
  component: CompositionGrid,
  args: { categories: compositionCategories },
} satisfies Meta<typeof CompositionGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Nctf135: Story = { name: 'NCTF 135' };
export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };
export const Empty: Story = {
  name: 'Vide',
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: {
    categories: [{ category: longWords, elements: longWords.split(' '), benefits: longWords }],
  },
  globals: onSmallPhone,
};
