// Over 300 lines on purpose: the terms of use are one legal document, prose in French; split, the
// sections would be read out of their order.

import { brand, generalContact } from '@kasuwa/contract/brand';
import { returnTerms } from '@kasuwa/contract/return-terms';
import type { PolicyDocument } from '../policy-types';
import { nonReturnableGoods } from './shared-clauses';
import { list, paragraphs } from './text-blocks';

const { name, legalEntity, supportEmail, siteUrl } = brand;
const { phone } = generalContact;

export const termsOfUse: PolicyDocument = {
  title: 'Conditions d’utilisation',
  updated: '2025-11-01',
  sections: [
    {
      id: 'preambule',
      title: 'Préambule',
      items: [
        {
          subtitle: `Présentation de ${name}`,
          text: paragraphs(
            `${name} est un service de vente en ligne exploité par ${legalEntity} (ci-après « ${name} » ou « nous »). ${name} propose à la vente des produits aux clients situés au Niger, au moyen de son application mobile Android et de son site internet ${siteUrl}.`,
            `Le service client de ${name} est joignable par e-mail à ${supportEmail} et par téléphone au ${phone}.`,
          ),
        },
        {
          subtitle: 'Définitions',
          text: paragraphs(
            'Dans les présentes conditions, les termes suivants ont le sens indiqué ci-dessous :',
            list(
              `« Application » : l’application mobile ${name} pour Android ;`,
              `« Site » : le site internet accessible à l’adresse ${siteUrl} ;`,
              '« Plateforme » : l’Application et le Site pris ensemble ;',
              '« Client » ou « Utilisateur » : toute personne qui utilise la Plateforme, avec ou sans compte ;',
              '« Commande » : la demande d’achat d’un ou de plusieurs Produits passée par le Client dans l’Application ;',
              '« Produit » : tout bien proposé à la vente sur la Plateforme.',
            ),
          ),
        },
      ],
    },
    {
      id: 'acceptation',
      title: 'Acceptation des conditions',
      items: [
        {
          subtitle: 'Acceptation sans réserve',
          text: paragraphs(
            'Les présentes conditions d’utilisation (ci-après les « Conditions ») s’appliquent à toute utilisation de la Plateforme et à toute Commande. En créant un compte ou en passant une Commande, le Client reconnaît avoir lu, compris et accepté les Conditions sans réserve.',
            'Le Client qui n’accepte pas les Conditions doit renoncer à utiliser la Plateforme.',
          ),
        },
        {
          subtitle: 'Capacité',
          text: 'Le Client déclare avoir la capacité juridique de contracter au sens de la législation nigérienne en vigueur. Un mineur ne peut utiliser la Plateforme et passer Commande qu’avec l’autorisation et sous la responsabilité de son représentant légal.',
        },
        {
          subtitle: 'Documents applicables',
          text: 'Les Conditions sont complétées par la Politique de confidentialité et par la Politique de retour et de remboursement, consultables sur le Site et dans l’Application, qui en font partie intégrante.',
        },
      ],
    },
    {
      id: 'objet',
      title: 'Objet',
      items: [
        {
          subtitle: 'Objet des Conditions',
          text: `Les Conditions définissent les modalités d’accès à la Plateforme et de son utilisation, ainsi que les droits et obligations de ${name} et du Client dans le cadre de la vente en ligne de Produits.`,
        },
        {
          subtitle: 'Application Android',
          text: paragraphs(
            'Les Commandes se passent dans l’Application, disponible pour les appareils Android et téléchargeable depuis le Site. L’Application n’est pas disponible sur iOS à ce jour.',
            `Le Site présente ${name}, ses services et ses politiques, et permet de télécharger l’Application.`,
          ),
        },
        {
          subtitle: 'Disponibilité du service',
          text: paragraphs(
            `${name} s’efforce de rendre la Plateforme accessible en permanence, sans pouvoir garantir un fonctionnement ininterrompu. L’accès peut être suspendu pour des opérations de maintenance ou de mise à jour, ou en cas de force majeure.`,
            'Les frais de connexion à internet et l’équipement nécessaire à l’utilisation de la Plateforme restent à la charge du Client.',
          ),
        },
      ],
    },
    {
      id: 'creation-de-compte',
      title: 'Création de compte',
      items: [
        {
          subtitle: 'Inscription',
          text: 'Pour passer Commande, le Client crée un compte en indiquant son nom et son numéro de téléphone et, s’il le souhaite, son adresse e-mail et sa zone de livraison. Il s’engage à fournir des informations exactes et à les tenir à jour.',
        },
        {
          subtitle: 'Identifiants',
          text: `Le Client est responsable de la confidentialité de ses identifiants et de toute activité réalisée depuis son compte. En cas de perte de ses identifiants ou d’utilisation non autorisée de son compte, il en informe sans délai le service client à ${supportEmail}.`,
        },
        {
          subtitle: 'Espace de publications',
          text: paragraphs(
            'L’Application comporte un espace où les Clients connectés peuvent publier des messages et des photos, le cas échéant liés à un Produit. Le Client s’interdit d’y publier des contenus :',
            list(
              'illicites, diffamatoires, injurieux, violents ou incitant à la haine ;',
              'portant atteinte à la vie privée, à l’image ou aux droits de tiers ;',
              'publicitaires non autorisés, trompeurs ou frauduleux.',
            ),
            `${name} peut retirer tout contenu contraire aux Conditions.`,
          ),
        },
        {
          subtitle: 'Suspension et fermeture du compte',
          text: paragraphs(
            `${name} peut suspendre ou fermer un compte en cas de manquement aux Conditions, de fraude ou d’usage abusif de la Plateforme, après en avoir informé le Client lorsque cela est possible.`,
            `Le Client peut demander à tout moment la fermeture de son compte en écrivant à ${supportEmail}.`,
          ),
        },
      ],
    },
    {
      id: 'commandes',
      title: 'Commandes',
      items: [
        {
          subtitle: 'Passation de la Commande',
          text: 'Le Client choisit les Produits, en précise le cas échéant la taille, la couleur et la quantité, puis indique son numéro de téléphone et son adresse de livraison. Avant de valider la Commande, il peut en vérifier le détail et le prix total, et corriger d’éventuelles erreurs.',
        },
        {
          subtitle: 'Confirmation',
          text: paragraphs(
            `Une fois validée, la Commande est enregistrée avec le statut « en attente ». Elle devient définitive lorsque ${name} la confirme, après vérification de la disponibilité des Produits et du paiement.`,
            'Le Client suit l’état de sa Commande dans l’Application et peut être contacté par téléphone pour l’organisation de la livraison.',
          ),
        },
        {
          subtitle: 'Disponibilité et annulation',
          text: paragraphs(
            `Les Produits sont proposés dans la limite des stocks disponibles. Si un Produit devient indisponible après la Commande, ${name} en informe le Client et lui propose un produit équivalent ou l’annulation de la Commande ; les sommes déjà versées lui sont alors remboursées dans un délai maximal de ${returnTerms.refundWorkingDays} jours ouvrés, par le moyen de paiement utilisé lors de la Commande.`,
            `${name} peut refuser ou annuler une Commande en cas de litige antérieur non réglé avec le Client, de suspicion de fraude ou d’informations manifestement erronées.`,
          ),
        },
      ],
    },
    {
      id: 'prix-et-paiement',
      title: 'Prix et paiement',
      items: [
        {
          subtitle: 'Prix',
          text: paragraphs(
            'Les prix des Produits sont indiqués en francs CFA (XOF), toutes taxes comprises (TTC). Les éventuels frais de livraison sont indiqués au Client avant la validation de la Commande.',
            `Le prix applicable est celui affiché au moment de la validation de la Commande. ${name} peut modifier ses prix à tout moment, sans effet sur les Commandes déjà validées.`,
          ),
        },
        {
          subtitle: 'Moyens de paiement',
          text: paragraphs(
            'Le paiement s’effectue par Mobile Money ou par carte bancaire, par l’intermédiaire de prestataires de paiement sécurisés. Les moyens de paiement disponibles sont présentés au Client lors de la Commande.',
            `Les données de carte bancaire sont saisies et traitées directement par le prestataire de paiement ; ${name} n’y a pas accès et ne les conserve pas.`,
          ),
        },
        {
          subtitle: 'Défaut de paiement',
          text: `En cas de refus ou d’échec du paiement, la Commande n’est pas confirmée. ${name} peut suspendre le traitement de toute Commande dont le paiement n’a pas abouti.`,
        },
      ],
    },
    {
      id: 'livraison',
      title: 'Livraison',
      items: [
        {
          subtitle: 'Adresse de livraison',
          text: `Les Produits sont livrés à l’adresse indiquée par le Client lors de la Commande, dans les zones desservies par ${name} au Niger. Le Client veille à l’exactitude de cette adresse et reste joignable au numéro de téléphone indiqué.`,
        },
        {
          subtitle: 'Délais de livraison',
          text: paragraphs(
            `Les délais de livraison sont indicatifs. Ils peuvent varier selon la zone de livraison, la disponibilité des Produits et les conditions de circulation. ${name} informe le Client de tout retard important.`,
            `Si la Commande n’est pas livrée dans un délai raisonnable après la date indiquée, le Client peut en demander l’annulation ; les sommes versées lui sont alors remboursées dans un délai maximal de ${returnTerms.refundWorkingDays} jours ouvrés, par le moyen de paiement utilisé lors de la Commande.`,
          ),
        },
        {
          subtitle: 'Réception des Produits',
          text: paragraphs(
            'Le Client, ou la personne qu’il désigne, vérifie l’état des Produits en présence du livreur. Un colis endommagé, un Produit manquant ou non conforme doit être signalé au livreur et au service client dès que possible.',
            'Les risques de perte ou d’endommagement des Produits sont transférés au Client au moment de leur réception.',
          ),
        },
        {
          subtitle: 'Absence du Client',
          text: 'Si le Client est absent ou injoignable au moment de la livraison, le livreur tente de le recontacter et une nouvelle livraison est programmée. Les frais éventuels d’une nouvelle présentation sont communiqués au Client avant celle-ci.',
        },
      ],
    },
    {
      id: 'droit-de-retractation',
      title: 'Droit de rétractation',
      items: [
        {
          subtitle: 'Délai de rétractation',
          text: `Le Client dispose d’un délai de ${returnTerms.windowDays} jours à compter de la réception du Produit pour exercer son droit de rétractation, sans avoir à justifier de motif. Il en informe ${name} dans ce délai depuis l’Application, par e-mail à ${supportEmail} ou par téléphone au ${phone}.`,
        },
        {
          subtitle: 'Retour du Produit',
          text: paragraphs(
            'Le Produit est retourné complet, dans son état d’origine et dans son emballage. Les frais de retour sont à la charge du Client, sauf si le Produit est défectueux ou non conforme à la Commande.',
            'Les modalités pratiques du retour sont précisées dans la Politique de retour et de remboursement.',
          ),
        },
        {
          subtitle: 'Remboursement',
          text: `${name} rembourse le Client dans un délai maximal de ${returnTerms.refundWorkingDays} jours ouvrés à compter de la réception du Produit retourné, par le moyen de paiement utilisé lors de la Commande.`,
        },
        {
          subtitle: 'Produits exclus',
          text: nonReturnableGoods,
        },
      ],
    },
    {
      id: 'garantie-et-sav',
      title: 'Garantie et service après-vente',
      items: [
        {
          subtitle: 'Garanties légales',
          text: 'Les Produits bénéficient des garanties prévues par la législation nigérienne en vigueur, notamment l’obligation de délivrance d’un Produit conforme à la Commande et la garantie des vices cachés.',
        },
        {
          subtitle: 'Garantie du fabricant',
          text: 'Certains Produits, notamment électroniques ou électroménagers, bénéficient d’une garantie du fabricant dont la durée et les conditions figurent sur la fiche du Produit ou dans la documentation jointe. Cette garantie s’ajoute aux garanties légales sans les remplacer.',
        },
        {
          subtitle: 'Produit défectueux ou non conforme',
          text: paragraphs(
            'Le Client signale le défaut ou la non-conformité au service client dès que possible, en indiquant le numéro de la Commande et, si possible, en joignant des photos.',
            `Après vérification, ${name} procède, selon le choix du Client et la disponibilité des Produits, au remplacement, à l’échange ou au remboursement du Produit. Les frais de retour sont alors à la charge de ${name}.`,
          ),
        },
        {
          subtitle: 'Service après-vente',
          text: `Le service après-vente de ${name} est joignable depuis l’Application, par e-mail à ${supportEmail} et par téléphone au ${phone}.`,
        },
      ],
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      items: [
        {
          subtitle: `Engagements de ${name}`,
          text: paragraphs(
            `${name} est responsable de la bonne exécution des Commandes, dans les limites prévues par les Conditions.`,
            'Les photos et descriptions des Produits sont aussi fidèles que possible. De légères différences, notamment de couleur liées à l’affichage de l’écran, ne constituent pas une non-conformité.',
          ),
        },
        {
          subtitle: 'Limites de responsabilité',
          text: paragraphs(
            `La responsabilité de ${name} ne peut être engagée en cas :`,
            list(
              'd’inexécution imputable au Client, notamment en raison d’une adresse ou d’un numéro de téléphone erroné ;',
              'de force majeure ou de fait d’un tiers ;',
              'd’interruption des réseaux internet ou mobiles, ou de dysfonctionnement de l’appareil du Client ;',
              'd’utilisation d’un Produit non conforme à sa destination ou aux instructions du fabricant ;',
              'de contenu publié par un Utilisateur dans l’espace de publications.',
            ),
          ),
        },
        {
          subtitle: 'Responsabilité du Client',
          text: `Le Client est responsable de l’usage qu’il fait de la Plateforme et des contenus qu’il publie. Il garantit ${name} contre toute réclamation de tiers liée à ces contenus.`,
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      items: [
        {
          subtitle: `Droits de ${name}`,
          text: `La marque ${name}, son logo, l’Application, le Site et leurs contenus (textes, photos, graphismes, logiciels) sont protégés par le droit de la propriété intellectuelle. Toute reproduction, représentation ou exploitation, totale ou partielle, sans l’autorisation écrite de ${name} est interdite.`,
        },
        {
          subtitle: 'Licence d’utilisation',
          text: `${name} accorde au Client un droit personnel, non exclusif et non transférable d’utiliser l’Application pour ses besoins privés. Le Client s’interdit de copier, modifier, décompiler ou revendre l’Application, ou d’en extraire les contenus de manière systématique.`,
        },
        {
          subtitle: 'Contenus des Utilisateurs',
          text: `Le Client reste titulaire des droits sur les textes et les photos qu’il publie. Il autorise ${name}, à titre gratuit, à les afficher dans l’Application pendant la durée de leur publication, et déclare disposer des droits nécessaires à cette fin.`,
        },
      ],
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      items: [
        {
          subtitle: 'Traitement des données',
          text: `${name} traite les données personnelles du Client (nom, numéro de téléphone, adresse e-mail, adresse de livraison, historique des Commandes) pour gérer son compte, exécuter ses Commandes et assurer le service client, conformément à la loi nigérienne relative à la protection des données à caractère personnel.`,
        },
        {
          subtitle: 'Destinataires',
          text: `Seules les données nécessaires sont communiquées aux partenaires de livraison et aux prestataires de paiement (Mobile Money et carte bancaire). ${name} ne vend pas les données de ses Clients.`,
        },
        {
          subtitle: 'Droits du Client',
          text: `Le Client dispose notamment d’un droit d’accès, de rectification, d’effacement et d’opposition, qu’il exerce en écrivant à ${supportEmail}. La Politique de confidentialité décrit en détail les traitements réalisés et les droits du Client.`,
        },
      ],
    },
    {
      id: 'modifications',
      title: 'Modifications',
      items: [
        {
          subtitle: 'Évolution des Conditions',
          text: `${name} peut modifier les Conditions pour tenir compte de l’évolution de la législation, de la Plateforme ou de ses services. La date de la dernière mise à jour figure en tête du présent document.`,
        },
        {
          subtitle: 'Information du Client',
          text: paragraphs(
            'Le Client est informé des modifications importantes dans l’Application ou par e-mail avant leur entrée en vigueur. La poursuite de l’utilisation de la Plateforme après cette date vaut acceptation des Conditions modifiées.',
            'Chaque Commande reste régie par les Conditions en vigueur au jour de sa validation.',
          ),
        },
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable et litiges',
      items: [
        {
          subtitle: 'Droit applicable',
          text: 'Les Conditions et les ventes conclues sur la Plateforme sont régies par le droit nigérien.',
        },
        {
          subtitle: 'Règlement amiable',
          text: `Avant toute action en justice, le Client adresse sa réclamation au service client, par e-mail à ${supportEmail} ou par téléphone au ${phone}, afin de rechercher une solution amiable.`,
        },
        {
          subtitle: 'Juridiction compétente',
          text: 'À défaut de solution amiable, tout litige relatif à la formation, à l’interprétation ou à l’exécution des Conditions relève de la compétence des tribunaux de Niamey.',
        },
      ],
    },
  ],
};
