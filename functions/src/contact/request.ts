/** The contact form's request: `{ name, email, phone, traitement, message }` (+ honeypot `website`). */
import * as v from 'valibot';
import { emailField, optionalText, textField, validate, type Validated } from '../validation.ts';

export const CONTACT_LIMITS = { name: 100, phone: 30, message: 5000, honeypot: 500 } as const;

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  /** One of the catalog's treatment labels, or '' (none chosen). */
  traitement: string;
  message: string;
}

export type ContactValidation =
  | { ok: true; value: ContactMessage; honeypot: boolean }
  | { ok: false; failure: Extract<Validated<unknown>, { ok: false }>['failure'] };

function contactSchema(treatmentLabels: readonly string[]) {
  return v.object({
    name: textField({
      label: 'Nom complet',
      max: CONTACT_LIMITS.name,
      required: true,
      missing: 'Veuillez indiquer votre nom.',
    }),
    email: emailField('Email'),
    phone: optionalText(
      v.pipe(
        textField({ label: 'Téléphone', max: CONTACT_LIMITS.phone, required: false }),
        v.regex(
          /^[0-9+().\s/-]*$/,
          'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et les signes + ( ) . - /.',
        ),
      ),
    ),
    traitement: optionalText(
      v.pipe(
        textField({ label: 'Traitement', max: 100, required: false }),
        v.check(
          (value) => value === '' || treatmentLabels.includes(value),
          'Veuillez choisir un traitement dans la liste.',
        ),
      ),
    ),
    message: textField({
      label: 'Message',
      max: CONTACT_LIMITS.message,
      required: true,
      multiline: true,
      missing: 'Veuillez écrire votre message.',
    }),
    website: optionalText(
      v.pipe(
        v.string('Requête invalide.'),
        v.maxLength(CONTACT_LIMITS.honeypot, 'Requête invalide.'),
      ),
    ),
  });
}

/**
 * Validates a contact request. A filled honeypot (`website`, hidden from people) marks a bot: the
 * route answers as if the message had been sent, and sends nothing.
 */
export function validateContact(
  input: unknown,
  treatmentLabels: readonly string[],
): ContactValidation {
  const result = validate(contactSchema(treatmentLabels), input);
  if (!result.ok) {
    // A bot that filled the honeypot learns nothing from validation either.
    const honeypot = (input as { website?: unknown } | null)?.website;
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      return {
        ok: true,
        honeypot: true,
        value: { name: '', email: '', phone: '', traitement: '', message: '' },
      };
    }
    return result;
  }
  const { website, ...value } = result.value;
  return { ok: true, value, honeypot: website.trim() !== '' };
}
