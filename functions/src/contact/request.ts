/** The contact form's request, read with the contract's schema. */
import { contactRequest, type ContactMessage } from '@clinique/api/contact';
import { validate, type ValidationFailure } from '@clinique/api/fields';
import type { SiteFacts } from '../facts.ts';

export type ContactValidation =
  | { ok: true; value: ContactMessage; honeypot: boolean }
  | { ok: false; failure: ValidationFailure };

/** A filled honeypot (`website`, hidden from people) marks a bot: answered as sent, not sent. */
export function validateContact(input: unknown, facts: SiteFacts): ContactValidation {
  const schema = contactRequest(facts.api, facts.treatmentLabels);
  const result = validate(schema, input, facts.api.request);
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
