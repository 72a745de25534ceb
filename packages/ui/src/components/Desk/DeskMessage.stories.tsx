import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeskMessage } from './DeskMessage.tsx';

/**
 * Un message de l’espace clinique : réussite, information ou erreur.
 */
const meta = {
  title: 'Components/Desk/DeskMessage',
  component: DeskMessage,
  args: { tone: 'danger', text: 'Le montant dépasse le solde du bon.' },
  parameters: { width: 'column' },
} satisfies Meta<typeof DeskMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un refus, lu aussitôt par les lecteurs d’écran. */
export const Refusal: Story = {
  name: 'Refus',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.text ?? '');
  },
};

/** Un résultat, lu poliment. */
export const Result: Story = {
  name: 'Résultat',
  args: { tone: 'success', text: 'Utilisation enregistrée.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.text ?? '');
  },
};

/** Rien à dire&nbsp;: la zone annoncée est là, vide, prête à parler. */
export const Empty: Story = {
  name: 'Vide',
  args: { text: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
