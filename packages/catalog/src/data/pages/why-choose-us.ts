/** The "why choose us" block shown on the home page and on the treatment list pages: four reasons. */
import type { DataFile } from '../../schemas/data-file.ts';
import type { WhyChooseUs } from '../../schemas/pages.ts';

export default {
  title: 'Pourquoi nous choisir ?',
  intro:
    'Un centre de médecine laser tenu par un médecin : chaque traitement est précédé d’une consultation et suivi après la séance.',
  reasons: [
    {
      icon: 'award',
      value: { variant: 'yearsOfExperience.homePage' },
      title: 'Années d’expérience',
      description: 'Plus de dix ans de pratique de la médecine laser et esthétique.',
    },
    {
      icon: 'heart',
      value: '2000+',
      title: 'Patients satisfaits',
      description: 'Plus de 2\u202F000 patients accompagnés dans leur projet de soin.',
    },
    {
      icon: 'shield',
      value: '100%',
      title: 'Sécurité maximale',
      description:
        'Consultation médicale obligatoire, recherche des contre-indications et appareils médicaux réglés pour chaque peau.',
    },
    {
      icon: 'user',
      value: 'Sur mesure',
      title: 'Approche bienveillante',
      description:
        'Écoute, explications claires et suivi personnalisé, avant comme après le traitement.',
    },
  ],
} satisfies DataFile<typeof WhyChooseUs>;
