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
