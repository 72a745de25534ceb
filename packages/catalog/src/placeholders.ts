/** Stand-ins for what the clinic has not supplied; `catalog:check --release` fails while any remain. */
import type { CatalogData } from './load.ts';
import { flattenFacts } from './legal.ts';
import { LEGAL_PLACEHOLDER_PREFIX } from './schemas/legal.ts';
import { sources } from './sources.ts';
import { SKIP, catalogDocuments, walkObjects, walkStrings } from './walk.ts';

export interface Placeholder {
  kind:
    | 'phone'
    | 'email'
    | 'doctor name'
    | 'street address'
    | 'booking URL'
    | 'sample testimonial'
    | 'illustration'
    | 'legal fact';
  file: string;
  where: string;
  value: string;
  alt?: string;
}

export type Supplier = 'clinic' | 'lawyer' | 'designer';

const LAWYER_FACTS = /^(publisher\.(legalForm|shareCapital|vatNumber)|mediator\.)/;

export function supplierOf(placeholder: Placeholder): Supplier {
  if (placeholder.kind === 'illustration') return 'designer';
  if (placeholder.kind === 'legal fact' && LAWYER_FACTS.test(placeholder.where)) return 'lawyer';
  return 'clinic';
}

const FICTION_PHONE = /^04 65 71 /;
const RESERVED_DOMAIN = /\.example(\/|$|>)/;

export function listPlaceholders(catalog: CatalogData): Placeholder[] {
  const found: Placeholder[] = [];
  const clinicFile = sources.clinic.file;
  const doctorName = catalog.clinic.doctor.name;
  if (/exemple/i.test(doctorName)) {
    found.push({ kind: 'doctor name', file: clinicFile, where: 'doctor.name', value: doctorName });
  }
  if (RESERVED_DOMAIN.test(catalog.clinic.email)) {
    found.push({ kind: 'email', file: clinicFile, where: 'email', value: catalog.clinic.email });
  }
  if (/exemple/i.test(catalog.clinic.address.street)) {
    found.push({
      kind: 'street address',
      file: clinicFile,
      where: 'address.street',
      value: catalog.clinic.address.street,
    });
  }
  if (RESERVED_DOMAIN.test(new URL(catalog.clinic.bookingUrl).hostname + '/')) {
    found.push({
      kind: 'booking URL',
      file: clinicFile,
      where: 'bookingUrl',
      value: catalog.clinic.bookingUrl,
    });
  }
  for (const [reading, { value }] of Object.entries(catalog.variants.phone.readings)) {
    if (FICTION_PHONE.test(value.display)) {
      found.push({
        kind: 'phone',
        file: 'src/data/variants.ts',
        where: `phone.readings.${reading}`,
        value: value.display,
      });
    }
  }
  for (const article of catalog.articles) {
    if (article.author === doctorName && /exemple/i.test(doctorName)) {
      found.push({
        kind: 'doctor name',
        file: article.file,
        where: 'author',
        value: article.author,
      });
    }
  }
  for (const [where, value] of Object.entries(flattenFacts(catalog.legal))) {
    if (value.startsWith(LEGAL_PLACEHOLDER_PREFIX)) {
      found.push({ kind: 'legal fact', file: sources.legal.file, where, value });
    }
  }
  const images = new Map<string, string>();
  const alts = new Map<string, string>();
  for (const { file, data } of catalogDocuments(catalog)) {
    walkStrings(data, (text, path) => {
      if (path.endsWith('.rating')) return;
      if (text.startsWith('/images/') && !images.has(text)) images.set(text, `${file} → ${path}`);
      if (file !== clinicFile && /exemple/i.test(doctorName) && text.includes(doctorName)) {
        found.push({
          kind: 'doctor name',
          file,
          where: path,
          value: text.length > 60 ? `${text.slice(0, 57)}…` : text,
        });
      }
    });
    walkObjects(data, (node, path) => {
      if (typeof node.src === 'string' && typeof node.alt === 'string' && !alts.has(node.src))
        alts.set(node.src, node.alt);
      if (
        typeof node.rating === 'number' &&
        typeof node.name === 'string' &&
        typeof node.text === 'string'
      ) {
        found.push({ kind: 'sample testimonial', file, where: path, value: node.name });
        return SKIP;
      }
    });
  }
  for (const article of catalog.articles) {
    if (!images.has(article.image)) images.set(article.image, `${article.file} → image`);
    if (!alts.has(article.image)) alts.set(article.image, article.imageAlt);
  }
  for (const [src, where] of images) {
    const alt = alts.get(src);
    found.push({
      kind: 'illustration',
      file: 'assets',
      where,
      value: src,
      ...(alt ? { alt } : {}),
    });
  }
  return found;
}
