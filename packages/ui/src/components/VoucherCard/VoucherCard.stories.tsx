import { fillPlural, fillTemplate, formatDate, formatEuros } from '@clinique/catalog/format';
import { deliveryWindow, GIFT_MESSAGE_MAX } from '@clinique/catalog/voucher-orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  asShown,
  containing,
  describing,
  interfaceText,
  longName,
  onSmallPhone,
  pendingOrders,
  voucherOffers,
} from '../../fixtures.ts';
import { Grid } from '../Grid/Grid.tsx';
import type { PaymentOrder } from '@clinique/api/payment';
import {
  COUNT_SPOKEN_AFTER_MS,
  VoucherCard,
  voucherFormTexts,
  type VoucherCardLabels,
} from './VoucherCard.tsx';

/**
 * The catalog's offers, however many it sells: the first (Découverte today), the popular one
 * (Éclat) and the last (Premium); the first stands in for a missing one.
 */
const [firstOffer] = voucherOffers;
if (!firstOffer) throw new Error('fixtures missing');
const popularOffer = voucherOffers.find((offer) => offer.popular) ?? firstOffer;
const lastOffer = voucherOffers.at(-1) ?? firstOffer;

const labels: VoucherCardLabels = {
  ...interfaceText.vouchers,
  ...voucherFormTexts(interfaceText),
  popular: interfaceText.popular,
};
const emailLabel = interfaceText.vouchers.email;
/** The order button, whose name goes on with the voucher's title for screen readers. */
const orderButton = new RegExp(`^${labels.order.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const termsHref = '/conditions-generales-de-vente';

/**
 * La carte d’un bon cadeau : offre, prix, validité, noms et commande.
 */
const meta = {
  title: 'Components/Forms/VoucherCard',
  component: VoucherCard,
  args: {
    offer: firstOffer,
    price: formatEuros(firstOffer.price),
    labels,
    onOrder: fn(async () => {}),
    onMissing: fn(),
    termsHref,
  },
  argTypes: {
    offer: {
      description:
        'Le bon du catalogue : titre, couleur du bandeau, validité, « Populaire » ; choisissez-le par son nom.',
      options: voucherOffers.map((offer) => offer.title),
      mapping: Object.fromEntries(voucherOffers.map((offer) => [offer.title, offer])),
      control: { type: 'select' },
      table: { type: { summary: 'VoucherOffer (catalogue)' } },
    },
    price: {
      description:
        'Le prix affiché, déjà mis en forme par la page (« 75 € ») : il ne suit pas le bon choisi.',
    },
    labels: {
      description:
        'Les textes de la carte et du formulaire (« De », « Pour », CGV…), du catalogue.',
      control: false,
      table: { type: { summary: 'VoucherCardLabels (catalogue)' } },
    },
    onOrder: {
      description: 'Appelé avec la commande (noms, e-mail, montant, CGV acceptées).',
      table: { type: { summary: '(commande) => Promise' } },
    },
    onMissing: { description: 'Appelé quand un champ obligatoire est vide.' },
    termsHref: { description: 'L’adresse des conditions générales de vente (nouvel onglet).' },
    id: { description: 'L’ancre de la carte, pour un lien vers ce bon.' },
    action: {
      description: 'Où le formulaire est envoyé sans JavaScript ; le serveur vérifie tout.',
    },
  },
  parameters: { width: 'card' },
  decorators: [(Story) => <div style={{ paddingTop: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof VoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decouverte: Story = {
  name: 'Découverte',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        asShown(fillTemplate(labels.validity, { months: firstOffer.validityMonths })),
      ),
    ).toBeVisible();
    // The crossed-out price of the catalog is never shown.
    await expect(canvas.queryByText(new RegExp(String(firstOffer.originalPrice)))).toBeNull();
  },
};

/**
 * Les conditions de vente doivent être acceptées&nbsp;: la case n’est jamais cochée à la place de
 * l’acheteur, son libellé renvoie aux CGV (nouvel onglet)&nbsp;; commander sans la cocher affiche
 * pourquoi à côté de la case, y place le focus et ne commande rien.
 */
export const TermsRequired: Story = {
  name: 'CGV obligatoires',
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', {
      name: containing(`${labels.terms.before} ${labels.terms.link}`),
    });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute('name', 'acceptTerms');
    // Its accessible name announces the new tab (the hidden text after the visible one).
    const link = canvas.getByRole('link', {
      name: `${labels.terms.link} ${labels.terms.newTab}`,
    });
    await expect(link).toHaveAttribute('href', termsHref);
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.type(canvas.getByLabelText(labels.from), 'Claire');
    await userEvent.type(canvas.getByLabelText(labels.to), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await expect(canvas.getByText(asShown(interfaceText.vouchers.termsMissing))).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
    await userEvent.click(box);
    await expect(canvas.queryByText(asShown(interfaceText.vouchers.termsMissing))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await expect(args.onOrder).toHaveBeenCalledWith(expect.objectContaining({ acceptTerms: true }));
  },
};

/**
 * Le champ e-mail porte le libellé du catalogue, qui dit à qui est l’adresse&nbsp;: celle de
 * l’acheteur, où le bon est envoyé (son adresse à lui, que le navigateur peut remplir).
 */
export const BuyerEmailLabel: Story = {
  name: 'E-mail de l’acheteur',
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText(args.labels.email);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('name', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toBeRequired();
  },
};

/** Sur téléphone, avec le message des conditions affiché. */
export const TermsRequiredOnPhone: Story = {
  ...TermsRequired,
  name: 'CGV obligatoires sur téléphone',
  globals: { viewport: { value: 'phone' } },
};

/** Bon Éclat&nbsp;: «&nbsp;Populaire&nbsp;» et mis en avant. */
export const EclatPopular: Story = {
  name: 'Éclat, populaire',
  args: { offer: popularOffer, price: formatEuros(popularOffer.price), id: 'bon-eclat' },
};

export const Premium: Story = {
  name: 'Premium',
  args: { offer: lastOffer, price: formatEuros(lastOffer.price) },
};

/** Un champ vide&nbsp;: `onMissing`, aucune commande, le champ vide marqué invalide. */
export const MissingField: Story = {
  name: 'Champ manquant',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(labels.from), 'Claire');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'claire@example.org');
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await expect(args.onMissing).toHaveBeenCalledOnce();
    await expect(args.onOrder).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(labels.to)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(labels.to)).toHaveFocus();
    await expect(canvas.getByLabelText(labels.to)).toHaveAccessibleDescription(
      describing(buyerProblems.recipientNameMissing),
    );
  },
};

const { buyerProblems } = labels;

/** The « * » drawn after a label, seen only: the control itself says it is required. */
function requiredMark(control: HTMLElement): string {
  const label = control.closest('div')?.querySelector('label');
  return label ? getComputedStyle(label, '::after').content : '';
}

/**
 * Commander sans rien saisir&nbsp;: chaque champ de l’acheteur dit ce qui manque, sous le champ
 * et dans sa description&nbsp;; le focus va au premier, «&nbsp;De&nbsp;». Les libellés portent un
 * astérisque, expliqué au-dessus des champs.
 */
export const EmptyFieldsExplained: Story = {
  name: 'Champs vides expliqués',
  play: async ({ canvas, userEvent, args }) => {
    const fields = [
      [canvas.getByLabelText(labels.from), buyerProblems.senderNameMissing],
      [canvas.getByLabelText(labels.to), buyerProblems.recipientNameMissing],
      [canvas.getByLabelText(emailLabel), buyerProblems.emailMissing],
    ] as const;
    // The asterisk is explained above the fields.
    await expect(canvas.getByText(asShown(labels.requiredHint))).toBeVisible();
    for (const [control] of fields) {
      await expect(control).toHaveAttribute('aria-required', 'true');
      await expect(requiredMark(control)).toContain('*');
    }
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    for (const [control, problem] of fields) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(describing(problem));
      await expect(canvas.getByText(asShown(problem))).toBeVisible();
    }
    await expect(fields[0][0]).toHaveFocus();
    await expect(args.onMissing).toHaveBeenCalledOnce();
    await expect(args.onOrder).not.toHaveBeenCalled();
    // Typed in, a field's message goes; the others stay.
    await userEvent.type(fields[0][0], 'Léa');
    await expect(fields[0][0]).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(asShown(buyerProblems.senderNameMissing))).toBeNull();
    await expect(canvas.getByText(asShown(buyerProblems.emailMissing))).toBeVisible();
  },
};

/**
 * Une adresse de l’acheteur incomplète («&nbsp;lea@&nbsp;»)&nbsp;: refusée avant l’envoi, par la
 * règle du serveur, le message sous le champ, le focus dessus, aucune commande.
 */
export const InvalidBuyerEmail: Story = {
  name: 'E-mail de l’acheteur invalide',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(labels.from), 'Léa');
    await userEvent.type(canvas.getByLabelText(labels.to), 'Marc');
    const email = canvas.getByLabelText(emailLabel);
    await userEvent.type(email, 'lea@');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(describing(buyerProblems.emailInvalid));
    await expect(email).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
    await expect(args.onMissing).not.toHaveBeenCalled();
    await userEvent.type(email, 'example.fr');
    await expect(canvas.queryByText(asShown(buyerProblems.emailInvalid))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await expect(args.onOrder).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'lea@example.fr' }),
    );
  },
};

/** What the payment function answers for a refused field: a fixture, not its real sentence. */
const serverSentence = 'Le serveur refuse ce champ.';
const refusing = fn(async (_order: PaymentOrder) => ({ refused: { message: serverSentence } }));

/**
 * Le serveur refuse un champ (422)&nbsp;: sa phrase sous ce champ, le focus dessus, la saisie
 * gardée.
 */
export const RefusedByServer: Story = {
  name: 'Champ refusé par le serveur',
  render: (args) => <VoucherCard {...args} onOrder={refusing} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillBuyer(context);
    const message = canvas.getByLabelText(text.message);
    await userEvent.type(message, 'Bises');
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await waitFor(() => expect(message).toHaveFocus());
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(describing(serverSentence));
    await expect(message).toHaveValue('Bises');
    await expect(canvas.getByLabelText(labels.from)).not.toHaveAttribute('aria-invalid');
  },
};

/** Des espaces seuls comptent comme un champ vide. */
export const BlankField: Story = {
  name: 'Espaces seulement',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(labels.from), '   ');
    await userEvent.type(canvas.getByLabelText(labels.to), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'claire@example.org');
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await expect(args.onMissing).toHaveBeenCalledOnce();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

const processing = pendingOrders<PaymentOrder>();

/**
 * Pendant la commande&nbsp;: désactivé, «&nbsp;Traitement...&nbsp;»&nbsp;; une fois finie, de
 * nouveau disponible.
 */
export const Processing: Story = {
  name: 'Traitement en cours',
  args: { offer: popularOffer, onOrder: processing.onOrder },
  play: async ({ canvas, userEvent, args }) => {
    processing.onOrder.mockClear();
    await userEvent.type(canvas.getByLabelText(labels.from), 'Claire');
    await userEvent.type(canvas.getByLabelText(labels.to), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    const busy = canvas.getByRole('button', { name: labels.processing });
    await expect(busy).toBeDisabled();
    await expect(args.onOrder).toHaveBeenCalledWith({
      amount: popularOffer.price,
      giftType: popularOffer.title,
      senderName: 'Claire',
      recipientName: 'Nadia',
      email: 'nadia@example.org',
      attempt: expect.stringMatching(/^[\w-]{16,64}$/),
      acceptTerms: true,
    });
    // Still busy until the order ends.
    await expect(busy).toBeDisabled();
    processing.finish();
    await waitFor(() => expect(canvas.getByRole('button', { name: orderButton })).toBeEnabled());
    // Its disabled state lost the focus: given back to the button, not left on the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: orderButton })).toHaveFocus());
  },
};

const pending = pendingOrders<PaymentOrder>();

/**
 * Un identifiant de tentative par commande (la clé d’idempotence du paiement)&nbsp;: un double clic
 * envoie au plus le même identifiant&nbsp;; une fois la commande terminée, la suivante reçoit un
 * nouvel identifiant.
 */
export const OneAttemptPerOrder: Story = {
  name: 'Une tentative par commande',
  args: { offer: popularOffer, onOrder: pending.onOrder },
  play: async ({ canvas, userEvent }) => {
    pending.onOrder.mockClear();
    await userEvent.type(canvas.getByLabelText(labels.from), 'Claire');
    await userEvent.type(canvas.getByLabelText(labels.to), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.dblClick(canvas.getByRole('button', { name: orderButton }));
    await expect(canvas.getByRole('button', { name: labels.processing })).toBeDisabled();
    const first = new Set(pending.onOrder.mock.calls.map(([order]) => order.attempt));
    await expect(first.size).toBe(1);
    pending.finish();
    const button = await canvas.findByRole('button', { name: orderButton });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const last = pending.onOrder.mock.calls.at(-1)?.[0];
    await expect(last?.attempt).toMatch(/^[\w-]{16,64}$/);
    await expect(first.has(last?.attempt ?? '')).toBe(false);
    pending.finish();
    // The story ends at rest, the second order answered: its picture is always the same.
    await waitFor(() => expect(canvas.getByRole('button', { name: orderButton })).toBeEnabled());
  },
};

/** Une commande échouée revient aussi au repos (la page affiche la notification d’erreur). */
export const FailedOrderReturnsToIdle: Story = {
  name: 'Échec de la commande',
  args: { onOrder: fn(() => Promise.reject(new Error('paiement'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(labels.from), 'Claire');
    await userEvent.type(canvas.getByLabelText(labels.to), 'Nadia');
    await userEvent.type(canvas.getByLabelText(emailLabel), 'nadia@example.org');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await waitFor(() => expect(canvas.getByRole('button', { name: orderButton })).toBeEnabled());
    await expect(canvas.getByLabelText(labels.from)).toHaveValue('Claire');
  },
};

const text = interfaceText.vouchers;
const recipientChoice = { name: text.deliverTo.recipient };

/** Fills the buyer's fields and ticks the box (the recipient's are the story's own). */
async function fillBuyer({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  await userEvent.type(canvas.getByLabelText(labels.from), 'Claire');
  await userEvent.type(canvas.getByLabelText(labels.to), 'Nadia');
  await userEvent.type(canvas.getByLabelText(emailLabel), 'claire@example.org');
  await userEvent.click(canvas.getByRole('checkbox'));
}

/**
 * «&nbsp;De&nbsp;» et «&nbsp;Pour&nbsp;» disent à quoi ils servent&nbsp;; le bon va à l’acheteur
 * par défaut, et l’adresse et le jour du bénéficiaire restent masqués tant que le bénéficiaire
 * n’est pas choisi.
 */
export const BuyerByDefault: Story = {
  name: 'Acheteur par défaut',
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    await expect(canvas.getByLabelText(labels.from)).toHaveAccessibleDescription(text.fromHint);
    await expect(canvas.getByLabelText(labels.to)).toHaveAccessibleDescription(text.toHint);
    await expect(canvas.getByRole('group', { name: text.deliverTo.legend })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text.deliverTo.buyer })).toBeChecked();
    await expect(canvas.getByLabelText(text.recipientEmail)).not.toBeVisible();
    await expect(canvas.getByLabelText(text.deliverOn)).not.toBeVisible();
    await fillBuyer(context);
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    // No recipient and no message: the order as before.
    await expect(args.onOrder).toHaveBeenCalledOnce();
    const calls: unknown[][] = args.onOrder.mock.calls;
    const order = calls.at(-1)?.[0];
    await expect(order).not.toHaveProperty('deliverTo');
    await expect(order).not.toHaveProperty('message');
  },
};

/**
 * Le bénéficiaire choisi&nbsp;: son adresse et le jour (aujourd’hui, à Paris, par défaut&nbsp;; pas
 * avant aujourd’hui, pas après le dernier jour du bon), et un message dont le retour à la ligne est
 * conservé.
 */
export const RecipientChosen: Story = {
  name: 'Bénéficiaire choisi',
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', recipientChoice));
    const days = deliveryWindow(new Date(), firstOffer.validityMonths);
    const day = canvas.getByLabelText(text.deliverOn);
    await expect(day).toBeVisible();
    await expect(day).toHaveValue(days.first);
    await expect(day).toHaveAttribute('min', days.first);
    await expect(day).toHaveAttribute('max', days.last);
    await expect(canvas.getByLabelText(text.recipientEmail)).toHaveAccessibleDescription(
      text.recipientEmailHint,
    );
    await fillBuyer(context);
    await userEvent.type(canvas.getByLabelText(text.recipientEmail), 'nadia@example.org');
    await userEvent.type(canvas.getByLabelText(text.message), 'Joyeux anniversaire !{Enter}Claire');
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await expect(args.onOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'claire@example.org',
        deliverTo: 'recipient',
        recipientEmail: 'nadia@example.org',
        deliverOn: days.first,
        message: 'Joyeux anniversaire !\nClaire',
      }),
    );
  },
};

/**
 * Une adresse erronée et un jour passé&nbsp;: chaque message à côté de son champ, le focus sur le
 * premier, aucune commande.
 */
export const RecipientErrors: Story = {
  name: 'Erreurs du bénéficiaire',
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', recipientChoice));
    await fillBuyer(context);
    const address = canvas.getByLabelText(text.recipientEmail);
    await userEvent.type(address, 'nadia@');
    const day = canvas.getByLabelText(text.deliverOn);
    await userEvent.clear(day);
    await userEvent.type(day, '2020-01-01');
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await expect(canvas.getByText(asShown(text.recipientEmailInvalid))).toBeVisible();
    await expect(canvas.getByText(asShown(text.deliverOnPast))).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveFocus();
    await expect(address).toHaveValue('nadia@');
    await expect(args.onOrder).not.toHaveBeenCalled();
    // Corrected, the address's message goes; the day's stays until it is corrected too.
    await userEvent.type(address, 'example.org');
    await expect(canvas.queryByText(asShown(text.recipientEmailInvalid))).toBeNull();
    await expect(canvas.getByText(asShown(text.deliverOnPast))).toBeVisible();
  },
};

/** Un jour après le dernier jour de validité du bon&nbsp;: le message donne ce jour. */
export const DayAfterValidity: Story = {
  name: 'Jour après la validité',
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', recipientChoice));
    await fillBuyer(context);
    await userEvent.type(canvas.getByLabelText(text.recipientEmail), 'nadia@example.org');
    const { last } = deliveryWindow(new Date(), firstOffer.validityMonths);
    const after = new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000).toISOString();
    const day = canvas.getByLabelText(text.deliverOn);
    await userEvent.clear(day);
    await userEvent.type(day, after.slice(0, 10));
    await userEvent.click(canvas.getByRole('button', { name: orderButton }));
    await expect(
      canvas.getByText(asShown(fillTemplate(text.deliverOnTooLate, { last: formatDate(last) }))),
    ).toBeVisible();
    await expect(day).toHaveFocus();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/**
 * Le compteur du message suit la saisie, affiché «&nbsp;n / maximum&nbsp;»&nbsp;; lu en toutes
 * lettres une fois la frappe en pause, pour ne pas parler à chaque lettre.
 */
export const MessageCount: Story = {
  name: 'Compteur du message',
  play: async ({ canvas, userEvent }) => {
    const message = canvas.getByLabelText(text.message);
    const max = GIFT_MESSAGE_MAX;
    const spoken = (count: number) =>
      canvas.queryByText(asShown(fillPlural(text.messageCountSpoken, count, 'count', { max })));
    const settled = { timeout: COUNT_SPOKEN_AFTER_MS * 3 };
    await expect(message).toHaveAttribute('maxlength', String(max));
    await expect(
      canvas.getByText(asShown(fillTemplate(text.messageCount, { count: 0, max }))),
    ).toBeVisible();
    // « 0 caractère », « 1 caractère », then the plural.
    await userEvent.type(message, 'B');
    await waitFor(() => expect(spoken(1)).toBeInTheDocument(), settled);
    await userEvent.clear(message);
    await userEvent.type(message, 'Bises{Enter}Claire');
    await expect(
      canvas.getByText(asShown(fillTemplate(text.messageCount, { count: 12, max }))),
    ).toBeVisible();
    // Shown at once, said after the pause: not « 1 caractère », « 2 caractères »… on every key.
    await expect(spoken(12)).toBeNull();
    await waitFor(() => expect(spoken(12)).toBeInTheDocument(), settled);
    await expect(spoken(12)?.closest('[aria-live="polite"]')).not.toBeNull();
  },
};

/** Les erreurs du bénéficiaire sur téléphone. */
export const RecipientErrorsOnPhone: Story = {
  ...RecipientErrors,
  name: 'Erreurs du bénéficiaire sur téléphone',
  globals: { viewport: { value: 'phone' } },
};

/** Each order button says, to a screen reader, which voucher it orders. */
export const ThreeCardsOnPhone: Story = {
  name: 'Trois cartes sur téléphone',
  parameters: { width: 'none' },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <Grid columns={3} gap="lg">
      {voucherOffers.map((offer) => (
        <VoucherCard key={offer.id} {...args} offer={offer} price={formatEuros(offer.price)} />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    for (const offer of voucherOffers)
      await expect(
        canvas.getByRole('button', { name: `${labels.order} (${offer.title})` }),
      ).toBeVisible();
  },
};

/**
 * Retour d’un paiement annulé&nbsp;: la carte reprend ce que l’acheteur avait saisi (bénéficiaire,
 * message compris)&nbsp;; la case des CGV reste à cocher de nouveau.
 */
export const RestoredAfterCancel: Story = {
  name: 'Reprise après paiement annulé',
  args: {
    restore: {
      senderName: 'Hélène Dupré',
      recipientName: 'Julie',
      email: 'helene@example.fr',
      deliverTo: 'recipient',
      recipientEmail: 'julie@example.org',
      message: 'Bonne fête Julie ❤️',
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText(labels.from)).toHaveValue('Hélène Dupré'));
    await expect(canvas.getByLabelText(labels.to)).toHaveValue('Julie');
    await expect(canvas.getByLabelText(emailLabel)).toHaveValue('helene@example.fr');
    await expect(canvas.getByRole('radio', { name: labels.deliverTo.recipient })).toBeChecked();
    await expect(canvas.getByLabelText(labels.recipientEmail)).toHaveValue('julie@example.org');
    await expect(canvas.getByLabelText(labels.message)).toHaveValue('Bonne fête Julie ❤️');
    await expect(
      canvas.getByRole('checkbox', { name: containing(labels.terms.before) }),
    ).not.toBeChecked();
  },
};

export const RecipientErrorsOnSmallPhone: Story = {
  ...RecipientErrors,
  name: 'Erreurs du bénéficiaire, à 320 px',
  globals: onSmallPhone,
};

/** La carte mise en avant, reprise avec des noms de 80 caractères, sur petit téléphone. */
export const LongNamesOnSmallPhone: Story = {
  name: 'Noms longs, à 320 px',
  args: {
    offer: popularOffer,
    price: formatEuros(popularOffer.price),
    restore: { senderName: longName, recipientName: longName },
  },
  decorators: [(Story) => <div style={{ paddingTop: '1rem' }}>{Story()}</div>],
  globals: onSmallPhone,
};
