/**
 * Prices a patient reads agree with the page's price tables; a variant reading kept for a differently
 * stated price fails once the tables move.
 */
import { formatPrice, highestAmount, lowestAmount } from '../format/content.ts';
import {
  type PriceClaim,
  type PriceReading,
  pageAmounts,
  priceMentions,
  priceReadings,
} from '../stated-prices.ts';
import type { TreatmentPage } from '../schemas/pages.ts';
import type { Price } from '../schemas/primitives.ts';
import { textEntries, treatmentFile } from '../walk.ts';
import { type Check, articleLines, error } from './check.ts';

type TableRange = NonNullable<ReturnType<typeof tableRange>>;

function tableRange(page: Pick<TreatmentPage, 'prices'>) {
  const prices = (page.prices?.tables ?? []).flatMap((table): Price[] =>
    table.kind === 'standard'
      ? table.rows.map((row) => row.price)
      : table.rows.map((row) => row.oneSession),
  );
  if (prices.length === 0) return undefined;
  return {
    lowest: Math.min(...prices.map(lowestAmount)),
    highest: Math.max(...prices.map((price) => highestAmount(price) ?? lowestAmount(price))),
  };
}

function formatRange(range: TableRange): string {
  return formatPrice(
    range.lowest === range.highest ? range.lowest : { min: range.lowest, max: range.highest },
  );
}

function agreesWithTables(price: Price, range: TableRange): boolean {
  if (typeof price === 'number' || 'from' in price) return lowestAmount(price) === range.lowest;
  return price.min === range.lowest && price.max === range.highest;
}

function readingHolds(reading: PriceReading, range: TableRange | undefined): boolean {
  return (
    range !== undefined &&
    lowestAmount(reading.read) === range.lowest &&
    (highestAmount(reading.read) ?? lowestAmount(reading.read)) === range.highest
  );
}

const VARIANTS_FILE = 'src/data/variants.ts';
const samePrice = (a: Price, b: Price) => JSON.stringify(a) === JSON.stringify(b);

export const checkPriceVariants: Check = (catalog) => {
  const all = priceReadings(catalog);
  return [...new Set(all.map((reading) => reading.variant))].flatMap((variant) => {
    const readings = all.filter((reading) => reading.variant === variant);
    const [first] = readings;
    if (!first) return [];
    const page = catalog.treatmentPages.find(({ path }) => path === first.page);
    if (!page)
      return [
        error(
          VARIANTS_FILE,
          variant,
          'tables.page',
          `attendu une page de soin à ${first.page}, dont la variante lit les tables, trouvé aucune page : si la page a été retirée, retirez aussi la variante ${variant} de ${VARIANTS_FILE} ; sinon, écrivez ici la route de la page`,
        ),
      ];
    const range = tableRange(page);
    if (readingHolds(first, range)) return [];
    const now = range ? formatRange(range) : 'aucune table de prix';
    const values = readings.map((r) => `${r.reading}: ${priceWords(r.value)}`).join(', ');
    return [
      error(
        VARIANTS_FILE,
        variant,
        'tables.read',
        `attendu que les tables de ${first.page} indiquent ${formatPrice(first.read)}, comme quand les lectures (${values}) ont été gardées, trouvé ${now} : mettez à jour la variante ${variant} dans ${VARIANTS_FILE} (ses lectures si le prix du cahier des charges a changé aussi, puis tables.read)`,
      ),
    ];
  });
};

/** The readings of the claim's page that state its price. */
const readingsOf = (readings: PriceReading[], claim: PriceClaim) =>
  readings.filter(
    (reading) => reading.page === claim.page.path && samePrice(reading.value, claim.price),
  );

export const checkPriceClaims: Check = (catalog, context) => {
  const readings = priceReadings(catalog);
  const entryOf = textEntries(catalog);
  const lineOf = articleLines(context);
  return priceMentions(catalog).claims.flatMap((claim) => {
    const range = tableRange(claim.page);
    if (!range || claim.variant || agreesWithTables(claim.price, range)) return [];
    const matching = readingsOf(readings, claim);
    if (matching.some((reading) => readingHolds(reading, range))) return [];
    const found = claim.quote ? `« ${claim.quote} »` : priceWords(claim.price);
    const stale = matching[0]
      ? ` (la variante ${matching[0].variant} a été gardée pour des tables qui indiquent ${formatPrice(matching[0].read)} : mettez-la à jour dans ${VARIANTS_FILE})`
      : '';
    return [
      {
        ...error(
          claim.file,
          claim.field === 'text' ? entryOf(claim.file, claim.entry) : claim.entry,
          claim.field,
          `attendu ${expectedWords(claim.price, range)}, ce qu’indiquent les tables de ${claim.page.path} (${treatmentFile(claim.page)}), trouvé ${found}${stale}`,
        ),
        ...(claim.quote ? lineOf(claim.file, claim.quote, claim.context) : {}),
      },
    ];
  });
};

