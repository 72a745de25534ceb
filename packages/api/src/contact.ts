import * as v from 'valibot';
import { emailField, optionalText, textField, type ApiTexts } from './fields.ts';
import type { CommonError, Route } from './route.ts';

export const contact = { method: 'POST', path: '/api/send-contact-email' } as const satisfies Route;

export const CONTACT_LIMITS = { name: 100, phone: 30, message: 5000, honeypot: 500 } as const;

/** `website` is the honeypot: hidden from people, filled by bots. */
export function contactRequest(texts: ApiTexts, treatmentLabels: readonly string[]) {
  const { request, contact: copy } = texts;
  const { labels } = copy;
  return v.object({
    name: textField(request, {
      label: labels.name,
      max: CONTACT_LIMITS.name,
      required: true,
      missing: copy.nameMissing,
    }),
    email: emailField(request, labels.email),
    phone: optionalText(
      v.pipe(
        textField(request, { label: labels.phone, max: CONTACT_LIMITS.phone, required: false }),
        v.regex(/^[0-9+().\s/-]*$/, copy.phoneInvalid),
      ),
    ),
    traitement: optionalText(
      v.pipe(
        textField(request, { label: labels.traitement, max: 100, required: false }),
        v.check((value) => value === '' || treatmentLabels.includes(value), copy.treatmentInvalid),
      ),
    ),
    message: textField(request, {
      label: labels.message,
      max: CONTACT_LIMITS.message,
      required: true,
      multiline: true,
      missing: copy.messageMissing,
    }),
    website: optionalText(
      v.pipe(v.string(request.invalid), v.maxLength(CONTACT_LIMITS.honeypot, request.invalid)),
    ),
  });
}

/** What the page's script sends. */
export type ContactRequest = { [K in keyof ContactOutput]: string };
type ContactOutput = v.InferOutput<ReturnType<typeof contactRequest>>;

/** The message as the clinic receives it. */
export type ContactMessage = Omit<ContactOutput, 'website'>;

/** Without JavaScript the form gets a 303 to the thanks page instead. */
export type ContactAnswer = { ok: true };
export type ContactError = CommonError | 'invalid_request' | 'mail_unavailable';
