import { newAttemptId, type PaymentOrder } from '@clinique/api/payment';
import { BUYER_FIELDS, deliveryWindow } from '@clinique/catalog/voucher-orders';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
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
type FieldName = (typeof fieldNames)[number];
type GiftField = 'recipientEmail' | 'deliverOn';

type GiftProblem = `${GiftField}${'Missing' | 'Invalid'}` | 'deliverOnPast' | 'deliverOnTooLate';

/** The payment function checks the address fully. */
const LOOKS_LIKE_AN_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function giftProblems(
  values: Record<GiftField, string>,
  window: { first: string; last: string },
): Partial<Record<GiftField, GiftProblem>> {
  const email = values.recipientEmail.trim();
  const day = values.deliverOn.trim();
  const problems: Partial<Record<GiftField, GiftProblem>> = {};
  if (email === '') problems.recipientEmail = 'recipientEmailMissing';
  else if (!LOOKS_LIKE_AN_ADDRESS.test(email)) problems.recipientEmail = 'recipientEmailInvalid';
  if (day === '') problems.deliverOn = 'deliverOnMissing';
  else if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(day)) problems.deliverOn = 'deliverOnInvalid';
  else if (day < window.first) problems.deliverOn = 'deliverOnPast';
  else if (day > window.last) problems.deliverOn = 'deliverOnTooLate';
  return problems;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Any empty field → `onMissing()`; an unticked terms box → its message; no order either way. */
export function useVoucherFields({
  onMissing,
  order,
  validityMonths,
  restore,
}: {
  onMissing: () => void;
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
  const [invalid, setInvalid] = useState<ReadonlySet<FieldName>>(new Set());
  const [problems, setProblems] = useState<Partial<Record<FieldName, GiftProblem>>>({});
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
    'aria-invalid': invalid.has(name) || problems[name] !== undefined || undefined,
    ref: (element: Control | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (event.target.value.trim() !== '') {
        setInvalid((current) => new Set([...current].filter((other) => other !== name)));
      }
      setProblems((current) =>
        current[name] === undefined ? current : { ...current, [name]: undefined },
      );
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>, extraCheck: () => boolean = () => true) {
    event.preventDefault();
    if (busy) return;
    const toRecipient = recipientRadio.current?.checked === true;
    const required: readonly FieldName[] = toRecipient
      ? [...buyerFieldNames, 'recipientEmail']
      : buyerFieldNames;
    const missing = required.filter((name) => values[name].trim() === '');
    setInvalid(new Set(missing));
    const accepted = termsBox.current?.checked === true;
    setTermsInvalid(!accepted);
    const days = toRecipient
      ? (deliveryDays ?? deliveryWindow(new Date(), validityMonths))
      : undefined;
    const found = days === undefined ? {} : giftProblems(values, days);
    setProblems(found);
    const [first] = missing;
    if (first !== undefined) {
      inputs.current[first]?.focus();
      onMissing();
      return;
    }
    if (!extraCheck()) return;
    const [wrong] = Object.keys(found) as (keyof typeof found)[];
    if (wrong !== undefined) {
      inputs.current[wrong]?.focus();
      return;
    }
    if (!accepted) {
      termsBox.current?.focus();
      return;
    }
    setBusy(true);
    // A second click before React re-rendered (still "idle") keeps the same attempt id.
    attempt.current ??= newAttemptId();
    const message = values.message.trim();
    try {
      await order({
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
    } catch (error) {
      // The parent reports failures (toast); the card only returns to idle.
      console.error(error);
    } finally {
      // Completed or failed: the next order is a new attempt.
      attempt.current = null;
      setBusy(false);
    }
  }

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
    problems,
    messageLength: values.message.length,
  };

  return { field, terms, gift, submit, busy };
}
