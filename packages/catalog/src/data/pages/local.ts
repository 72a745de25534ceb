/**
 * The local laser hair-removal page for Villefranche-sur-Saône (two routes), which redirects to
 * /epilation-laser after 3000 ms, replacing the history entry.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { LocalPage } from '../../schemas/pages.ts';

export default {
  paths: ['/epilation-laser-villefranche', '/epilation-laser-villefranche-sur-saone'],
  title: 'Épilation laser près de Villefranche-sur-Saône',
  text: 'Notre centre de médecine laser se trouve à 5 minutes de Villefranche-sur-Saône. Épilation laser réalisée par un médecin, après une consultation médicale : vous allez être redirigé vers notre page Épilation laser.',
  redirectTo: '/epilation-laser',
  redirectDelayMs: 3000,
  linkLabel: 'Voir la page Épilation laser',
  meta: {
    title: 'Épilation laser à Villefranche-sur-Saône',
    description:
      'Épilation laser définitive par un médecin, à 5 minutes de Villefranche-sur-Saône : tarifs par zone, forfaits et consultation médicale préalable.',
    keywords: [
      'épilation laser Villefranche-sur-Saône',
      'épilation laser Villefranche',
      'épilation définitive',
      'centre laser Beaujolais',
      'épilation laser Gleizé',
      'épilation laser Limas',
    ],
    path: '/epilation-laser-villefranche-sur-saone',
    image: {
      src: '/images/treatments/epilation-laser.svg',
      alt: 'Illustration : jambe en ligne et faisceau lumineux d’épilation laser',
    },
  },
} satisfies DataFile<typeof LocalPage>;
