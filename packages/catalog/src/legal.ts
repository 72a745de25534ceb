import { legalRefs } from './legal-refs.ts';

export { legalRefs } from './legal-refs.ts';

/** No data here: client code may import it (`@clinique/catalog/legal`). */

export const legalPaths = {
  mentions: '/mentions-legales',
  privacy: legalRefs.privacy.path,
  cgv: legalRefs.cgv.path,
  cookies: '/cookies',
} as const;

export type LegalPageKey = keyof typeof legalPaths;

export const WITHDRAWAL_FORM_ID = legalRefs.cgv.withdrawalFormAnchor;

export const withdrawalFormHref = `${legalPaths.cgv}#${WITHDRAWAL_FORM_ID}`;

export const requiredLegalSections: Record<LegalPageKey, Record<string, string>> = {
  mentions: {
    editeur: 'the publisher: name, legal form, address, SIRET, contact (LCEN)',
    'profession-reglementee': 'the doctor: RPPS number and Ordre des médecins registration',
    'directeur-de-la-publication': 'the publication director (LCEN)',
    hebergeur: 'the host: name, address, phone (LCEN)',
    'propriete-intellectuelle': 'intellectual property',
  },
  privacy: {
    'responsable-du-traitement': 'the controller and how to reach it (RGPD art. 13)',
    finalites: 'purposes and legal bases',
    destinataires: 'recipients, processors included',
    'durees-de-conservation': 'retention periods',
    'donnees-de-sante': 'health data a contact message may contain, and how it is handled',
    'registre-des-bons-cadeaux':
      'what the voucher register keeps of each voucher, and who reads it',
    'code-qr': 'what the voucher’s QR code holds and what it is for',
    'vos-droits': 'the rights and how to exercise them',
    reclamation: 'the right to complain to the CNIL',
  },
  cgv: {
    'offres-et-prix': 'offers and prices TTC',
    paiement: 'payment by Stripe',
    livraison: 'delivery by e-mail as a PDF',
    validite: 'validity of the vouchers',
    utilisation: 'use after a medical consultation',
    remboursement: 'no refund except the legal withdrawal',
    'droit-de-retractation': 'the 14-day withdrawal right and how to exercise it (L221-18)',
    [WITHDRAWAL_FORM_ID]: 'the model withdrawal form (annex to article R221-1)',
    mediation: 'the consumer mediator (L612-1)',
    'droit-applicable': 'the applicable law and courts',
  },
  cookies: {
    cookies: 'the site sets no cookie',
    'services-tiers': 'the site loads no third-party service',
  },
};

/** `{date}` is an interface placeholder the page fills when it renders, not a fact. */
const FACT_REFERENCE = /\{([a-zA-Z]+(?:\.[a-zA-Z]+)+)\}/g;

export interface UnknownFact {
  path: string;
  reference: string;
}

export function fillFacts(
  data: unknown,
  facts: Readonly<Record<string, string>>,
): { data: unknown; unknown: UnknownFact[] } {
  const unknown: UnknownFact[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') {
      return value.replace(FACT_REFERENCE, (reference: string, name: string) => {
        const fact = facts[name];
        if (fact === undefined) unknown.push({ path, reference });
        return fact ?? reference;
      });
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}[${index}]`));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          walk(item, path ? `${path}.${key}` : key),
        ]),
      );
    }
    return value;
  };
  return { data: walk(data, ''), unknown };
}

export function flattenFacts(value: unknown, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  if (typeof value === 'string') flat[prefix] = value;
  else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value))
      Object.assign(flat, flattenFacts(item, prefix ? `${prefix}.${key}` : key));
  }
  return flat;
}
