/**
 * Page /laser-co2 (laser CO2 fractionné): hero with booking, price panel (the page's own reading of the
 * price list, variant laserCo2Prices.laserCo2Page), indications, session steps, benefits, practical
 * information before and after, aftermath, contraindications, a link to /soins-visage and the call to action.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TreatmentPage } from '../../schemas/pages.ts';

export default {
  id: 'laser-co2',
  path: '/laser-co2',
  name: 'Laser CO2 fractionné',
  breadcrumb: true,
  hero: {
    badge: 'Resurfaçage laser',
    title: 'Laser CO2 fractionné',
    subtitle: 'Rides, cicatrices et texture de peau',
    intro:
      'Technique de référence du resurfaçage, le laser CO2 fractionné agit par une multitude de micro-impacts séparés par des îlots de peau intacte. Il stimule le renouvellement de la peau et la production de collagène. Le traitement demande une éviction sociale de 5 à 7 jours, à anticiper avec le médecin.',
    images: [
      {
        src: '/images/treatments/laser-co2.svg',
        alt: 'Illustration : bloc de peau traversé par les micro-colonnes du laser CO2 fractionné',
      },
    ],
    highlights: [
      { value: '1 à 3 séances', label: 'selon l’indication' },
      { value: '5 à 7 jours', label: 'd’éviction sociale' },
    ],
    booking: true,
  },
  prices: {
    title: 'Tarifs du laser CO2 fractionné',
    intro:
      'Tarifs par séance et par zone. Un devis personnalisé est établi lors de la consultation.',
    display: 'panel',
    showLabel: 'Voir les Tarifs',
    hideLabel: 'Masquer les Tarifs',
    tables: [{ variant: 'laserCo2Prices.laserCo2Page' }],
    notes: [
      'Consultation médicale préalable obligatoire : 50 €, déduits des premiers soins.',
      'Paiement en plusieurs fois possible.',
    ],
  },
  sections: [
    {
      kind: 'indications',
      id: 'indications',
      title: 'Les indications du laser CO2',
      intro:
        'Après examen, le laser CO2 fractionné peut être proposé dans les situations suivantes.',
      groups: [
        {
          title: 'Rides et relâchement',
          items: [
            'Rides et ridules autour des yeux, de la bouche et sur les joues',
            'Relâchement cutané léger',
            'Excès de peau des paupières (blépharoplastie au laser)',
          ],
          benefits: 'La stimulation du collagène peut avoir un effet tenseur progressif.',
        },
        {
          title: 'Cicatrices',
          items: [
            'Cicatrices d’acné',
            'Cicatrices de varicelle',
            'Certaines cicatrices chirurgicales',
          ],
          benefits: 'Le remodelage du derme vise à atténuer le relief des cicatrices.',
        },
        {
          title: 'Texture et teint',
          items: [
            'Texture de peau irrégulière',
            'Pores dilatés',
            'Irrégularités du teint liées au vieillissement cutané',
          ],
          benefits: 'Le renouvellement de la surface affine le grain de peau.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'deroulement',
      title: 'Le déroulement d’une séance',
      steps: [
        {
          step: 1,
          title: 'Consultation et préparation',
          description:
            'Le médecin confirme l’indication, examine la peau et recherche les contre-indications. Des consignes de préparation vous sont remises.',
        },
        {
          step: 2,
          title: 'Nettoyage et anesthésie locale',
          description:
            'La peau est nettoyée, puis une crème anesthésiante est appliquée pour améliorer le confort.',
        },
        {
          step: 3,
          title: 'Passage du laser',
          description:
            'Le laser est passé méthodiquement sur la zone. La sensation est celle d’une chaleur intense accompagnée de picotements.',
          duration: 'De 15 à 30 minutes environ selon la zone, hors préparation',
        },
        {
          step: 4,
          title: 'Soins post-laser',
          description:
            'Un soin apaisant et cicatrisant est appliqué. Les consignes pour les jours suivants vous sont expliquées en détail.',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'bienfaits',
      title: 'Les atouts du laser CO2 fractionné',
      intro:
        'L’évolution se juge dans le temps : le remodelage du derme se poursuit pendant plusieurs mois. Les résultats varient d’une personne à l’autre.',
      items: [
        {
          icon: 'layers',
          title: 'Renouvellement de la peau',
          description: 'La peau se renouvelle en surface dans les jours qui suivent la séance.',
        },
        {
          icon: 'zap',
          title: 'Stimulation du collagène',
          description:
            'La chaleur délivrée en profondeur stimule les fibroblastes, qui fabriquent collagène et élastine.',
        },
        {
          icon: 'target',
          title: 'Traitement par zone',
          description:
            'Contour de la bouche, joues, cou, visage complet ou paupières : le traitement s’adapte à la zone.',
        },
        {
          icon: 'shield',
          title: 'Cicatrisation facilitée',
          description:
            'Les îlots de peau intacte laissés par le fractionnement servent de réservoir pour la cicatrisation.',
        },
        {
          icon: 'calendar',
          title: 'Protocole court',
          description: 'Le plus souvent 1 à 3 séances, espacées de plusieurs semaines.',
        },
      ],
    },
    {
      kind: 'facts',
      id: 'infos-pratiques',
      title: 'Informations pratiques',
      facts: [
        {
          label: 'Durée de la séance',
          duration: { variant: 'laserCo2Duration.treatmentPage' },
          suffix: 'selon la zone',
        },
        { label: 'Tarif', price: { variant: 'laserCo2Price.treatmentPage' }, suffix: 'la zone' },
        { label: 'Protocole', value: '1 à 3 séances, espacées de plusieurs semaines' },
        { label: 'Éviction sociale', value: '5 à 7 jours' },
        { label: 'Période conseillée', value: 'Automne ou hiver, loin des expositions solaires' },
      ],
    },
    {
      kind: 'list',
      id: 'avant-la-seance',
      title: 'Avant la séance',
      tone: 'check',
      items: [
        'Éviter le soleil et les autobronzants pendant plusieurs semaines',
        'Suspendre les soins irritants, comme les rétinoïdes ou les gommages, quelques jours avant',
        'Signaler tout antécédent d’herpès : un traitement préventif peut être prescrit',
        'Prévoir 5 à 7 jours d’éviction sociale dans votre agenda',
      ],
    },
    {
      kind: 'timeline',
      id: 'suites',
      title: 'Les suites à prévoir',
      intro: 'L’évolution varie d’une personne à l’autre et selon l’intensité du traitement.',
      entries: [
        {
          period: 'Premières heures',
          title: 'Rougeur et chaleur',
          description:
            'Rougeur marquée, sensation de coup de soleil, gonflement parfois important, surtout autour des yeux.',
        },
        {
          period: 'Jours suivants',
          title: 'Micro-croûtes',
          description:
            'La peau prend une teinte plus foncée et se couvre de minuscules croûtes qui lui donnent un aspect rugueux.',
        },
        {
          period: 'Fin de la première semaine',
          title: 'Peau rosée',
          description:
            'Les micro-croûtes tombent et laissent place à une peau rosée, plus sensible.',
          duration: 'Éviction sociale de 5 à 7 jours',
        },
        {
          period: 'Mois suivants',
          title: 'Remodelage',
          description:
            'Le remodelage du derme se poursuit progressivement ; une rougeur résiduelle peut persister quelque temps.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'apres-la-seance',
      title: 'Après la séance',
      tone: 'check',
      items: [
        'Appliquer les soins cicatrisants prescrits',
        'Ne pas gratter ni arracher les croûtes',
        'Éviter la piscine, le sauna, le hammam et le sport intense pendant la cicatrisation',
        'Éviter l’exposition directe au soleil pendant plusieurs semaines et appliquer chaque jour un écran solaire à indice élevé',
        'Maquillage possible une fois la peau cicatrisée, avec l’accord du médecin',
      ],
    },
    {
      kind: 'list',
      id: 'contre-indications',
      title: 'Contre-indications',
      intro:
        'Chaque situation est discutée en consultation ; le médecin peut vous orienter vers une technique plus douce si le laser CO2 n’est pas adapté.',
      tone: 'caution',
      items: [
        'Grossesse et allaitement',
        'Peau bronzée ou exposition solaire récente',
        'Infection cutanée, herpès ou acné inflammatoire en poussée sur la zone',
        'Traitement par isotrétinoïne en cours ou récent',
        'Tendance aux cicatrices chéloïdes ou troubles de la cicatrisation',
        'Certaines maladies auto-immunes, troubles de l’immunité ou traitements photosensibilisants',
      ],
    },
    {
      kind: 'links',
      id: 'autres-soins',
      title: 'Découvrir nos autres soins',
      text: 'Selon la profondeur de l’atteinte, d’autres options peuvent être discutées, comme le CoolPeel, plus superficiel et aux suites plus légères.',
      links: [
        { label: 'Voir tous les soins du visage', href: '/soins-visage' },
        { label: 'CoolPeel', href: '/coolpeel' },
        { label: 'Morpheus 8', href: '/morpheus8' },
      ],
    },
  ],
  cta: {
    title: 'Envisager un laser CO2 fractionné',
    text: 'Une consultation médicale est obligatoire avant le traitement : 50 €, déduits des premiers soins. Le médecin évalue votre peau, vous explique les suites et choisit avec vous le bon moment.',
    booking: true,
    secondary: { label: 'Demander un devis', href: '/contact?traitement=laser-co2' },
  },
  procedure: {
    name: 'Laser CO2 fractionné',
    procedureType: 'NoninvasiveProcedure',
    bodyLocation: 'Visage, cou, paupières',
  },
  meta: {
    title: 'Laser CO2 fractionné : rides, cicatrices, texture',
    description:
      'Laser CO2 fractionné près de Lyon : rides, cicatrices d’acné, texture de peau. Protocole de 1 à 3 séances, éviction sociale de 5 à 7 jours.',
    keywords: [
      'laser CO2 fractionné',
      'resurfaçage laser',
      'rides',
      'cicatrices d’acné',
      'texture de peau',
      'rajeunissement du visage',
      'laser CO2 Villefranche-sur-Saône',
    ],
    path: '/laser-co2',
    image: {
      src: '/images/treatments/laser-co2.svg',
      alt: 'Illustration : bloc de peau traversé par les micro-colonnes du laser CO2 fractionné',
    },
  },
} satisfies DataFile<typeof TreatmentPage>;
