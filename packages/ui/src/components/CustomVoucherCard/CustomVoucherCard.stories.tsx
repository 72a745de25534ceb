import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { deliveryWindow } from '@clinique/catalog/voucher-orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  asShown,
  customVoucher,
  describing,
  interfaceText,
  onSmallPhone,
  pendingOrders,
} from '../../fixtures.ts';
import type { PaymentOrder } from '@clinique/api/payment';
import { voucherFormTexts } from '../VoucherCard/VoucherCard.tsx';
import { CustomVoucherCard } from './CustomVoucherCard.tsx';

const text = interfaceText.vouchers;
const bounds = {
  minimum: formatEuros(customVoucher.minimum),
  maximum: formatEuros(customVoucher.maximum),
};
/** A message of the card as shown (bounds filled in, spaces as the page shows them). */
const shown = (template: string) => asShown(fillTemplate(template, bounds));
/** The preview of a voucher of `amount` euros, as shown. */
const preview = (amount: number) =>
  asShown(fillTemplate(text.preview, { amount: formatEuros(amount) }));

/**
 * What the stories type, from the bounds the card is given (the catalog's): an amount under the
 * minimum, one over the maximum, one in between.
 */
const { minimum, maximum } = customVoucher;
const amounts = {
  below: minimum - 1,
  within: Math.round((minimum + maximum) / 2),
  above: maximum + 1,
};

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
    labels: { ...text, ...voucherFormTexts(interfaceText) },
    onOrder: fn(async () => {}),
    onMissing: fn(),
    termsHref: '/conditions-generales-de-vente',
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof CustomVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderName = text.orderCustom;
const amountLabel = text.amount;

/**
 * Sans montant&nbsp;: le bouton est désactivé, les bornes sont indiquées, l’aperçu invite à en
 * saisir un.
 */
export const EmptyAmountRefused: Story = {
  name: 'Montant vide',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: orderName })).toBeDisabled();
    await expect(canvas.getByText(text.previewEmpty)).toBeVisible();
    const hint = canvas.getByText(shown(text.amountHint));
    await expect(hint).toBeVisible();
    await expect(hint).toHaveTextContent(asShown(bounds.minimum));
    await expect(hint).toHaveTextContent(asShown(bounds.maximum));
  },
};

/** L’aperçu suit un montant achetable, bornes comprises. */
export const LivePreview: Story = {
  name: 'Aperçu en direct',
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByLabelText(amountLabel);
    for (const buyable of [minimum, maximum, amounts.within]) {
      await userEvent.clear(amount);
      await userEvent.type(amount, String(buyable));
      await expect(canvas.getByText(preview(buyable))).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: orderName })).toBeEnabled();
  },
};

/**
 * Taper le nombre juste sous le minimum, puis des zéros jusqu’à dépasser le maximum (par exemple
 * 29, 290, 2900 pour un bon de 30 à 1 000 €)&nbsp;: l’aperçu n’affiche jamais un montant
 * impossible à acheter.
 */
export const PreviewNeverUnbuyable: Story = {
  name: 'Aperçu toujours achetable',
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByLabelText(amountLabel);
    const start = String(Math.max(amounts.below, 1));
    let typed = '';
    for (const digit of start.padEnd(String(maximum).length + 1, '0')) {
      await userEvent.type(amount, digit);
      typed += digit;
      const euros = Number(typed);
      if (euros >= minimum && euros <= maximum) {
        await expect(canvas.getByText(preview(euros))).toBeVisible();
      } else {
        await expect(canvas.queryByText(preview(euros))).toBeNull();
        await expect(canvas.getByText(text.previewEmpty)).toBeVisible();
      }
    }
  },
};

async function orderWith(
  amount: string,
  { canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0],
) {
  await userEvent.type(canvas.getByLabelText(amountLabel), amount);
  await userEvent.type(canvas.getByLabelText(text.from), 'Claire');
  await userEvent.type(canvas.getByLabelText(text.to), 'Nadia');
  await userEvent.type(canvas.getByLabelText(text.email), 'nadia@example.org');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: orderName }));
}

/**
 * Sous le minimum&nbsp;: le message du site à côté du champ, le focus sur celui-ci, pas de
 * commande.
 */
