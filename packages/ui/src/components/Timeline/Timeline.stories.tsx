import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longFrenchText, longWords, onSmallPhone, timeline } from '../../fixtures.ts';
import { Timeline } from './Timeline.tsx';

/**
 * Une frise verticale : période (« 1 mois »), titre, description et durée facultative.
 */
const meta = {
  title: 'Components/Treatments/Timeline',
  component: Timeline,
  args: { entries: timeline },
  parameters: { width: 'column' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Aftermath: Story = { name: 'Suites du soin' };

/** Détatouage&nbsp;: les progrès selon le nombre de séances. */
export const ProgressBySessions: Story = {
  name: 'Progrès par séance',
  args: {
    entries: [
      {
        period: 'Séances 1 à 3',
        title: 'Éclaircissement visible',
        description: 'Les couleurs foncées pâlissent.',
      },
      { period: 'Séances 4 à 6', title: 'Estompage net' },
      {
        period: 'Séances 7 à 12',
        title: 'Effacement progressif',
        description: 'Selon l’encre et la peau.',
      },
    ],
  },
};

export const LongFrenchTextOnPhone: Story = {
  name: 'Texte long sur téléphone',
  args: {
    entries: [{ period: longFrenchText, title: longFrenchText, description: longFrenchText }],
  },
  globals: { viewport: { value: 'phone' } },
};

export const Empty: Story = {
  name: 'Vide',
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ol')).toBeNull();
  },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: {
    entries: [
      { period: longWords, title: longWords, description: longFrenchText, duration: longWords },
    ],
  },
  globals: onSmallPhone,
};
