import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { towns } from '../../fixtures.ts';
import { TownList } from './TownList.tsx';

/**
 * Les communes proches avec le temps de trajet jusqu’à la clinique.
 */
const meta = {
  title: 'Components/Content/TownList',
  component: TownList,
  args: { towns, driveTimeLabel: '{minutes} min en voiture' },
} satisfies Meta<typeof TownList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NearbyTowns: Story = {
  name: 'Communes proches',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 min en voiture')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };
export const Empty: Story = {
  name: 'Vide',
  args: { towns: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};
