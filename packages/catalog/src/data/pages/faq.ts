/**
 * The FAQ page (/faq): questions and answers on consultations, prices, payment, vouchers, safety, pain,
 * aftercare, sun, pregnancy, skin types and sessions; closing call to action (booking and /contact).
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { FaqPage } from '../../schemas/pages.ts';

export default {
  hero: {
    badge: 'FAQ',
    title: 'Questions fréquentes',
    intro:
      'Les réponses aux questions que l’on nous pose le plus souvent. Elles restent générales : seule la consultation médicale permet de répondre précisément à votre situation.',
    images: [
      {
        src: '/images/hero/faq.svg',
        alt: 'Illustration abstraite : bulles de dialogue et point d’interrogation aux tons doux',
      },
    ],
    booking: false,
  },
  items: [
    {
      question: 'Pourquoi une consultation est-elle obligatoire avant un traitement ?',
      answer:
        'La consultation médicale permet d’examiner votre peau, de connaître vos antécédents et vos traitements en cours, de rechercher les contre-indications et de vous expliquer ce que le soin peut apporter, ses limites et ses suites. Elle dure 30 minutes et coûte 50 €, montant déduit ensuite des premiers soins.',
    },
    {
      question: 'Combien coûtent les traitements ?',
      answer:
        'Les tarifs dépendent du soin et de la zone traitée : par exemple, l’épilation laser commence à 35 € la séance pour une petite zone, la séance de LED Miltaderm coûte 70 € et l’HydraFacial commence à 180 €. Les tarifs détaillés figurent sur la page de chaque soin, et un devis personnalisé vous est remis lors de la consultation.',
    },
    {
      question: 'Puis-je payer en plusieurs fois ?',
      answer:
        'Oui, le paiement en plusieurs fois est possible. Le centre accepte les espèces, la carte bancaire et les chèques. Les modalités sont précisées avec votre devis personnalisé.',
    },
    {
      question: 'Comment fonctionnent les bons cadeaux ?',
      answer:
        'Les bons cadeaux s’achètent en ligne sur la page Bons cadeaux : 50 €, 150 €, 300 € ou un montant libre à partir de 30 €. Ils sont utilisables sur tous les soins et les consultations du centre, pendant 12 mois (6 mois pour le Bon Découverte). Le bon est envoyé par e-mail après le paiement.',
    },
    {
      question: 'Les traitements laser sont-ils sûrs ?',
      answer:
        'Les traitements sont réalisés par un médecin, avec des dispositifs médicaux réglés pour chaque peau et chaque zone, et des protections oculaires adaptées. Comme tout acte médical, ils comportent des effets secondaires possibles (rougeurs, gonflement, plus rarement troubles de la pigmentation), qui vous sont expliqués en consultation avant tout traitement.',
    },
    {
      question: 'Les séances sont-elles douloureuses ?',
      answer:
        'La sensation varie selon le soin, la zone et la sensibilité de chacun : picotements ou sensation de chaleur pour le laser, froid intense les premières minutes pour la cryolipolyse. Les appareils disposent de systèmes de refroidissement et, pour certains soins, une crème anesthésiante peut être proposée. Les soins LED et HydraFacial sont généralement indolores.',
    },
    {
      question: 'Combien de séances faut-il prévoir ?',
      answer:
        'Cela dépend du traitement et de chaque personne. À titre indicatif : 6 à 8 séances en moyenne pour l’épilation laser, 6 à 12 pour le détatouage, 3 à 4 pour Morpheus 8, 3 à 5 pour la mésothérapie NCTF 135, une cure de 6 à 10 séances pour la LED. Le nombre exact est estimé lors de la consultation puis ajusté selon la réponse de votre peau.',
    },
    {
      question: 'Quand les résultats sont-ils visibles ?',
      answer:
        'Les résultats varient d’une personne à l’autre et apparaissent souvent progressivement. Après une cryolipolyse, par exemple, les premiers effets apparaissent en général après 3 à 4 semaines, avec un contrôle à 2 mois ; les traitements qui stimulent le collagène demandent plusieurs semaines. Le médecin vous donne une estimation honnête en consultation.',
    },
    {
      question: 'Puis-je m’exposer au soleil avant ou après un traitement ?',
      answer:
        'Le soleil est à éviter autour de la plupart des soins laser et des peelings. Pour l’épilation laser, il faut éviter le soleil 4 semaines avant et 4 semaines après les séances ; pour le peeling au rétinol, 2 semaines avant. Après le traitement d’une lésion pigmentaire, une protection SPF 50+ est indispensable pendant un mois. Les consignes précises vous sont données pour chaque soin.',
    },
    {
      question: 'Peut-on faire ces soins pendant la grossesse ou l’allaitement ?',
      answer:
        'Par précaution, les traitements laser et esthétiques sont en règle générale reportés pendant la grossesse et l’allaitement. Signalez-nous une grossesse, même débutante : le médecin vous indiquera ce qui est possible et ce qui doit attendre.',
    },
    {
      question: 'Les traitements conviennent-ils à tous les types de peau ?',
      answer:
        'De nombreux soins sont possibles sur tous les phototypes, à condition d’adapter la technologie et les réglages : c’est l’un des buts de la consultation. Certaines situations (peau bronzée, poils blancs ou très clairs pour l’épilation, prise de certains médicaments photosensibilisants) peuvent limiter l’efficacité ou faire reporter un traitement.',
    },
    {
      question: 'Quels soins faut-il prévoir après une séance ?',
      answer:
        'En général : hydrater la peau, la protéger du soleil avec un écran solaire à indice élevé, éviter le hammam, le sauna, la piscine et le sport intensif pendant quelques jours, ne pas gratter ni frotter la zone traitée. Des consignes écrites adaptées à votre soin vous sont remises, et le suivi post-traitement est inclus.',
    },
    {
      question: 'Y a-t-il une éviction sociale après un traitement ?',
      answer:
        'Elle dépend du soin. Après une séance d’HydraFacial ou de LED, on reprend en général ses activités aussitôt. Des rougeurs passagères sont fréquentes après l’épilation laser. Après un laser CO2 fractionné, il faut prévoir une éviction sociale de 5 à 7 jours.',
    },
    {
      question: 'L’épilation laser est-elle vraiment définitive ?',
      answer:
        'L’épilation laser permet une réduction durable de la pilosité, en 6 à 8 séances en moyenne. Les résultats dépendent de la couleur du poil, de la peau, de la zone et des facteurs hormonaux : des séances d’entretien peuvent être utiles. Les poils blancs ou très clairs répondent peu au laser.',
    },
    {
      question: 'Peut-on associer plusieurs traitements ?',
      answer:
        'Oui, certains soins se complètent : par exemple, le CoolPeel peut être associé à la mésothérapie NCTF 135 (150 € seul, 230 € avec NCTF 135). Le médecin vous propose, si c’est pertinent, un protocole combiné et l’ordre des séances.',
    },
    {
      question: 'Où se trouve le centre et comment prendre rendez-vous ?',
      answer:
        'Le centre se trouve près de Lyon (69400), à 5 minutes de Villefranche-sur-Saône. Les consultations ont lieu uniquement sur rendez-vous : en ligne, sur la plateforme de rendez-vous, ou par téléphone du lundi au vendredi de 9 h à 19 h et le samedi de 8 h à 12 h.',
    },
  ],
  cta: {
    title: 'Une autre question ?',
    text: 'Écrivez-nous ou prenez rendez-vous pour une consultation : le médecin répondra à toutes vos questions.',
    booking: true,
    secondary: { label: 'Nous contacter', href: '/contact' },
  },
  meta: {
    title: 'Questions fréquentes sur nos soins laser',
    description:
      'Consultation, tarifs, paiement en plusieurs fois, sécurité, douleur, soleil, grossesse, nombre de séances : les réponses à vos questions sur nos soins.',
    keywords: [
      'FAQ médecine laser',
      'épilation laser questions',
      'consultation esthétique',
      'tarifs soins laser',
      'effets secondaires laser',
      'soleil après laser',
    ],
    path: '/faq',
    image: {
      src: '/images/hero/faq.svg',
      alt: 'Illustration abstraite : bulles de dialogue et point d’interrogation aux tons doux',
    },
  },
} satisfies DataFile<typeof FaqPage>;
