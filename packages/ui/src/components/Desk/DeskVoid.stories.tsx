import { fillTemplate, formatCents } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeskVoid } from './DeskVoid.tsx';
import { deskAnswers, deskText } from './fixtures.ts';
import { asShown, onSmallPhone } from '../../fixtures.ts';

const labels = deskText.void;
const reason = 'Remboursé au client';

/**
 * L’annulation d’un bon cadeau, avec sa raison.
 */
const meta = {
  title: 'Components/Desk/DeskVoid',
  component: DeskVoid,
  args: {
    labels,
    balanceCents: 10950,
    reason: '',
    step: 'edit',
    onReasonChange: fn(),
    onReview: fn(),
    onConfirm: fn(),
    onBack: fn(),
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskVoid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vide',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(labels.reasonLabel);
    await expect(field).toBeRequired();
    const hint = canvas.getByText(asShown(labels.reasonHint));
    await expect(field).toHaveAttribute('aria-describedby', hint.id);
    await userEvent.type(field, 'R');
    await expect(args.onReasonChange).toHaveBeenCalledWith('R');
  },
};

export const Filled: Story = {
  name: 'Rempli',
  args: { reason },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.review }));
    await expect(args.onReview).toHaveBeenCalledTimes(1);
  },
};

export const ReasonMissing: Story = {
  name: 'Motif manquant',
  args: { reason: 'ok', error: deskAnswers.voidReasonMissing },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      asShown(deskAnswers.voidReasonMissing),
    );
  },
};

export const Confirm: Story = {
  name: 'Confirmation',
  args: { reason, step: 'confirm' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.confirmTitle })).toHaveFocus();
    await expect(
      canvas.getByText(asShown(fillTemplate(labels.confirmText, { balance: formatCents(10950) }))),
    ).toBeVisible();
    await expect(canvas.getByText(reason)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: labels.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Voiding: Story = {
  name: 'Annulation en cours',
  args: { reason, step: 'confirm', busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.busy })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: labels.back })).toBeDisabled();
  },
};

/** Le service n’a pas répondu&nbsp;: la phrase, et le formulaire pour réessayer. */
export const Failed: Story = {
  name: 'Échec',
  args: { reason, error: deskText.failure },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(asShown(deskText.failure));
    await expect(canvas.getByRole('button', { name: labels.review })).toBeEnabled();
  },
};

export const Voided: Story = {
  name: 'Annulé',
  args: { notice: labels.done, closed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(asShown(labels.done));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ConfirmOnSmallPhone: Story = {
  ...Confirm,
  name: 'Confirmation, à 320 px',
  globals: onSmallPhone,
};
