/** Stand-ins for what the clinic has not supplied; `catalog:check --release` fails while any remain. */
import type { CatalogData } from './load.ts';
import { LEGAL_PLACEHOLDER_PREFIX } from './schemas/legal.ts';
import { sources } from './sources.ts';
import { SKIP, catalogDocuments, walkObjects, walkStrings } from './walk.ts';

/** Each kind and its heading in the release report, in the report's order. */
export const placeholderKinds = {
  phone: 'Numéro de téléphone',
  email: 'Adresse e-mail',
  'doctor name': 'Nom du médecin (aussi recopié dans les articles et les mentions légales)',
  'street address': 'Adresse postale',
  'booking URL': 'Lien de prise de rendez-vous',
  'sample testimonial':
    'Témoignages d’exemple (à remplacer par de vrais avis, avec l’accord écrit des patients)',
  illustration: 'Illustrations',
  'legal fact': 'Informations légales',
};

export interface Placeholder {
  kind: keyof typeof placeholderKinds;
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
  const clinicFile = sources.clinic.file;
  const { doctor, email, address, bookingUrl } = catalog.clinic;
  const sampleDoctor = /exemple/i.test(doctor.name);
  const found: Placeholder[] = [];
  const add = (
    kind: Placeholder['kind'],
    file: string,
    where: string,
    value: string,
    alt?: string,
  ) => found.push({ kind, file, where, value, ...(alt ? { alt } : {}) });
  if (sampleDoctor) add('doctor name', clinicFile, 'doctor.name', doctor.name);
  if (RESERVED_DOMAIN.test(email)) add('email', clinicFile, 'email', email);
  if (/exemple/i.test(address.street))
    add('street address', clinicFile, 'address.street', address.street);
  if (RESERVED_DOMAIN.test(new URL(bookingUrl).hostname + '/'))
    add('booking URL', clinicFile, 'bookingUrl', bookingUrl);
  for (const [reading, { value }] of Object.entries(catalog.variants.phone.readings)) {
    if (FICTION_PHONE.test(value.display))
      add('phone', 'src/data/variants.ts', `phone.readings.${reading}`, value.display);
  }
  for (const article of catalog.articles) {
    if (sampleDoctor && article.author === doctor.name)
      add('doctor name', article.file, 'author', article.author);
  }
  walkStrings(catalog.legal, (value, where) => {
    if (value.startsWith(LEGAL_PLACEHOLDER_PREFIX))
      add('legal fact', sources.legal.file, where, value);
  });
  const images = new Map<string, string>();
  const alts = new Map<string, string>();
  for (const { file, data } of catalogDocuments(catalog)) {
    walkStrings(data, (text, path) => {
      if (path.endsWith('.rating')) return;
      if (text.startsWith('/images/') && !images.has(text)) images.set(text, `${file} → ${path}`);
      if (file !== clinicFile && sampleDoctor && text.includes(doctor.name)) {
        add('doctor name', file, path, text.length > 60 ? `${text.slice(0, 57)}…` : text);
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
        add('sample testimonial', file, path, node.name);
        return SKIP;
      }
    });
  }
  for (const article of catalog.articles) {
    if (!images.has(article.image)) images.set(article.image, `${article.file} → image`);
    if (!alts.has(article.image)) alts.set(article.image, article.imageAlt);
  }
  for (const [src, where] of images) add('illustration', 'assets', where, src, alts.get(src));
  return found;
}
