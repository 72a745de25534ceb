import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField, TextField } from './TextField.tsx';
import { describing, interfaceText, longName, onSmallPhone } from '../../fixtures.ts';

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

const contactLabels = interfaceText.contactForm;
const voucherLabels = interfaceText.vouchers;

/**
 * En erreur&nbsp;: bordure rouge, phrase sous le champ précédée d’une icône, et le champ la lit
 * comme sa description.
 */
export const WithError: Story = {
  name: 'Erreur',
  args: {
    id: 'field-email-error',
    label: contactLabels.email,
    type: 'email',
    defaultValue: 'lea@exemple',
    'aria-invalid': true,
    error: interfaceText.api.request.emailInvalid,
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(args.label as string);
    await expect(input).toHaveAccessibleDescription(
      describing(interfaceText.api.request.emailInvalid),
    );
  },
};

/** Un nom de 80 caractères, une aide et une erreur longues, dans la largeur d’un petit téléphone. */
export const ErrorAndHintOnSmallPhone: Story = {
  name: 'Erreur et aide, à 320 px',
  args: {
    id: 'field-to',
    label: voucherLabels.to,
    hint: voucherLabels.toHint,
    defaultValue: longName,
    'aria-invalid': true,
    error: voucherLabels.recipientEmailMissing,
  },
  globals: onSmallPhone,
};

/** Désactivé&nbsp;: atténué, le curseur l’indique, la valeur reste lisible. */
export const Disabled: Story = {
  name: 'Désactivé',
  args: { disabled: true, defaultValue: longName },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(args.label as string)).toBeDisabled();
  },
};

/** The contact form's treatments, after an empty first choice. */
const treatmentSelect = (error: string) => (
  <SelectField
    id="field-treatment"
    label={contactLabels.treatment}
    placeholder={contactLabels.treatmentPlaceholder}
    options={contactLabels.treatments.map(({ id, label }) => ({ value: id, label }))}
    aria-invalid={error ? true : undefined}
    error={error}
  />
);

/** La liste de choix, fermée sur son premier choix vide. */
export const Select: Story = {
  name: 'Liste de choix',
  render: () => treatmentSelect(''),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(contactLabels.treatment)).toHaveValue('');
  },
};

/** La liste de choix refusée, sur petit téléphone&nbsp;: la phrase sous la liste. */
export const SelectWithErrorOnSmallPhone: Story = {
  name: 'Liste de choix en erreur, à 320 px',
  render: () => treatmentSelect(interfaceText.desk.unknownTreatment),
  globals: onSmallPhone,
};
