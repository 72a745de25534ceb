import { fillTemplate } from '@clinique/catalog/format';
import { describe, expect, it } from 'vitest';
import { validateContact } from '../src/contact/request.ts';
import { siteFacts } from '../src/site-facts.ts';

const facts = siteFacts;
const { request, contact } = facts.api;
const [treatment] = facts.treatmentLabels;
if (treatment === undefined) throw new Error('the catalog lists no treatment');
const valid = {
  name: 'Jeanne Dupont',
  email: 'jeanne.dupont@example.fr',
  phone: '06 12 34 56 78',
  traitement: treatment,
  message: 'Bonjour,\nJe souhaiterais un rendez-vous.',
};

function fieldError(input: Record<string, unknown>): Record<string, string> {
  const result = validateContact(input, facts);
  if (result.ok) throw new Error('expected a validation failure');
  return result.failure.fields;
}

describe('contact request validation', () => {
  it('accepts a complete message and normalises it', () => {
    const result = validateContact(
      { ...valid, name: '  Jeanne Dupont ', message: 'Ligne 1\r\nLigne 2\r\n' },
      facts,
    );
    expect(result).toEqual({
      ok: true,
      honeypot: false,
      value: { ...valid, message: 'Ligne 1\nLigne 2' },
    });
  });

  it('names a required field left out of the body, in French', () => {
    expect(fieldError({ email: valid.email })).toEqual({
      name: fillTemplate(request.fieldMissing, { name: 'name' }),
      message: fillTemplate(request.fieldMissing, { name: 'message' }),
    });
  });

  it('accepts optional fields empty, null or absent, and ignores unknown fields', () => {
    const result = validateContact(
      { name: 'A', email: 'a@b.fr', message: 'x', phone: null, extra: { nested: true } },
      facts,
    );
    expect(result).toEqual({
      ok: true,
      honeypot: false,
      value: { name: 'A', email: 'a@b.fr', phone: '', traitement: '', message: 'x' },
    });
  });

  it('accepts every treatment of the catalog and the empty choice', () => {
    expect(facts.treatmentLabels).toHaveLength(10);
    for (const traitement of [...facts.treatmentLabels, '']) {
      expect(validateContact({ ...valid, traitement }, facts).ok).toBe(true);
    }
  });

  it('requires name, email and message, with French messages', () => {
    expect(fieldError({ ...valid, name: '   ' })).toEqual({ name: contact.nameMissing });
    expect(fieldError({ ...valid, email: '' })).toEqual({
      email: request.emailMissing,
    });
    expect(fieldError({ ...valid, message: '\n \n' })).toEqual({
      message: contact.messageMissing,
    });
    const rest = { phone: valid.phone, traitement: valid.traitement };
    expect(Object.keys(fieldError(rest)).sort()).toEqual(['email', 'message', 'name']);
  });

  it('checks the e-mail syntax', () => {
    for (const email of [
      'jeanne',
      'jeanne@',
      '@example.fr',
      'jeanne@example',
      'a b@example.fr',
      'a@b.fr, c@d.fr',
      '<a@b.fr>',
      `${'a'.repeat(250)}@b.fr`,
    ]) {
      expect(fieldError({ ...valid, email })).toHaveProperty('email');
    }
  });

  it('bounds the lengths', () => {
    expect(fieldError({ ...valid, name: 'a'.repeat(101) })).toEqual({
      name: fillTemplate(request.tooLong, { label: contact.labels.name, max: 100 }),
    });
    expect(validateContact({ ...valid, name: 'a'.repeat(100) }, facts).ok).toBe(true);
    expect(fieldError({ ...valid, phone: '0'.repeat(31) })).toHaveProperty('phone');
    expect(fieldError({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      message: fillTemplate(request.tooLong, { label: contact.labels.message, max: 5000 }),
    });
    expect(validateContact({ ...valid, message: 'm'.repeat(5000) }, facts).ok).toBe(true);
  });

  it('refuses a treatment that is not one of the choices', () => {
    expect(fieldError({ ...valid, traitement: 'Botox' })).toEqual({
      traitement: contact.treatmentInvalid,
    });
  });

  it('refuses a phone number with letters', () => {
    expect(fieldError({ ...valid, phone: '06 12 AB' })).toHaveProperty('phone');
    expect(validateContact({ ...valid, phone: '+33 (0)6 12-34.56/78' }, facts).ok).toBe(true);
  });

  it('refuses CR, LF and control characters in every single-line field', () => {
    for (const injected of [
      'Jeanne\r\nBcc: victim@example.com',
      'Jeanne\nX',
      'Jeanne\rX',
      'Jeanne\u0000',
      'Jeanne\u2028X',
    ]) {
      expect(fieldError({ ...valid, name: injected })).toEqual({
        name: fillTemplate(request.oneLine, { label: contact.labels.name }),
      });
    }
    expect(fieldError({ ...valid, email: 'a@b.fr\r\nBcc: c@d.fr' })).toHaveProperty('email');
    expect(fieldError({ ...valid, phone: '06\n12' })).toHaveProperty('phone');
    expect(fieldError({ ...valid, traitement: `${treatment}\nx` })).toHaveProperty('traitement');
    expect(fieldError({ ...valid, message: 'Bonjour\u0007' })).toHaveProperty('message');
  });

  it('refuses wrong types', () => {
    expect(fieldError({ ...valid, name: 42 })).toEqual({
      name: fillTemplate(request.notText, { label: contact.labels.name }),
    });
    expect(fieldError({ ...valid, email: ['a@b.fr'] })).toHaveProperty('email');
    expect(fieldError({ ...valid, message: { text: 'x' } })).toHaveProperty('message');
    expect(fieldError({ ...valid, traitement: true })).toHaveProperty('traitement');
    const notAnObject = validateContact(['x'], facts);
    expect(notAnObject.ok).toBe(false);
  });

  it('flags a filled honeypot, even when the rest is invalid', () => {
    expect(validateContact({ ...valid, website: 'http://spam.example' }, facts)).toMatchObject({
      ok: true,
      honeypot: true,
    });
    expect(validateContact({ website: 'x', name: 3 }, facts)).toMatchObject({
      ok: true,
      honeypot: true,
    });
    expect(validateContact({ ...valid, website: '' }, facts)).toMatchObject({ honeypot: false });
  });
});
