import { newAttemptId, type PaymentOrder } from '@clinique/api/payment';
import { isEmailAddress } from '@clinique/api/text';
import { BUYER_FIELDS, deliveryWindow } from '@clinique/catalog/voucher-orders';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { focusLost } from '../../utils/focus-back.ts';
import { useTypedBeforeHydration } from '../../utils/typed-before-hydration.ts';

/** What the buyer typed, and the attempt's id: the order less what the card itself sells. */
type VoucherAttemptValues = Omit<PaymentOrder, 'amount' | 'giftType' | 'acceptTerms'>;

const noSubscription = () => () => undefined;

/** What only the script can do waits for it, so the form still works before the script loads. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const buyerFieldNames = BUYER_FIELDS.map(({ name }) => name);
const fieldNames = [...buyerFieldNames, 'recipientEmail', 'deliverOn', 'message'] as const;
export type VoucherFieldName = (typeof fieldNames)[number];
type FieldName = VoucherFieldName;
type GiftField = 'recipientEmail' | 'deliverOn';

type GiftProblem = `${GiftField}${'Missing' | 'Invalid'}` | 'deliverOnPast' | 'deliverOnTooLate';
export type BuyerProblem =
  'senderNameMissing' | 'recipientNameMissing' | 'emailMissing' | 'emailInvalid';
/** A check of the page, or the sentence of the payment function that refused the field. */
export type VoucherProblem = GiftProblem | BuyerProblem | { refused: string };

/** What the payment function refused, by the request's field name, in its own sentences. */
export interface VoucherRefusal {
  refused: Readonly<Record<string, string>>;
}

function isRefusal(outcome: unknown): outcome is VoucherRefusal {
  return (
    typeof outcome === 'object' &&
    outcome !== null &&
    'refused' in outcome &&
    typeof outcome.refused === 'object' &&
    outcome.refused !== null
  );
}

/** The buyer's fields: empty, or (the e-mail) not an address by the payment function's rule. */
function buyerProblems(
  values: Record<FieldName, string>,
): Partial<Record<FieldName, BuyerProblem>> {
  const problems: Partial<Record<FieldName, BuyerProblem>> = {};
  for (const name of buyerFieldNames) {
    if (values[name].trim() === '') problems[name] = `${name}Missing`;
  }
  const email = values.email.trim();
  if (email !== '' && !isEmailAddress(email)) problems.email = 'emailInvalid';
  return problems;
}

function giftProblems(
  values: Record<GiftField, string>,
  window: { first: string; last: string },
): Partial<Record<GiftField, GiftProblem>> {
  const email = values.recipientEmail.trim();
  const day = values.deliverOn.trim();
  const problems: Partial<Record<GiftField, GiftProblem>> = {};
  if (email === '') problems.recipientEmail = 'recipientEmailMissing';
  else if (!isEmailAddress(email)) problems.recipientEmail = 'recipientEmailInvalid';
  if (day === '') problems.deliverOn = 'deliverOnMissing';
  else if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(day)) problems.deliverOn = 'deliverOnInvalid';
  else if (day < window.first) problems.deliverOn = 'deliverOnPast';
  else if (day > window.last) problems.deliverOn = 'deliverOnTooLate';
  return problems;
}

