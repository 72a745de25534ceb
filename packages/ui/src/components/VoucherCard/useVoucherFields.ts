import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../../utils/typed-before-hydration.ts';

/** Who offers, who receives, where to send the voucher. */
export interface VoucherRecipientValues {
  senderName: string;
  recipientName: string;
  email: string;
}

/** Who offers, who receives, where to send, and the id of this order attempt. */
export interface VoucherAttemptValues extends VoucherRecipientValues {
  /**
   * A fresh random id per order attempt (the payment's idempotency key): kept while the same
   * attempt runs (a double click), renewed for the next order once it completed or failed.
   */
  attempt: string;
}

/** 22 random characters of `A-Z a-z 0-9 - _` (128 bits), from the browser's secure generator. */
export function newAttemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const noSubscription = () => () => undefined;

/**
 * `false` in the prerendered HTML and during hydration, `true` once the page's script runs: what
 * only the script can do (disable a button until a value is typed) waits for it, so that the form
 * still works before the script loads or without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export const voucherFieldNames = ['senderName', 'recipientName', 'email'] as const;
type FieldName = (typeof voucherFieldNames)[number];

/**
 * State shared by the voucher cards: the three fields, the missing-field check (any empty field
 * → `onMissing()`, no order), the terms-of-sale box (unticked → its message beside it, no order)
 * and the busy state while the order runs.
 */
export function useVoucherFields({
  onMissing,
  order,
}: {
  onMissing: () => void;
  order: (values: VoucherAttemptValues) => Promise<unknown>;
}) {
  /** The box is read from the page (ticked before the script ran, it still counts). */
  const termsBox = useRef<HTMLInputElement>(null);
  const [termsInvalid, setTermsInvalid] = useState(false);
  const [values, setValues] = useState<VoucherRecipientValues>({
    senderName: '',
    recipientName: '',
    email: '',
  });
  const [invalid, setInvalid] = useState<ReadonlySet<FieldName>>(new Set());
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  useTypedBeforeHydration(
    () => inputs.current,
    values,
    (typed) => setValues((current) => ({ ...current, ...typed })),
  );
  const attempt = useRef<string | null>(null);

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    'aria-invalid': invalid.has(name) || undefined,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (event.target.value.trim() !== '') {
        setInvalid((current) => new Set([...current].filter((other) => other !== name)));
      }
    },
  });

  /** Checks the fields; when complete runs `extraCheck` then the order. */
  async function submit(event: FormEvent<HTMLFormElement>, extraCheck: () => boolean = () => true) {
    event.preventDefault();
    if (busy) return;
    const missing = voucherFieldNames.filter((name) => values[name].trim() === '');
    setInvalid(new Set(missing));
    const accepted = termsBox.current?.checked === true;
    setTermsInvalid(!accepted);
    if (missing.length > 0) {
      const [first] = missing;
      if (first) inputs.current[first]?.focus();
      onMissing();
      return;
    }
    if (!extraCheck()) return;
    if (!accepted) {
      termsBox.current?.focus();
      return;
    }
    setBusy(true);
    // A second click before React re-rendered (still "idle") keeps the same attempt id.
    attempt.current ??= newAttemptId();
    try {
      await order({
        senderName: values.senderName.trim(),
        recipientName: values.recipientName.trim(),
        email: values.email.trim(),
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

  return { field, terms, submit, busy };
}
