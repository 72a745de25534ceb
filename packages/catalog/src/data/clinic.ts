/**
 * The clinic. Values marked PLACEHOLDER are fictional until the clinic supplies the real ones
 * (`npm run catalog:check -- --release` lists them). Phone numbers come from the range reserved for
 * fiction (04 65 71 xx xx), e-mail addresses from the reserved `.example` domain.
 * Opening hours and the phone number live in `variants.ts` (the specification gives two readings).
 */
import type { DataFile } from '../schemas/data-file.ts';
import type { Clinic } from '../schemas/entities.ts';

export default {
  name: 'Centre de Médecine Laser du Beaujolais',
  tagline: 'Centre de Médecine Laser',
  badge: 'Centre agréé de médecine laser',
  description:
    'Centre de médecine laser et esthétique près de Lyon : épilation laser définitive, rajeunissement de la peau et soins personnalisés, dans un cadre médical sécurisé.',
  doctor: {
    name: 'Dr Camille Exemple', // PLACEHOLDER
    title: 'Médecin esthétique, spécialiste en médecine laser',
    specialty: 'Médecine laser et esthétique',
    image: {
      src: '/images/people/doctor.svg',
      alt: 'Illustration : silhouette d’un médecin en blouse blanche',
    },
  },
  email: 'contact@clinique-laser.example', // PLACEHOLDER
  address: {
    street: '1 rue de l’Exemple', // PLACEHOLDER
    postalCode: '69400',
    city: 'Arnas',
    region: 'Auvergne-Rhône-Alpes',
    country: 'FR',
  },
  geo: { latitude: 46.0239, longitude: 4.7064 },
  bookingUrl: 'https://rendez-vous.example/dr-camille-exemple', // PLACEHOLDER
  closedDays: 'Dimanche : fermé',
  consultation: {
    fee: 50,
    durationMinutes: 30,
    summary:
      'Consultation médicale obligatoire avant tout traitement : 50 €, déduits des premiers soins.',
  },
  practicalInfo: [
    'Consultation sur rendez-vous uniquement',
    'Consultation médicale obligatoire avant tout traitement',
    'Devis personnalisé',
    'Paiement en plusieurs fois possible',
    'Suivi post-traitement inclus',
    'Consultation : 50 €, déduits des premiers soins',
  ],
  acceptedPayments: ['Espèces', 'Carte bancaire', 'Chèque'],
  priceRange: '€€',
  specialties: [
    'Épilation laser',
    'Rajeunissement cutané',
    'Laser CO2 fractionné',
    'Détatouage laser',
    'Cryolipolyse',
    'Radiofréquence microneedling',
    'Mésothérapie',
    'Photobiomodulation LED',
  ],
  hairRemovalPackageSavingsPercent: 30,
  logo: { src: '/images/brand/logo.svg', alt: 'Centre de Médecine Laser du Beaujolais' },
  socialImage: {
    src: '/images/brand/og-default.svg',
    alt: 'Centre de Médecine Laser, près de Lyon',
  },
} satisfies DataFile<typeof Clinic>;
