import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { figures, onSmallPhone } from '../../fixtures.ts';
import { Figures } from './Figures.tsx';

/**
 * Des chiffres clés : une grande valeur et son libellé (« 2 000+ patients », « 98 % de satisfaction
 * »).
 */
const meta = {
  title: 'Components/Content/Figures',
  component: Figures,
  args: { figures },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { name: 'Grille' };
export const Inline: Story = {
  name: 'En ligne',
  args: { layout: 'inline', figures: figures.slice(0, 2) },
};
export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };
export const Empty: Story = {
  name: 'Vide',
  args: { figures: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const OnSmallPhone: Story = { name: 'À 320 px', globals: onSmallPhone };

/** Un seul chiffre. */
export const One: Story = { name: 'Un chiffre', args: { figures: figures.slice(0, 1) } };
