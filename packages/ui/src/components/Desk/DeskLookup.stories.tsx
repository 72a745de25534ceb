import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeskLookup } from './DeskLookup.tsx';
import { deskAnswers, deskText } from './fixtures.ts';
import { asShown } from '../../fixtures.ts';

const labels = deskText.lookup;

/**
 * La recherche d’un bon cadeau par son code dans l’espace clinique.
 */
const meta = {
  title: 'Components/Desk/DeskLookup',
  component: DeskLookup,
  args: { labels, code: '', onCodeChange: fn(), onSubmit: fn() },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vide',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(labels.codeLabel), 'b');
    await expect(args.onCodeChange).toHaveBeenCalledWith('b');
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

export const Typed: Story = {
  name: 'Saisi',
  args: { code: 'bc 7kq2 m9xr tp' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Searching: Story = {
  name: 'Recherche en cours',
  args: { code: 'BC-7KQ2M9XRTP', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: labels.busy })).toBeDisabled();
  },
};

export const Unknown: Story = {
  name: 'Inconnu',
  args: { code: 'BC-7KQ2M9XRTQ', error: deskAnswers.unknownVoucher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(asShown(deskAnswers.unknownVoucher));
    await expect(canvas.getByLabelText(labels.codeLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};
