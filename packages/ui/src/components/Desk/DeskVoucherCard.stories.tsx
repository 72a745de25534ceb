import { fillTemplate, formatCents, formatDateTime } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type DeskReversal, DeskVoucherCard, reversibleUses } from './DeskVoucherCard.tsx';
import { activeVoucher, deskAnswers, deskText, giftVoucher, reversedVoucher } from './fixtures.ts';
import { asShown, longName, onSmallPhone } from '../../fixtures.ts';

const labels = deskText.voucher;

/**
 * La fiche d’un bon cadeau dans l’espace clinique : solde, validité, utilisations.
 */
const meta = {
  title: 'Components/Desk/DeskVoucherCard',
  component: DeskVoucherCard,
  args: { voucher: activeVoucher, labels },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskVoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  name: 'Actif',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bon Éclat' })).toBeVisible();
    await expect(canvas.getByText(asShown(formatCents(10950)))).toBeVisible();
    await expect(
      canvas.getByText(asShown(fillTemplate(labels.validUntil, { date: '12/03/2027' }))),
    ).toBeVisible();
    await expect(canvas.getByText(asShown(`${labels.statuses.active}`))).toBeVisible();
    const entries = canvas.getAllByRole('listitem');
    // Newest first: the use, by whom and when (Paris time).
    await expect(entries[0]).toHaveTextContent(
      asShown(`${labels.events.used} · ${formatCents(4050)}`),
    );
    await expect(entries[0]).toHaveTextContent(
      asShown(
        fillTemplate(labels.historyBy, {
          date: '02/04/2026 16:05',
          actor: 'accueil@clinique.example',
        }),
      ),
    );
    await expect(entries[2]).toHaveTextContent(asShown(labels.actors.stripe));
  },
};

export const PartlyUsedWithoutRecipientEmail: Story = {
  name: 'Entamé, sans e-mail du bénéficiaire',
  args: { voucher: { ...activeVoucher, recipientEmail: null } },
};

export const GiftScheduled: Story = {
  name: 'Cadeau programmé',
  args: { voucher: giftVoucher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(asShown(fillTemplate(labels.delivery.scheduled, { date: '14/02/2027' }))),
    ).toBeVisible();
    // The message as typed, its line breaks kept.
    const message = canvas.getByText(/Joyeux anniversaire/);
    await expect(message.textContent).toBe(giftVoucher.message);
    await expect(getComputedStyle(message).whiteSpace).toBe('pre-wrap');
  },
};

export const GiftBounced: Story = {
  name: 'Cadeau non distribué',
  args: {
    voucher: {
      ...giftVoucher,
      delivery: {
        email: 'elise.durand@example.fr',
        on: '2027-02-14',
        state: 'bounced',
        deliveredAt: '2027-02-14T07:00:00.000Z',
        bouncedAt: '2027-02-14T07:00:40.000Z',
      },
      history: [
        ...giftVoucher.history,
        { at: '2027-02-14T07:00:02.000Z', actor: 'system', type: 'delivered' },
        { at: '2027-02-14T07:00:40.000Z', actor: 'system', type: 'bounced' },
        { at: '2027-02-14T07:00:45.000Z', actor: 'system', type: 'bounce_reported' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        asShown(fillTemplate(labels.delivery.bounced, { date: '14/02/2027 08:00' })),
      ),
    ).toBeVisible();
    const entries = canvas.getAllByRole('listitem');
    await expect(entries[0]).toHaveTextContent(asShown(labels.events.bounce_reported));
    await expect(entries[1]).toHaveTextContent(asShown(labels.events.bounced));
  },
};

const usedVoucher: typeof activeVoucher = {
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
};

export const Used: Story = {
  name: 'Utilisé',
  args: { voucher: usedVoucher },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(asShown(labels.statuses.used))).toBeVisible();
  },
};

export const Expired: Story = {
  name: 'Expiré',
  args: { voucher: { ...activeVoucher, status: 'expired', validUntil: '2026-09-30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(asShown(fillTemplate(labels.expiredOn, { date: '30/09/2026' }))),
    ).toBeVisible();
    await expect(canvas.getByText(asShown(labels.statuses.expired))).toBeVisible();
  },
};

export const Void: Story = {
  name: 'Annulé',
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

/** The use of the sample was recorded at 16:05 (Paris) on 2 April 2026. */
const reversal = {
  reversible: reversibleUses(activeVoucher, new Date('2026-04-02T20:00:00.000Z')),
  onAsk: fn(),
  onConfirm: fn(),
  onCancel: fn(),
};

export const UseReversible: Story = {
  name: 'Utilisation annulable',
  args: { reversal },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Only the use offers it, not the sale nor the e-mail (getByRole fails on two).
    await userEvent.click(canvas.getByRole('button', { name: labels.reverse }));
    await expect(args.reversal?.onAsk).toHaveBeenCalledWith(2);
  },
};

export const UseTooOldToReverse: Story = {
  name: 'Utilisation trop ancienne pour l’annuler',
  args: {
    reversal: {
      ...reversal,
      reversible: reversibleUses(activeVoucher, new Date('2026-04-03T14:05:01.000Z')),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: labels.reverse }),
    ).not.toBeInTheDocument();
  },
};

