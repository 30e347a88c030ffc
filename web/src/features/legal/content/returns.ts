import { brand, generalContact } from '@kasuwa/contract/brand';
import { returnTerms } from '@kasuwa/contract/return-terms';
import type { PolicyDocument } from '../policy-types';
import { nonReturnableGoods } from './shared-clauses';
import { list, paragraphs } from './text-blocks';

const { name, supportEmail } = brand;
const { phone } = generalContact;

export const returnPolicy: PolicyDocument = {
  title: 'Politique de retour et de remboursement',
  updated: '2025-11-01',
  sections: [
    {
      id: 'champ-d-application',
      title: 'Champ d’application',
      items: [
        {
          subtitle: 'Objet',
          text: paragraphs(
            `La présente politique précise les conditions dans lesquelles le Client peut retourner un Produit acheté sur ${name} et obtenir un remboursement ou un échange.`,
            'Elle complète les Conditions d’utilisation ; les termes qui y sont définis (Client, Commande, Produit, Application) ont ici le même sens.',
          ),
        },
        {
          subtitle: 'Produits concernés',
          text: 'Elle s’applique à tous les Produits commandés dans l’Application et livrés au Niger, sous réserve des Produits non retournables énumérés dans la section « Produits non retournables ».',
        },
      ],
    },
    {
      id: 'droit-de-retractation',
      title: 'Droit de rétractation',
      items: [
        {
          subtitle: `Délai de ${returnTerms.windowDays} jours`,
          text: `Le Client dispose d’un délai de ${returnTerms.windowDays} jours à compter de la réception du Produit pour exercer son droit de rétractation, sans avoir à justifier de motif.`,
        },
        {
          subtitle: 'Commandes livrées en plusieurs fois',
          text: 'Lorsque les Produits d’une même Commande sont livrés séparément, le délai court à compter de la réception de chaque Produit.',
        },
        {
          subtitle: 'Exercice du droit',
          text: `Le Client informe ${name} de sa décision avant l’expiration du délai, depuis l’Application, par e-mail à ${supportEmail} ou par téléphone au ${phone}. ${name} lui confirme la prise en compte de sa demande.`,
        },
      ],
    },
    {
      id: 'produits-non-retournables',
      title: 'Produits non retournables',
      items: [
        {
          subtitle: 'Produits exclus',
          text: nonReturnableGoods,
        },
        {
          subtitle: 'Garanties maintenues',
          text: 'Ces exclusions ne privent pas le Client des garanties légales : un Produit de ces catégories qui est défectueux ou non conforme à la Commande est remplacé ou remboursé dans les conditions de la section « Produits défectueux ou non conformes ».',
        },
      ],
    },
    {
      id: 'conditions-de-retour',
      title: 'Conditions de retour',
      items: [
        {
          subtitle: 'État du Produit',
          text: 'Le Produit est retourné complet, dans son état d’origine et dans son emballage, avec ses accessoires, notices et étiquettes. Il ne doit pas avoir été utilisé au-delà de ce qui est nécessaire pour en constater la nature et le fonctionnement.',
        },
        {
          subtitle: 'Produit incomplet ou abîmé',
          text: 'Un Produit retourné incomplet, abîmé ou sali par le Client peut être refusé, ou donner lieu à un remboursement réduit en proportion de sa dépréciation. Le Client en est informé avant tout remboursement.',
        },
        {
          subtitle: 'Référence de la Commande',
          text: 'Le retour est accompagné du numéro de la Commande, qui figure dans l’Application.',
        },
      ],
    },
    {
      id: 'procedure-de-retour',
      title: 'Procédure de retour',
      items: [
        {
          subtitle: 'Étapes à suivre',
          text: list(
            `déclarer le retour dans le délai de ${returnTerms.windowDays} jours, depuis l’Application, par e-mail à ${supportEmail} ou par téléphone au ${phone} ;`,
            'préciser le numéro de la Commande, les Produits concernés et, le cas échéant, le défaut constaté, photos à l’appui ;',
            'attendre les instructions du service client sur le mode de retour ;',
            'emballer soigneusement le Produit avec tous ses accessoires.',
          ),
        },
        {
          subtitle: 'Modes de retour',
          text: `Selon la zone du Client, le Produit est déposé au point de retour indiqué par le service client ou remis à un livreur mandaté par ${name}. Le Client conserve la preuve du dépôt ou de la remise du Produit.`,
        },
        {
          subtitle: 'Envoi du Produit',
          text: 'Le Client remet le Produit dans les meilleurs délais après sa déclaration de retour, selon les instructions du service client.',
        },
      ],
    },
    {
      id: 'frais-de-retour',
      title: 'Frais de retour',
      items: [
        {
          subtitle: 'Principe',
          text: 'Les frais de retour sont à la charge du Client, sauf si le Produit est défectueux ou non conforme à la Commande.',
        },
        {
          subtitle: 'Retour par un livreur mandaté',
          text: `Lorsque le Produit est récupéré par un livreur mandaté par ${name} et que les frais de retour sont à la charge du Client, leur montant lui est communiqué avant l’enlèvement et, avec son accord, déduit du montant remboursé.`,
        },
        {
          subtitle: 'Produit défectueux ou non conforme',
          text: `Lorsque le Produit est défectueux ou non conforme à la Commande, ${name} prend en charge les frais de retour et, le cas échéant, les frais de livraison du Produit de remplacement.`,
        },
      ],
    },
    {
      id: 'produits-defectueux',
      title: 'Produits défectueux ou non conformes',
      items: [
        {
          subtitle: 'Vérification à la réception',
          text: 'Le Client vérifie l’état des Produits en présence du livreur. Un colis endommagé, un Produit manquant ou non conforme doit être signalé au livreur et au service client dès que possible.',
        },
        {
          subtitle: 'Signalement d’un défaut',
          text: 'Un défaut découvert après la livraison est signalé au service client dès que possible, avec le numéro de la Commande, une description du problème et, si possible, des photos.',
        },
        {
          subtitle: 'Solutions proposées',
          text: paragraphs(
            `Après vérification, ${name} procède, selon le choix du Client et la disponibilité des Produits, au remplacement du Produit, à son échange ou à son remboursement intégral, frais de livraison initiaux compris.`,
            'Ces solutions s’appliquent sans préjudice des garanties prévues par la législation nigérienne en vigueur et, le cas échéant, de la garantie du fabricant.',
          ),
        },
      ],
    },
    {
      id: 'controle-des-retours',
      title: 'Contrôle des Produits retournés',
      items: [
        {
          subtitle: 'Vérification',
          text: `À la réception du Produit retourné, ${name} vérifie son état et, le cas échéant, le défaut signalé. Le Client est informé du résultat de cette vérification.`,
        },
        {
          subtitle: 'Retour refusé',
          text: `Si le retour ne respecte pas la présente politique (délai dépassé, Produit non retournable, Produit incomplet ou abîmé), ${name} en informe le Client et tient le Produit à sa disposition ou le lui réexpédie, les frais de réexpédition étant à sa charge.`,
        },
      ],
    },
    {
      id: 'remboursement',
      title: 'Remboursement',
      items: [
        {
          subtitle: 'Délai de remboursement',
          text: `${name} rembourse le Client dans un délai maximal de ${returnTerms.refundWorkingDays} jours ouvrés à compter de la réception du Produit retourné, par le moyen de paiement utilisé lors de la Commande.`,
        },
        {
          subtitle: 'Moyen de remboursement',
          text: paragraphs(
            'Un paiement par Mobile Money est remboursé sur le numéro Mobile Money utilisé pour la Commande ; un paiement par carte bancaire est remboursé sur la carte utilisée.',
            'Le délai d’apparition du remboursement sur le compte du Client dépend ensuite de son opérateur ou de sa banque.',
          ),
        },
        {
          subtitle: 'Montant remboursé',
          text: paragraphs(
            'Le remboursement porte sur le prix payé pour le Produit retourné, en francs CFA (XOF), toutes taxes comprises (TTC).',
            'Les frais de livraison initiaux sont remboursés lorsque le Produit est défectueux ou non conforme à la Commande. Les frais de retour à la charge du Client peuvent être déduits dans les conditions de la section « Frais de retour ».',
          ),
        },
      ],
    },
    {
      id: 'echange',
      title: 'Échange',
      items: [
        {
          subtitle: 'Demande d’échange',
          text: `Au lieu d’un remboursement, le Client peut demander l’échange du Produit contre une autre taille, une autre couleur ou un autre Produit, dans la limite des stocks disponibles. La demande est faite dans le délai de ${returnTerms.windowDays} jours et aux conditions de la présente politique.`,
        },
        {
          subtitle: 'Différence de prix',
          text: `Si le nouveau Produit est plus cher, le Client règle la différence par Mobile Money ou par carte bancaire. S’il est moins cher, la différence est remboursée dans un délai maximal de ${returnTerms.refundWorkingDays} jours ouvrés, par le moyen de paiement utilisé lors de la Commande.`,
        },
        {
          subtitle: 'Livraison du nouveau Produit',
          text: 'Le nouveau Produit est livré à l’adresse indiquée par le Client. Les délais de livraison sont indicatifs.',
        },
      ],
    },
    {
      id: 'annulation-de-commande',
      title: 'Annulation de Commande',
      items: [
        {
          subtitle: 'Avant l’expédition',
          text: `Le Client peut annuler une Commande tant qu’elle n’a pas été remise au livreur, depuis l’Application ou auprès du service client. Les sommes versées lui sont remboursées dans un délai maximal de ${returnTerms.refundWorkingDays} jours ouvrés à compter de l’annulation, par le moyen de paiement utilisé lors de la Commande.`,
        },
        {
          subtitle: 'Après l’expédition',
          text: 'Une Commande remise au livreur ne peut plus être annulée ; le Client peut exercer son droit de rétractation à réception du Produit, dans les conditions de la présente politique.',
        },
        {
          subtitle: `Annulation par ${name}`,
          text: `Si ${name} annule une Commande, notamment en raison de l’indisponibilité d’un Produit, les sommes versées sont remboursées au Client dans un délai maximal de ${returnTerms.refundWorkingDays} jours ouvrés à compter de l’annulation, par le moyen de paiement utilisé lors de la Commande.`,
        },
      ],
    },
    {
      id: 'contact-et-litiges',
      title: 'Contact et litiges',
      items: [
        {
          subtitle: 'Service client',
          text: `Pour toute question sur un retour ou un remboursement, le service client de ${name} est joignable depuis l’Application, par e-mail à ${supportEmail} et par téléphone au ${phone}.`,
        },
        {
          subtitle: 'Réclamations',
          text: `En cas de désaccord, le Client adresse une réclamation écrite à ${supportEmail} afin de rechercher une solution amiable.`,
        },
        {
          subtitle: 'Droit applicable',
          text: 'La présente politique est régie par le droit nigérien. À défaut de solution amiable, tout litige relève de la compétence des tribunaux de Niamey.',
        },
      ],
    },
  ],
};
