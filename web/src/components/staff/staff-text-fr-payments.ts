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
  '{method} (reference {reference})': '{method} (référence {reference})',
  'The order’s money changed meanwhile: it now holds {method}. Look again; nothing was corrected.':
    'L’argent de la commande a changé entre-temps : elle indique maintenant {method}. Regardez à nouveau ; rien n’a été corrigé.',
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
