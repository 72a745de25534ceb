import { fillTemplate, formatCents } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeskUseForm, emptyDeskUseValues } from './DeskUseForm.tsx';
import { deskAnswers, deskText, usableTreatments } from './fixtures.ts';
import { asShown, onSmallPhone } from '../../fixtures.ts';

const labels = deskText.use;
const typed = { amount: '40,50', treatment: 'HydraFacial', note: 'Sérum Booster' };
/** The treatment the receptionist picks: one of the catalog's. */
const picked = usableTreatments.at(-1);
if (!picked) throw new Error('fixtures missing');

/**
 * L’enregistrement d’une utilisation d’un bon cadeau : montant, soin, et ce qu’il en reste.
 */
const meta = {
  title: 'Components/Desk/DeskUseForm',
  component: DeskUseForm,
  args: {
    labels,
    treatments: usableTreatments,
    balanceCents: 15000,
    values: emptyDeskUseValues,
    step: 'edit',
    onValuesChange: fn(),
    onReview: fn(),
    onConfirm: fn(),
    onBack: fn(),
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskUseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vide',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(asShown(fillTemplate(labels.amountHint, { balance: formatCents(15000) }))),
    ).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(labels.treatmentLabel), picked);
    await expect(args.onValuesChange).toHaveBeenCalledWith({
      ...emptyDeskUseValues,
      treatment: picked,
    });
  },
};

export const Filled: Story = {
  name: 'Rempli',
  args: { values: typed },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.review }));
    await expect(args.onReview).toHaveBeenCalledTimes(1);
  },
};

export const Confirm: Story = {
  name: 'Confirmation',
  args: { values: typed, step: 'confirm' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        asShown(
          fillTemplate(labels.confirmText, {
            amount: formatCents(4050),
            treatment: typed.treatment,
            balance: formatCents(10950),
          }),
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: labels.confirmTitle })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: labels.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Recording: Story = {
  name: 'Enregistrement en cours',
  args: { values: typed, step: 'confirm', busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.busy })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: labels.back })).toBeDisabled();
  },
};

export const Recorded: Story = {
  name: 'Enregistré',
  args: {
    notice: `Utilisation de ${formatCents(4050)} enregistrée : il reste ${formatCents(10950)}.`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('enregistrée');
  },
};

export const BalanceChanged: Story = {
  name: 'Solde modifié',
  args: {
    values: typed,
    error: deskAnswers.balanceChanged.replace('{balance}', formatCents(2000)),
    balanceCents: 2000,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      asShown(formatCents(2000)),
    );
  },
};

export const Closed: Story = {
  name: 'Fermé',
  args: { closed: true, balanceCents: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(asShown(labels.closed))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Contesté par la banque de l’acheteur : la raison à la place du formulaire, avant toute saisie. */
export const Disputed: Story = {
  name: 'Paiement contesté',
  args: { closed: true, closedText: deskAnswers.refusals.disputed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(asShown(deskAnswers.refusals.disputed))).toBeVisible();
    await expect(canvas.queryByText(asShown(labels.closed))).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const overBalance = fillTemplate(labels.overBalance, {
  balance: formatCents(9000),
  rest: formatCents(11000),
});

/**
 * Refusé à «&nbsp;Vérifier&nbsp;»&nbsp;: le message sous le champ en cause, qui prend le focus (en
 * haut du panneau, il serait hors de l’écran d’un téléphone).
 */
export const OverBalance: Story = {
  name: 'Montant au-delà du solde, refusé à « Vérifier »',
  args: {
    balanceCents: 9000,
    values: { amount: '200', treatment: 'HydraFacial', note: '' },
    error: overBalance,
    invalid: 'amount',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText(labels.amountLabel);
    // Still the form: the receptionist corrects the amount, no confirmation was reached.
    await expect(amount).toHaveValue('200');
    await expect(canvas.queryByRole('button', { name: labels.confirm })).toBeNull();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(
      `${overBalance} ${fillTemplate(labels.amountHint, { balance: formatCents(9000) })}`,
    );
    // Shown once, at the field: not also at the top of the panel.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: labels.review }));
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(canvas.getByLabelText(labels.treatmentLabel)).not.toHaveAttribute('aria-invalid');
  },
};

export const TreatmentMissing: Story = {
  name: 'Soin manquant, refusé à « Vérifier »',
  args: {
    values: { amount: '20', treatment: '', note: '' },
    error: deskAnswers.unknownTreatment,
    invalid: 'treatment',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.review }));
    const select = canvas.getByLabelText(labels.treatmentLabel);
    await waitFor(() => expect(select).toHaveFocus());
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(deskAnswers.unknownTreatment);
    await expect(canvas.getByLabelText(labels.amountLabel)).not.toHaveAttribute('aria-invalid');
  },
};

export const NoteMissing: Story = {
  name: 'Soin « Autre » sans note, refusé à « Vérifier »',
  args: {
    treatments: [...usableTreatments, deskAnswers.otherTreatment],
    values: { amount: '20', treatment: deskAnswers.otherTreatment, note: '' },
    error: deskAnswers.otherNeedsNote,
    invalid: 'note',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.review }));
    const note = canvas.getByLabelText(labels.noteLabel);
    await waitFor(() => expect(note).toHaveFocus());
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveAccessibleDescription(deskAnswers.otherNeedsNote);
  },
};

/** The review as the desk runs it: the confirm step, then « Modifier ». */
function Reviewed(props: ComponentProps<typeof DeskUseForm>) {
  const [step, setStep] = useState(props.step);
  return (
    <DeskUseForm
      {...props}
      step={step}
      onReview={() => setStep('confirm')}
      onBack={() => setStep('edit')}
    />
  );
}

/** Retour de la confirmation au formulaire&nbsp;: le focus revient sur «&nbsp;Vérifier&nbsp;». */
export const BackFromConfirm: Story = {
  name: 'Retour au formulaire : le focus sur « Vérifier »',
  args: { values: typed },
  render: (args) => <Reviewed {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.review }));
    const title = canvas.getByRole('heading', { name: labels.confirmTitle });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: labels.back }));
    await expect(canvas.getByRole('button', { name: labels.review })).toHaveFocus();
  },
};

export const OtherTreatment: Story = {
  name: 'Soin « Autre » : la liste du catalogue et le choix libre',
  args: { treatments: [...usableTreatments, deskAnswers.otherTreatment] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText(labels.treatmentLabel);
    await expect(
      within(select).getByRole('option', { name: deskAnswers.otherTreatment }),
    ).toBeInTheDocument();
    // The site's own errors, not the browser's bubble.
    await expect(select.closest('form')).toHaveAttribute('novalidate');
  },
};

export const OverBalanceOnSmallPhone: Story = {
  ...OverBalance,
  name: 'Montant au-delà du solde, à 320 px',
  globals: onSmallPhone,
};

export const ConfirmOnSmallPhone: Story = {
  ...Confirm,
  name: 'Confirmation, à 320 px',
  globals: onSmallPhone,
};
