/** The contact form's request, read with the contract's schema. */
import { contactRequest } from '@clinique/api/contact';
import { validate } from '@clinique/api/fields';
import type { SiteFacts } from '../facts.ts';

const BOT = { ok: true, honeypot: true } as const;

/** A filled honeypot (`website`, hidden from people) marks a bot: answered as sent, not sent. */
export function validateContact(input: unknown, facts: SiteFacts) {
  const schema = contactRequest(facts.api, facts.treatmentLabels);
  const result = validate(schema, input, facts.api.request);
  if (result.ok) {
    const { website, ...value } = result.value;
    return website.trim() === '' ? ({ ok: true, honeypot: false, value } as const) : BOT;
  }
  // A bot that filled the honeypot learns nothing from validation either.
  const honeypot = (input as { website?: unknown } | null)?.website;
  return typeof honeypot === 'string' && honeypot.trim() !== '' ? BOT : result;
}
