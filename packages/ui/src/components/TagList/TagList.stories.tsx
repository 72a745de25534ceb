import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TagList } from './TagList.tsx';
import { longWords, onSmallPhone } from '../../fixtures.ts';

/**
 * Les étiquettes d’un article.
 */
const meta = {
  title: 'Components/Blog/TagList',
  component: TagList,
  args: { tags: ['Morpheus 8', 'Radiofréquence', 'Microneedling', 'Relâchement cutané'] },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Les badges en ligne, sans puce autour. */
export const Tags: Story = {
  name: 'Étiquettes',
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const item of items) {
      await expect(getComputedStyle(item).listStyleType).toBe('none');
    }
  },
};

export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };

export const ManyOnSmallPhone: Story = {
  name: 'Beaucoup d’étiquettes, à 320 px',
  args: { tags: [...longWords.split(' '), 'Morpheus 8', 'Radiofréquence', 'Microneedling'] },
  globals: onSmallPhone,
};

export const One: Story = { name: 'Une étiquette', args: { tags: ['Morpheus 8'] } };
