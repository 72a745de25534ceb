/** Label objects of the UI kit's components, taken from the catalog's interface text. */
import { type CatalogData, catalog as defaultCatalog } from '@clinique/catalog';
import type { PriceTableLabels, TreatmentCardLabels } from '@clinique/ui';

export function priceTableLabels(catalog: CatalogData = defaultCatalog): PriceTableLabels {
  const text = catalog.interfaceText;
  return {
    zone: text.zone,
    price: text.price,
    duration: text.duration,
    oneSession: text.oneSession,
    threeSessions: text.threeSessions,
    fromPrefix: text.fromPrefix,
    breakdown: text.sessionBreakdown,
  };
}

export function treatmentCardLabels(
  withZones: boolean,
  catalog: CatalogData = defaultCatalog,
): TreatmentCardLabels {
  const text = catalog.interfaceText;
  return {
    fromPrefix: text.fromPrefix,
    price: text.price,
    duration: text.duration,
    ...(withZones ? { zones: text.zones } : {}),
  };
}

/** Address lines of the clinic: street, then postal code and town. */
export function addressLines(catalog: CatalogData = defaultCatalog): string[] {
  const { address } = catalog.clinic;
  return [address.street, `${address.postalCode} ${address.city}`];
}
