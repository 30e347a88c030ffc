import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/**
 * The words of returns, refunds and the credit note in French, by their English text (see
 * staff-text-fr.ts). The credit note prints in French whatever the console's language (credit-note.ts).
 */
export const frenchReturnsText = {
  'Returns of this order': 'Retours de cette commande',
  'Returns, newest first': 'Retours, les plus récents d’abord',
  'Loading returns…': 'Chargement des retours…',
  'Failed to load returns': 'Impossible de charger les retours',
  'Loading return…': 'Chargement du retour…',
  'Failed to load return': 'Impossible de charger le retour',
  'No return yet.': 'Aucun retour pour l’instant.',
  'Record a return': 'Enregistrer un retour',
  'Units coming back': 'Articles rapportés',
  '— {count} can come back': {
    one: '— {count} peut être rapporté',
    other: '— {count} peuvent être rapportés',
  },
  'Damaged: not back on sale': 'Abîmé : pas remis en vente',
  Reason: 'Motif',
  'Withdrawal (no reason needed)': 'Rétractation (sans motif)',
  Defective: 'Défectueux',
  'Not as ordered': 'Non conforme à la commande',
  'Cancelled after payment: all of it is owed back': 'Annulée après paiement : tout le montant est à rembourser',
  'Note (optional)': 'Note (facultative)',
  'Past the 7 days: why the shop takes it back': 'Après les 7 jours : pourquoi la boutique le reprend',
  'Past the 7 days of the terms: only the owner or the manager may take it back.':
    'Les 7 jours des conditions sont passés : seul le propriétaire ou le gérant peut le reprendre.',
  'Past the 7 days, say why the shop takes it back.': 'Après les 7 jours, dites pourquoi la boutique le reprend.',
  'Enter how many units of each line come back, no more than were bought.':
    'Saisissez combien d’articles de chaque ligne sont rapportés, sans dépasser ce qui a été acheté.',
  'Value at the price paid: {amount}': 'Valeur au prix payé : {amount}',
  'Record the return': 'Enregistrer le retour',
  'Record this return of {amount}? Restocked units go back on sale.':
    'Enregistrer ce retour de {amount} ? Les articles remis en stock sont remis en vente.',
  'Return recorded: {amount}': 'Retour enregistré : {amount}',
  'back on sale': 'remis en vente',
  damaged: 'abîmé',
  'Taken back past the 7 days: {why}': 'Repris après les 7 jours : {why}',
  'Credit note': 'Avoir',
  'Tell the customer on WhatsApp': 'Prévenir le client sur WhatsApp',
  'Refund due by {day}': 'Remboursement dû avant le {day}',
  'Refunded {amount}': 'Remboursé {amount}',
  'Refund this return': 'Rembourser ce retour',
  'Refund in cash, as the customer paid.': 'Remboursement en espèces, comme le client a payé.',
  'Refund by Mobile Money, as the customer paid.': 'Remboursement par Mobile Money, comme le client a payé.',
  'Amount refunded (F CFA)': 'Montant remboursé (F CFA)',
  'Mobile Money reference of the refund': 'Référence Mobile Money du remboursement',
  'Record the refund': 'Enregistrer le remboursement',
  'Enter the amount refunded, in F CFA.': 'Saisissez le montant remboursé, en F CFA.',
  'Refunded: {amount}': 'Remboursé : {amount}',
  'Refunds due': 'Remboursements en retard',
  'Failed to load refunds due': 'Impossible de charger les remboursements en retard',
  '{amount} to refund by {day}': '{amount} à rembourser avant le {day}',
  Refund: 'Remboursement',
  'Goods the terms exclude': 'Produits exclus par les conditions',
  'A category put here is refused on withdrawal, quoting the terms; a defect is still taken back.':
    'Une catégorie classée ici est refusée en rétractation, en citant les conditions ; un défaut reste repris.',
  Returnable: 'Retournable',
  'Save the exclusions': 'Enregistrer les exclusions',
  'Return settings saved': 'Réglages des retours enregistrés',
  'The return settings could not be saved. Nothing was changed; try again.':
    'Les réglages des retours n’ont pas pu être enregistrés. Rien n’a changé ; réessayez.',
  'The return settings could not be loaded.': 'Les réglages des retours n’ont pas pu être chargés.',
  // The credit note.
  'Credit note {id}': 'Avoir {id}',
  'Order {number}': 'Commande {number}',
  'Return of {date}': 'Retour du {date}',
  'Total owed to the customer': 'Total dû au client',
  'Refunded by Mobile Money ({reference}) on {date}: {amount}': 'Remboursé par Mobile Money ({reference}) le {date} : {amount}',
  'Refunded in cash on {date}: {amount}': 'Remboursé en espèces le {date} : {amount}',
  'To be refunded by the method of payment by {day}': 'À rembourser par le moyen de paiement avant le {day}',
  'Refund within {days} working days of the returned product, by the method of payment used for the order.':
    'Remboursement dans un délai maximal de {days} jours ouvrés à compter de la réception du Produit retourné, par le moyen de paiement utilisé lors de la Commande.',
  // The refusals of recordReturn and refundReturn (the contract's returnRefusals; two are in the core).
  'Only the owner or the manager may take back an order past the 7 days.':
    'Seul le propriétaire ou le gérant peut reprendre une commande après les 7 jours.',
  'This return was recorded for another order or by someone else.':
    'Ce retour a été enregistré pour une autre commande ou par quelqu’un d’autre.',
  'Only a delivered order takes a return.': 'Seule une commande livrée peut faire l’objet d’un retour.',
  'Delivered on {day}: the {days} days of the terms are over. Only the owner or the manager may take it back, saying why.':
    'Livrée le {day} : les {days} jours des conditions sont passés. Seul le propriétaire ou le gérant peut la reprendre, en disant pourquoi.',
  'The order has no line {line}.': 'La commande n’a pas de ligne {line}.',
  'Only {left} of {title} can still come back.': 'Seulement {left} de {title} peuvent encore revenir.',
  '{title} cannot be returned on withdrawal: the terms exclude « {exclusion} ». Only a defective product or one not as ordered is taken back.':
    '{title} ne peut pas être retourné par rétractation : les conditions excluent « {exclusion} ». Seul un produit défectueux ou non conforme à la commande est repris.',
  'This return is refunded already.': 'Ce retour est déjà remboursé.',
  'The customer paid in cash: the terms refund by the same method.':
    'Le client a payé en espèces : les conditions remboursent par le même moyen.',
  'The customer paid by Mobile Money: the terms refund by the same method.':
    'Le client a payé par Mobile Money : les conditions remboursent par le même moyen.',
  'The return is worth {max}: refund that much at most.': 'Le retour vaut {max} : remboursez au plus ce montant.',
  'Only {left} of what was paid is left to refund.': 'Il ne reste que {left} de ce qui a été payé à rembourser.',
  'This Mobile Money reference is recorded already: each one serves once.':
    'Cette référence Mobile Money est déjà enregistrée : chacune ne sert qu’une fois.',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchReturnsText);
