/**
 * The legal facts the pages /mentions-legales, /politique-de-confidentialite,
 * /conditions-generales-de-vente and /cookies publish. Their text refers to a fact as
 * `{publisher.siret}`, `{host.name}`… (and `{clinic.name}`, `{clinic.email}`, `{clinic.address}`,
 * `{clinic.phone}`, `{clinic.doctor}` from clinic.ts), so each one is written here only.
 *
 * A value that starts with "À compléter" is a PLACEHOLDER: the clinic must supply it before release
 * (`npm run catalog:release-check` lists them). A supplied value is checked against its format
 * (SIRET: 14 digits, RPPS: 11 digits, addresses of sites: https://). `shareCapital` and `vatNumber`
 * are optional: to remove one, remove its row from mentions-legales.ts too (`catalog:check` points
 * at it).
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { LegalFacts } from '../../schemas/legal.ts';

export default {
  publisher: {
    legalForm: 'À compléter : forme juridique (entreprise individuelle, SELARL…)', // PLACEHOLDER
    shareCapital: 'À compléter : capital social (société uniquement, sinon supprimer)', // PLACEHOLDER
    siret: 'À compléter : numéro SIRET (14 chiffres)', // PLACEHOLDER
    vatNumber: 'À compléter : numéro de TVA intracommunautaire (si assujetti, sinon supprimer)', // PLACEHOLDER
    publicationDirector: 'À compléter : nom du directeur ou de la directrice de la publication', // PLACEHOLDER
  },
  doctor: {
    qualification:
      'À compléter : titre professionnel et État qui l’a délivré (ex. : docteur en médecine, France)', // PLACEHOLDER
    rpps: 'À compléter : numéro RPPS (11 chiffres)', // PLACEHOLDER
    ordre: 'À compléter : conseil départemental de l’Ordre des médecins et numéro d’inscription', // PLACEHOLDER
  },
  host: {
    name: 'Amazon Web Services EMEA SARL',
    address: '38 avenue John F. Kennedy, L-1855 Luxembourg',
    phone: 'À compléter : numéro de téléphone de l’hébergeur', // PLACEHOLDER
    website: 'https://aws.amazon.com/fr/',
  },
  processors: {
    aws: {
      name: 'Amazon Web Services EMEA SARL',
      address: '38 avenue John F. Kennedy, L-1855 Luxembourg',
      website: 'https://aws.amazon.com/fr/privacy/',
    },
    stripe: {
      name: 'Stripe Payments Europe, Ltd.',
      address: '1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irlande',
      website: 'https://stripe.com/fr/privacy',
    },
  },
  mediator: {
    name: 'À compléter : nom du médiateur de la consommation', // PLACEHOLDER
    address: 'À compléter : adresse postale du médiateur', // PLACEHOLDER
    website: 'À compléter : site internet du médiateur (https://…)', // PLACEHOLDER
  },
  authority: {
    name: 'Commission nationale de l’informatique et des libertés (CNIL)',
    address: '3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07',
    website: 'https://www.cnil.fr/fr/plaintes',
  },
  retention: {
    // A duration ("5 ans") read after "…puis pendant" in the privacy policy. The law fixes only
    // the accounts' 10 years; the usual reference is the 5-year limitation (Code civil 2224).
    voucherRegister:
      'À compléter : durée de conservation de la fiche d’un bon (noms, adresses e-mail, historique) une fois le bon utilisé, annulé ou expiré, à fixer avec le conseil juridique du centre', // PLACEHOLDER
  },
} satisfies DataFile<typeof LegalFacts>;
