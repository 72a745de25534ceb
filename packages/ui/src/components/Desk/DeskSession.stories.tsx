import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeskSession } from './DeskSession.tsx';
import { deskText } from './fixtures.ts';
import { asShown, onSmallPhone } from '../../fixtures.ts';

const labels = { ...deskText.session, checking: deskText.checking };

/**
 * Qui est connecté à l’espace clinique, et le bouton pour en sortir.
 */
const meta = {
  title: 'Components/Desk/DeskSession',
  component: DeskSession,
  args: { labels, email: 'accueil@clinique.fr', onSignOut: fn() },
} satisfies Meta<typeof DeskSession>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  name: 'Connecté',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/accueil@clinique\.fr/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.signOut }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const SigningOut: Story = {
  name: 'Déconnexion en cours',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: labels.busy })).toBeDisabled();
  },
};

/** La page arrive avant de savoir qui est là&nbsp;: on le dit, sans bouton. */
export const Checking: Story = {
  name: 'Vérification de la session',
  args: { email: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(asShown(labels.checking));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Une adresse longue et le bouton de sortie, dans la largeur d’un petit téléphone. */
export const LongEmailOnSmallPhone: Story = {
  name: 'Adresse longue, à 320 px',
  args: { email: 'secretariat.medical@centre-de-medecine-laser-du-beaujolais.example' },
  globals: onSmallPhone,
};
