/** The clinic node has a stable `@id` so other nodes refer to it instead of repeating it. */
import {
  type Article,
  type FaqItem,
  type NamedPrice,
  type TreatmentListPage,
  type TreatmentPage,
  catalog,
  highestAmount,
  lowestAmount,
  pagePrices,
  pathOf,
} from '@clinique/catalog';
import type {
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  ItemListLeaf,
  JsonLdObject,
  ListItemLeaf,
  MedicalBusinessLeaf,
  MedicalProcedureLeaf,
  MergeLeafTypes,
  Offer,
  ServiceLeaf,
  WebSite,
} from 'schema-dts';
import { absoluteUrl } from '../site-url.ts';
import { socialImagePath } from './social-image.ts';

/** Also a Service, so `provider`, `areaServed` and `offers` are valid (MedicalProcedure has none). */
export type TreatmentNode = MergeLeafTypes<[MedicalProcedureLeaf, ServiceLeaf]>;

/** schema-dts types `ListItem.item` as one type; here it holds a node of two types. */
export type TreatmentItemList = Omit<ItemListLeaf, 'itemListElement'> & {
  itemListElement: (Omit<ListItemLeaf, 'item'> & { item: TreatmentNode })[];
};

const dayNames = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const;
type DayCode = keyof typeof dayNames;
const dayOrder: readonly DayCode[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

const dayOfWeek = (day: DayCode): DayOfWeek => `https://schema.org/${dayNames[day]}`;

export function dayRange(days: readonly DayCode[]): string {
  const groups: DayCode[][] = [];
  dayOrder.forEach((day, index) => {
    if (!days.includes(day)) return;
    const group = groups.at(-1);
    if (group && group.at(-1) === dayOrder[index - 1]) group.push(day);
    else groups.push([day]);
  });
  return groups
    .map((group) => (group.length > 2 ? `${group[0]}-${group.at(-1)}` : group.join(',')))
    .join(',');
}

/** Search engines ask for raster images of a known size; the SVGs have none. */
const imageUrl = (src: string) => absoluteUrl(socialImagePath(src));

const clinicId = () => `${absoluteUrl('/')}#clinique`;

export function medicalBusiness(): MedicalBusinessLeaf {
  const { clinic, contactFacts } = catalog;
  const hours = contactFacts.hours.structuredData;
  return {
    '@type': 'MedicalBusiness',
    '@id': clinicId(),
    name: clinic.name,
    description: clinic.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl(clinic.logo.src),
    image: imageUrl(clinic.socialImage.src),
    telephone: contactFacts.phone.structuredData.e164,
    email: clinic.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      postalCode: clinic.address.postalCode,
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.region,
      addressCountry: clinic.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: clinic.geo.latitude,
      longitude: clinic.geo.longitude,
    },
    openingHours: hours.map((entry) => `${dayRange(entry.days)} ${entry.opens}-${entry.closes}`),
    openingHoursSpecification: hours.map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: entry.days.map(dayOfWeek),
      opens: entry.opens,
      closes: entry.closes,
    })),
    paymentAccepted: clinic.acceptedPayments.join(', '),
    currenciesAccepted: 'EUR',
    priceRange: clinic.priceRange,
    knowsAbout: clinic.specialties,
  };
}

export function webSite(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${absoluteUrl('/')}#site`,
    name: catalog.clinic.name,
    url: absoluteUrl('/'),
    inLanguage: 'fr-FR',
    publisher: { '@id': clinicId() },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(trail: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function faqPage(items: readonly FaqItem[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A range or a starting price keeps its lowest amount as `price`, the bounds in a PriceSpecification. */
function priceOffer({ name, price }: NamedPrice, url: string): Offer {
  const low = lowestAmount(price);
  const high = highestAmount(price);
  return {
    '@type': 'Offer',
    name,
    url,
    price: low,
    priceCurrency: 'EUR',
    ...(high === low
      ? {}
      : {
          priceSpecification: {
            '@type': 'PriceSpecification',
            priceCurrency: 'EUR',
            minPrice: low,
            ...(high === undefined ? {} : { maxPrice: high }),
          },
        }),
  };
}

export function offers(prices: readonly NamedPrice[], url: string): Offer | undefined {
  if (prices.length <= 1) return prices[0] && priceOffer(prices[0], url);
  const highs = prices.map((item) => highestAmount(item.price));
  return {
    '@type': 'AggregateOffer',
    url,
    priceCurrency: 'EUR',
    lowPrice: Math.min(...prices.map((item) => lowestAmount(item.price))),
    ...(highs.every((high) => high !== undefined) ? { highPrice: Math.max(...highs) } : {}),
    offerCount: prices.length,
    offers: prices.map((item) => priceOffer(item, url)),
  };
}

export function medicalProcedure(page: TreatmentPage): TreatmentNode {
  const url = absoluteUrl(page.path);
  const pageOffers = offers(pagePrices(page, catalog.interfaceText), url);
  const image = page.meta.image ?? page.hero.images[0];
  return {
    '@type': ['MedicalProcedure', 'Service'],
    '@id': `${url}#soin`,
    name: page.procedure.name,
    description: page.meta.description,
    url,
    procedureType: `https://schema.org/${page.procedure.procedureType}`,
    bodyLocation: page.procedure.bodyLocation,
    ...(image ? { image: imageUrl(image.src) } : {}),
    provider: {
      '@type': 'MedicalBusiness',
      '@id': clinicId(),
      name: catalog.clinic.name,
      address: {
        '@type': 'PostalAddress',
        postalCode: catalog.clinic.address.postalCode,
        addressLocality: catalog.clinic.address.city,
        addressCountry: catalog.clinic.address.country,
      },
    },
    areaServed: { '@type': 'City', name: catalog.clinic.address.city },
    ...(pageOffers ? { offers: pageOffers } : {}),
  };
}

export function treatmentList(page: TreatmentListPage): TreatmentItemList {
  const url = absoluteUrl(page.path);
  return {
    '@type': 'ItemList',
    '@id': `${url}#soins`,
    name: page.cardsTitle,
    url,
    numberOfItems: page.cards.length,
    itemListElement: page.cards.map((card, index) => {
      const cardUrl = card.href ? absoluteUrl(pathOf(card.href)) : undefined;
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': ['MedicalProcedure', 'Service'],
          name: card.title,
          description: card.description,
          image: imageUrl(card.image.src),
          ...(cardUrl ? { url: cardUrl } : {}),
          offers: priceOffer({ name: card.title, price: card.price }, cardUrl ?? url),
        },
      };
    }),
  };
}

export function blogPosting(article: Article, path: string): BlogPosting {
  const url = absoluteUrl(path);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    image: imageUrl(article.image),
    datePublished: article.publishedDate,
    dateModified: article.publishedDate,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@id': clinicId() },
    mainEntityOfPage: url,
    articleSection: article.category,
    keywords: article.keywords.join(', '),
    wordCount: article.wordCount,
    inLanguage: 'fr-FR',
  };
}

export function jsonLdScript(nodes: readonly JsonLdObject[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
