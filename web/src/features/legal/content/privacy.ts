import { brand, generalContact } from '@kasuwa/contract/brand';
import type { PolicyDocument } from '../policy-types';
import { list, paragraphs } from './text-blocks';

const { name, legalEntity, supportEmail, siteUrl } = brand;
const { phone } = generalContact;

export const privacyPolicy: PolicyDocument = {
  title: 'Politique de confidentialité',
  updated: '2025-11-01',
  sections: [
    {
      id: 'responsable-du-traitement',
      title: 'Responsable du traitement',
      items: [
        {
          subtitle: 'Identité du responsable',
          text: paragraphs(
            `Le responsable du traitement de vos données personnelles est ${legalEntity}, qui exploite le service ${name} : l’application mobile Android ${name} (l’« Application ») et le site internet ${siteUrl} (le « Site »).`,
            'La présente politique explique quelles données nous collectons, pour quelles raisons, avec qui nous les partageons et comment vous pouvez exercer vos droits.',
          ),
        },
        {
          subtitle: 'Cadre légal',
          text: 'Nous traitons vos données conformément à la loi nigérienne relative à la protection des données à caractère personnel et à la législation nigérienne en vigueur.',
        },
        {
          subtitle: 'Nous contacter',
          text: `Pour toute question relative à vos données, écrivez-nous à ${supportEmail} ou appelez le service client au ${phone}.`,
        },
      ],
    },
    {
      id: 'donnees-collectees',
      title: 'Données collectées',
      items: [
        {
          subtitle: 'Données que vous nous fournissez',
          text: list(
            'compte : nom, numéro de téléphone et, si vous les indiquez, adresse e-mail et zone de livraison ;',
            'commandes : produits choisis (taille, couleur, quantité), montants, numéro de téléphone et adresse de livraison ;',
            'publications : nom affiché, textes et photos que vous publiez dans l’espace de publications de l’Application ;',
            'avis et signalements envoyés depuis l’Application : message et, si vous la joignez, capture d’écran ;',
            'échanges avec le service client : demandes, réclamations, retours et remboursements.',
          ),
        },
        {
          subtitle: 'Données de paiement',
          text: paragraphs(
            'Lorsque vous payez par Mobile Money ou par carte bancaire, le paiement est traité par le prestataire concerné. Nous recevons le résultat de la transaction, son montant, sa référence et, pour Mobile Money, le numéro utilisé.',
            'Nous ne collectons ni ne conservons les numéros complets de carte bancaire, les codes de sécurité ou vos codes secrets Mobile Money.',
          ),
        },
        {
          subtitle: 'Données techniques',
          text: 'Lorsque vous utilisez l’Application, nous traitons des données techniques nécessaires à son fonctionnement et à sa sécurité : identifiant de compte, date et heure de connexion, modèle d’appareil, version d’Android et de l’Application, journaux d’erreurs.',
        },
      ],
    },
    {
      id: 'finalites',
      title: 'Finalités du traitement',
      items: [
        {
          subtitle: 'Pourquoi nous utilisons vos données',
          text: list(
            'créer et gérer votre compte ;',
            'traiter, faire payer et livrer vos commandes ;',
            'gérer les retours, les remboursements et le service après-vente ;',
            'répondre à vos demandes et traiter vos avis et signalements ;',
            'afficher et modérer l’espace de publications ;',
            'sécuriser l’Application et le Site et prévenir la fraude ;',
            'mesurer et améliorer la qualité de nos services ;',
            'respecter nos obligations légales, comptables et fiscales.',
          ),
        },
        {
          subtitle: 'Communications',
          text: paragraphs(
            'Nous pouvons vous contacter par téléphone, SMS ou e-mail au sujet de vos commandes, de vos livraisons et de vos demandes.',
            'Nous ne vous adressons d’offres commerciales qu’avec votre accord, que vous pouvez retirer à tout moment.',
          ),
        },
        {
          subtitle: 'Ce que nous ne faisons pas',
          text: `${name} ne vend pas vos données personnelles et ne prend aucune décision produisant des effets juridiques à votre égard sur le seul fondement d’un traitement automatisé.`,
        },
      ],
    },
    {
      id: 'bases-legales',
      title: 'Bases légales',
      items: [
        {
          subtitle: 'Exécution du contrat',
          text: 'La gestion de votre compte, de vos commandes, des paiements, des livraisons, des retours et du service après-vente est nécessaire à l’exécution du contrat qui nous lie, conformément aux Conditions d’utilisation.',
        },
        {
          subtitle: 'Obligations légales',
          text: 'La conservation des pièces comptables et la réponse aux demandes des autorités habilitées reposent sur nos obligations légales.',
        },
        {
          subtitle: 'Intérêt légitime',
          text: 'La sécurité de l’Application, la prévention de la fraude, la modération de l’espace de publications et l’amélioration de nos services reposent sur notre intérêt légitime, dans le respect de vos droits.',
        },
        {
          subtitle: 'Consentement',
          text: 'L’envoi d’offres commerciales, la publication de photos et l’envoi d’une capture d’écran avec un signalement reposent sur votre consentement, que vous pouvez retirer à tout moment.',
        },
      ],
    },
    {
      id: 'destinataires',
      title: 'Destinataires des données',
      items: [
        {
          subtitle: `Au sein de ${name}`,
          text: 'Seules les personnes habilitées (service client, préparation des commandes, administration) accèdent à vos données, dans la limite de leurs attributions.',
        },
        {
          subtitle: 'Partenaires de livraison',
          text: 'Les livreurs et partenaires de livraison reçoivent les données nécessaires à la remise de votre commande : nom, numéro de téléphone, adresse de livraison et contenu du colis.',
        },
        {
          subtitle: 'Prestataires de paiement',
          text: 'Les opérateurs de Mobile Money et les prestataires de paiement par carte bancaire reçoivent les données nécessaires à la transaction : montant, référence de la commande et, selon le cas, numéro Mobile Money ou données de carte, que vous saisissez directement chez le prestataire.',
        },
        {
          subtitle: 'Autres destinataires',
          text: 'Nos prestataires techniques, notamment d’hébergement, traitent vos données pour notre compte, selon nos instructions et sous obligation de confidentialité. Vos données peuvent également être communiquées aux autorités qui en font la demande dans les conditions prévues par la loi.',
        },
      ],
    },
    {
      id: 'transferts',
      title: 'Transferts hors du Niger',
      items: [
        {
          subtitle: 'Hébergement',
          text: 'L’Application et le Site reposent sur les services d’hébergement en nuage de Google (Firebase et Google Cloud). Vos données sont stockées sur des serveurs situés principalement en Europe, et donc hors du Niger.',
        },
        {
          subtitle: 'Garanties',
          text: `Ces transferts sont réalisés dans le respect de la loi nigérienne relative à la protection des données à caractère personnel. ${name} impose à ses prestataires des engagements de confidentialité et de sécurité, et leur interdit d’utiliser vos données à d’autres fins que celles que nous leur confions.`,
        },
        {
          subtitle: 'Prestataires de paiement',
          text: 'Certains prestataires de paiement par carte bancaire traitent les données hors du Niger, selon leur propre politique de confidentialité et les normes de sécurité de l’industrie des cartes de paiement.',
        },
      ],
    },
    {
      id: 'durees-de-conservation',
      title: 'Durées de conservation',
      items: [
        {
          subtitle: 'Principe',
          text: 'Vos données sont conservées pendant la durée nécessaire aux finalités pour lesquelles elles ont été collectées, puis supprimées ou rendues anonymes.',
        },
        {
          subtitle: 'Durées appliquées',
          text: list(
            'données du compte : pendant toute la durée du compte, puis au plus un an après sa fermeture ; un compte inactif pendant trois ans est fermé après information préalable ;',
            'commandes, factures et références de paiement : pendant la durée imposée par la législation comptable et fiscale en vigueur ;',
            'publications : jusqu’à leur suppression par vous ou par nos modérateurs, ou jusqu’à la fermeture du compte ;',
            'avis, signalements et échanges avec le service client : trois ans à compter du dernier échange ;',
            'journaux techniques : douze mois.',
          ),
        },
        {
          subtitle: 'Litiges',
          text: 'En cas de litige, les données nécessaires peuvent être conservées jusqu’à son règlement définitif, avec un accès restreint.',
        },
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité des données',
      items: [
        {
          subtitle: 'Mesures techniques',
          text: 'Les échanges entre votre appareil et nos serveurs sont chiffrés. L’accès aux données est protégé par authentification et par des règles d’accès qui limitent chaque utilisateur à ses propres données et chaque membre du personnel à ce que son rôle exige.',
        },
        {
          subtitle: 'Mesures organisationnelles',
          text: 'Le personnel habilité est tenu à la confidentialité, et nos prestataires sont contractuellement tenus d’assurer la sécurité des données qu’ils traitent pour notre compte.',
        },
        {
          subtitle: 'Votre rôle et les incidents',
          text: paragraphs(
            `Gardez vos identifiants confidentiels et signalez-nous sans délai toute utilisation suspecte de votre compte à ${supportEmail}.`,
            'Si une violation de données présente un risque pour vous, nous vous en informons, ainsi que l’autorité compétente lorsque la loi l’exige.',
          ),
        },
      ],
    },
    {
      id: 'vos-droits',
      title: 'Vos droits',
      items: [
        {
          subtitle: 'Droits dont vous disposez',
          text: paragraphs(
            'Conformément à la loi nigérienne relative à la protection des données à caractère personnel, vous disposez des droits suivants :',
            list(
              'droit d’accès à vos données ;',
              'droit de rectification des données inexactes ou incomplètes ;',
              'droit d’effacement de vos données, sous réserve de nos obligations légales de conservation ;',
              'droit d’opposition au traitement pour des motifs légitimes, et à tout moment à la prospection commerciale ;',
              'droit de retirer votre consentement, sans effet sur les traitements déjà réalisés.',
            ),
          ),
        },
        {
          subtitle: 'Exercer vos droits',
          text: paragraphs(
            `Vous pouvez modifier les informations de votre compte dans l’Application. Pour toute autre demande, écrivez à ${supportEmail} ou appelez le ${phone}.`,
            'Nous pouvons vous demander de justifier de votre identité. Nous répondons dans les délais prévus par la législation nigérienne en vigueur.',
          ),
        },
        {
          subtitle: 'Réclamation',
          text: 'Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de l’autorité nigérienne chargée de la protection des données à caractère personnel.',
        },
      ],
    },
    {
      id: 'cookies-et-stockage-local',
      title: 'Cookies et stockage local',
      items: [
        {
          subtitle: 'Dans l’Application',
          text: paragraphs(
            'L’Application enregistre sur votre appareil les informations nécessaires à son fonctionnement, comme votre session de connexion, votre panier et vos préférences.',
            'Vous pouvez les effacer en vous déconnectant, en supprimant les données de l’Application dans les réglages d’Android ou en désinstallant l’Application.',
          ),
        },
        {
          subtitle: 'Sur le Site',
          text: `Le Site n’utilise ni cookies publicitaires ni traceurs de mesure d’audience. Seul l’espace réservé au personnel de ${name} enregistre dans le navigateur les informations nécessaires au maintien de la connexion.`,
        },
        {
          subtitle: 'Évolution',
          text: 'Si nous introduisons des cookies de mesure d’audience ou publicitaires, nous mettrons à jour la présente politique et recueillerons votre consentement lorsque la loi l’exige.',
        },
      ],
    },
    {
      id: 'mineurs',
      title: 'Mineurs',
      items: [
        {
          subtitle: 'Public visé',
          text: `${name} s’adresse aux personnes majeures. Un mineur ne peut utiliser l’Application qu’avec l’autorisation et sous la responsabilité de son représentant légal.`,
        },
        {
          subtitle: 'Données de mineurs',
          text: `Nous ne collectons pas sciemment de données concernant des mineurs sans l’autorisation de leur représentant légal. Si vous constatez qu’un mineur nous a transmis des données sans autorisation, écrivez-nous à ${supportEmail} : nous les supprimerons.`,
        },
      ],
    },
    {
      id: 'modifications-et-contact',
      title: 'Modifications et contact',
      items: [
        {
          subtitle: 'Modifications de la politique',
          text: 'Nous pouvons modifier la présente politique pour tenir compte de l’évolution de nos services ou de la législation. La date de la dernière mise à jour figure en tête du document ; les modifications importantes vous sont signalées dans l’Application ou par e-mail.',
        },
        {
          subtitle: 'Contact',
          text: paragraphs(
            'Pour toute question relative à la présente politique ou à vos données :',
            list(`${legalEntity} ;`, `e-mail : ${supportEmail} ;`, `téléphone : ${phone} ;`, `site : ${siteUrl}.`),
          ),
        },
      ],
    },
  ],
};
