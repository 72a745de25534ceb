/**
 * Conditions générales de vente (/conditions-generales-de-vente) of the gift vouchers sold on
 * /bons-cadeaux, with the 14-day withdrawal right (articles L221-18 and following of the Code de la
 * consommation), the model withdrawal form (annex to article R221-1) at #formulaire-de-retractation
 * and the consumer mediator (L612-1). `{…}` refers to a fact of legal/facts.ts, clinic.ts or
 * pages/vouchers.ts. Change `legalRefs.cgv.version` (src/legal-refs.ts) whenever this text changes:
 * the page shows it and each payment records it as the version the buyer accepted.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { TermsOfSalePage } from '../../schemas/legal.ts';

export default {
  path: '/conditions-generales-de-vente',
  title: 'Conditions générales de vente des bons cadeaux',
  intro:
    'Les conditions de vente des bons cadeaux commandés sur ce site : prix, paiement, envoi, validité, utilisation, droit de rétractation et médiation.',
  sections: [
    {
      id: 'vendeur',
      title: 'Vendeur et champ d’application',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les présentes conditions s’appliquent à la vente en ligne, à des particuliers, des bons cadeaux proposés sur la page Bons cadeaux de ce site. Le vendeur est :',
        },
        {
          kind: 'facts',
          rows: [
            { label: 'Vendeur', value: '{clinic.name}' },
            { label: 'Forme juridique', value: '{publisher.legalForm}' },
            { label: 'Adresse', value: '{clinic.address}' },
            { label: 'SIRET', value: '{publisher.siret}' },
            { label: 'Téléphone', value: '{clinic.phone}' },
            { label: 'E-mail', value: '{clinic.email}' },
          ],
        },
      ],
    },
    {
      id: 'offres-et-prix',
      title: 'Offres et prix',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le site propose des bons d’un montant fixe et un bon d’un montant libre, de {vouchers.minimum} à {vouchers.maximum}. Un bon se règle en euros et s’utilise pour payer des consultations et des soins du centre.',
        },
        {
          kind: 'paragraph',
          text: 'Les prix sont indiqués en euros, toutes taxes comprises (TTC). Le prix payé est celui affiché au moment de la commande ; l’envoi par e-mail est gratuit.',
        },
      ],
    },
    {
      id: 'commande',
      title: 'Commande',
      blocks: [
        {
          kind: 'list',
          items: [
            'Vous choisissez un bon (ou un montant libre) et indiquez votre nom, celui du bénéficiaire et votre adresse e-mail.',
            'Vous choisissez qui reçoit le bon : vous-même, pour l’offrir en main propre, ou le bénéficiaire, par e-mail ; dans ce cas, vous indiquez son adresse e-mail et le jour de l’envoi, entre le jour de la commande et le dernier jour de validité du bon. Vous pouvez ajouter un message personnel de 300 caractères au plus : il est reproduit sur le bon et dans l’e-mail tel que vous l’avez écrit.',
            'Vous acceptez les présentes conditions en cochant la case prévue ; sans cette acceptation, la commande n’est pas possible. La version acceptée est enregistrée avec la commande.',
            'Vous êtes dirigé vers la page de paiement sécurisée de notre prestataire, où vous vérifiez le montant avant de payer.',
            'Le contrat est conclu lorsque le paiement est accepté.',
          ],
        },
      ],
    },
    {
      id: 'paiement',
      title: 'Paiement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le paiement se fait en ligne, en une fois, par carte bancaire ou par un autre moyen proposé sur la page de paiement sécurisée de notre prestataire, {processors.stripe.name} ; le montant est débité à la commande. Les données de paiement sont saisies chez ce prestataire : elles ne passent pas par notre site et nous n’y avons pas accès.',
        },
      ],
    },
    {
      id: 'livraison',
      title: 'Envoi du bon',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dès la confirmation du paiement, le bon vous est envoyé par e-mail, au format PDF, à l’adresse indiquée lors de la commande, en général en quelques minutes. Cet e-mail récapitule votre commande, rappelle votre droit de rétractation et renvoie vers les présentes conditions : conservez-le.',
        },
        {
          kind: 'paragraph',
          text: 'Si vous avez choisi de l’envoyer au bénéficiaire, le bon lui est envoyé par e-mail, au format PDF et avec votre message, le jour choisi ; vous recevez dès la confirmation du paiement un e-mail qui récapitule votre commande, avec une copie du bon, puis un message lorsque le bon a été envoyé. Vérifiez l’adresse du bénéficiaire : si elle est erronée, le bon reste valable, et nous pouvons, à votre demande, changer l’adresse ou le jour d’envoi et l’envoyer de nouveau.',
        },
        {
          kind: 'paragraph',
          text: 'Vous ne l’avez pas reçu ? Vérifiez vos courriers indésirables, puis écrivez-nous à {clinic.email} ou appelez le {clinic.phone} : nous vous le renverrons.',
        },
      ],
    },
    {
      id: 'validite',
      title: 'Validité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un bon est valable 12 mois à compter de la date d’achat (6 mois pour le Bon Découverte), y compris lorsqu’il est envoyé au bénéficiaire à une date ultérieure. Sa date de fin de validité est écrite sur le bon. Après cette date, il ne peut plus être utilisé.',
        },
      ],
    },
    {
      id: 'utilisation',
      title: 'Utilisation',
      blocks: [
        {
          kind: 'list',
          items: [
            'Le bénéficiaire prend rendez-vous en précisant qu’il dispose d’un bon cadeau, puis le présente au centre (imprimé ou sur téléphone) pour régler une consultation ou des soins.',
            'Chaque bon vendu est inscrit, sous son code, dans le registre des bons cadeaux tenu par le centre. Lorsque le bon est présenté, le centre le retrouve dans ce registre en scannant son code QR ou en saisissant son code, vérifie sa validité et son solde, puis y enregistre le montant utilisé.',
            'Un bon peut être utilisé en une ou plusieurs fois, pendant sa validité et dans la limite de son solde. Le centre indique le solde restant à chaque utilisation et sur simple demande.',
            'Tout soin est précédé d’une consultation médicale obligatoire. Le médecin peut estimer qu’un soin ne convient pas au bénéficiaire : le bon reste alors utilisable, pendant sa validité, pour un autre soin ou une consultation.',
            'Si le soin coûte plus que le montant du bon, la différence se règle au centre.',
          ],
        },
      ],
    },
    {
      id: 'remboursement',
      title: 'Remboursement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En dehors du droit de rétractation décrit ci-dessous, un bon n’est ni remboursable ni échangeable contre des espèces, y compris s’il n’a pas été utilisé avant sa date de fin de validité.',
        },
      ],
    },
    {
      id: 'droit-de-retractation',
      title: 'Droit de rétractation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous disposez d’un délai de 14 jours à compter de la conclusion du contrat (le jour de votre commande) pour vous rétracter, sans avoir à donner de motif ni à payer de pénalité (article L221-18 du Code de la consommation).',
        },
        {
          kind: 'paragraph',
          text: 'Pour l’exercer, envoyez-nous avant la fin de ce délai une déclaration sans ambiguïté, par exemple le modèle de formulaire ci-dessous :',
        },
        {
          kind: 'list',
          items: [
            'par e-mail à {clinic.email} ;',
            'ou par courrier : {clinic.name}, {clinic.address}.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nous vous remboursons la totalité de la somme payée au plus tard 14 jours après avoir reçu votre décision, avec le même moyen de paiement que celui de la commande et sans frais (article L221-24) ; le bon est alors annulé. Si, à votre demande, le bon a servi à régler un soin avant la fin du délai, le montant du soin déjà réalisé reste dû (article L221-25).',
        },
        {
          kind: 'links',
          links: [
            { label: 'Modèle de formulaire de rétractation', href: '#formulaire-de-retractation' },
          ],
        },
      ],
    },
    {
      id: 'formulaire-de-retractation',
      title: 'Modèle de formulaire de rétractation',
      blocks: [
        {
          kind: 'paragraph',
          text: '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
        },
        {
          kind: 'form',
          lines: [
            'À l’attention de {clinic.name}, {clinic.address}, {clinic.email} :',
            'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
            'Commandé le (*)/reçu le (*) :',
            'Nom du (des) consommateur(s) :',
            'Adresse du (des) consommateur(s) :',
            'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
            'Date :',
          ],
          footnote: '(*) Rayez la mention inutile.',
        },
      ],
    },
    {
      id: 'mediation',
      title: 'Réclamations et médiation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pour toute réclamation, écrivez-nous d’abord à {clinic.email} ou par courrier. Si notre réponse ne vous satisfait pas, ou sans réponse de notre part, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons (articles L612-1 et suivants du Code de la consommation), dans un délai d’un an à compter de votre réclamation écrite :',
        },
        {
          kind: 'facts',
          rows: [
            { label: 'Médiateur', value: '{mediator.name}' },
            { label: 'Adresse', value: '{mediator.address}' },
            { label: 'Site internet', value: '{mediator.website}' },
          ],
        },
      ],
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les données de votre commande sont inscrites au registre des bons cadeaux. Elles servent à exécuter la commande, à vérifier le bon et à enregistrer ses utilisations, et à tenir notre comptabilité. Si vous nous confiez l’adresse e-mail du bénéficiaire, elle ne sert qu’à lui envoyer le bon le jour choisi : informez-le que vous nous l’avez transmise. La politique de confidentialité décrit ce qui est conservé, pendant combien de temps, et les droits de chacun.',
        },
        {
          kind: 'links',
          links: [{ label: 'Politique de confidentialité', href: '/politique-de-confidentialite' }],
        },
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable et litiges',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les présentes conditions sont soumises au droit français. En cas de litige, vous pouvez saisir, à votre choix, l’une des juridictions compétentes selon le Code de procédure civile ou celle du lieu où vous demeuriez au moment de la conclusion du contrat (article R631-3 du Code de la consommation).',
        },
      ],
    },
  ],
  meta: {
    title: 'Conditions générales de vente',
    description:
      'Conditions de vente des bons cadeaux du Centre de Médecine Laser du Beaujolais : prix TTC, paiement, envoi par e-mail, validité, droit de rétractation de 14 jours et médiation.',
    keywords: ['conditions générales de vente', 'CGV', 'bon cadeau', 'droit de rétractation'],
    path: '/conditions-generales-de-vente',
  },
} satisfies DataFile<typeof TermsOfSalePage>;
