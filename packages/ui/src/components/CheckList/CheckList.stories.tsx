import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layout, longFrenchText, longWords, onSmallPhone } from '../../fixtures.ts';
import { CheckList } from './CheckList.tsx';

/**
 * Une liste avec un repère décoratif par ligne : atouts, points de réassurance, conseils après la
 * séance.
 */
const meta = {
  title: 'Components/Content/CheckList',
  component: CheckList,
  args: { items: layout.footer.information },
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Check: Story = { name: 'Coches' };
export const Bullet: Story = { name: 'Puces', args: { tone: 'bullet' } };
export const Caution: Story = {
  name: 'Précautions',
  args: { tone: 'caution', items: ['Grossesse', 'Peau bronzée', 'Traitement photosensibilisant'] },
};
export const TwoColumns: Story = { name: 'Deux colonnes', args: { columns: 2 } };
export const LongLinesOnPhone: Story = {
  name: 'Lignes longues, sur téléphone',
  args: { items: [longFrenchText, longFrenchText] },
  globals: { viewport: { value: 'phone' } },
};
export const Empty: Story = {
  name: 'Vide',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { tone: 'caution', items: [longWords, longFrenchText] },
  globals: onSmallPhone,
};
