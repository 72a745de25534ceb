/**
 * Cookies (/cookies): the site sets no cookie and loads no third-party service, so it asks for no
 * consent and shows no banner. If that ever changes, this page and the privacy policy change first.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { LegalPage } from '../../schemas/legal.ts';

export default {
  path: '/cookies',
  title: 'Cookies',
  intro: 'Ce site ne dépose aucun cookie : il n’a donc pas de bandeau de consentement.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'cookies',
      title: 'Aucun cookie',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un cookie est un petit fichier qu’un site enregistre dans votre navigateur, par exemple pour mesurer son audience ou afficher de la publicité. Ce site n’en dépose aucun et n’enregistre rien d’autre dans votre navigateur pour vous suivre : pas de mesure d’audience, pas de publicité, pas de réseau social.',
        },
        {
          kind: 'paragraph',
          text: 'C’est pourquoi il ne vous demande aucun consentement et n’affiche aucun bandeau.',
        },
      ],
    },
    {
      id: 'services-tiers',
      title: 'Aucun service tiers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Toutes les pages, polices de caractères et images sont servies par le site lui-même : votre navigateur ne contacte aucun autre service en les affichant.',
        },
      ],
    },
    {
      id: 'sites-externes',
      title: 'Quand vous quittez le site',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Deux boutons mènent à d’autres sites, qui appliquent leurs propres règles en matière de cookies et que vous ne consultez que si vous cliquez sur ces boutons : la prise de rendez-vous en ligne, qui s’ouvre dans un nouvel onglet, et le paiement d’un bon cadeau, sur la page sécurisée de notre prestataire, {processors.stripe.name}',
        },
        {
          kind: 'links',
          links: [
            {
              label: 'Politique de confidentialité de Stripe',
              href: '{processors.stripe.website}',
            },
            { label: 'Notre politique de confidentialité', href: '/politique-de-confidentialite' },
          ],
        },
      ],
    },
  ],
  meta: {
    title: 'Cookies',
    description:
      'Le site du Centre de Médecine Laser du Beaujolais ne dépose aucun cookie et ne charge aucun service tiers : pas de mesure d’audience, pas de publicité, pas de bandeau.',
    keywords: ['cookies', 'traceurs', 'vie privée', 'centre de médecine laser'],
    path: '/cookies',
  },
} satisfies DataFile<typeof LegalPage>;
