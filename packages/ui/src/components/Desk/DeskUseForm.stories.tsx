import { fillTemplate, formatCents } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeskUseForm, emptyDeskUseValues } from './DeskUseForm.tsx';
import { deskAnswers, deskText, usableTreatments } from './fixtures.ts';
import { asShown } from '../../fixtures.ts';

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

export const OverBalance: Story = {
  name: 'Montant au-delà du solde, refusé à « Vérifier »',
  args: {
    balanceCents: 9000,
    values: { amount: '200', treatment: 'HydraFacial', note: '' },
    error: fillTemplate(labels.overBalance, {
      balance: formatCents(9000),
      rest: formatCents(11000),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Still the form: the receptionist corrects the amount, no confirmation was reached.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      asShown(
        fillTemplate(labels.overBalance, {
          balance: formatCents(9000),
          rest: formatCents(11000),
        }),
      ),
    );
    await expect(canvas.getByLabelText(labels.amountLabel)).toHaveValue('200');
    await expect(canvas.queryByRole('button', { name: labels.confirm })).toBeNull();
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
