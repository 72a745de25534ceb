import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

/**
 * Un champ de formulaire avec son libellé, son aide et son message d’erreur.
 */
const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    id: 'field-name',
    label: 'Nom complet *',
    name: 'name',
    autoComplete: 'name',
    required: true,
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Nom complet *');
    await userEvent.type(input, 'Élodie Martin');
    await expect(input).toHaveValue('Élodie Martin');
    await expect(input).toBeRequired();
  },
};

export const Email: Story = {
  name: 'E-mail',
  args: {
    id: 'field-email',
    label: 'Email *',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
  },
};

export const ReadOnlyWhileSending: Story = {
  name: 'Lecture seule pendant l’envoi',
  args: { readOnly: true, defaultValue: 'Un texte déjà saisi reste visible pendant l’envoi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Nom complet *')).toHaveAttribute('readonly');
  },
};

export const LongFrenchLabel: Story = {
  name: 'Libellé long',
  args: {
    label:
      'Adresse électronique de la personne qui recevra le bon cadeau (facultatif pour l’instant) *',
  },
};

export const WithHint: Story = {
  name: 'Avec une aide',
  args: {
    id: 'field-code',
    label: 'Code du bon',
    name: 'code',
    required: false,
    hint: 'Le code imprimé sous le QR code du bon.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Code du bon');
    await expect(input).toHaveAccessibleDescription('Le code imprimé sous le QR code du bon.');
  },
};

export const HintAfterTheCallersDescription: Story = {
  name: 'Aide après une autre description',
  render: (args) => (
    <>
      <TextField {...args} aria-describedby="field-amount-error" />
      <p id="field-amount-error">Le montant dépasse le solde.</p>
    </>
  ),
  args: {
    id: 'field-amount',
    label: 'Montant utilisé',
    name: 'amount',
    hint: 'Il reste 80 euros sur ce bon.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Montant utilisé');
    await expect(input).toHaveAccessibleDescription(
      'Le montant dépasse le solde. Il reste 80 euros sur ce bon.',
    );
  },
};
