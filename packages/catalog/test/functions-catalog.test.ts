/** `@clinique/catalog/functions-catalog` loads the same validated data as the whole catalog, alone. */
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/index.ts';
import { functionsCatalog } from '../src/functions-catalog.ts';

describe('the functions catalog', () => {
  it('equal the corresponding parts of the full catalog, variants resolved', () => {
    expect(functionsCatalog).toEqual({
      clinic: catalog.clinic,
      variants: catalog.variants,
      contactFacts: catalog.contactFacts,
      interfaceText: catalog.interfaceText,
      vouchers: catalog.vouchers,
      contact: catalog.contact,
      contactThanks: catalog.contactThanks,
    });
  });
});
