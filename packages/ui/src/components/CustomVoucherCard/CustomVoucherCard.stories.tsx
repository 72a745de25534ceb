import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { deliveryWindow } from '@clinique/catalog/vouchers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { asShown, customVoucher, interfaceText, pendingOrders } from '../../fixtures.ts';
import type { VoucherOrder } from '../VoucherCard/VoucherCard.tsx';
import { CustomVoucherCard } from './CustomVoucherCard.tsx';

const text = interfaceText.vouchers;
const bounds = {
  minimum: formatEuros(customVoucher.minimum),
  maximum: formatEuros(customVoucher.maximum),
};
/** A message of the card as shown (bounds filled in, spaces as the page shows them). */
const shown = (template: string) => asShown(fillTemplate(template, bounds));

/**
 * Le bon cadeau au montant libre : saisie du montant, bornes refusées avec une raison, puis
 * commande.
 */
const meta = {
  title: 'Components/Forms/CustomVoucherCard',
  component: CustomVoucherCard,
  args: {
    custom: customVoucher,
    bounds,
    labels: text,
    onOrder: fn(async () => {}),
    onMissing: fn(),
    termsHref: '/conditions-generales-de-vente',
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof CustomVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderName = 'Commander ce Bon Personnalisé';
const amountLabel = 'Montant du bon (€)';

/** No amount: the button is disabled, the bounds are stated, the preview invites to type one. */
export const EmptyAmountRefused: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: orderName })).toBeDisabled();
    await expect(canvas.getByText(text.previewEmpty)).toBeVisible();
    await expect(canvas.getByText(shown(text.amountHint))).toBeVisible();
    await expect(canvas.getByText(/De 30\s€ à 1\s000\s€/)).toBeVisible();
  },
};

/** The preview follows a buyable amount. */
export const LivePreview: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(amountLabel), '80');
    await expect(canvas.getByText(/Bon cadeau de 80\s€/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: orderName })).toBeEnabled();
  },
};

/** Typing 29 (on the way to 290) never previews an amount that cannot be bought. */
export const PreviewNeverUnbuyable: Story = {
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByLabelText(amountLabel);
    await userEvent.type(amount, '29');
    await expect(canvas.queryByText(/Bon cadeau de 29/)).toBeNull();
    await expect(canvas.getByText(text.previewEmpty)).toBeVisible();
    await userEvent.type(amount, '0');
    await expect(canvas.getByText(/Bon cadeau de 290\s€/)).toBeVisible();
    await userEvent.type(amount, '0');
    await expect(canvas.queryByText(/Bon cadeau de 2\s900/)).toBeNull();
  },
};

async function orderWith(
  amount: string,
  { canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0],
) {
  await userEvent.type(canvas.getByLabelText(amountLabel), amount);
  await userEvent.type(canvas.getByLabelText('De'), 'Claire');
  await userEvent.type(canvas.getByLabelText('Pour'), 'Nadia');
  await userEvent.type(canvas.getByLabelText(text.email), 'nadia@example.org');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: orderName }));
}

/** Below the minimum: the site's message beside the field, focus on it, no order. */
export const BelowMinimumRefused: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await orderWith('20', context);
    const amount = canvas.getByLabelText(amountLabel);
    await expect(canvas.getByText(shown(text.belowMinimum))).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** Above the maximum: the site's French message (no browser bubble: the form is `novalidate`). */
export const AboveMaximumRefused: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await orderWith('1500', context);
    await expect(canvas.getByText(shown(text.aboveMaximum))).toBeVisible();
    await expect(canvas.getByLabelText(amountLabel)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: orderName }).closest('form')).toHaveAttribute(
      'novalidate',
    );
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** Decimals are refused with a message, never rounded. */
export const DecimalsRefused: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await orderWith('80,50', context);
    await expect(canvas.getByText(shown(text.notWhole))).toBeVisible();
    await expect(canvas.getByText(text.previewEmpty)).toBeVisible();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** Letters: "in figures". */
export const NotANumberRefused: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await orderWith('cent', context);
    await expect(canvas.getByText(shown(text.notANumber))).toBeVisible();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** The messages on a phone. */
export const AboveMaximumOnPhone: Story = {
  ...AboveMaximumRefused,
  globals: { viewport: { value: 'phone' } },
};

/** A missing field: `onMissing`, no order. */
export const MissingField: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(amountLabel), '60');
    await userEvent.click(canvas.getByRole('button', { name: orderName }));
    await expect(args.onMissing).toHaveBeenCalledOnce();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** Without the terms of sale accepted: their message beside the box, no order. */
export const TermsRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(amountLabel), '60');
    await userEvent.type(canvas.getByLabelText('De'), 'Claire');
    await userEvent.type(canvas.getByLabelText('Pour'), 'Nadia');
    await userEvent.type(canvas.getByLabelText(text.email), 'nadia@example.org');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: orderName }));
    await expect(canvas.getByText(asShown(text.termsMissing))).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

const ordering = pendingOrders<VoucherOrder>();

/** A valid order: whole euros, gift type "Personnalisé"; busy until it ends. */
export const Ordering: Story = {
  args: { onOrder: ordering.onOrder },
  play: async (context) => {
    const { canvas, args } = context;
    ordering.onOrder.mockClear();
    await orderWith('75', context);
    await expect(canvas.getByRole('button', { name: 'Traitement...' })).toBeDisabled();
    await expect(args.onOrder).toHaveBeenCalledWith({
      amount: 75,
      giftType: 'Personnalisé',
      senderName: 'Claire',
      recipientName: 'Nadia',
      email: 'nadia@example.org',
      attempt: expect.stringMatching(/^[\w-]{16,64}$/),
      acceptTerms: true,
    });
    await expect(canvas.getByRole('button', { name: 'Traitement...' })).toBeDisabled();
    ordering.finish();
    await waitFor(() => expect(canvas.getByRole('button', { name: orderName })).toBeEnabled());
  },
};

/** For the recipient, by e-mail: the day runs to the custom voucher's own last day of validity. */
export const ForTheRecipient: Story = {
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', { name: text.deliverTo.recipient }));
    const days = deliveryWindow(new Date(), customVoucher.validityMonths);
    await expect(canvas.getByLabelText(text.deliverOn)).toHaveAttribute('max', days.last);
    await userEvent.type(canvas.getByLabelText(text.recipientEmail), 'nadia@example.org');
    await userEvent.type(canvas.getByLabelText(text.message), 'Pour toi');
    await orderWith('75', context);
    await expect(args.onOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 75,
        deliverTo: 'recipient',
        recipientEmail: 'nadia@example.org',
        deliverOn: days.first,
        message: 'Pour toi',
      }),
    );
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
