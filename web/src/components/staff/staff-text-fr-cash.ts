import type { TextForms } from './staff-text-en';

/** The words of /store/cash, its flags and the day's close in French, by their English text (see staff-text-fr.ts). */
export const frenchCashText = {
  'Cash in hand': 'Espèces en main',
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
  'The cash could not be recorded. Nothing was changed; try again.':
    'Les espèces n’ont pas pu être enregistrées. Rien n’a changé ; réessayez.',
  '{amount} received for {count} orders': {
    one: '{amount} reçus pour {count} commande',
    other: '{amount} reçus pour {count} commandes',
  },
  'Cash to collect': 'Espèces à récupérer',
  'Receive the cash': 'Recevoir les espèces',
  'Flag a rider holding more than (F CFA)': 'Signaler un livreur qui détient plus de (F CFA)',
  'Save the amount': 'Enregistrer le montant',
  'Enter a whole amount of at least 1,000 F CFA.': 'Saisissez un montant entier d’au moins 1 000 F CFA.',
  'Cash settings saved': 'Réglages des espèces enregistrés',
  'The cash settings could not be saved. Nothing was changed; try again.':
    'Les réglages des espèces n’ont pas pu être enregistrés. Rien n’a changé ; réessayez.',
  'The cash settings could not be loaded.': 'Les réglages des espèces n’ont pas pu être chargés.',
} satisfies Readonly<Record<string, TextForms>>;
