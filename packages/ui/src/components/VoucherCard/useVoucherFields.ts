import { useRef, useState, type FormEvent } from 'react';

/** Who offers, who receives, where to send the voucher. */
export interface VoucherRecipientValues {
  senderName: string;
  recipientName: string;
  email: string;
}

export const voucherFieldNames = ['senderName', 'recipientName', 'email'] as const;
type FieldName = (typeof voucherFieldNames)[number];

/**
 * State shared by the voucher cards: the three fields, the missing-field check (any empty field
 * → `onMissing()`, no order) and the busy state while the order runs.
 */
export function useVoucherFields({
  onMissing,
  order,
}: {
  onMissing: () => void;
  order: (values: VoucherRecipientValues) => Promise<unknown>;
}) {
  const [values, setValues] = useState<VoucherRecipientValues>({
    senderName: '',
    recipientName: '',
    email: '',
  });
  const [invalid, setInvalid] = useState<ReadonlySet<FieldName>>(new Set());
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

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
    if (missing.length > 0) {
      const [first] = missing;
      if (first) inputs.current[first]?.focus();
      onMissing();
      return;
    }
    if (!extraCheck()) return;
    setBusy(true);
    try {
      await order({
        senderName: values.senderName.trim(),
        recipientName: values.recipientName.trim(),
        email: values.email.trim(),
      });
    } catch (error) {
      // The parent reports failures (toast); the card only returns to idle.
      console.error(error);
    } finally {
      setBusy(false);
    }
  }

  return { field, submit, busy };
}
