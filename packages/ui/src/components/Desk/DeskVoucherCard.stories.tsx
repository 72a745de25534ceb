import { formatCents } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeskVoucherCard } from './DeskVoucherCard.tsx';
import { activeVoucher, deskScreens } from './fixtures.ts';
import { asShown } from '../../fixtures.ts';

const labels = deskScreens.voucher;

const meta = {
  title: 'Desk/DeskVoucherCard',
  component: DeskVoucherCard,
  args: { voucher: activeVoucher, labels },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bon Éclat' })).toBeVisible();
    await expect(canvas.getByText(asShown(formatCents(10950)))).toBeVisible();
    await expect(canvas.getByText(asShown('Valable jusqu’au 12/03/2027'))).toBeVisible();
    await expect(canvas.getByText(asShown(`${labels.statuses.active}`))).toBeVisible();
    const entries = canvas.getAllByRole('listitem');
    // Newest first: the use, by whom and when (Paris time).
    await expect(entries[0]).toHaveTextContent(
      asShown(`${labels.events.used} · ${formatCents(4050)}`),
    );
    await expect(entries[0]).toHaveTextContent(
      asShown('02/04/2026 16:05, par accueil@clinique.example'),
    );
    await expect(entries[2]).toHaveTextContent(asShown(labels.actors.stripe));
  },
};

export const PartlyUsedWithoutRecipientEmail: Story = {
  args: { voucher: { ...activeVoucher, recipientEmail: null } },
};

export const Used: Story = {
  args: {
    voucher: {
      ...activeVoucher,
      status: 'used',
      balanceCents: 0,
      history: [
        ...activeVoucher.history,
        {
          at: '2026-05-20T08:00:00.000Z',
          actor: 'accueil@clinique.example',
          type: 'used',
          amountCents: 10950,
          treatment: 'Morpheus8',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(asShown(labels.statuses.used))).toBeVisible();
  },
};

export const Expired: Story = {
  args: { voucher: { ...activeVoucher, status: 'expired', validUntil: '2026-09-30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(asShown('Expiré le 30/09/2026'))).toBeVisible();
    await expect(canvas.getByText(asShown(labels.statuses.expired))).toBeVisible();
  },
};

export const Void: Story = {
  args: {
    voucher: {
      ...activeVoucher,
      status: 'void',
      history: [
        ...activeVoucher.history,
        { at: '2026-03-20T10:00:00.000Z', actor: 'stripe', type: 'voided', note: 'Rétractation' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(asShown(labels.statuses.void))).toBeVisible();
    await expect(canvas.getByText(asShown('Rétractation'))).toBeVisible();
  },
};
