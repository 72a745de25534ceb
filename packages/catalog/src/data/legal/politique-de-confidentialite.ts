/**
 * Politique de confidentialité (/politique-de-confidentialite): the information of articles 13 and 14
 * of the RGPD for the two places the site collects data (contact form, voucher order), and the
 * register of the vouchers sold with the QR code printed on each voucher.
 * `{…}` refers to a fact of legal/facts.ts or clinic.ts.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { LegalPage } from '../../schemas/legal.ts';

export default {
  path: '/politique-de-confidentialite',
  title: 'Politique de confidentialité',
  intro:
    'Quelles données le site recueille, pourquoi, qui les reçoit, combien de temps elles sont gardées et comment exercer vos droits.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'responsable-du-traitement',
      title: 'Responsable du traitement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le responsable du traitement de vos données, à qui vous pouvez écrire pour toute question à leur sujet, est :',
        },
        {
          kind: 'facts',
          rows: [
            { label: 'Responsable du traitement', value: '{clinic.name}' },
            { label: 'Adresse', value: '{clinic.address}' },
            { label: 'E-mail', value: '{clinic.email}' },
          ],
        },
      ],
    },
    {
      id: 'donnees-recueillies',
      title: 'Données recueillies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le site ne recueille des données qu’à deux endroits, et seulement celles que vous saisissez :',
        },
        {
          kind: 'list',
          items: [
            'le formulaire de contact : votre nom, votre adresse e-mail, votre téléphone s’il est donné, le soin qui vous intéresse et votre message ;',
            'la commande d’un bon cadeau : votre nom, celui du bénéficiaire, votre adresse e-mail, le bon choisi et son montant, votre message personnel s’il y en a un et, si vous choisissez de faire envoyer le bon au bénéficiaire, son adresse e-mail et le jour de l’envoi. Les données de votre carte bancaire sont saisies sur la page de paiement de Stripe : elles ne passent pas par notre site et nous n’y avons pas accès.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Le site ne dépose aucun cookie et n’utilise aucun outil de mesure d’audience ni de publicité.',
        },
      ],
    },
    {
      id: 'registre-des-bons-cadeaux',
      title: 'Le registre des bons cadeaux',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque bon cadeau vendu est inscrit dans un registre tenu par le centre. Ce registre permet de vérifier qu’un bon présenté est authentique, de connaître sa valeur restante et sa date de fin de validité, et d’enregistrer ses utilisations. Pour chaque bon, il conserve :',
        },
        {
          kind: 'list',
          items: [
            'le code du bon, sa date d’émission et sa date de fin de validité ;',
            'la commande : le bon choisi, le montant payé, les références du paiement chez notre prestataire (sans aucune donnée de carte bancaire) et la version des conditions générales de vente que vous avez acceptée ;',
            'votre nom et votre adresse e-mail, le nom du bénéficiaire et, si vous nous la donnez pour qu’il reçoive le bon, son adresse e-mail et le jour d’envoi choisi ;',
            'votre message personnel, s’il y en a un, tel qu’il figure sur le bon ;',
            'le solde du bon et sa situation : en cours de validité, entièrement utilisé, annulé ou expiré ;',
            'l’historique du bon : son émission, ses envois par e-mail, chacune de ses utilisations (montant déduit et prestation réglée), son éventuelle annulation et son motif, avec pour chaque opération sa date et son heure et, lorsqu’elle est faite par l’équipe, l’identité du membre qui l’a enregistrée.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Le nom du bénéficiaire, et le cas échéant son adresse e-mail, nous sont communiqués par l’acheteur du bon. Le bénéficiaire dispose à leur égard des mêmes droits que l’acheteur, décrits plus bas.',
        },
        {
          kind: 'paragraph',
          text: 'Le registre n’est accessible qu’au médecin et à son secrétariat, tenus au secret professionnel, après identification dans l’espace réservé à l’équipe du centre.',
        },
      ],
    },
    {
      id: 'code-qr',
      title: 'Le code QR du bon',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le bon cadeau au format PDF porte un code QR. Ce code contient uniquement l’adresse de la fiche du bon dans l’espace réservé à l’équipe du centre, formée à partir du code du bon : il ne contient ni nom, ni adresse e-mail, ni montant.',
        },
        {
          kind: 'paragraph',
          text: 'Il sert à l’équipe du centre, lorsque le bon lui est présenté, à ouvrir sa fiche avec un téléphone pour le vérifier et enregistrer son utilisation, sans recopier le code. La fiche ne s’affiche qu’à un membre de l’équipe identifié ; toute autre personne qui scanne le code n’obtient que la page de connexion de cet espace.',
        },
      ],
    },
    {
      id: 'finalites',
      title: 'Finalités et bases légales',
      blocks: [
        {
          kind: 'list',
          items: [
            'Répondre à votre message : intérêt légitime du cabinet à répondre aux demandes qu’on lui adresse, ou mesures précontractuelles prises à votre demande (articles 6.1.b et 6.1.f du RGPD).',
            'Vendre et envoyer le bon cadeau, le renvoyer si besoin, puis l’accepter en paiement d’un soin, ce qui suppose de tenir le registre des bons (vérifier un bon présenté, son solde et sa validité, enregistrer ses utilisations, l’annuler après une rétractation ou un remboursement) : exécution du contrat de vente (article 6.1.b du RGPD).',
            'Envoyer le bon au bénéficiaire, avec votre message, le jour que vous avez choisi, à l’adresse e-mail que vous nous avez donnée, et vous prévenir de cet envoi : exécution du contrat de vente, à votre demande (article 6.1.b du RGPD) ; à l’égard du bénéficiaire, dont l’adresse nous vient de vous, intérêt légitime à lui faire parvenir le cadeau qui lui est destiné (article 6.1.f du RGPD). Cette adresse ne sert à rien d’autre : ni prospection, ni autre envoi que celui du bon et, si nécessaire, son renvoi.',
            'Conserver les pièces comptables des ventes de bons et de leurs utilisations : obligation légale (article 6.1.c du RGPD ; article L123-22 du Code de commerce).',
            'Savoir quel membre de l’équipe a enregistré chaque opération sur un bon, afin de prévenir les erreurs et les fraudes : intérêt légitime du centre (article 6.1.f du RGPD).',
            'Assurer la sécurité du site et prévenir les abus (journaux techniques du serveur) : intérêt légitime (article 6.1.f du RGPD).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Vos données ne servent à aucune prospection commerciale et ne sont ni vendues ni cédées.',
        },
      ],
    },
    {
      id: 'destinataires',
      title: 'Destinataires',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vos données sont lues par le médecin et son secrétariat, tenus au secret professionnel. Deux prestataires les traitent pour notre compte, selon nos instructions (sous-traitants au sens de l’article 28 du RGPD) :',
        },
        {
          kind: 'facts',
          rows: [
            {
              label: 'Hébergement du site et du registre des bons cadeaux, envoi des e-mails',
              value: '{processors.aws.name}, {processors.aws.address}',
            },
            {
              label: 'Paiement en ligne des bons cadeaux',
              value: '{processors.stripe.name}, {processors.stripe.address}',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ces prestataires peuvent, pour certaines opérations, transférer des données hors de l’Union européenne ; ces transferts sont alors encadrés par les garanties prévues par le RGPD, comme les clauses contractuelles types de la Commission européenne.',
        },
        {
          kind: 'links',
          links: [
            { label: 'Confidentialité chez Amazon Web Services', href: '{processors.aws.website}' },
            {
              label: 'Politique de confidentialité de Stripe',
              href: '{processors.stripe.website}',
            },
          ],
        },
      ],
    },
    {
      id: 'durees-de-conservation',
      title: 'Durées de conservation',
      blocks: [
        {
          kind: 'list',
          items: [
            'Messages du formulaire de contact : le temps de vous répondre, puis au plus 3 ans après notre dernier échange, sauf si votre demande conduit à une prise en charge médicale (les informations utiles rejoignent alors votre dossier médical, conservé selon les règles du Code de la santé publique).',
            'Registre des bons cadeaux : la fiche de chaque bon est conservée pendant sa validité et jusqu’à son utilisation complète ou son annulation, puis pendant {retention.voucherRegister}.',
            'Adresse e-mail du bénéficiaire, jour d’envoi et message personnel : conservés avec la fiche du bon dans le registre, pour la même durée.',
            'Pièces comptables des ventes de bons et de leurs utilisations (montants, dates, code du bon et références de la commande) : 10 ans à compter de la clôture de l’exercice (article L123-22 du Code de commerce).',
            'Journaux techniques du site, de son pare-feu et de ses services de formulaire et de paiement (adresse IP, page demandée, date et heure, navigateur, jamais le contenu d’un message) : 90 jours, puis effacés automatiquement.',
          ],
        },
      ],
    },
    {
      id: 'donnees-de-sante',
      title: 'Données de santé dans un message',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le formulaire de contact ne vous demande aucune information médicale et nous vous invitons à ne pas en écrire : votre situation sera abordée en consultation. Un message peut pourtant en contenir (un traitement en cours, une contre-indication…). Dans ce cas :',
        },
        {
          kind: 'list',
          items: [
            'le message est transmis par e-mail à la boîte du cabinet ; le site n’en garde pas de copie et ses journaux techniques n’en contiennent pas le texte ;',
            'il n’est lu que par le médecin et son secrétariat médical, tenus au secret professionnel, et ne sert qu’à vous répondre ;',
            'il est supprimé selon la durée indiquée plus haut, sauf si les informations doivent rejoindre votre dossier médical ;',
            'vous pouvez en demander à tout moment l’effacement.',
          ],
        },
      ],
    },
    {
      id: 'vos-droits',
      title: 'Vos droits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous pouvez demander l’accès à vos données, leur rectification, leur effacement, la limitation de leur traitement ou leur portabilité, vous opposer à un traitement fondé sur l’intérêt légitime, et donner des directives sur le sort de vos données après votre décès.',
        },
        {
          kind: 'paragraph',
          text: 'Pour exercer ces droits, écrivez à {clinic.email} ou par courrier à l’adresse du cabinet ({clinic.address}). Nous vous répondons dans un délai d’un mois ; nous pouvons vous demander de justifier de votre identité en cas de doute raisonnable.',
        },
        {
          kind: 'paragraph',
          text: 'Les données du registre des bons qui nous sont nécessaires pour respecter nos obligations comptables ne peuvent pas être effacées avant la fin de la durée légale de conservation (article 17.3.b du RGPD) ; leur rectification reste possible.',
        },
      ],
    },
    {
      id: 'reclamation',
      title: 'Réclamation auprès de la CNIL',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la {authority.name}, {authority.address}, ou en ligne.',
        },
        {
          kind: 'links',
          links: [{ label: 'Adresser une plainte à la CNIL', href: '{authority.website}' }],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le site ne dépose aucun cookie et ne charge aucun service tiers.',
        },
        { kind: 'links', links: [{ label: 'En savoir plus sur les cookies', href: '/cookies' }] },
      ],
    },
  ],
  meta: {
    title: 'Politique de confidentialité',
    description:
      'Comment le Centre de Médecine Laser du Beaujolais traite vos données : formulaire de contact, commande et registre des bons cadeaux, destinataires, durées de conservation et droits.',
    keywords: ['politique de confidentialité', 'données personnelles', 'RGPD', 'vos droits'],
    path: '/politique-de-confidentialite',
  },
} satisfies DataFile<typeof LegalPage>;
