import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { indicationGroups, longWords, onSmallPhone } from '../../fixtures.ts';
import { IndicationGroups } from './IndicationGroups.tsx';

/**
 * Les indications d’un soin par groupes (LED : peau, réparation, bien-être…), une carte par groupe.
 */
const meta = {
  title: 'Components/Treatments/IndicationGroups',
  component: IndicationGroups,
  args: { groups: indicationGroups },
} satisfies Meta<typeof IndicationGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeGroups: Story = {
  name: 'Trois groupes',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(
      indicationGroups.length,
    );
  },
};
export const TwoGroups: Story = {
  name: 'Deux groupes',
  args: { groups: indicationGroups.slice(0, 2) },
};
export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };
export const Empty: Story = {
  name: 'Vide',
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { groups: [{ title: longWords, items: [longWords], benefits: longWords }] },
  globals: onSmallPhone,
};