/** The first of `elements` in the page's order: the one a keyboard user meets first. */
function firstInPage(
  elements: readonly (HTMLElement | null | undefined)[],
): HTMLElement | undefined {
  return elements
    .filter((element): element is HTMLElement => element != null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * Every problem is shown by its field at once, the focus on the first in the page's order; any
 * empty field also calls `onMissing()`. No order while a problem remains.
 */
export function useVoucherFields({
  onMissing,
  order,
  validityMonths,
  restore,
}: {
  onMissing: () => void;
  /** May resolve with a `VoucherRefusal`: its sentences go to their fields. */
  order: (values: VoucherAttemptValues) => Promise<unknown>;
  validityMonths: number;
  /** What the buyer typed before leaving for a payment they cancelled: filled in again. */
  restore?: Partial<VoucherAttemptValues> | undefined;
}) {
  /** Read from the page: ticked before the script ran, it still counts. */
  const termsBox = useRef<HTMLInputElement>(null);
  const [termsInvalid, setTermsInvalid] = useState(false);
  const [values, setValues] = useState(
    () => Object.fromEntries(fieldNames.map((name) => [name, ''])) as Record<FieldName, string>,
  );
  const [problems, setProblems] = useState<Partial<Record<FieldName, VoucherProblem>>>({});
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, Control | null>>>({});
  useTypedBeforeHydration(
    () => inputs.current,
    values,
    (typed) => setValues((current) => ({ ...current, ...typed })),
  );
  const attempt = useRef<string | null>(null);

  const recipientRadio = useRef<HTMLInputElement>(null);
  /** Known once the recipient is chosen: no `Intl` before. */
  const [deliveryDays, setDeliveryDays] = useState<{ first: string; last: string }>();
  const chooseRecipient = (chosen: boolean) => {
    if (!chosen) return;
    const days = deliveryWindow(new Date(), validityMonths);
    setDeliveryDays(days);
    setValues((current) =>
      current.deliverOn === '' ? { ...current, deliverOn: days.first } : current,
    );
  };
  useEffect(() => {
    if (recipientRadio.current?.checked) chooseRecipient(true);
    // Once, at hydration: the choice made before the script ran.
  }, []);
  useEffect(() => {
    if (restore === undefined) return;
    const restored = Object.fromEntries(
      fieldNames.flatMap((name) => {
        const value = restore[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    setValues((current) => ({ ...current, ...restored }));
    if (restore.deliverTo === 'recipient' && recipientRadio.current) {
      recipientRadio.current.checked = true;
      chooseRecipient(true);
    }
    // Only when a new order is given back.
  }, [restore]);

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    'aria-invalid': problems[name] !== undefined || undefined,
    ref: (element: Control | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      // Being corrected: its message goes, checked again at the next order.
      setProblems((current) =>
        current[name] === undefined ? current : { ...current, [name]: undefined },
      );
    },
  });

  /** `extraCheck` checks what the card adds and answers its faulty control, if any. */
  async function submit(
    event: FormEvent<HTMLFormElement>,
    extraCheck: () => HTMLElement | undefined = () => undefined,
  ) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const toRecipient = recipientRadio.current?.checked === true;
    const accepted = termsBox.current?.checked === true;
    setTermsInvalid(!accepted);
    const days = toRecipient
      ? (deliveryDays ?? deliveryWindow(new Date(), validityMonths))
      : undefined;
    const found = {
      ...buyerProblems(values),
      ...(days === undefined ? {} : giftProblems(values, days)),
    };
    setProblems(found);
    const wrong = Object.keys(found) as FieldName[];
    const extra = extraCheck();
    const first = firstInPage([
      extra,
      ...wrong.map((name) => inputs.current[name]),
      accepted ? undefined : termsBox.current,
    ]);
    if (wrong.some((name) => found[name] === `${name}Missing`)) onMissing();
    if (extra !== undefined || wrong.length > 0 || !accepted) {
      first?.focus();
      return;
    }
    setBusy(true);
    // A second click before React re-rendered (still "idle") keeps the same attempt id.
    attempt.current ??= newAttemptId();
    const message = values.message.trim();
    let refused: Partial<Record<FieldName, VoucherProblem>> = {};
    try {
      const outcome = await order({
        senderName: values.senderName.trim(),
        recipientName: values.recipientName.trim(),
        email: values.email.trim(),
        ...(toRecipient
          ? {
              deliverTo: 'recipient' as const,
              recipientEmail: values.recipientEmail.trim(),
              deliverOn: values.deliverOn.trim(),
            }
          : {}),
        ...(message === '' ? {} : { message }),
        attempt: attempt.current,
      });
      if (isRefusal(outcome)) {
        refused = Object.fromEntries(
          fieldNames.flatMap((name) => {
            const said = outcome.refused[name];
            return said === undefined ? [] : [[name, { refused: said }]];
          }),
        );
      }
    } catch (error) {
      // The parent reports failures (toast); the card only returns to idle.
      console.error(error);
    } finally {
      // Completed or failed: the next order is a new attempt.
      attempt.current = null;
      setBusy(false);
    }
    setProblems(refused);
    ordered.current = form;
  }

  /** The form of the order that just ended, until the focus is placed after it. */
  const ordered = useRef<HTMLFormElement | null>(null);
  // Once the fields are editable again: the refused one, else the order button, which lost the
  // focus while it was disabled.
  useEffect(() => {
    const form = ordered.current;
    if (busy || form === null) return;
    ordered.current = null;
    const names = fieldNames.filter((name) => problems[name] !== undefined);
    const refused = firstInPage(names.map((name) => inputs.current[name]));
    if (refused !== undefined) refused.focus();
    else if (focusLost()) form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [busy, problems]);

  const terms = {
    ref: termsBox,
    invalid: termsInvalid,
    onChange: (event: { target: { checked: boolean } }) => {
      if (event.target.checked) setTermsInvalid(false);
    },
  };

  const gift = {
    recipientRadio,
    onDeliverToChange: (event: { target: { value: string; checked: boolean } }) =>
      chooseRecipient(event.target.checked && event.target.value === 'recipient'),
    deliveryDays,
    messageLength: values.message.length,
  };

  return { field, problems, terms, gift, submit, busy };
}
