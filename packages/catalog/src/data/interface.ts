/**
 * Fixed interface text: buttons, price-table headings, the contact form (labels, the ten treatment
 * choices, notices) and the gift-voucher cards (labels, busy state, notices). Labels the specification
 * gives are written exactly as it gives them. Placeholders: {amount}, {months}, {seconds}.
 */
export default {
  learnMore: 'En savoir plus',
  discover: 'Découvrir nos soins',
  showPrices: 'Voir les Tarifs',
  hidePrices: 'Masquer les Tarifs',
  showOurPrices: 'Voir nos Tarifs',
  pricePanelTitle: 'Nos tarifs',
  fromPrefix: 'À partir de',
  oneSession: '1 séance',
  threeSessions: '3 séances',
  perSessionPrefix: 'Par séance',
  savingPrefix: 'Économie',
  zone: 'Zone',
  price: 'Prix',
  duration: 'Durée',
  sessions: 'Séances',
  popular: 'Populaire',
  contactForm: {
    name: 'Nom complet *',
    email: 'Email *',
    phone: 'Téléphone',
    treatment: 'Traitement',
    treatmentPlaceholder: 'Sélectionnez un traitement',
    treatments: [
      { id: 'hydrafacial', label: 'HydraFacial' },
      { id: 'mesotherapie', label: 'Mésothérapie NCTF 135' },
      { id: 'peeling-retinol', label: 'Peeling au Rétinol' },
      { id: 'laser-co2', label: 'Laser CO2' },
      { id: 'cryolipolyse', label: 'Cryolipolyse' },
      { id: 'morpheus8', label: 'Morpheus 8' },
      { id: 'epilation-laser', label: 'Épilation Laser' },
      { id: 'varicosites', label: 'Traitement Varicosités' },
      { id: 'detatouage', label: 'Détatouage' },
      { id: 'autre', label: 'Autre/Consultation générale' },
    ],
    message: 'Message *',
    messageRows: 5,
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    requiredHint: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    success: {
      title: 'Message envoyé !',
      description: 'Nous vous recontacterons dans les plus brefs délais.',
    },
    failure: {
      title: 'Erreur',
      description: 'Erreur lors de l’envoi du message. Veuillez réessayer.',
    },
  },
  vouchers: {
    from: 'De',
    to: 'Pour',
    email: 'Email',
    order: 'Commander ce Bon',
    orderCustom: 'Commander ce Bon Personnalisé',
    processing: 'Traitement...',
    amount: 'Montant du bon (€)',
    minimumHint: 'Minimum 30 €',
    belowMinimum: 'Le montant minimum d’un bon cadeau est de 30 €.',
    previewEmpty: 'Saisissez un montant pour voir l’aperçu de votre bon cadeau.',
    preview: 'Bon cadeau de {amount}',
    validity: 'Valable {months} mois',
    missing: {
      title: 'Informations manquantes',
      description: 'Veuillez renseigner tous les champs requis',
    },
    paymentFailed: {
      title: 'Erreur',
      description: 'Impossible de créer le paiement. Veuillez réessayer.',
    },
    popupBlocked: {
      title: 'Redirection vers le paiement',
      description:
        'Votre navigateur a bloqué l’ouverture d’un nouvel onglet : la page de paiement sécurisé s’ouvre dans cet onglet.',
    },
  },
  share: {
    copied: {
      title: 'Lien copié !',
      description: 'Le lien de l’article a été copié dans le presse-papiers.',
    },
  },
  successCountdown: 'Redirection vers l’accueil dans {seconds} s…',
};
