import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeskSignIn } from './DeskSignIn.tsx';
import { deskAnswers, deskText } from './fixtures.ts';
import { asShown, onSmallPhone } from '../../fixtures.ts';

/**
 * La connexion du personnel à l’espace clinique.
 */
const meta = {
  title: 'Components/Desk/DeskSignIn',
  component: DeskSignIn,
  args: {
    labels: deskText.signIn,
    email: '',
    state: 'idle',
    onEmailChange: fn(),
    onSubmit: fn(),
    onRestart: fn(),
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'Au repos',
  args: { email: 'accueil@clinique.fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(deskText.signIn.emailLabel)).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: deskText.signIn.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  name: 'Envoi en cours',
  args: { email: 'accueil@clinique.fr', state: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: deskText.signIn.busy })).toBeDisabled();
    await expect(canvas.getByLabelText(deskText.signIn.emailLabel)).toHaveAttribute('readonly');
  },
};

export const Sent: Story = {
  name: 'Envoyé',
  args: { state: 'sent', message: deskAnswers.signInSent },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: deskText.signIn.sentTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(asShown(deskAnswers.signInSent));
    await userEvent.click(canvas.getByRole('button', { name: deskText.signIn.restart }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

export const Refused: Story = {
  name: 'Refusé',
  args: { email: 'accueil', error: deskAnswers.signInInvalidEmail },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      asShown(deskAnswers.signInInvalidEmail),
    );
  },
};

export const SessionExpired: Story = {
  name: 'Session expirée',
  args: { error: deskAnswers.unauthenticated },
};

export const SignedOut: Story = {
  name: 'Déconnecté',
  args: { notice: deskAnswers.signedOut },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      asShown(deskAnswers.signedOut),
    );
  },
};

export const RefusedOnSmallPhone: Story = {
  ...Refused,
  name: 'Refusé, à 320 px',
  globals: onSmallPhone,
};
