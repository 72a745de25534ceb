/**
 * Mentions légales (/mentions-legales): the publisher, the doctor (regulated profession), the
 * publication director, the host and intellectual property (loi n° 2004-575 du 21 juin 2004, LCEN).
 * `{…}` refers to a fact of legal/facts.ts or clinic.ts.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { LegalPage } from '../../schemas/legal.ts';

export default {
  path: '/mentions-legales',
  title: 'Mentions légales',
  intro:
    'Qui édite ce site, qui l’héberge et qui en est responsable, conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ce site est édité par le cabinet médical suivant :',
        },
        {
          kind: 'facts',
          rows: [
            { label: 'Dénomination', value: '{clinic.name}' },
            { label: 'Forme juridique', value: '{publisher.legalForm}' },
            { label: 'Capital social', value: '{publisher.shareCapital}' },
            { label: 'Adresse', value: '{clinic.address}' },
            { label: 'SIRET', value: '{publisher.siret}' },
            { label: 'TVA intracommunautaire', value: '{publisher.vatNumber}' },
            { label: 'Téléphone', value: '{clinic.phone}' },
            { label: 'E-mail', value: '{clinic.email}' },
          ],
        },
      ],
    },
    {
      id: 'profession-reglementee',
      title: 'Profession réglementée',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les soins du centre sont réalisés par le {clinic.doctor}, médecin exerçant en France, soumis au Code de déontologie médicale (articles R4127-1 et suivants du Code de la santé publique).',
        },
        {
          kind: 'facts',
          rows: [
            { label: 'Médecin', value: '{clinic.doctor}' },
            { label: 'Titre professionnel', value: '{doctor.qualification}' },
            { label: 'Numéro RPPS', value: '{doctor.rpps}' },
            { label: 'Inscription à l’Ordre des médecins', value: '{doctor.ordre}' },
          ],
        },
        {
          kind: 'links',
          links: [
            {
              label: 'Code de déontologie médicale (Conseil national de l’Ordre des médecins)',
              href: 'https://www.conseil-national.medecin.fr/code-deontologie',
            },
          ],
        },
      ],
    },
    {
      id: 'directeur-de-la-publication',
      title: 'Directeur de la publication',
      blocks: [
        {
          kind: 'facts',
          rows: [
            {
              label: 'Directeur ou directrice de la publication',
              value: '{publisher.publicationDirector}',
            },
            { label: 'Contact', value: '{clinic.email}' },
          ],
        },
      ],
    },
    {
      id: 'hebergeur',
      title: 'Hébergeur',
      blocks: [
        {
          kind: 'facts',
          rows: [
            { label: 'Hébergeur', value: '{host.name}' },
            { label: 'Adresse', value: '{host.address}' },
            { label: 'Téléphone', value: '{host.phone}' },
          ],
        },
        { kind: 'links', links: [{ label: 'Site de l’hébergeur', href: '{host.website}' }] },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les textes, illustrations, logos et la mise en page de ce site sont protégés par le Code de la propriété intellectuelle. Sauf autorisation écrite de l’éditeur, leur reproduction ou leur réutilisation, totale ou partielle, est interdite.',
        },
      ],
    },
    {
      id: 'informations-medicales',
      title: 'Informations médicales',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les informations publiées sur ce site sont générales. Elles ne remplacent pas une consultation : seul un examen médical permet de savoir si un traitement vous convient.',
        },
      ],
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles et cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’usage que nous faisons des données que vous nous confiez est décrit dans la politique de confidentialité. Le site ne dépose aucun cookie.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Politique de confidentialité', href: '/politique-de-confidentialite' },
            { label: 'Cookies', href: '/cookies' },
          ],
        },
      ],
    },
  ],
  meta: {
    title: 'Mentions légales',
    description:
      'Mentions légales du Centre de Médecine Laser du Beaujolais : éditeur du site, médecin responsable, directeur de la publication, hébergeur et propriété intellectuelle.',
    keywords: ['mentions légales', 'éditeur', 'hébergeur', 'centre de médecine laser'],
    path: '/mentions-legales',
  },
} satisfies DataFile<typeof LegalPage>;
