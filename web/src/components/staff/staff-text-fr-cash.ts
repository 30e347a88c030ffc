import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/** The words of /store/cash, its flags and the day's close in French, by their English text (see staff-text-fr.ts). */
export const frenchCashText = {
  'Loading cash in hand…': 'Chargement des espèces en main…',
  'Failed to load cash in hand': 'Impossible de charger les espèces en main',
  'Nobody holds cash of the shop.': 'Personne ne détient d’espèces de la boutique.',
  You: 'Vous',
  '{amount} for {count} orders, since': {
    one: '{amount} pour {count} commande, depuis le',
    other: '{amount} pour {count} commandes, depuis le',
  },
  'More than {amount} in a rider’s hands.': 'Plus de {amount} entre les mains d’un livreur.',
  'Held for more than {hours} h.': 'Détenues depuis plus de {hours} h.',
  'Receive cash from a rider': 'Recevoir les espèces d’un livreur',
  'Loading cash held…': 'Chargement des espèces détenues…',
  'Failed to load cash held': 'Impossible de charger les espèces détenues',
  'This rider holds no cash.': 'Ce livreur ne détient pas d’espèces.',
  'Orders paid in cash to this rider': 'Commandes payées en espèces à ce livreur',
  'held since': 'détenues depuis le',
  'These orders come to {amount}.': 'Ces commandes font {amount}.',
  'Amount counted (F CFA)': 'Montant compté (F CFA)',
  'Record the cash received': 'Enregistrer les espèces reçues',
  'Choose a rider and at least one order.': 'Choisissez un livreur et au moins une commande.',
  'Enter the amount you counted, in F CFA.': 'Saisissez le montant compté, en F CFA.',
  '{amount} received for {count} orders': {
    one: '{amount} reçus pour {count} commande',
    other: '{amount} reçus pour {count} commandes',
  },
  'Cash to collect': 'Espèces à récupérer',
  'Counted in the close of {day}': 'Comptées dans la clôture du {day}',
  '(a correction is an adjustment of the close)': '(une correction se fait par un ajustement de la clôture)',
  'You hold this cash since': 'Vous détenez ces espèces depuis le',
  'Cash held by a member of staff since': 'Espèces détenues par un membre de l’équipe depuis le',
  'Receive the cash': 'Recevoir les espèces',
  'Flag a rider holding more than (F CFA)': 'Signaler un livreur qui détient plus de (F CFA)',
  'Save the amount': 'Enregistrer le montant',
  'Enter a whole amount of at least 1,000 F CFA.': 'Saisissez un montant entier d’au moins 1 000 F CFA.',
  'Cash settings saved': 'Réglages des espèces enregistrés',
  'The cash settings could not be saved. Nothing was changed; try again.':
    'Les réglages des espèces n’ont pas pu être enregistrés. Rien n’a changé ; réessayez.',
  'The cash settings could not be loaded.': 'Les réglages des espèces n’ont pas pu être chargés.',
  // The day's close and its sheet (the sheet prints in French whatever the console's language).
  'Close the day': 'Clôturer la journée',
  'Cash held by': 'Espèces détenues par',
  '{count} cash payments held: {amount} expected': {
    one: '{count} paiement en espèces détenu : {amount} attendus',
    other: '{count} paiements en espèces détenus : {amount} attendus',
  },
  '{count} cash payments held: {amount}': {
    one: '{count} paiement en espèces détenu : {amount}',
    other: '{count} paiements en espèces détenus : {amount}',
  },
  'less {count} cash refunds paid out: {amount}': {
    one: 'moins {count} remboursement en espèces versé : {amount}',
    other: 'moins {count} remboursements en espèces versés : {amount}',
  },
  'Cash refunds paid out ({count})': 'Remboursements en espèces versés ({count})',
  'Difference: {amount}': 'Écart : {amount}',
  'Note (needed for a difference)': 'Note (obligatoire en cas d’écart)',
  'Closing…': 'Clôture…',
  'Close this cash for today? A close is never changed afterwards.':
    'Clôturer ces espèces pour aujourd’hui ? Une clôture ne se modifie plus ensuite.',
  'Closed: {amount} counted': 'Clôturée : {amount} comptés',
  'Say why the count differs from what is expected.': 'Dites pourquoi le montant compté diffère du montant attendu.',
  'Open the close sheet': 'Ouvrir la fiche de clôture',
  Closes: 'Clôtures',
  'Closes, newest first': 'Clôtures, les plus récentes d’abord',
  'Loading closes…': 'Chargement des clôtures…',
  'Failed to load closes': 'Impossible de charger les clôtures',
  'No close yet.': 'Aucune clôture pour l’instant.',
  Expected: 'Attendu',
  Counted: 'Compté',
  Difference: 'Écart',
  'Adjustment: {amount}': 'Ajustement : {amount}',
  'Close sheet {id}': 'Fiche de clôture {id}',
  'Loading close…': 'Chargement de la clôture…',
  'Failed to load close': 'Impossible de charger la clôture',
  'There is no such close.': 'Cette clôture n’existe pas.',
  'Cash close of {day}': 'Clôture de caisse du {day}',
  Note: 'Note',
  'Closed by': 'Clôturée par',
  'Cash payments counted ({count})': 'Paiements en espèces comptés ({count})',
  Amount: 'Montant',
  'Adjustments since': 'Ajustements depuis',
  By: 'Par',
  'No adjustment.': 'Aucun ajustement.',
  'Delivered more than 24 h ago, nothing paid': 'Livrées il y a plus de 24 h, rien de payé',
  'Every delivery of more than 24 h is paid.': 'Toutes les livraisons de plus de 24 h sont payées.',
  'The {count} oldest are listed: more are unpaid.': 'Les {count} plus anciennes sont listées : d’autres restent impayées.',
  'Signature of the person closing': 'Signature de la personne qui clôture',
  'Signature of the manager': 'Signature du gérant',
  'Record an adjustment': 'Enregistrer un ajustement',
  'Amount (F CFA, negative when missing)': 'Montant (F CFA, négatif s’il manque)',
  Why: 'Pourquoi',
  'Record the adjustment': 'Enregistrer l’ajustement',
  'Record this adjustment? It stays beside the close for good.':
    'Enregistrer cet ajustement ? Il reste pour toujours à côté de la clôture.',
  'Enter an amount other than 0 (negative when cash is missing) and say why.':
    'Saisissez un montant différent de 0 (négatif s’il manque des espèces) et dites pourquoi.',
  'Adjustment recorded': 'Ajustement enregistré',
  // The refusals of closeCashDay, adjustCashClose and receiveCash (the contract's cashRefusals).
  'You close your own cash; the owner or the manager closes someone else’s.':
    'Vous clôturez vos propres espèces ; le propriétaire ou le gérant clôture celles des autres.',
  'This cash was closed today already. A correction is an adjustment of that close; cash received since is closed tomorrow.':
    'Ces espèces ont déjà été clôturées aujourd’hui. Une correction est un ajustement de cette clôture ; les espèces reçues depuis seront clôturées demain.',
  'The cash held changed meanwhile: {expected} is expected now. Count again; nothing was closed.':
    'Les espèces détenues ont changé entre-temps : {expected} sont attendus maintenant. Recomptez ; rien n’a été clôturé.',
  'More than {max} cash payments are held: hand some over first; nothing was closed.':
    'Plus de {max} paiements en espèces sont détenus : remettez-en d’abord une partie ; rien n’a été clôturé.',
  'Only the owner or the manager may adjust a close.': 'Seul le propriétaire ou le gérant peut ajuster une clôture.',
  'There is no such close to adjust.': 'Cette clôture à ajuster n’existe pas.',
  'This adjustment was recorded with another close, amount or note.':
    'Cet ajustement a été enregistré avec une autre clôture, un autre montant ou une autre note.',
  'Cash is received from someone else: you hold it already.':
    'Les espèces se reçoivent de quelqu’un d’autre : vous les détenez déjà.',
  'Order {order} is not a cash payment this person holds: leave it out. Nothing was recorded.':
    'La commande {order} n’est pas un paiement en espèces détenu par cette personne : retirez-la. Rien n’a été enregistré.',
  'These orders come to {expected}: count the cash again, or leave out the orders not handed over. Nothing was recorded.':
    'Ces commandes font {expected} : recomptez les espèces, ou retirez les commandes non remises. Rien n’a été enregistré.',
  'This hand-over was recorded with other orders or another amount.':
    'Cette remise a été enregistrée avec d’autres commandes ou un autre montant.',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchCashText);
