import { describe, expect, it } from 'vitest';
import { realCatalog } from './helpers.ts';

describe('contact facts: each is the reading of src/data/variants.ts it names', () => {
  it('shows the visible phone and hours, and states the structured-data ones', () => {
    const { contactFacts, variants } = realCatalog;
    expect(contactFacts.readings).toEqual({
      phone: { visible: 'phone.visibleText', structuredData: 'phone.structuredData' },
      hours: { visible: 'openingHours.visibleText', structuredData: 'openingHours.structuredData' },
    });
    expect(contactFacts.phone.visible).toEqual(variants.phone.readings.visibleText.value);
    expect(contactFacts.phone.structuredData).toEqual(variants.phone.readings.structuredData.value);
    expect(contactFacts.hours.visible).toEqual(variants.openingHours.readings.visibleText.value);
    expect(contactFacts.hours.structuredData).toEqual(
      variants.openingHours.readings.structuredData.value,
    );
  });

  it('give the legal pages the visible phone', () => {
    const mentions = JSON.stringify(realCatalog.legalPages.mentions);
    const { visible, structuredData } = realCatalog.contactFacts.phone;
    expect(mentions).toContain(visible.display);
    // The clinic may give one number for both readings; then there is nothing else to tell apart.
    if (structuredData.display !== visible.display)
      expect(mentions).not.toContain(structuredData.display);
  });
});
