import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/** The words of the console through a network cut in French: lists from the cache, unsent and refused actions (see staff-text-fr.ts). */
export const frenchOfflineText = {
  'Offline — data from {time}': 'hors ligne — données de {time}',
  'Offline — data from {day} at {time}': 'hors ligne — données du {day} à {time}',
  'Offline — data from an earlier visit': 'hors ligne — données d’une visite précédente',
  'Offline: this list has not been read on this device yet. It shows once the network is back.':
    'Hors ligne : cette liste n’a pas encore été lue sur cet appareil. Elle s’affichera au retour du réseau.',
  'Offline: this order has not been read on this device yet. It shows once the network is back.':
    'Hors ligne : cette commande n’a pas encore été lue sur cet appareil. Elle s’affichera au retour du réseau.',
  'Offline: this customer has not been read on this device yet. They show once the network is back.':
    'Hors ligne : ce client n’a pas encore été lu sur cet appareil. Il s’affichera au retour du réseau.',
  '{count} actions not sent': { one: '{count} action non envoyée', other: '{count} actions non envoyées' },
  'Refused on arrival': 'Refusé à l’arrivée',
  Seen: 'Vu',
  'Order {id}: the move to {status} was refused on arrival: the order was changed meanwhile.':
    'Commande {id} : le passage à « {status} » a été refusé à l’arrivée : la commande a été modifiée entre-temps.',
  'Order {id}: the payment ({method}) was refused on arrival: the order was paid meanwhile, {now}. Ask the owner or a manager to correct it if it is wrong.':
    'Commande {id} : le paiement ({method}) a été refusé à l’arrivée : la commande a été payée entre-temps, {now}. Demandez au propriétaire ou à un gérant de le corriger s’il est faux.',
  'Order {id}: the payment ({method}) was refused on arrival: the order no longer takes it.':
    'Commande {id} : le paiement ({method}) a été refusé à l’arrivée : la commande ne le permet plus.',
  'Order {id}: {status} (not sent yet: it goes when the network is back)':
    'Commande {id} : {status} (pas encore envoyé : partira au retour du réseau)',
  'Payment recorded: {method} (not sent yet: it goes when the network is back)':
    'Paiement enregistré : {method} (pas encore envoyé : partira au retour du réseau)',
  'Not sent yet: {count} actions. They go only once you log in again on this device. Log out anyway?': {
    one: 'Pas encore envoyé : {count} action. Elle ne partira qu’une fois reconnecté sur cet appareil. Se déconnecter quand même ?',
    other:
      'Pas encore envoyé : {count} actions. Elles ne partiront qu’une fois reconnecté sur cet appareil. Se déconnecter quand même ?',
  },
  'Phone order for {name} saved on this device (not sent yet: it goes when the network is back)':
    'Commande par téléphone pour {name} enregistrée sur cet appareil (pas encore envoyée : partira au retour du réseau)',
  'Phone order for {name} placed': 'Commande par téléphone pour {name} passée',
  'Phone orders to check': 'Commandes par téléphone à vérifier',
  'Phone order for {name}, taken at {time}': 'Commande par téléphone pour {name}, prise à {time}',
  'Open it in the form to check it.': 'Ouvrez-la dans le formulaire pour la vérifier.',
  'Open in the form': 'Ouvrir dans le formulaire',
  'Discard the phone order for {name}? It was never placed.':
    'Abandonner la commande par téléphone pour {name} ? Elle n’a jamais été passée.',
  Discard: 'Abandonner',
  'Keep it': 'La garder',
  'Stay logged in': 'Rester connecté',
  'Log out anyway': 'Se déconnecter quand même',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchOfflineText);
