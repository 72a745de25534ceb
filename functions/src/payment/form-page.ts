/** The voucher form sent without JavaScript: its fields as posted, and the page showing it again. */
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import {
  BUYER_FIELDS,
  checkVoucherAmount,
  deliveryWindow,
  GIFT_MESSAGE_MAX,
  parisDay,
} from '@clinique/catalog/voucher-orders';
import type { SiteFacts } from '../facts.ts';
import {
  type FormPage,
  type FormPageError,
  type FormPageField,
  fieldOf,
  typed,
  typedField,
} from '../forms/page.tsx';
import { DELIVER_TO, newAttemptId, TERMS_ACCEPTED_VALUE } from '@clinique/api/payment';
import { voucherChoice, type VoucherChoice } from './request.ts';

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** The posted form as the JSON request: a fixed offer's price comes from the catalog, not the form. */
export function orderInputFromForm(
  fields: Record<string, unknown>,
  facts: SiteFacts,
  now: Date = new Date(),
): Record<string, unknown> | undefined {
  const choice = voucherChoice({ offer: fields['offer'] }, facts);
  if (choice === undefined || typed(fields, 'offer') === '') return undefined;
  // Every other field goes through as posted (the request's schema keeps what it knows).
  const base = {
    ...fields,
    attempt: fields['attempt'] || newAttemptId(),
    // A ticked box posts its value; an unticked one posts nothing.
    acceptTerms: isAccepted(fields),
    // The prerendered card cannot know today's date: a day left empty is the default, today. A day
    // posted twice is no string: it goes through, for the schema to refuse.
    ...(fields['deliverTo'] === DELIVER_TO.recipient && isBlank(fields['deliverOn'] ?? '')
      ? { deliverOn: parisDay(now) }
      : {}),
  };
  if (choice.custom) {
    const check = checkVoucherAmount(typed(fields, 'amount'), facts.vouchers.custom);
    return {
      ...base,
      giftType: facts.vouchers.custom.giftType,
      // Refused, the amount stays as typed: the page shows it again with the card's sentence.
      amount: check.ok ? check.amount : fields['amount'],
    };
  }
  const offer = facts.vouchers.offers.find((candidate) => candidate.id === choice.offerId);
  return { ...base, giftType: offer?.title, amount: offer?.price };
}

/** The recipient's fields are hidden by the page's CSS while the buyer is chosen. */
function giftFields(input: unknown, choice: VoucherChoice, facts: SiteFacts, now: Date) {
  const { vouchers } = facts.forms;
  const window = deliveryWindow(now, choice.validityMonths);
  const deliverTo =
    typed(input, 'deliverTo') === DELIVER_TO.recipient ? DELIVER_TO.recipient : DELIVER_TO.buyer;
  return [
    {
      name: 'deliverTo',
      kind: 'radios',
      label: vouchers.deliverTo.legend,
      value: deliverTo,
      options: [
        { value: DELIVER_TO.buyer, label: vouchers.deliverTo.buyer, collapses: true },
        { value: DELIVER_TO.recipient, label: vouchers.deliverTo.recipient },
      ],
    },
    typedField(input, 'recipientEmail', 'email', vouchers.recipientEmail, {
      autocomplete: 'off',
      hint: vouchers.recipientEmailHint,
      collapsible: true,
    }),
    {
      name: 'deliverOn',
      kind: 'date',
      label: vouchers.deliverOn,
      value: typed(input, 'deliverOn') || window.first,
      min: window.first,
      max: window.last,
      hint: vouchers.deliverOnHint,
      collapsible: true,
    },
    typedField(input, 'message', 'textarea', vouchers.message, {
      rows: 4,
      maxLength: GIFT_MESSAGE_MAX,
      hint: vouchers.messageHint,
    }),
  ] satisfies FormPageField[];
}

function isAccepted(input: unknown): boolean {
  const value = fieldOf(input, 'acceptTerms');
  return value === true || value === TERMS_ACCEPTED_VALUE || value === 'on';
}

/** A fresh attempt id: a double click on this page opens one payment, a new order another. */
export function voucherFormPage(
  input: unknown,
  errors: readonly FormPageError[],
  facts: SiteFacts,
  options: { action: string; siteUrl: string },
  now: Date = new Date(),
): FormPage {
  const { vouchers, pages, paths } = facts.forms;
  const page = {
    title: pages.voucherTitle,
    errors,
    back: { href: `${options.siteUrl}${paths.vouchers}`, label: pages.backToVouchers },
  };
  const choice = voucherChoice(input, facts);
  if (choice === undefined) return page;
  return {
    ...page,
    lead: choice.title,
    form: {
      action: options.action,
      submit: choice.custom ? vouchers.orderCustom : vouchers.order,
      fields: [
        { name: 'offer', kind: 'hidden', value: choice.offerId },
        { name: 'attempt', kind: 'hidden', value: newAttemptId() },
        ...(choice.custom
          ? [
              typedField(input, 'amount', 'numeric', vouchers.amount, {
                required: true,
                hint: fillTemplate(vouchers.amountHint, {
                  minimum: formatEuros(facts.vouchers.custom.minimum),
                  maximum: formatEuros(facts.vouchers.custom.maximum),
                }),
              }),
            ]
          : []),
        ...BUYER_FIELDS.map(({ name, label, hint, type, autoComplete }) =>
          typedField(input, name, type, vouchers[label], {
            required: true,
            autocomplete: autoComplete,
            hint: hint && vouchers[hint],
          }),
        ),
        ...giftFields(input, choice, facts, now),
        {
          name: 'acceptTerms',
          kind: 'checkbox',
          value: TERMS_ACCEPTED_VALUE,
          // Never ticked for the buyer: only kept when the buyer had ticked it.
          checked: isAccepted(input),
          required: true,
          labelLink: { ...vouchers.terms, href: `${options.siteUrl}${facts.terms.path}` },
        },
      ],
    },
  };
}
