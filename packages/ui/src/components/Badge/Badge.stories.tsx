import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';
import { longWords, onSmallPhone } from '../../fixtures.ts';

/**
 * Une courte étiquette (durée, « Populaire », catégorie), avec ou sans icône, en plusieurs tons.
 */
const meta = {
  title: 'Components/Content/Badge',
  component: Badge,
  args: { children: 'Centre agréé de médecine laser' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = { name: 'Accent', args: { tone: 'accent', icon: 'award' } };
export const Neutral: Story = {
  name: 'Neutre',
  args: { tone: 'neutral', icon: 'clock', children: '7 min' },
};
export const Popular: Story = {
  name: 'Populaire',
  args: { tone: 'solid', icon: 'star', children: 'Populaire' },
};
export const Outline: Story = {
  name: 'Contour',
  args: { tone: 'outline', children: 'Soins Visage' },
};
export const Small: Story = { name: 'Petit', args: { size: 'sm', children: 'Épilation' } };
export const LongFrenchLabel: Story = {
  name: 'Libellé long',
  args: { children: 'Centre agréé de médecine laser et de médecine esthétique près de Lyon' },
  globals: { viewport: { value: 'phone' } },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { children: longWords, icon: 'award' },
  globals: onSmallPhone,
};