export const checkOfferPrices: Check = (catalog) =>
  catalog.treatmentPages.flatMap((page) => {
    const rows = (page.prices?.tables ?? []).flatMap((table) =>
      table.kind === 'standard' ? table.rows.map((row) => row.price) : [],
    );
    return page.sections.flatMap((section, sectionIndex) =>
      section.kind !== 'offers'
        ? []
        : section.offers.flatMap((offer, index) =>
            rows.some((price) => samePrice(price, offer.price))
              ? []
              : error(
                  treatmentFile(page),
                  `sections[${sectionIndex}] (${section.id}).offers[${index}] (${offer.id})`,
                  'price',
                  `attendu le prix d’une ligne des tables de la page (${rows.map(priceWords).join(', ')}), trouvé ${priceWords(offer.price)}`,
                ),
          ),
    );
  });

const priceWords = (price: Price) => formatPrice(price, 'dès');

/** The tables' range in the claim's shape. */
const expectedWords = (price: Price, range: TableRange) =>
  typeof price === 'number' || 'from' in price
    ? priceWords(typeof price === 'number' ? range.lowest : { from: range.lowest })
    : formatRange(range);

/** « 1 200 », « 163,33 »: as the texts write them. */
const amountFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A text about no treatment may also state the gift vouchers' amounts. */
export const checkAmountsInText: Check = (catalog, context) => {
  const lineOf = articleLines(context);
  const fee = catalog.clinic.consultation.fee;
  const { offers, custom } = catalog.vouchers;
  const general = new Set([
    fee,
    ...offers.map((offer) => offer.price),
    custom.minimum,
    custom.maximum,
  ]);
  const sorted = (amounts: Set<number>) =>
    [...amounts]
      .sort((a, b) => a - b)
      .map((amount) => `${amountFormat.format(amount)} €`)
      .join(', ');
  const entryOf = textEntries(catalog);
  return priceMentions(catalog).amounts.flatMap((found) => {
    const allowed = new Set([fee]);
    for (const page of found.pages) pageAmounts(page, catalog).forEach((n) => allowed.add(n));
    const ok = found.pages.length > 0 ? allowed.has(found.amount) : general.has(found.amount);
    if (ok) return [];
    const about = found.pages.length
      ? `un prix de ${found.pages.map((page) => page.path).join(' ou ')} (${sorted(allowed)})`
      : `le tarif de la consultation ou le montant d’un bon cadeau (${sorted(general)}), car le texte ne nomme aucun soin`;
    return [
      {
        ...error(
          found.file,
          entryOf(found.file, found.path),
          'text',
          `attendu ${about}, trouvé « ${found.quote} » dans le texte`,
        ),
        ...lineOf(found.file, found.quote, found.context),
      },
    ];
  });
};

/** A reading is shown when a data file refers to it, it is a contact fact, or a text's price repeats it. */
export const checkVariants: Check = (catalog) => {
  const readings = priceReadings(catalog);
  const contactReadings: string[] = Object.values(catalog.contactFacts.readings).flatMap((fact) =>
    Object.values(fact),
  );
  const used = new Set<string>([
    ...catalog.variantUses.map((use) => `${use.variant}.${use.reading}`),
    ...contactReadings,
    ...priceMentions(catalog).claims.flatMap((claim) =>
      readingsOf(readings, claim).map((reading) => `${reading.variant}.${reading.reading}`),
    ),
  ]);
  return Object.entries(catalog.variants).flatMap(([name, variant]) => {
    if (!variant) return [];
    const readingNames = Object.keys(variant.readings);
    const unused = readingNames.filter((reading) => !used.has(`${name}.${reading}`));
    // None shown any more (its page removed, say): the variant itself goes.
    if (unused.length === readingNames.length && readingNames.length > 1)
      return [
        error(
          VARIANTS_FILE,
          name,
          'readings',
          `attendu qu’une page montre au moins une lecture de la variante (${readingNames.map((reading) => `{ variant: '${name}.${reading}' }`).join(', ')}), trouvé aucune : si ce qui les montrait a été retiré, retirez la variante ${name} de ${VARIANTS_FILE}`,
        ),
      ];
    // The phone's and the hours' two readings are both read by the site: neither can go.
    const required = contactReadings.some((reading) => reading.startsWith(`${name}.`));
    const remove = required
      ? ''
      : `, ou retirez la lecture de ${VARIANTS_FILE} si plus aucune page ne le montre`;
    return unused.map((reading) =>
      error(
        VARIANTS_FILE,
        name,
        `readings.${reading}`,
        `attendu que cette lecture serve à une page ({ variant: '${name}.${reading}' }), trouvé aucun usage : écrivez { variant: '${name}.${reading}' } là où la page montre ce fait${remove}`,
      ),
    );
  });
};
