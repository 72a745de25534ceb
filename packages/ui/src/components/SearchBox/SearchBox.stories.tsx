import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
import { longWords, onSmallPhone } from '../../fixtures.ts';

function Controlled(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBox
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
 * Le champ de recherche du blog (`type="search"`, dans un repère `role="search"`) ; ce qui a été
 * tapé avant le chargement du script est repris.
 */
const meta = {
  title: 'Components/Blog/SearchBox',
  component: SearchBox,
  args: {
    label: 'Rechercher un article',
    placeholder: 'Épilation, HydraFacial, cicatrices…',
    value: '',
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { width: 'column' },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  name: 'Saisie',
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Rechercher un article' });
    await userEvent.type(input, 'laser');
    await expect(input).toHaveValue('laser');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('laser');
  },
};

export const HiddenLabel: Story = { name: 'Libellé masqué', args: { hideLabel: true } };

export const WithValue: Story = { name: 'Avec une valeur', args: { value: 'cryolipolyse' } };

export const LongOnSmallPhone: Story = {
  name: 'Texte long, à 320 px',
  args: { label: longWords, placeholder: longWords, value: longWords },
  globals: onSmallPhone,
};
