import { sources } from '../sources.ts';
import { type Check, error, kept } from './check.ts';
import type { CatalogData } from '../load.ts';

export const checkVouchers: Check = (catalog) => {
  const file = sources.vouchers.file;
  const { offers, custom } = catalog.vouchers;
  const popular = offers.filter((offer) => offer.popular).length;
  return kept([
    popular !== 1 &&
      error(file, 'offers', 'popular', `attendu exactement un bon populaire, trouvé ${popular}`),
    ...offers.flatMap((offer, index) => [
      offer.originalPrice <= offer.price &&
        error(
          file,
          `offers[${index}] (${offer.id})`,
          'originalPrice',
          `attendu plus que le prix ${offer.price} €, trouvé ${offer.originalPrice} €`,
        ),
      offer.price < custom.minimum &&
        error(
          file,
          `offers[${index}] (${offer.id})`,
          'price',
          `attendu au moins le minimum du montant libre ${custom.minimum} €, trouvé ${offer.price} €`,
        ),
    ]),
    ...deskTreatmentsMissing(catalog),
    custom.maximum <= custom.minimum &&
      error(
        file,
        'custom',
        'maximum',
        `attendu plus que le minimum ${custom.minimum} €, trouvé ${custom.maximum} €`,
      ),
  ]);
};

/** The desk records a use against any treatment of the site, and any a voucher pays for. */
function deskTreatmentsMissing(catalog: CatalogData) {
  const listed = new Set(catalog.interfaceText.desk.treatments);
  const names = [
    ...catalog.treatmentPages.map((page) => page.name),
    ...catalog.vouchers.usableTreatments,
  ];
  return names
    .filter((name) => !listed.has(name))
    .map((name) =>
      error(
        sources.interfaceText.file,
        'desk',
        'treatments',
        `attendu « ${name} » (un soin du site) dans la liste de l’accueil, trouvé absent`,
      ),
    );
}
