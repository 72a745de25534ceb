/**
 * What a name, a message or a reason may hold, and which day exists: one set of rules
 * (`@clinique/api/text`), applied by every schema that reads people's words.
 */
import { fillTemplate } from '@clinique/catalog/format';
import { hasFormatCharacters, isCalendarDay, visibleLength } from '@clinique/api/text';
import { describe, expect, it } from 'vitest';
import { validateContact } from '../src/contact/request.ts';
import { viewerKey } from '../src/http.ts';
import { orderMetadata, readOrder, type Order } from '../src/payment/metadata.ts';
import { siteFacts } from '../src/site-facts.ts';

const request = siteFacts.api.request;
const labels = siteFacts.api.contact.labels;
const contact = {
  name: 'Jeanne Dupont',
  email: 'jeanne.dupont@example.fr',
  message: 'Bonjour, je souhaiterais un rendez-vous.',
};

describe('format characters', () => {
  it('are found whether they reorder, hide or join text', () => {
    for (const text of ['abc\u202Edcba', 'a\u200Bb', '\u2066x\u2069', '\uFEFFx', 'Jean\u00ADne']) {
      expect(hasFormatCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('leave French names and emoji alone, a joiner inside an emoji sequence included', () => {
    for (const text of ['Élise Noël-Dupré', 'Bon anniversaire ❤️', 'La famille 👨‍👩‍👧 !']) {
      expect(hasFormatCharacters(text), text).toBe(false);
    }
    expect(hasFormatCharacters('a\u200Db')).toBe(true);
  });

  it('are refused in a name and a message with a French reason, after NFC normalisation', () => {
    const refused = validateContact(
      { ...contact, name: 'Jean\u202Eenuod', message: 'Bonjour\u200B' },
      siteFacts,
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.failure.fields).toEqual({
      name: fillTemplate(request.invisibleCharacters, { label: labels.name }),
      message: fillTemplate(request.invisibleCharacters, { label: labels.message }),
    });
    const composed = validateContact({ ...contact, name: 'E\u0301lise' }, siteFacts);
    expect(composed.ok && !composed.honeypot && composed.value.name).toBe('\u00C9lise');
  });
});

describe('visible characters', () => {
  it('count what a reader sees: not spaces, format characters or blank letters', () => {
    expect(visibleLength('\u200B\u200B\u200B')).toBe(0);
    expect(visibleLength(' \u00A0\u3164\u2800 ')).toBe(0);
    expect(visibleLength('Perdu')).toBe(5);
    expect(visibleLength('a b')).toBe(2);
  });
});

describe('calendar days', () => {
  it('exist, or are refused rather than rolled over', () => {
    expect(['2027-02-28', '2028-02-29', '2027-12-31'].map(isCalendarDay)).toEqual([
      true,
      true,
      true,
    ]);
    const impossible = ['2027-02-30', '2027-02-29', '2027-04-31', '2027-13-01', '2027-1-31'];
    expect(impossible.filter(isCalendarDay)).toEqual([]);
  });
});

describe('the order read back from Stripe', () => {
  const order: Order = {
    kind: 'custom',
    offerId: 'personnalise',
    title: 'Bon Personnalisé',
    giftType: 'Bon Personnalisé',
    amount: 80,
    validityMonths: 12,
    senderName: 'Paul Martin',
    recipientName: 'Élise Durand',
    delivery: { email: 'elise@example.org', date: '2027-03-01' },
  };

  it('refuses what would reach the recipient’s subject line unsafely, and impossible days', () => {
    expect(readOrder(orderMetadata(order))).toMatchObject({ senderName: 'Paul Martin' });
    for (const changed of [
      { senderName: 'Paul\u202E nitraM' },
      { recipientName: 'x'.repeat(81) },
      { delivery: { email: 'elise@example.org', date: '2027-02-30' } },
    ]) {
      expect(readOrder(orderMetadata({ ...order, ...changed }))).toBeUndefined();
    }
  });
});

describe('the viewer a limit counts', () => {
  it('is the IP of CloudFront’s `ip:port`, an IPv6 viewer by its /64', () => {
    expect(viewerKey('203.0.113.7:46532')).toBe('203.0.113.7');
    expect(viewerKey('2001:db8:0a:1:2:3:4:5:443')).toBe('2001:db8:a:1::/64');
    expect(viewerKey('2001:db8::9:443')).toBe('2001:db8:0:0::/64');
    expect(viewerKey('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64');
    expect(viewerKey('::ffff:127.0.0.2:5000')).toBe('127.0.0.2');
    expect(viewerKey(undefined)).toBe('unknown');
  });
});