export const UseAlreadyReversed: Story = {
  name: 'Utilisation annulée, marquée',
  args: { voucher: reversedVoucher, reversal },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(reversibleUses(args.voucher, new Date('2026-04-02T20:00:00.000Z'))).toHaveLength(
      0,
    );
    // The use itself carries its reversal; the reversal is no line of its own.
    const mark = fillTemplate(labels.reversedOn, {
      date: formatDateTime('2026-04-02T14:09:00.000Z'),
      actor: 'accueil@clinique.example',
    });
    const use = canvas.getByText(asShown(mark)).closest('li');
    await expect(use).toHaveTextContent(asShown(labels.events.used));
    await expect(canvas.queryByText(asShown(labels.events.use_reversed))).toBeNull();
  },
};

export const FrenchDatesInHistory: Story = {
  name: 'Dates en français dans l’historique',
  args: {
    voucher: {
      ...giftVoucher,
      history: [
        ...giftVoucher.history,
        {
          at: '2026-11-27T10:00:00.000Z',
          actor: 'accueil@clinique.example',
          type: 'delivery_changed',
          note: 'elise.durand@example.fr · 2026-12-01',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('elise.durand@example.fr · 01/12/2026')).toBeVisible();
    await expect(canvas.queryByText(/2026-12-01/)).toBeNull();
  },
};

export const ConfirmingReversal: Story = {
  name: 'Confirmation de l’annulation',
  args: { reversal: { ...reversal, confirming: 2 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Titled like the button that opened it, under the history's heading; read first.
    const title = canvas.getByRole('heading', { name: labels.reverse, level: 4 });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(
      canvas.getByText(
        asShown(
          fillTemplate(labels.reverseConfirm, {
            amount: formatCents(4050),
            balance: formatCents(15000),
          }),
        ),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.reverseNo }));
    await expect(args.reversal?.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: labels.reverseYes }));
    await expect(args.reversal?.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The reversal as the desk runs it: asked, then kept. */
function AskedThenKept(props: ComponentProps<typeof DeskVoucherCard>) {
  const [confirming, setConfirming] = useState<number>();
  const base = props.reversal ?? reversal;
  const asked: DeskReversal = {
    ...base,
    confirming,
    onAsk: setConfirming,
    onCancel: () => setConfirming(undefined),
  };
  return <DeskVoucherCard {...props} reversal={asked} />;
}

/**
 * «&nbsp;Non, la garder&nbsp;» ferme la confirmation&nbsp;: le focus revient sur le bouton qui
 * l’avait ouverte, pas en haut de la page.
 */
export const ReversalKept: Story = {
  name: 'Annulation demandée puis gardée : le focus revient',
  args: { reversal },
  render: (args) => <AskedThenKept {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.reverse }));
    const title = canvas.getByRole('heading', { name: labels.reverse, level: 4 });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: labels.reverseNo }));
    await expect(canvas.getByRole('button', { name: labels.reverse })).toHaveFocus();
  },
};

/** Pendant l’annulation&nbsp;: ni confirmer deux fois, ni revenir en arrière. */
export const Reversing: Story = {
  name: 'Annulation en cours',
  args: { reversal: { ...reversal, confirming: 2, busy: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.reverseBusy })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: labels.reverseNo })).toBeDisabled();
  },
};

export const ReversalRefused: Story = {
  name: 'Annulation refusée',
  args: {
    reversal: { ...reversal, reversible: [], error: deskAnswers.refusals.reverse_too_late },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      asShown(deskAnswers.refusals.reverse_too_late),
    );
  },
};

const reversedNotice = fillTemplate(labels.reversed, {
  amount: formatCents(4050),
  balance: formatCents(15000),
});

export const UseReversed: Story = {
  name: 'Utilisation annulée',
  args: { reversal: { ...reversal, reversible: [], notice: reversedNotice } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      asShown(reversedNotice),
    );
  },
};

/** Noms de 80 caractères, adresses et message longs, dans la largeur d’un petit téléphone. */
export const LongNamesOnSmallPhone: Story = {
  name: 'Noms longs, à 320 px',
  args: {
    voucher: {
      ...giftVoucher,
      buyerName: longName,
      recipientName: longName,
      buyerEmail: 'anne-marie.de-la-rochefoucauld-montmorency@exemple-de-messagerie.fr',
      recipientEmail: 'marie-benedicte.saint-exupery-dubois@exemple-de-messagerie.fr',
    },
  },
  globals: onSmallPhone,
};

export const ConfirmingReversalOnSmallPhone: Story = {
  ...ConfirmingReversal,
  name: 'Confirmation de l’annulation, à 320 px',
  globals: onSmallPhone,
};

/** Tout utilisé, puis 50 € remboursés par Stripe : annuler une utilisation ne rend que le payé. */
export const ConfirmingReversalAfterRefund: Story = {
  name: 'Confirmation de l’annulation après un remboursement',
  args: {
    voucher: {
      ...usedVoucher,
      history: [
        ...usedVoucher.history,
        { at: '2026-05-20T09:00:00.000Z', actor: 'stripe', type: 'refunded', amountCents: 5000 },
      ],
    },
    reversal: { ...reversal, reversible: [3], confirming: 3 },
  },
  play: async ({ canvasElement }) => {
    const text = fillTemplate(labels.reverseConfirm, {
      amount: formatCents(10950),
      balance: formatCents(10000),
    });
    await expect(within(canvasElement).getByText(asShown(text))).toBeVisible();
  },
};
