import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { asShown, customVoucher, interfaceText, pendingOrders } from '../../fixtures.ts';
import type { VoucherOrder } from '../VoucherCard/VoucherCard.tsx';
import { CustomVoucherCard } from './CustomVoucherCard.tsx';

const meta = {
  title: 'Forms/CustomVoucherCard',
  component: CustomVoucherCard,
  args: {
    custom: customVoucher,
    labels: interfaceText.vouchers,
    onOrder: fn(async () => {}),
    onMissing: fn(),
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof CustomVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderName = 'Commander ce Bon Personnalisé';

/** No amount: the button is disabled and the preview invites to type one. */
export const EmptyAmountRefused: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: orderName })).toBeDisabled();
    await expect(canvas.getByText(interfaceText.vouchers.previewEmpty)).toBeVisible();
    await expect(canvas.getByText('Minimum 30 €')).toBeVisible();
  },
};

/** The preview follows the amount. */
export const LivePreview: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Montant du bon (€)'), '80');
    await expect(canvas.getByText(/Bon cadeau de 80\s€/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: orderName })).toBeEnabled();
  },
};

/** Below the minimum: a clear inline message, no order. */
export const BelowMinimumRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const amount = canvas.getByLabelText('Montant du bon (€)');
    await userEvent.type(amount, '20');
    await userEvent.type(canvas.getByLabelText('De'), 'Claire');
    await userEvent.type(canvas.getByLabelText('Pour'), 'Nadia');
    await userEvent.type(canvas.getByLabelText('Email'), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('button', { name: orderName }));
    await expect(canvas.getByText(asShown(interfaceText.vouchers.belowMinimum))).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** A missing field: `onMissing`, no order. */
export const MissingField: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Montant du bon (€)'), '60');
    await userEvent.click(canvas.getByRole('button', { name: orderName }));
    await expect(args.onMissing).toHaveBeenCalledOnce();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

const ordering = pendingOrders<VoucherOrder>();

/** A valid order: whole euros, gift type "Personnalisé"; busy until it ends. */
export const Ordering: Story = {
  args: { onOrder: ordering.onOrder },
  play: async ({ canvas, userEvent, args }) => {
    ordering.onOrder.mockClear();
    await userEvent.type(canvas.getByLabelText('Montant du bon (€)'), '75');
    await userEvent.type(canvas.getByLabelText('De'), 'Claire');
    await userEvent.type(canvas.getByLabelText('Pour'), 'Nadia');
    await userEvent.type(canvas.getByLabelText('Email'), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('button', { name: orderName }));
    await expect(canvas.getByRole('button', { name: 'Traitement...' })).toBeDisabled();
    await expect(args.onOrder).toHaveBeenCalledWith({
      amount: 75,
      giftType: 'Personnalisé',
      senderName: 'Claire',
      recipientName: 'Nadia',
      email: 'nadia@example.org',
      attempt: expect.stringMatching(/^[\w-]{16,64}$/),
    });
    await expect(canvas.getByRole('button', { name: 'Traitement...' })).toBeDisabled();
    ordering.finish();
    await waitFor(() => expect(canvas.getByRole('button', { name: orderName })).toBeEnabled());
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
