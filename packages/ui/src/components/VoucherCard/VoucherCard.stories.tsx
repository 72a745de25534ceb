import { formatEuros } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { asShown, interfaceText, pendingOrders, voucherOffers } from '../../fixtures.ts';
import { Grid } from '../Grid/Grid.tsx';
import { VoucherCard, type VoucherCardLabels, type VoucherOrder } from './VoucherCard.tsx';

const [decouverte, eclat, premium] = voucherOffers;
if (!decouverte || !eclat || !premium) throw new Error('fixtures missing');

const labels: VoucherCardLabels = { ...interfaceText.vouchers, popular: interfaceText.popular };
const emailLabel = interfaceText.vouchers.email;
const termsHref = '/conditions-generales-de-vente';

/**
 * La carte d’un bon cadeau : offre, prix, validité, noms et commande.
 */
const meta = {
  title: 'Components/Forms/VoucherCard',
  component: VoucherCard,
  args: {
    offer: decouverte,
    price: formatEuros(decouverte.price),
    labels,
    onOrder: fn(async () => {}),
    onMissing: fn(),
    termsHref,
  },
  parameters: { width: 'card' },
  decorators: [(Story) => <div style={{ paddingTop: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof VoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decouverte: Story = {
  name: 'Découverte',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Valable 6 mois')).toBeVisible();
    await expect(canvas.queryByText(/75/)).toBeNull();
  },
};

/**
 * The terms of sale must be accepted: the box is never ticked for the buyer, its label links the
 * CGV (new tab); ordering without it shows why beside the box, focuses it, and orders nothing.
 */
export const TermsRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', {
      name: /J’accepte les conditions générales de vente/,
    });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute('name', 'acceptTerms');
    // Its accessible name announces the new tab (the hidden text after the visible one).
    const link = canvas.getByRole('link', {
      name: `${labels.terms.link} ${labels.terms.newTab}`,
    });
    await expect(link).toHaveAttribute('href', termsHref);
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.type(canvas.getByLabelText('De'), 'Claire');
    await userEvent.type(canvas.getByLabelText('Pour'), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Commander ce Bon' }));
    await expect(canvas.getByText(asShown(interfaceText.vouchers.termsMissing))).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
    await userEvent.click(box);
    await expect(canvas.queryByText(asShown(interfaceText.vouchers.termsMissing))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Commander ce Bon' }));
    await expect(args.onOrder).toHaveBeenCalledWith(expect.objectContaining({ acceptTerms: true }));
  },
};

/** The e-mail field says whose address it is: the buyer's, where the voucher is sent. */
export const BuyerEmailLabel: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(emailLabel)).toHaveAttribute('type', 'email');
    await expect(emailLabel).toMatch(/recevoir le bon/);
  },
};

/** On a phone, with the terms' message shown. */
export const TermsRequiredOnPhone: Story = {
  ...TermsRequired,
  globals: { viewport: { value: 'phone' } },
};

/** Bon Éclat: "Populaire" and highlighted. */
export const EclatPopular: Story = {
  name: 'Éclat, populaire',
  args: { offer: eclat, price: formatEuros(eclat.price), id: 'bon-eclat' },
};

export const Premium: Story = { args: { offer: premium, price: formatEuros(premium.price) } };

/** An empty field: `onMissing`, no order, the empty field marked invalid. */
export const MissingField: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('De'), 'Claire');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'claire@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Commander ce Bon' }));
    await expect(args.onMissing).toHaveBeenCalledOnce();
    await expect(args.onOrder).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Pour')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Pour')).toHaveFocus();
  },
};

/** Spaces only count as empty. */
export const BlankField: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('De'), '   ');
    await userEvent.type(canvas.getByLabelText('Pour'), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'claire@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Commander ce Bon' }));
    await expect(args.onMissing).toHaveBeenCalledOnce();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

const processing = pendingOrders<VoucherOrder>();

/** While the order runs: disabled, "Traitement..."; once it ends, idle again. */
export const Processing: Story = {
  args: { offer: eclat, onOrder: processing.onOrder },
  play: async ({ canvas, userEvent, args }) => {
    processing.onOrder.mockClear();
    await userEvent.type(canvas.getByLabelText('De'), 'Claire');
    await userEvent.type(canvas.getByLabelText('Pour'), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Commander ce Bon' }));
    const busy = canvas.getByRole('button', { name: 'Traitement...' });
    await expect(busy).toBeDisabled();
    await expect(args.onOrder).toHaveBeenCalledWith({
      amount: 150,
      giftType: 'Bon Éclat',
      senderName: 'Claire',
      recipientName: 'Nadia',
      email: 'nadia@example.org',
      attempt: expect.stringMatching(/^[\w-]{16,64}$/),
      acceptTerms: true,
    });
    // Still busy until the order ends.
    await expect(busy).toBeDisabled();
    processing.finish();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Commander ce Bon' })).toBeEnabled(),
    );
  },
};

const pending = pendingOrders<VoucherOrder>();

/**
 * One attempt id per order (the payment's idempotency key): a double click sends the same id at
 * most; once the order completed, the next one gets a new id.
 */
export const OneAttemptPerOrder: Story = {
  args: { offer: eclat, onOrder: pending.onOrder },
  play: async ({ canvas, userEvent }) => {
    pending.onOrder.mockClear();
    await userEvent.type(canvas.getByLabelText('De'), 'Claire');
    await userEvent.type(canvas.getByLabelText('Pour'), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Commander ce Bon' }));
    await expect(canvas.getByRole('button', { name: 'Traitement...' })).toBeDisabled();
    const first = new Set(pending.onOrder.mock.calls.map(([order]) => order.attempt));
    await expect(first.size).toBe(1);
    pending.finish();
    const button = await canvas.findByRole('button', { name: 'Commander ce Bon' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const last = pending.onOrder.mock.calls.at(-1)?.[0];
    await expect(last?.attempt).toMatch(/^[\w-]{16,64}$/);
    await expect(first.has(last?.attempt ?? '')).toBe(false);
    pending.finish();
  },
};

/** A failed order returns to idle too (the page shows the error toast). */
export const FailedOrderReturnsToIdle: Story = {
  args: { onOrder: fn(() => Promise.reject(new Error('paiement'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('De'), 'Claire');
    await userEvent.type(canvas.getByLabelText('Pour'), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Commander ce Bon' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Commander ce Bon' })).toBeEnabled(),
    );
    await expect(canvas.getByLabelText('De')).toHaveValue('Claire');
  },
};

export const ThreeCardsOnPhone: Story = {
  parameters: { width: 'none' },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <Grid columns={3} gap="lg">
      {voucherOffers.map((offer) => (
        <VoucherCard key={offer.id} {...args} offer={offer} price={formatEuros(offer.price)} />
      ))}
    </Grid>
  ),
};
