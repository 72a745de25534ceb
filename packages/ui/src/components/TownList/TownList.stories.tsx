import { fillTemplate } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { interfaceText, longName, onSmallPhone, towns } from '../../fixtures.ts';
import { TownList } from './TownList.tsx';

/**
 * Les communes proches avec le temps de trajet jusqu’à la clinique.
 */
const meta = {
  title: 'Components/Content/TownList',
  component: TownList,
  args: { towns, driveTimeLabel: interfaceText.driveTime },
} satisfies Meta<typeof TownList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NearbyTowns: Story = {
  name: 'Communes proches',
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(towns.length);
    for (const [index, town] of towns.entries()) {
      const time = fillTemplate(args.driveTimeLabel, { minutes: town.driveMinutes });
      await expect(within(items[index] as HTMLElement).getByText(time)).toBeVisible();
    }
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

export const LongNameOnSmallPhone: Story = {
  name: 'Nom long, à 320 px',
  args: { towns: [{ name: longName, driveMinutes: 45 }, ...towns] },
  globals: onSmallPhone,
};