export const BelowMinimumRefused: Story = {
  name: 'Sous le minimum',
  play: async (context) => {
    const { canvas, args } = context;
    await orderWith(String(amounts.below), context);
    const amount = canvas.getByLabelText(amountLabel);
    await expect(canvas.getByText(shown(text.belowMinimum))).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/**
 * Au-dessus du maximum&nbsp;: le message en français du site (pas de bulle du navigateur&nbsp;: le
 * formulaire est `novalidate`).
 */
export const AboveMaximumRefused: Story = {
  name: 'Au-dessus du maximum',
  play: async (context) => {
    const { canvas, args } = context;
    await orderWith(String(amounts.above), context);
    await expect(canvas.getByText(shown(text.aboveMaximum))).toBeVisible();
    await expect(canvas.getByLabelText(amountLabel)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: orderName }).closest('form')).toHaveAttribute(
      'novalidate',
    );
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** Les décimales sont refusées avec un message, jamais arrondies. */
export const DecimalsRefused: Story = {
  name: 'Décimales refusées',
  play: async (context) => {
    const { canvas, args } = context;
    await orderWith(`${amounts.within},50`, context);
    await expect(canvas.getByText(shown(text.notWhole))).toBeVisible();
    await expect(canvas.getByText(text.previewEmpty)).toBeVisible();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** Des lettres&nbsp;: «&nbsp;en chiffres&nbsp;». */
export const NotANumberRefused: Story = {
  name: 'Lettres refusées',
  play: async (context) => {
    const { canvas, args } = context;
    await orderWith('cent', context);
    await expect(canvas.getByText(shown(text.notANumber))).toBeVisible();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/**
 * Un montant sous le minimum et le bénéficiaire choisi sans adresse&nbsp;: les deux messages, le
 * focus sur le premier champ fautif de la page, le montant, au-dessus.
 */
export const FirstProblemFocused: Story = {
  name: 'Focus sur le premier champ fautif',
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', { name: text.deliverTo.recipient }));
    await orderWith(String(amounts.below), context);
    const address = canvas.getByLabelText(text.recipientEmail);
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(describing(text.recipientEmailMissing));
    const amount = canvas.getByLabelText(amountLabel);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** Les messages sur un téléphone. */
export const AboveMaximumOnPhone: Story = {
  name: 'Au-dessus du maximum, sur téléphone',
  ...AboveMaximumRefused,
  globals: { viewport: { value: 'phone' } },
};

/** Un champ manquant&nbsp;: `onMissing`, pas de commande. */
export const MissingField: Story = {
  name: 'Champ manquant',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(amountLabel), String(amounts.within));
    await userEvent.click(canvas.getByRole('button', { name: orderName }));
    await expect(args.onMissing).toHaveBeenCalledOnce();
    await expect(args.onOrder).not.toHaveBeenCalled();
    const from = canvas.getByLabelText(text.from);
    await expect(from).toHaveFocus();
    await expect(from).toHaveAccessibleDescription(
      describing(args.labels.buyerProblems.senderNameMissing),
    );
  },
};

/**
 * Sans acceptation des conditions générales de vente&nbsp;: leur message à côté de la case, pas de
 * commande.
 */
export const TermsRequired: Story = {
  name: 'CGV obligatoires',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(amountLabel), String(amounts.within));
    await userEvent.type(canvas.getByLabelText(text.from), 'Claire');
    await userEvent.type(canvas.getByLabelText(text.to), 'Nadia');
    await userEvent.type(canvas.getByLabelText(text.email), 'nadia@example.org');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: orderName }));
    await expect(canvas.getByText(asShown(text.termsMissing))).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

const ordering = pendingOrders<PaymentOrder>();

/**
 * Une commande valide&nbsp;: euros entiers, type de cadeau «&nbsp;Personnalisé&nbsp;»&nbsp;; occupé
 * jusqu’à la fin.
 */
export const Ordering: Story = {
  name: 'Commande en cours',
  args: { onOrder: ordering.onOrder },
  play: async (context) => {
    const { canvas, args } = context;
    ordering.onOrder.mockClear();
    await orderWith(String(amounts.within), context);
    await expect(canvas.getByRole('button', { name: text.processing })).toBeDisabled();
    await expect(args.onOrder).toHaveBeenCalledWith({
      amount: amounts.within,
      giftType: customVoucher.giftType,
      senderName: 'Claire',
      recipientName: 'Nadia',
      email: 'nadia@example.org',
      attempt: expect.stringMatching(/^[\w-]{16,64}$/),
      acceptTerms: true,
    });
    await expect(canvas.getByRole('button', { name: text.processing })).toBeDisabled();
    ordering.finish();
    await waitFor(() => expect(canvas.getByRole('button', { name: orderName })).toBeEnabled());
  },
};

/**
 * Pour le bénéficiaire, par e-mail&nbsp;: le choix du jour va jusqu’au dernier jour de validité
 * propre au bon personnalisé.
 */
export const ForTheRecipient: Story = {
  name: 'Pour le bénéficiaire',
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', { name: text.deliverTo.recipient }));
    const days = deliveryWindow(new Date(), customVoucher.validityMonths);
    await expect(canvas.getByLabelText(text.deliverOn)).toHaveAttribute('max', days.last);
    await userEvent.type(canvas.getByLabelText(text.recipientEmail), 'nadia@example.org');
    await userEvent.type(canvas.getByLabelText(text.message), 'Pour toi');
    await orderWith(String(amounts.within), context);
    await expect(args.onOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: amounts.within,
        deliverTo: 'recipient',
        recipientEmail: 'nadia@example.org',
        deliverOn: days.first,
        message: 'Pour toi',
      }),
    );
  },
};

export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };

export const AboveMaximumOnSmallPhone: Story = {
  ...AboveMaximumOnPhone,
  name: 'Au-dessus du maximum, à 320 px',
  globals: onSmallPhone,
};
