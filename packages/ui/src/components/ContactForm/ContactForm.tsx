import type { ContactRequest } from '@clinique/api/contact';
import type { InterfaceText } from '@clinique/catalog';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as form from '../../styles/form.css.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './ContactForm.css.ts';
import * as shared from '../../styles/shared.css.ts';
import { Field, FieldError, SelectField, TextField } from '../TextField/TextField.tsx';
import { focusLost } from '../../utils/focus-back.ts';
import { formField, useTypedBeforeHydration } from '../../utils/typed-before-hydration.ts';

type TextKey = 'name' | 'email' | 'phone';

/** `refused`: the sentence of each field the API refused, by the request's field name. */
export type ContactFormResult = 'sent' | 'failed' | { refused: Readonly<Record<string, string>> };

/** The visible fields in the page's order: the first refused one takes the focus. */
const FIELD_ORDER = ['name', 'email', 'phone', 'traitement', 'message'] as const;
type FieldName = (typeof FIELD_ORDER)[number];

export type ContactFormLabels = Omit<InterfaceText['contactForm'], 'success' | 'failure'>;

export interface ContactFormProps {
  labels: ContactFormLabels;
  /**
   * `'sent'` empties the fields; `'failed'` (or a rejection) keeps every value, and a refusal also
   * shows each sentence by its field.
   */
  onSubmit: (request: ContactRequest) => Promise<ContactFormResult>;
  /** Chosen when it arrives (the address's, read once hydrated), unless the visitor chose one. */
  initialTreatment?: string | undefined;
  action?: string;
  /** Stays in the form until the visitor types again, not only in a passing notice. */
  sentNotice?: { title: string; description?: string | undefined };
}

/**
 * The request's fields, named as the API reads them; `traitement` holds the chosen id, which the
 * request sent replaces by its label. `website` is the honeypot: hidden, filled only by robots.
 */
const emptyContactFormValues: ContactRequest = {
  name: '',
  email: '',
  phone: '',
  traitement: '',
  message: '',
  website: '',
};

export function ContactForm({ labels, ...props }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState(emptyContactFormValues);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const submitRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const chosen = labels.treatments.find((choice) => choice.id === props.initialTreatment);
    if (chosen)
      setValues((current) =>
        current.traitement ? current : { ...current, traitement: chosen.id },
      );
  }, [props.initialTreatment, labels.treatments]);

  const update = (next: ContactRequest) => {
    setSent(false);
    setValues(next);
  };
  const set = (field: keyof ContactRequest) => (event: { target: { value: string } }) => {
    update({ ...values, [field]: event.target.value });
    // Being corrected: its sentence goes; the API checks it again at the next sending.
    setProblems((current) =>
      current[field as FieldName] === undefined ? current : { ...current, [field]: undefined },
    );
  };
  /** What a field shows under it and tells assistive technologies (its live region stays). */
  const problem = (name: FieldName) => ({
    error: problems[name] ?? '',
    'aria-invalid': problems[name] === undefined ? undefined : true,
  });
  const text = (key: TextKey, type: string, autoComplete: string, required?: true) => ({
    id: `${id}-${key}`,
    label: labels[key],
    name: key,
    type,
    autoComplete,
    required,
    readOnly: sending,
    value: values[key],
    onChange: set(key),
    ...problem(key),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration<keyof ContactRequest>(
    () =>
      Object.fromEntries(
        Object.keys(values).map((name) => [name, formField(formRef.current, name)]),
      ),
    values,
    (typed) => update({ ...values, ...typed }),
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    let result: ContactFormResult;
    try {
      const treatment = labels.treatments.find((choice) => choice.id === values.traitement);
      result = await props.onSubmit({ ...values, traitement: treatment?.label ?? '' });
    } catch {
      result = 'failed';
    }
    setSending(false);
    if (result === 'sent') {
      update(emptyContactFormValues);
      setSent(true);
    }
    const refused = typeof result === 'object' ? result.refused : {};
    const found = Object.fromEntries(
      FIELD_ORDER.flatMap((name) => (refused[name] === undefined ? [] : [[name, refused[name]]])),
    ) as Partial<Record<FieldName, string>>;
    setProblems(found);
    const first = FIELD_ORDER.find((name) => found[name] !== undefined);
    // The refused field, else the button, which lost the focus while it was disabled.
    requestAnimationFrame(() => {
      const field = first === undefined ? null : formRef.current?.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      else if (focusLost()) submitRef.current?.focus();
    });
  }

  return (
    <form
      ref={formRef}
      className={form.form}
      method="post"
      action={props.action}
      onSubmit={handleSubmit}
      aria-busy={sending}
    >
      <p className={shared.smallMuted}>{labels.requiredHint}</p>
      <div className={form.row}>
        <TextField {...text('name', 'text', 'name', true)} />
        <TextField {...text('email', 'email', 'email', true)} />
      </div>
      <div className={form.row}>
        <TextField {...text('phone', 'tel', 'tel')} />
        <SelectField
          id={`${id}-treatment`}
          label={labels.treatment}
          placeholder={labels.treatmentPlaceholder}
          options={labels.treatments.map((choice) => ({ value: choice.id, label: choice.label }))}
          name="traitement"
          value={values.traitement}
          onChange={set('traitement')}
          {...problem('traitement')}
        />
      </div>
      <Field id={`${id}-message`} label={labels.message}>
        <textarea
          id={`${id}-message`}
          className={form.textarea}
          name="message"
          rows={labels.messageRows}
          required
          readOnly={sending}
          value={values.message}
          onChange={set('message')}
          aria-invalid={problem('message')['aria-invalid']}
          aria-describedby={`${id}-message-error`}
        />
        <FieldError id={`${id}-message-error`}>{problems.message}</FieldError>
      </Field>
      <div className={visuallyHidden} aria-hidden="true">
        <label htmlFor={`${id}-website`}>website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set('website')}
        />
      </div>
      <div className={shared.actionRow}>
        <Button
          ref={submitRef}
          type="submit"
          size="lg"
          icon="mail"
          busy={sending}
          busyLabel={labels.sending}
        >
          {labels.submit}
        </Button>
      </div>
      {props.sentNotice === undefined ? null : (
        // The live region exists before it speaks, so screen readers announce the message.
        <div role="status" className={sent ? styles.sent : undefined}>
          {sent ? (
            <>
              <strong className={styles.sentTitle}>{props.sentNotice.title}</strong>{' '}
              {props.sentNotice.description}
            </>
          ) : null}
        </div>
      )}
    </form>
  );
}
