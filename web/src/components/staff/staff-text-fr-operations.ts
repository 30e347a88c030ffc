import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';
/** The words of /store/health and of the new-order alerts in French, by their English text (see staff-text-fr.ts). */
export const frenchOperationsText = {
  'script error': 'erreur de script',
  'unhandled promise': 'promesse non gérée',
  'loading failure': 'échec de chargement',
  // The receipt, the customer's document: shown in French whatever the console's language (receipt.ts).
  'Order receipt': 'Reçu de commande',
  CANCELLED: 'ANNULÉE',
  'Paid in cash': 'Payé en espèces',
  'Paid by Mobile Money': 'Payé par Mobile Money',
  'Paid by Mobile Money (reference {reference})': 'Payé par Mobile Money (référence {reference})',
  'To pay on delivery': 'À payer à la livraison',
  'Delivery ({zone})': 'Livraison ({zone})',
  item: 'article',
  'Thank you for your trust!': 'Merci pour votre confiance !',
  continued: 'suite',
  'receipt {number}': 'reçu {number}',
  'Follow your order:': 'Suivez votre commande :',
  // An order's details for the delivery (order-details.ts).
  'Delivery details': 'Détails de livraison',
  'Note for the delivery': 'Note pour la livraison',
  'A landmark, when to call: the delivery sheet shows it.': 'Un repère, quand appeler : la feuille de livraison l’affiche.',
  'Not set': 'Non précisé',
  'Save details': 'Enregistrer les détails',
  'Order details saved': 'Détails de la commande enregistrés',
  'Someone else changed these details meanwhile.': 'Quelqu’un d’autre a modifié ces détails entre-temps.',
  'Someone else changed these details meanwhile. Nothing was saved: see theirs, then save again.':
    'Quelqu’un d’autre a modifié ces détails entre-temps. Rien n’a été enregistré : voyez les siens, puis enregistrez à nouveau.',
  'Show theirs': 'Voir les siens',
  'The details could not be saved. Nothing was changed; try again.':
    'Les détails n’ont pas pu être enregistrés. Rien n’a changé ; réessayez.',
  'Last edited': 'Dernière modification',
  'Last backup': 'Dernière sauvegarde',
  Started: 'Commencée le',
  Accounts: 'Comptes',
  'Firestore export': 'Export Firestore',
  'No backup recorded yet: the nightly backup has not run in this project (docs/operations.md).':
    'Aucune sauvegarde enregistrée : la sauvegarde de nuit n’a pas encore tourné dans ce projet (docs/operations.md).',
  'The last backup is more than a day old: check the nightly backup (docs/operations.md).':
    'La dernière sauvegarde date de plus d’un jour : vérifiez la sauvegarde de nuit (docs/operations.md).',
  'Loading backup status…': 'Chargement de l’état des sauvegardes…',
  'Failed to load backup status': 'Impossible de charger l’état des sauvegardes',
  'Page errors': 'Erreurs des pages',
  'Page errors, newest first': 'Erreurs des pages, les plus récentes d’abord',
  'No page error reported in the last 30 days.': 'Aucune erreur de page signalée ces 30 derniers jours.',
  'Loading page errors…': 'Chargement des erreurs des pages…',
  'Failed to load page errors': 'Impossible de charger les erreurs des pages',
  'Function failures': 'Échecs des fonctions',
  'Function failures, newest first': 'Échecs des fonctions, les plus récents d’abord',
  'No function failure in the last 30 days.': 'Aucun échec de fonction ces 30 derniers jours.',
  'Loading function failures…': 'Chargement des échecs des fonctions…',
  'Failed to load function failures': 'Impossible de charger les échecs des fonctions',
  'Last seen': 'Dernière fois',
  Times: 'Fois',
  Where: 'Où',
  What: 'Quoi',
  Task: 'Tâche',
  Error: 'Erreur',
  console: 'console',
  'public site': 'site public',
  'Referral hits per hour, today': 'Visites de parrainage par heure, aujourd’hui',
  'No referral hit today yet.': 'Aucune visite de parrainage aujourd’hui pour l’instant.',
  'Referral hits today: {total}, the most at {hour} h ({count}).':
    'Visites de parrainage aujourd’hui : {total}, le plus à {hour} h ({count}).',
  'Loading referral hits per hour…': 'Chargement des visites par heure…',
  'Failed to load referral hits per hour': 'Impossible de charger les visites par heure',
  // New-order alerts.
  'Notify me of new orders': 'Me prévenir des nouvelles commandes',
  'New-order sound': 'Son des commandes',
  'New order {number}': 'Nouvelle commande {number}',
  // Each list of /store/health led by its counts.
  'Page errors per page': 'Erreurs des pages par page',
  'Function failures per task': 'Échecs des fonctions par tâche',
  '{count} times': { one: '{count} fois', other: '{count} fois' },
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchOperationsText);
