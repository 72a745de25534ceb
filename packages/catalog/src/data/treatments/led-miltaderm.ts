/**
 * Page /led-miltaderm (photobiomodulation LED): breadcrumb, hero with two illustrations, price panel
 * (70 € per 20-minute session; the structured-data offer is built from this table), the four
 * technologies, indications in three categories, four steps, advantages, practical information and
 * precautions.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'led-miltaderm',
  path: '/led-miltaderm',
  name: 'LED Miltaderm',
  breadcrumb: true,
  hero: {
    badge: 'Photobiomodulation',
    title: 'LED Miltaderm',
    subtitle: 'Quatre technologies de lumière combinées, pour un soin indolore',
    intro:
      'La photobiomodulation utilise certaines longueurs d’onde de lumière pour stimuler le fonctionnement des cellules, sans chaleur et sans lésion des tissus. Le Miltaderm, appareil médical, associe quatre technologies dans un même soin de 20 minutes.',
    images: [
      {
        src: '/images/treatments/led-miltaderm.svg',
        alt: 'Illustration : profil de visage entouré de halos de lumière LED colorée',
      },
      {
        src: '/images/treatments/led-miltaderm-appareil.svg',
        alt: 'Illustration : appareil à panneau LED diffusant une lumière de plusieurs couleurs',
      },
    ],
    highlights: [
      { value: '20 min', label: 'par séance' },
      { value: '6 à 10 séances', label: 'par cure, 2 par semaine' },
      { value: 'Jusqu’à 7 cm', label: 'de pénétration selon le fabricant' },
    ],
    booking: true,
  },
  prices: {
    title: 'Tarifs LED Miltaderm',
    display: 'panel',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'led-miltaderm-seance',
        title: 'Photobiomodulation LED Miltaderm',
        firstColumn: 'Soin',
        rows: [{ zone: 'Séance de LED Miltaderm', price: 70, duration: 20 }],
      },
    ],
    notes: [
      'Cure de 6 à 10 séances, à raison de 2 séances par semaine. Le nombre de séances est adapté à votre indication.',
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
    ],
  },
  sections: [
    {
      kind: 'technologies',
      id: 'technologies',
      title: 'Quatre technologies combinées',
      intro:
        'La lumière infrarouge pénètre plus profondément dans les tissus que la lumière visible. Selon la documentation du fabricant, l’association de ces technologies permet à la lumière d’atteindre jusqu’à 7 cm de profondeur.',
      items: [
        {
          name: 'Laser infrarouge pulsé',
          description:
            'Un laser de faible puissance, non thermique, dont la lumière pénètre en profondeur dans les tissus.',
        },
        {
          name: 'LED infrarouges',
          description: 'Elles diffusent la lumière infrarouge sur une surface plus large.',
        },
        {
          name: 'LED rouges',
          description:
            'Une lumière du spectre visible, qui agit sur les couches plus superficielles de la peau.',
        },
        {
          name: 'Champ magnétique',
          description: 'Un champ magnétique constant, associé à l’émission lumineuse.',
        },
      ],
    },
    {
      kind: 'indications',
      id: 'indications',
      title: 'Pour quelles indications ?',
      intro:
        'La photobiomodulation peut être proposée dans trois grandes familles de situations, après avis médical.',
      groups: [
        {
          title: 'Qualité de la peau',
          items: [
            'Teint terne, peau fatiguée ou manquant d’éclat',
            'Ridules et perte de fermeté débutante',
            'Peau déshydratée ou fragilisée',
            'Prévention du vieillissement cutané',
          ],
          benefits: 'Un soin d’entretien doux, qui accompagne une démarche globale.',
        },
        {
          title: 'Peaux sujettes à l’inflammation',
          items: [
            'Rougeurs et peau réactive',
            'Imperfections à tendance inflammatoire',
            'Peau irritée, en complément de la prise en charge prescrite par le médecin',
          ],
          benefits: 'Une lumière sans chaleur, adaptée aux peaux sensibles.',
        },
        {
          title: 'Accompagnement d’autres soins',
          items: [
            'Après un laser CO2 fractionné ou un CoolPeel',
            'Après une séance de Morpheus 8',
            'Après un peeling ou une séance de mésothérapie',
          ],
          benefits:
            'Le moment le plus adapté, avant ou après l’autre soin, est défini par le médecin.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'deroulement',
      title: 'Le déroulement d’une séance',
      intro:
        'La séance est indolore : la plupart des patients ne ressentent qu’une légère tiédeur, voire rien du tout.',
      steps: [
        {
          step: 1,
          title: 'Accueil et préparation',
          description: 'La peau est démaquillée et nettoyée.',
        },
        {
          step: 2,
          title: 'Protection des yeux',
          description: 'Vous portez des lunettes adaptées pendant toute la séance.',
        },
        {
          step: 3,
          title: 'Exposition à la lumière',
          description:
            'L’appareil est positionné sur la zone à traiter ; vous pouvez en profiter pour vous détendre.',
          duration: 'Environ 20 minutes',
        },
        {
          step: 4,
          title: 'Fin de séance',
          description:
            'Un soin adapté est appliqué et les conseils pour la suite de la cure vous sont donnés. Vous reprenez vos activités immédiatement.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'avantages',
      title: 'Les avantages de la photobiomodulation',
      intro:
        'L’action est progressive ; les résultats varient d’une personne à l’autre et ne peuvent pas être garantis.',
      items: [
        {
          icon: 'shield',
          title: 'Non invasif',
          description: 'Ni aiguille, ni effet thermique, ni rupture de la peau.',
        },
        {
          icon: 'heart',
          title: 'Indolore',
          description: 'Une séance confortable, vécue par beaucoup comme un moment de détente.',
        },
        {
          icon: 'clock',
          title: 'Sans éviction sociale',
          description:
            'Reprise immédiate des activités, maquillage possible après la séance si nécessaire.',
        },
        {
          icon: 'layers',
          title: 'Complémentaire',
          description: 'La technique peut s’associer à de nombreux autres soins du cabinet.',
        },
        {
          icon: 'target',
          title: 'Visage et corps',
          description:
            'Le soin est possible sur le visage comme sur d’autres zones, selon l’indication.',
        },
      ],
    },
    {
      kind: 'facts',
      id: 'infos-pratiques',
      title: 'Informations pratiques',
      facts: [
        { label: 'Durée de la séance', value: '20 minutes' },
        { label: 'Tarif', value: '70 € la séance' },
        { label: 'Cure', value: '6 à 10 séances, à raison de 2 par semaine' },
        { label: 'Profondeur de pénétration', value: 'Jusqu’à 7 cm, selon le fabricant' },
        { label: 'Éviction sociale', value: 'Aucune' },
      ],
    },
    {
      kind: 'list',
      id: 'precautions',
      title: 'Précautions et contre-indications',
      intro:
        'Même doux, ce soin n’est pas adapté à toutes les situations. Signalez tout traitement ou antécédent lors de la consultation.',
      tone: 'caution',
      items: [
        'Grossesse',
        'Pacemaker ou autre dispositif électronique implanté, en raison du champ magnétique',
        'Lésion suspecte ou antécédent de cancer sur la zone à traiter',
        'Épilepsie sensible à la lumière',
        'Médicaments photosensibilisants ou maladie rendant la peau sensible à la lumière',
      ],
    },
    {
      kind: 'links',
      id: 'autres-soins',
      title: 'Découvrir nos autres soins',
      text: 'La photobiomodulation s’inscrit le plus souvent dans une démarche globale.',
      links: [
        { label: 'Voir tous les soins du visage', href: '/soins-visage' },
        { label: 'Voir les soins du corps', href: '/soins-corps' },
      ],
    },
  ],
  cta: {
    title: 'Commencer une cure de LED Miltaderm',
    text: 'Une consultation médicale est obligatoire avant la cure : 50 €, déduits des premiers soins. Elle permet de vérifier l’absence de contre-indication et d’adapter le nombre de séances.',
    booking: true,
    secondary: { label: 'Poser une question', href: '/contact?traitement=autre' },
  },
  procedure: {
    name: 'Photobiomodulation LED Miltaderm',
    procedureType: 'NoninvasiveProcedure',
    bodyLocation: 'Visage et corps',
  },
  meta: {
    title: 'LED Miltaderm : photobiomodulation près de Lyon',
    description:
      'Photobiomodulation LED Miltaderm : quatre technologies combinées, séance indolore de 20 min à 70 €, cure de 6 à 10 séances à raison de 2 par semaine.',
    keywords: [
      'LED Miltaderm',
      'photobiomodulation',
      'LED médicale',
      'luminothérapie peau',
      'soin post-laser',
      'qualité de peau',
    ],
    path: '/led-miltaderm',
    image: {
      src: '/images/treatments/led-miltaderm.svg',
      alt: 'Illustration : profil de visage entouré de halos de lumière LED colorée',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
