import { DESK_RULES } from '@clinique/api/desk';
import { fillTemplate } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeskResend } from './DeskResend.tsx';
import { activeVoucher, deskAnswers, deskText } from './fixtures.ts';
import { asShown, onSmallPhone } from '../../fixtures.ts';

const labels = deskText.resend;

/**
 * Le renvoi de l’e-mail d’un bon cadeau, à l’acheteur ou à une autre adresse.
 */
const meta = {
  title: 'Components/Desk/DeskResend',
  component: DeskResend,
  args: {
    labels,
    buyerEmail: activeVoucher.buyerEmail,
    email: '',
    onEmailChange: fn(),
    onSubmit: fn(),
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskResend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToTheBuyer: Story = {
  name: 'À l’acheteur',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(labels.emailLabel)).toHaveAccessibleDescription(
      asShown(fillTemplate(labels.emailHint, { email: activeVoucher.buyerEmail })),
    );
    await userEvent.type(canvas.getByLabelText(labels.emailLabel), 'e');
    await expect(args.onEmailChange).toHaveBeenCalledWith('e');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ToAnotherAddress: Story = {
  name: 'À une autre adresse',
  args: { email: 'elise.durand@example.fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(labels.emailLabel)).toHaveValue(
      'elise.durand@example.fr',
    );
  },
};

export const Sending: Story = {
  name: 'Envoi en cours',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(asShown(labels.busy));
  },
};

export const Sent: Story = {
  name: 'Envoyé',
  args: { notice: fillTemplate(labels.sent, { email: activeVoucher.buyerEmail }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      asShown(fillTemplate(labels.sent, { email: activeVoucher.buyerEmail })),
    );
  },
};

export const Refused: Story = {
  name: 'Refusé',
  args: { error: deskAnswers.refusals.void },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      asShown(deskAnswers.refusals.void),
    );
  },
};

const staffCap = fillTemplate(deskAnswers.resendStaffTooMany, {
  limit: DESK_RULES.resendsPerStaffPerDay,
});

/** Le plafond de renvois du jour par membre de l’équipe&nbsp;: la phrase dit quoi faire. */
export const StaffCapReached: Story = {
  name: 'Plafond du jour atteint',
  args: { error: staffCap },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(asShown(staffCap));
  },
};

export const ToAnotherAddressOnSmallPhone: Story = {
  ...ToAnotherAddress,
  name: 'À une autre adresse, à 320 px',
  globals: onSmallPhone,
};
