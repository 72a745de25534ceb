import { legalRefs } from './legal-refs.ts';

export { legalRefs } from './legal-refs.ts';

/** No data here: client code may import it (`@clinique/catalog/legal-pages`). */

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
    editeur: 'l’éditeur : nom, forme juridique, adresse, SIRET, contact (LCEN)',
    'profession-reglementee': 'le médecin : numéro RPPS et inscription à l’Ordre des médecins',
    'directeur-de-la-publication': 'le directeur de la publication (LCEN)',
    hebergeur: 'l’hébergeur : nom, adresse, téléphone (LCEN)',
    'propriete-intellectuelle': 'la propriété intellectuelle',
  },
  privacy: {
    'responsable-du-traitement':
      'le responsable du traitement et comment le joindre (RGPD art. 13)',
    finalites: 'les finalités et les bases légales',
    destinataires: 'les destinataires, sous-traitants compris',
    'durees-de-conservation': 'les durées de conservation',
    'donnees-de-sante': 'les données de santé qu’un message peut contenir, et leur traitement',
    'registre-des-bons-cadeaux': 'ce que le registre garde de chaque bon, et qui le lit',
    'code-qr': 'ce que contient le code QR du bon et à quoi il sert',
    'vos-droits': 'les droits et comment les exercer',
    reclamation: 'le droit de réclamation auprès de la CNIL',
  },
  cgv: {
    'offres-et-prix': 'les offres et les prix TTC',
    paiement: 'le paiement par Stripe',
    livraison: 'la livraison par e-mail en PDF',
    validite: 'la validité des bons',
    utilisation: 'l’utilisation après une consultation médicale',
    remboursement: 'aucun remboursement hors rétractation légale',
    'droit-de-retractation': 'le droit de rétractation de 14 jours et comment l’exercer (L221-18)',
    [WITHDRAWAL_FORM_ID]: 'le formulaire type de rétractation (annexe à l’article R221-1)',
    mediation: 'le médiateur de la consommation (L612-1)',
    'droit-applicable': 'le droit applicable et les tribunaux compétents',
  },
  cookies: {
    cookies: 'le site ne dépose aucun cookie',
    'services-tiers': 'le site ne charge aucun service tiers',
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
