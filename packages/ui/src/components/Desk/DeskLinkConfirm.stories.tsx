import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeskLinkConfirm } from './DeskLinkConfirm.tsx';
import { deskAnswers, deskText } from './fixtures.ts';
import { asShown } from '../../fixtures.ts';

const labels = deskText.link;

/**
 * La page qu’ouvre le lien reçu par e-mail : un bouton ouvre la session, jamais au chargement (les
 * antivirus de messagerie ouvrent les liens).
 */
const meta = {
  title: 'Components/Desk/DeskLinkConfirm',
  component: DeskLinkConfirm,
  args: { labels, onConfirm: fn(), restartHref: '/espace-clinique' },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskLinkConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Prêt',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  name: 'En cours',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: labels.busy })).toBeDisabled();
  },
};

export const Expired: Story = {
  name: 'Expiré',
  args: { error: deskAnswers.linkExpired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(asShown(deskAnswers.linkExpired));
    await expect(canvas.getByRole('link', { name: labels.restart })).toHaveAttribute(
      'href',
      '/espace-clinique',
    );
    await expect(canvas.queryByRole('button', { name: labels.submit })).toBeNull();
  },
};

export const Incomplete: Story = {
  name: 'Incomplet',
  args: { missing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      asShown(labels.missing),
    );
  },
};
