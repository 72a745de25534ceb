import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FilterChips, type FilterChipsProps } from './FilterChips.tsx';
import { longWords, onSmallPhone } from '../../fixtures.ts';

const categories = [
  'Tous',
  'Laser Thérapeutique',
  'Rajeunissement',
  'Remodelage Corporel',
  'Soins Visage',
  'Épilation',
  'Innovation',
];

function Controlled(props: FilterChipsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FilterChips
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

/**
 * Les filtres du blog par catégorie, sous forme de puces à choix unique.
 */
const meta = {
  title: 'Components/Blog/FilterChips',
  component: FilterChips,
  args: { label: 'Catégories', options: categories, value: 'Tous', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * «&nbsp;Tous&nbsp;» est enfoncé au départ&nbsp;; choisir une catégorie l’enfonce et relâche
 * «&nbsp;Tous&nbsp;».
 */
export const ChoosingACategory: Story = {
  name: 'Choix d’une catégorie',
  play: async ({ canvas, userEvent, args }) => {
    const all = canvas.getByRole('button', { name: 'Tous' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const epilation = canvas.getByRole('button', { name: 'Épilation' });
    await expect(epilation).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(epilation);
    await expect(epilation).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenCalledWith('Épilation');
  },
};

export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };

export const ManyOnSmallPhone: Story = {
  name: 'Beaucoup de catégories, à 320 px',
  args: { options: [...categories, ...longWords.split(' ')] },
  globals: onSmallPhone,
};
