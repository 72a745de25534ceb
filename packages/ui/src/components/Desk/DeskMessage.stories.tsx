import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onSmallPhone } from '../../fixtures.ts';
import { DeskMessage } from './DeskMessage.tsx';
import { deskAnswers } from './fixtures.ts';

/**
 * Un message de l’espace clinique : réussite, information ou erreur.
 */
const meta = {
  title: 'Components/Desk/DeskMessage',
  component: DeskMessage,
  args: { tone: 'danger', text: deskAnswers.refusals.over_balance },
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

/**
 * Un refus et une réussite ne se distinguent pas qu’à leur couleur (rouge ou vert, que beaucoup
 * confondent)&nbsp;: chacun commence par son icône, alerte ou coche.
 */
export const RefusalAndResultOnSmallPhone: Story = {
  name: 'Refus et résultat, à 320 px',
  render: (args) => (
    <>
      <DeskMessage tone="danger" text={args.text} />
      <DeskMessage tone="success" text={deskAnswers.signedOut} />
    </>
  ),
  globals: onSmallPhone,
  play: async ({ canvas }) => {
    const icon = (message: HTMLElement) => message.querySelector('svg path')?.getAttribute('d');
    const refusal = icon(canvas.getByRole('alert'));
    const result = icon(canvas.getByRole('status'));
    await expect(refusal).toBeTruthy();
    await expect(result).toBeTruthy();
    await expect(refusal).not.toBe(result);
  },
};
