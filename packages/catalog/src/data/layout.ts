/**
 * What every page shares: the nine navigation links, the booking button label, the menu and skip-link
 * labels, the breadcrumb label and the footer (description, services, practical information, the four
 * legal links, the medical disclaimer, the copyright line).
 */
import type { DataFile } from '../schemas/data-file.ts';
import type { Layout } from '../schemas/site.ts';

export default {
  navigation: [
    { label: 'Accueil', href: '/' },
    { label: 'Soins du visage', href: '/soins-visage' },
    { label: 'Soins du corps', href: '/soins-corps' },
    { label: 'Épilation laser', href: '/epilation-laser' },
    { label: 'Blog', href: '/blog' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Bons cadeaux', href: '/bons-cadeaux' },
    { label: 'À propos', href: '/a-propos' },
    { label: 'Contact', href: '/contact' },
  ],
  bookingLabel: 'Prendre Rendez-vous',
  menuLabel: 'Ouvrir le menu',
  closeMenuLabel: 'Fermer le menu',
  skipLinkLabel: 'Aller au contenu',
  /** On a phone the info bar shows the phone; this button discloses the address and the hours. */
  infoBarMoreLabel: 'Adresse et horaires',
  homeLabel: 'Accueil',
  breadcrumbLabel: 'Fil d’Ariane',
  footer: {
    description:
      'Centre de médecine laser et esthétique près de Lyon : épilation laser définitive, rajeunissement de la peau et soins personnalisés, réalisés par un médecin dans un cadre médical sécurisé.',
    servicesTitle: 'Nos soins',
    services: [
      { label: 'Épilation laser', href: '/epilation-laser' },
      { label: 'HydraFacial', href: '/hydrafacial' },
      { label: 'Cryolipolyse', href: '/cryolipolyse' },
      { label: 'Morpheus 8', href: '/morpheus8' },
      { label: 'Détatouage laser', href: '/detatouage' },
      { label: 'Laser CO2 fractionné', href: '/laser-co2' },
      { label: 'Mésothérapie NCTF 135', href: '/mesotherapie' },
      { label: 'Peeling au rétinol', href: '/peeling-retinol' },
      { label: 'LED Miltaderm', href: '/led-miltaderm' },
      { label: 'Lésions pigmentaires', href: '/lesion-pigmentaire' },
      { label: 'CoolPeel', href: '/coolpeel' },
    ],
    informationTitle: 'Informations',
    information: [
      'Consultation sur rendez-vous uniquement',
      'Consultation médicale obligatoire avant tout traitement',
      'Devis personnalisé',
      'Paiement en plusieurs fois possible',
      'Suivi post-traitement inclus',
      'Consultation : 50 €, déduits des premiers soins',
    ],
    legalNavigationLabel: 'Informations légales',
    legalLinks: [
      { label: 'Mentions légales', href: '/mentions-legales' },
      { label: 'Politique de confidentialité', href: '/politique-de-confidentialite' },
      { label: 'Conditions générales', href: '/conditions-generales-de-vente' },
      { label: 'Cookies', href: '/cookies' },
    ],
    disclaimer:
      'Les résultats varient d’une personne à l’autre. Seule une consultation médicale permet de déterminer le traitement adapté à votre situation.',
    copyright: '© Centre de Médecine Laser du Beaujolais. Tous droits réservés.',
  },
} satisfies DataFile<typeof Layout>;
