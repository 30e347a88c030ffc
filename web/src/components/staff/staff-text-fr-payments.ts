import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/**
 * The words of a payment's record and its correction, and of an order's zone set by staff, in French,
 * by their English text (see staff-text-fr.ts).
 */
export const frenchPaymentsText = {
  'A reference holds only letters without accents, digits, spaces, “.”, “-” and “/”.':
    'Une référence ne contient que des lettres sans accent, des chiffres, des espaces, « . », « - » et « / ».',
  'Correct the payment': 'Corriger le paiement',
  'Why it is corrected': 'Motif de la correction',
  'Say why the payment is corrected: the history keeps it.': 'Dites pourquoi le paiement est corrigé : l’historique le garde.',
  'Cash is then yours to hand over or close; the former holder’s close lists the correction.':
    'Les espèces sont alors à vous de les remettre ou de les clôturer ; la clôture de l’ancien détenteur indique la correction.',
  'Record the correction': 'Enregistrer la correction',
  'Payment corrected: {method}': 'Paiement corrigé : {method}',
  'Only the owner or the manager may correct a payment.': 'Seul le propriétaire ou le gérant peut corriger un paiement.',
  'No payment is recorded on this order: record it, there is nothing to correct.':
    'Aucun paiement n’est enregistré sur cette commande : enregistrez-le, il n’y a rien à corriger.',
  'The order’s money changed meanwhile: it is now paid in cash. Look again; nothing was corrected.':
    'L’argent de la commande a changé entre-temps : elle est maintenant payée en espèces. Regardez à nouveau ; rien n’a été corrigé.',
  'The order’s money changed meanwhile: it is now paid by Mobile Money (reference {reference}). Look again; nothing was corrected.':
    'L’argent de la commande a changé entre-temps : elle est maintenant payée par Mobile Money (référence {reference}). Regardez à nouveau ; rien n’a été corrigé.',
  'The order’s money changed meanwhile: it is now paid by Mobile Money. Look again; nothing was corrected.':
    'L’argent de la commande a changé entre-temps : elle est maintenant payée par Mobile Money. Regardez à nouveau ; rien n’a été corrigé.',
  'This cash was counted in a day’s close: correct it by an adjustment of that close. Nothing was changed.':
    'Ces espèces ont été comptées dans la clôture d’un jour : corrigez-les par un ajustement de cette clôture. Rien n’a changé.',
  'A refund was made on this order by the payment recorded: it is not corrected any more. Nothing was changed.':
    'Un remboursement a été fait sur cette commande selon le paiement enregistré : il ne se corrige plus. Rien n’a changé.',
  'This is the payment recorded already: nothing to correct.': 'C’est déjà le paiement enregistré : rien à corriger.',
  'This correction was recorded for another order.': 'Cette correction a été enregistrée pour une autre commande.',
  'A payment recorded wrong is corrected by the owner or a manager.':
    'Un paiement mal enregistré est corrigé par le propriétaire ou un gérant.',
  'corrected: {reason}': 'corrigé : {reason}',
  'Corrections of payments ({count})': {
    one: 'Correction de paiement ({count})',
    other: 'Corrections de paiements ({count})',
  },
  'Set the zone': 'Préciser la zone',
  'Written without a zone: ask the customer, then set it. Its fee is added and the order can be confirmed.':
    'Écrite sans zone : demandez-la au client, puis précisez-la. Ses frais sont ajoutés et la commande peut être confirmée.',
  'Zone set: {zone}, fee {fee}, total {total}': 'Zone précisée : {zone}, frais {fee}, total {total}',
  'Set the order’s zone first: its fee is part of what is paid.':
    'Précisez d’abord la zone de la commande : ses frais font partie de ce qui est payé.',
  'Paid: its hold no longer ends. Confirm it when it is ready.':
    'Payée : sa réservation ne prend plus fin. Confirmez-la quand elle est prête.',
  'The zones could not be loaded.': 'Les zones n’ont pas pu être chargées.',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchPaymentsText);
