import { treatmentKey } from '../desk.ts';
import { formatEuros } from '../format/money.ts';
import { sources } from '../sources.ts';
import { euroAmountsIn, monthsIn } from '../stated-prices.ts';
import { catalogDocuments, walkStrings } from '../walk.ts';
import { type Check, error, kept } from './check.ts';
import type { CatalogData } from '../load.ts';
import type { CustomVoucher, VoucherOffer } from '../schemas/entities.ts';

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
    ...offers.flatMap((offer, index) =>
      cardTextsDisagree(offer, `offers[${index}] (${offer.id})`, [offer.price]),
    ),
    ...cardTextsDisagree(custom, 'custom', [custom.minimum, custom.maximum]),
    ...deskTreatmentsMissing(catalog),
    ...validitiesNotSold(catalog),
    custom.maximum <= custom.minimum &&
      error(
        file,
        'custom',
        'maximum',
        `attendu plus que le minimum ${custom.minimum} €, trouvé ${custom.maximum} €`,
      ),
  ]);
};

/**
 * A card says its own amount and validity: a price or a validity changed without its texts would
 * sell a 60 € voucher as « Bon cadeau de 50 € » or « Valable 12 mois » for six.
 */
function cardTextsDisagree(card: VoucherOffer | CustomVoucher, entry: string, amounts: number[]) {
  const file = sources.vouchers.file;
  const said = amounts.map((n) => formatEuros(n)).join(' ou ');
  const includes = 'includes' in card ? card.includes : [];
  const texts: [string, string][] = [
    ['subtitle', card.subtitle],
    ['description', card.description],
    ...includes.map((text, i): [string, string] => [`includes[${i}]`, text]),
  ];
  return texts.flatMap(([field, text]) => [
    ...euroAmountsIn(text)
      .filter(({ amount }) => !amounts.includes(amount))
      .map(({ quote }) =>
        error(file, entry, field, `attendu le montant du bon (${said}), trouvé « ${quote} »`),
      ),
    ...monthsIn(text)
      .filter(({ months }) => months !== card.validityMonths)
      .map(({ quote }) =>
        error(
          file,
          entry,
          field,
          `attendu la validité du bon (${card.validityMonths} mois), trouvé « ${quote} »`,
        ),
      ),
  ]);
}

/** The validities, in months, of the vouchers the clinic sells. */
export const soldValidities = ({ vouchers }: CatalogData) =>
  new Set<number>([
    ...vouchers.offers.map((offer) => offer.validityMonths),
    vouchers.custom.validityMonths,
  ]);

/**
 * A text of the vouchers page, or one naming the vouchers elsewhere (a FAQ answer…), states only
 * validities the clinic sells, and the page's own texts only its vouchers' amounts: the cards and
 * the terms of sale are checked on their own.
 */
function validitiesNotSold(catalog: CatalogData) {
  const { offers, custom } = catalog.vouchers;
  const sold = soldValidities(catalog);
  const amounts = new Set([
    ...offers.flatMap((offer) => [offer.price, offer.originalPrice]),
    custom.minimum,
    custom.maximum,
  ]);
  const amountsSaid = [...amounts].map((n) => formatEuros(n)).join(', ');
  const names = [/\bbons? cadeaux?\b/i, ...offers.map((offer) => offer.title), custom.title];
  const aboutVouchers = (text: string) =>
    names.some((name) => (typeof name === 'string' ? text.includes(name) : name.test(text)));
  return catalogDocuments(catalog).flatMap(({ file, data }) => {
    if (file.startsWith('src/data/legal/')) return [];
    const found: ReturnType<typeof error>[] = [];
    walkStrings(data, (text, path) => {
      const ownPage = file === sources.vouchers.file;
      if (ownPage ? /^(offers|custom)\b/.test(path) : !aboutVouchers(text)) return;
      // Elsewhere, only the sentences on the vouchers or a validity: « contrôle à 2 mois » is care.
      const stated = ownPage
        ? text
        : text
            .split(/(?<=[.!?])\s+/)
            .filter((sentence) => aboutVouchers(sentence) || /valab|validit/i.test(sentence))
            .join(' ');
      const split = path.lastIndexOf('.');
      const entry = path.slice(0, Math.max(split, 0));
      const field = path.slice(split + 1);
      const flag = (message: string) => found.push(error(file, entry, field, message));
      for (const { amount, quote } of ownPage ? euroAmountsIn(text) : []) {
        if (!amounts.has(amount))
          flag(`attendu un montant des bons (${amountsSaid}), trouvé « ${quote} »`);
      }
      for (const { months, quote } of monthsIn(stated)) {
        if (!sold.has(months))
          flag(
            `attendu une validité d’un bon vendu (${[...sold].map((n) => `${n} mois`).join(', ')}, ${sources.vouchers.file}), trouvé « ${quote} »`,
          );
      }
    });
    return found;
  });
}

/** The desk records a use against any treatment of the site, and any a voucher pays for. */
function deskTreatmentsMissing(catalog: CatalogData) {
  const listed = new Set(catalog.interfaceText.desk.treatments.map(treatmentKey));
  const names = [
    ...catalog.treatmentPages.map((page) => page.name),
    ...catalog.vouchers.usableTreatments,
  ];
  return names
    .filter((name) => !listed.has(treatmentKey(name)))
    .map((name) =>
      error(
        sources.interfaceText.file,
        'desk',
        'treatments',
        `attendu « ${name} » (un soin du site) dans la liste de l’accueil, trouvé absent`,
      ),
    );
}
