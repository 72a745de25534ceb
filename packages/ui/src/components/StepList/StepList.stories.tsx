import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longFrenchText, steps } from '../../fixtures.ts';
import { StepList } from './StepList.tsx';

const meta = {
  title: 'Treatments/StepList',
  component: StepList,
  args: { steps, durationLabel: 'Durée', stepLabel: 'Étape' },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const items = canvas
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    await expect(items).toHaveLength(3);
    await expect(
      canvas.getByRole('heading', { name: 'Étape 2 : Préparation de la zone' }),
    ).toBeVisible();
  },
};

export const Grid: Story = { args: { layout: 'grid' } };

/** Preparation steps: title and description only, numbered by position. */
export const Preparation: Story = {
  args: {
    steps: [
      {
        title: 'Pas de soleil',
        description: 'Évitez toute exposition 4 semaines avant la séance.',
      },
      { title: 'Rasage', description: 'Rasez la zone la veille, sans épiler à la cire.' },
    ],
  },
};

export const LongFrenchTextOnPhone: Story = {
  args: {
    steps: [{ title: longFrenchText, description: longFrenchText, duration: '10 – 45 min' }],
  },
  globals: { viewport: { value: 'phone' } },
};

export const Empty: Story = {
  args: { steps: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ol')).toBeNull();
  },
};
