import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeskViews } from './DeskViews.tsx';
import { deskText } from './fixtures.ts';

const labels = deskText.views;

/**
 * Les deux vues de l’espace clinique, une fois connecté&nbsp;: le bon cherché par son code, ou la
 * liste des bons avec ses totaux. La vue affichée est le bouton enfoncé.
 */
const meta = {
  title: 'Components/Desk/DeskViews',
  component: DeskViews,
  args: { labels, view: 'voucher', onViewChange: fn() },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskViews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VoucherShown: Story = {
  name: 'Vue du bon',
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: labels.label });
    const views = within(nav);
    await expect(views.getByRole('button', { name: labels.voucher })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(views.getByRole('button', { name: labels.list })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(views.getByRole('button', { name: labels.list }));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
  },
};

export const ListShown: Story = {
  name: 'Vue de la liste',
  args: { view: 'list' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.list })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: labels.voucher })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: labels.voucher }));
    await expect(args.onViewChange).toHaveBeenCalledWith('voucher');
  },
};
