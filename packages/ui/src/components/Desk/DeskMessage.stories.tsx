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

/** A refusal, read at once by screen readers. */
export const Refusal: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.text ?? '');
  },
};

/** A result, read politely. */
export const Result: Story = {
  args: { tone: 'success', text: 'Utilisation enregistrée.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.text ?? '');
  },
};

/** Nothing to say: the live region is there, empty, ready to speak. */
export const Empty: Story = {
  args: { text: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
