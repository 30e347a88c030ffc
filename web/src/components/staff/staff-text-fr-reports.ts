import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/** The words of the sales reports in French, by their English text (see staff-text-fr.ts). */
export const frenchReportsText = {
  'Tracking link of order {number}': 'Lien de suivi de la commande {number}',
  'Follow your order: {link}': 'Suivez votre commande : {link}',
  'Sales reports: best sellers, zones, payments': 'Rapports de ventes : meilleures ventes, zones, paiements',
  'Reading the best sellers…': 'Lecture des meilleures ventes…',
  'The CSV could not be made: the best sellers could not be read. Try again.':
    'Le CSV n’a pas pu être fait : les meilleures ventes n’ont pas pu être lues. Réessayez.',
  'Loading sales…': 'Chargement des ventes…',
  'Failed to load the previous period': 'Impossible de charger la période précédente',
  Show: 'Afficher',
  'Choose a first day on or before the last.': 'Choisissez un premier jour avant le dernier, ou le même.',
  'The last day cannot be after today.': 'Le dernier jour ne peut pas être après aujourd’hui.',
  'Choose at most {days} days.': 'Choisissez au plus {days} jours.',
  'These figures are no longer updated: reload the page.': 'Ces chiffres ne sont plus mis à jour : rechargez la page.',
  'No sale in this period.': 'Aucune vente sur cette période.',
  'Net sales': 'Ventes nettes',
  Units: 'Articles',
  'Average order': 'Panier moyen',
  Cancellations: 'Annulations',
  Refunds: 'Remboursements',
  '({change} on the previous period)': '({change} sur la période précédente)',
  'Sales per day': 'Ventes par jour',
  'This period': 'Cette période',
  'Previous period': 'Période précédente',
  'Best sellers': 'Meilleures ventes',
  'Best sellers of {month}': 'Meilleures ventes de {month}',
  'Month of the best sellers': 'Mois des meilleures ventes',
  'Nothing sold in {month}.': 'Rien de vendu en {month}.',
  'Loading best sellers…': 'Chargement des meilleures ventes…',
  'Failed to load the best sellers': 'Impossible de charger les meilleures ventes',
  Payments: 'Paiements',
  Channels: 'Canaux',
  Channel: 'Canal',
  'Not paid yet': 'Pas encore payé',
  'Staff member': 'Membre de l’équipe',
  'Taken by phone or WhatsApp': 'Prises par téléphone ou WhatsApp',
  'Delivered by them': 'Livrées',
  'Hours of the day': 'Heures de la journée',
  Hour: 'Heure',
  'Orders placed': 'Commandes passées',
  '{hour} h': '{hour} h',
  '{count} units': { one: '{count} article', other: '{count} articles' },
} satisfies Record<string, TextForms>;

registerFrenchTexts(frenchReportsText);
