import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DeskConfirmStep } from './DeskConfirmStep.tsx';

/**
 * L’étape entre un formulaire et une modification : elle remplace le formulaire et le focus la suit
 * pour qu’elle soit lue.
 */
const meta = {
  title: 'Components/Desk/DeskConfirmStep',
  component: DeskConfirmStep,
  args: {
    title: 'Vérifiez avant d’enregistrer',
    text: '40,50 € pour HydraFacial. Il restera 109,50 €.',
    detail: 'Première séance',
    confirm: 'Confirmer',
    back: 'Modifier',
    busyLabel: 'Enregistrement…',
    busy: false,
    onConfirm: fn(),
    onBack: fn(),
  },
  parameters: { width: 'column' },
} satisfies Meta<typeof DeskConfirmStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ce qui va se passer, relu&nbsp;; le focus passe sur son titre pour qu’il soit lu en premier. */
export const ReadBack: Story = {
  name: 'Récapitulatif',
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: args.title })).toHaveFocus();
    await expect(canvas.getByText(args.text)).toBeVisible();
    await expect(canvas.getByText(args.detail ?? '')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: args.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: args.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Sans note ni motif, pas de ligne vide. */
export const WithoutDetail: Story = {
  name: 'Sans détail',
  args: { detail: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('paragraph')).toHaveLength(1);
  },
};

/**
 * Pendant l’envoi de la modification&nbsp;: le bouton de confirmation est occupé, le retour est
 * désactivé.
 */
export const Busy: Story = {
  name: 'Envoi en cours',
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: args.back })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: args.busyLabel })).toBeVisible();
  },
};

/** Sous une entrée d’historique (elle-même sous un sous-titre)&nbsp;: un titre de niveau 4. */
export const UnderHistoryEntry: Story = {
  name: 'Sous une entrée d’historique',
  args: { title: 'Annuler cette utilisation', headingLevel: 4, detail: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: args.title, level: 4 })).toHaveFocus();
  },
};
