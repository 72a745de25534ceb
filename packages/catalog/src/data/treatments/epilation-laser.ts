/**
 * Page /epilation-laser : épilation laser médicale. Tarifs par séance (visage femme, corps femme,
 * homme), forfaits et forfait sur mesure, raisons, déroulement en cinq étapes, technologies laser,
 * villes proches avec temps de trajet, FAQ de six questions.
 * La fourchette de prix de la page est une lecture nommée : `bodyHairRemovalPrice.treatmentPage`.
 * Forfaits : `separatePrice` = somme des zones au prix à la séance, économie toujours ≤ 30 %.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'epilation-laser',
  path: '/epilation-laser',
  name: 'Épilation laser',
  breadcrumb: true,
  hero: {
    badge: 'Définitive & précise',
    title: 'Épilation laser médicale',
    subtitle: 'Visage et corps, pour femmes et hommes, près de Villefranche-sur-Saône',
    intro:
      'Réduisez durablement la pilosité grâce à un laser médical réglé selon votre peau et vos poils. Une consultation médicale préalable (50 €, déduits des premiers soins) vérifie l’indication et les contre-indications, et permet d’établir un devis personnalisé.',
    images: [
      {
        src: '/images/treatments/epilation-laser.svg',
        alt: 'Illustration : jambe en ligne et faisceau lumineux d’épilation laser',
      },
    ],
    highlights: [
      { value: '6 à 8', label: 'séances en moyenne' },
      { value: 'Jusqu’à 30 %', label: 'd’économie avec les forfaits' },
      { value: '4 semaines', label: 'sans soleil avant et après chaque séance' },
    ],
    booking: true,
  },
  prices: {
    id: 'tarifs',
    title: 'Tarifs de l’épilation laser',
    intro:
      'Prix par zone et par séance. Le nombre de séances, 6 à 8 en moyenne, est précisé lors de la consultation selon votre pilosité.',
    display: 'anchor',
    showLabel: 'Voir les Tarifs',
    tables: [
      {
        kind: 'standard',
        id: 'femme-visage',
        title: 'Femme : visage',
        caption: 'Prix par séance',
        rows: [
          { zone: 'Lèvre supérieure', price: 35 },
          { zone: 'Menton', price: 35 },
          { zone: 'Nuque', price: 50 },
          { zone: 'Visage complet', price: 120 },
        ],
      },
      {
        kind: 'standard',
        id: 'femme-corps',
        title: 'Femme : corps',
        caption: 'Prix par séance',
        rows: [
          { zone: 'Aisselles', price: 70 },
          { zone: 'Maillot', price: 100 },
          { zone: 'Demi-jambes', price: 160 },
          { zone: 'Jambes complètes', price: 250 },
          { zone: 'Bras', price: 150 },
          { zone: 'Dos', price: 160 },
        ],
      },
      {
        kind: 'standard',
        id: 'homme',
        title: 'Homme',
        caption: 'Prix par séance',
        rows: [
          { zone: 'Contour de barbe', price: 70 },
          { zone: 'Torse', price: 160 },
          { zone: 'Dos', price: 210 },
          { zone: 'Épaules', price: 110 },
          { zone: 'Jambes', price: 300 },
          { zone: 'Maillot', price: 170 },
        ],
      },
      {
        kind: 'standard',
        id: 'fourchette',
        title: 'En résumé',
        caption: 'Fourchette de prix de toutes les zones',
        rows: [
          {
            zone: 'Toutes zones, visage et corps',
            price: { variant: 'bodyHairRemovalPrice.treatmentPage' },
            note: 'Par zone et par séance',
          },
        ],
      },
    ],
    notes: [
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
      'Devis personnalisé remis lors de la consultation ; paiement en plusieurs fois possible.',
    ],
  },
  sections: [
    {
      kind: 'hairRemovalPackages',
      id: 'forfaits',
      title: 'Nos forfaits épilation laser',
      intro:
        'Associez plusieurs zones et économisez jusqu’à 30 % par rapport au prix des mêmes zones réservées séparément. Les prix des forfaits s’entendent par séance.',
      categoryTitles: { femme: 'Forfaits femme', homme: 'Forfaits homme' },
      packages: [
        {
          id: 'integral',
          title: 'Intégral',
          zones: ['Jambes complètes', 'Maillot', 'Aisselles'],
          price: 320,
          sessionsLabel: 'Prix par séance',
          popular: false,
          category: 'femme',
          separatePrice: 420,
        },
        {
          id: 'essentiel',
          title: 'Essentiel',
          zones: ['Demi-jambes', 'Maillot', 'Aisselles'],
          price: 250,
          sessionsLabel: 'Prix par séance',
          popular: true,
          category: 'femme',
          separatePrice: 330,
        },
        {
          id: 'premium',
          title: 'Premium',
          zones: ['Jambes complètes', 'Maillot', 'Aisselles', 'Visage complet'],
          price: 400,
          sessionsLabel: 'Prix par séance',
          popular: false,
          category: 'femme',
          separatePrice: 540,
        },
        {
          id: 'maillot-aisselles',
          title: 'Maillot + Aisselles',
          zones: ['Maillot', 'Aisselles'],
          price: 130,
          sessionsLabel: 'Prix par séance',
          popular: false,
          category: 'femme',
          separatePrice: 170,
        },
        {
          id: 'maillot-aisselles-sif',
          title: 'Maillot + Aisselles + SIF',
          zones: ['Maillot', 'Aisselles', 'SIF (sillon interfessier)'],
          price: 150,
          sessionsLabel: 'Prix par séance',
          popular: false,
          category: 'femme',
        },
        {
          id: 'aisselles-demi-jambes',
          title: 'Aisselles + Demi-jambes',
          zones: ['Aisselles', 'Demi-jambes'],
          price: 200,
          sessionsLabel: 'Prix par séance',
          popular: false,
          category: 'femme',
          separatePrice: 230,
        },
        {
          id: 'cuisses-maillot',
          title: 'Cuisses + Maillot',
          zones: ['Cuisses', 'Maillot'],
          price: 200,
          sessionsLabel: 'Prix par séance',
          popular: false,
          category: 'femme',
        },
        {
          id: 'maillot-demi-jambes',
          title: 'Maillot + Demi-jambes',
          zones: ['Maillot', 'Demi-jambes'],
          price: 200,
          sessionsLabel: 'Prix par séance',
          popular: false,
          category: 'femme',
          separatePrice: 260,
        },
        {
          id: 'homme-dos-nuque-epaules',
          title: 'Dos + Nuque + Épaules',
          zones: ['Dos', 'Nuque', 'Épaules'],
          price: 250,
          sessionsLabel: 'Prix par séance',
          popular: false,
          category: 'homme',
        },
      ],
      custom: {
        title: 'Forfait sur mesure',
        description:
          'Vous souhaitez associer d’autres zones ? Le médecin compose avec vous un forfait adapté à votre pilosité et à votre budget, avec un devis personnalisé.',
        link: { label: 'Composer mon forfait', href: '/contact?traitement=epilation-laser' },
      },
    },
    {
      kind: 'benefits',
      id: 'pourquoi',
      title: 'Pourquoi choisir l’épilation laser médicale ?',
      items: [
        {
          icon: 'stethoscope',
          title: 'Un cadre médical',
          description:
            'Chaque traitement commence par une consultation médicale : phototype, antécédents, médicaments et contre-indications sont vérifiés avant la première séance.',
        },
        {
          icon: 'target',
          title: 'Des réglages adaptés',
          description:
            'Le laser est paramétré selon la couleur de votre peau, la couleur et l’épaisseur de vos poils, et la zone traitée.',
        },
        {
          icon: 'sparkles',
          title: 'Une peau plus nette',
          description:
            'Moins de rasage, et souvent moins de poils incarnés et d’irritations. Les résultats varient d’une personne à l’autre.',
        },
        {
          icon: 'euro',
          title: 'Des forfaits avantageux',
          description:
            'Jusqu’à 30 % d’économie en associant plusieurs zones, et un paiement en plusieurs fois possible.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'deroulement',
      title: 'Le déroulement d’une séance',
      intro: 'Cinq étapes, de la consultation au suivi entre les séances.',
      steps: [
        {
          step: 1,
          title: 'Consultation médicale',
          description:
            'Le médecin examine votre peau et vos poils, recherche les contre-indications et vous remet un devis personnalisé.',
          duration: '30 min',
          details: [
            'Détermination du phototype',
            'Recherche de médicaments photosensibilisants',
            'Consultation de 50 €, déduits des premiers soins',
          ],
        },
        {
          step: 2,
          title: 'Préparation',
          description:
            'Les jours précédents, évitez le soleil, l’autobronzant et l’épilation qui arrache le poil (cire, pince, épilateur) : le laser a besoin de la racine.',
          details: [
            'Pas d’exposition au soleil dans les 4 semaines avant la séance',
            'Rasage de la zone la veille',
            'Peau propre, sans crème, déodorant ni maquillage sur la zone',
          ],
        },
        {
          step: 3,
          title: 'La séance laser',
          description:
            'Les yeux protégés par des lunettes adaptées, vous ressentez de brefs picotements, atténués par le refroidissement de la peau. La durée dépend de la taille de la zone.',
          details: [
            'Lunettes de protection',
            'Refroidissement cutané',
            'Passage méthodique sur toute la zone',
          ],
        },
        {
          step: 4,
          title: 'Après la séance',
          description:
            'Une rougeur légère et passagère est fréquente. Une crème apaisante et une protection solaire protègent la peau.',
          details: [
            'Pas d’exposition au soleil dans les 4 semaines après la séance',
            'Protection solaire SPF 50 sur les zones découvertes',
            'Ni hammam ni sauna tant que la peau est rouge',
          ],
        },
        {
          step: 5,
          title: 'Suivi et séances suivantes',
          description:
            'Les poils traités tombent progressivement dans les semaines suivantes. Les séances sont espacées selon la zone et le cycle de repousse : 6 à 8 séances en moyenne.',
          details: [
            'Point sur les résultats à chaque séance',
            'Réglages ajustés au fil du traitement',
          ],
        },
      ],
    },
    {
      kind: 'technologies',
      id: 'technologies',
      title: 'Nos technologies laser',
      intro:
        'Le médecin choisit la longueur d’onde et les réglages selon votre phototype, la couleur et l’épaisseur de vos poils.',
      items: [
        {
          name: 'Laser alexandrite (755 nm)',
          description:
            'Très bien absorbé par la mélanine du poil, il convient aux peaux claires à mates et aux poils foncés, fins ou épais.',
        },
        {
          name: 'Laser Nd:YAG (1 064 nm)',
          description:
            'Sa longueur d’onde pénètre plus profondément et épargne davantage la mélanine de la peau : il est adapté aux peaux mates à foncées.',
        },
        {
          name: 'Refroidissement de la peau',
          description:
            'Un système de refroidissement protège l’épiderme pendant chaque impulsion et rend la séance plus confortable.',
        },
      ],
    },
    {
      kind: 'towns',
      id: 'villes',
      title: 'Un centre proche de chez vous',
      intro:
        'Le centre, situé dans le Beaujolais (69400), accueille des patients de Villefranche-sur-Saône, de ses environs et du nord de Lyon. Temps de trajet en voiture :',
      towns: [
        { name: 'Villefranche-sur-Saône', driveMinutes: 5 },
        { name: 'Gleizé', driveMinutes: 3 },
        { name: 'Limas', driveMinutes: 8 },
        { name: 'Lyon Nord', driveMinutes: 25 },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      title: 'Questions fréquentes sur l’épilation laser',
      items: [
        {
          question: 'L’épilation laser est-elle définitive ?',
          answer:
            'Le laser détruit durablement les poils traités en phase de croissance et réduit fortement la pilosité. Certains poils peuvent repousser plus fins avec le temps, sous l’effet des hormones notamment : une séance d’entretien est alors possible. Les résultats varient d’une personne à l’autre.',
        },
        {
          question: 'Combien de séances faut-il prévoir ?',
          answer:
            'Il faut en moyenne 6 à 8 séances, car le laser n’agit que sur les poils en phase de croissance au moment de la séance. Le nombre exact dépend de la zone, de votre peau et de votre pilosité ; il est estimé lors de la consultation.',
        },
        {
          question: 'La séance est-elle douloureuse ?',
          answer:
            'La sensation est celle de brefs picotements ou de petits claquements d’élastique, atténués par le refroidissement de la peau. Elle varie selon la zone et la sensibilité de chacun ; les réglages sont adaptés à votre confort.',
        },
        {
          question: 'Puis-je m’exposer au soleil pendant le traitement ?',
          answer:
            'Non : évitez toute exposition au soleil et les UV artificiels 4 semaines avant et 4 semaines après chaque séance. Une peau bronzée augmente le risque de brûlure ou de tache. Protégez les zones découvertes avec un écran SPF 50.',
        },
        {
          question: 'Qui ne peut pas bénéficier de l’épilation laser ?',
          answer:
            'Le traitement est déconseillé pendant la grossesse, sur une peau bronzée, irritée ou infectée, et en cas de prise de médicaments photosensibilisants. Les poils blancs, gris, roux ou très blonds répondent peu au laser. Le médecin vérifie ces points lors de la consultation.',
        },
        {
          question: 'Combien coûte une séance ?',
          answer:
            'Le prix dépend de la zone : à partir de 35 € la séance pour la lèvre supérieure ou le menton. Les forfaits associant plusieurs zones permettent d’économiser jusqu’à 30 %. La consultation médicale (50 €) est déduite des premiers soins.',
        },
      ],
    },
  ],
  cta: {
    title: 'Envie d’une peau nette durablement ?',
    text: 'Prenez rendez-vous pour une consultation médicale : le médecin évalue votre peau et vos poils, et vous propose un traitement et un devis personnalisés.',
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact?traitement=epilation-laser' },
  },
  procedure: {
    name: 'Épilation laser',
    procedureType: 'NoninvasiveProcedure',
    bodyLocation: 'Visage et corps',
  },
  meta: {
    title: 'Épilation laser définitive près de Villefranche',
    description:
      'Épilation laser médicale près de Villefranche-sur-Saône et Lyon : tarifs par zone, forfaits jusqu’à -30 %, 6 à 8 séances en moyenne, consultation médicale.',
    keywords: [
      'épilation laser',
      'épilation définitive',
      'épilation laser Villefranche-sur-Saône',
      'épilation laser Lyon',
      'forfait épilation laser',
      'épilation laser homme',
    ],
    path: '/epilation-laser',
    image: {
      src: '/images/treatments/epilation-laser.svg',
      alt: 'Illustration : jambe en ligne et faisceau lumineux d’épilation laser',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
