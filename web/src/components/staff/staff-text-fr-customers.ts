import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/** The words of the customer records and notes in French, by their English text (see staff-text-fr.ts). */
export const frenchCustomersText = {
  'Customer {name}': 'Client {name}',
  'Loading customer…': 'Chargement du client…',
  'Failed to load the customer': 'Impossible de charger le client',
  'No order counted for this number yet.': 'Aucune commande comptée pour ce numéro pour l’instant.',
  'Last order': 'Dernière commande',
  'Usual zone': 'Zone habituelle',
  'Usual payment': 'Paiement habituel',
  'refunded {amount}': 'remboursé {amount}',
  'First brought by': 'Venu la première fois par',
  'No campaign': 'Aucune campagne',
  'Deliveries refused at the door': 'Livraisons refusées à la porte',
  'Who ordered with this number': 'Qui a commandé avec ce numéro',
  '{count} accounts ordered with this number: check who is calling before trusting one.': {
    one: '{count} compte a commandé avec ce numéro : vérifiez qui appelle avant de lui faire confiance.',
    other: '{count} comptes ont commandé avec ce numéro : vérifiez qui appelle avant de faire confiance à l’un d’eux.',
  },
  'Staff, on the number': 'L’équipe, sur le numéro',
  'The web site, on the number': 'Le site web, sur le numéro',
  'Staff and the web site, on the number': 'L’équipe et le site web, sur le numéro',
  'Some orders of this number are kept on it: no account sees them.':
    'Des commandes de ce numéro sont gardées sur lui : aucun compte ne les voit.',
  Placed: 'Passée le',
  'Placed by': 'Passée par',
  'Staff, by phone': 'L’équipe, par téléphone',
  'Staff, by WhatsApp': 'L’équipe, par WhatsApp',
  'The web site': 'Le site web',
  'The number': 'Le numéro',
  'Latest orders: {shown} of {count}': 'Dernières commandes : {shown} sur {count}',
  'Notes on this customer': 'Notes sur ce client',
  'Loading notes…': 'Chargement des notes…',
  'Failed to load notes': 'Impossible de charger les notes',
  'No notes yet.': 'Aucune note pour l’instant.',
  'New note': 'Nouvelle note',
  'Add note': 'Ajouter la note',
  'Adding…': 'Ajout…',
  'Note added': 'Note ajoutée',
  'Write the note first.': 'Écrivez d’abord la note.',
  'The note could not be added. Nothing was saved; try again.':
    'La note n’a pas pu être ajoutée. Rien n’a été enregistré ; réessayez.',
  'Open the customer record of {phone}': 'Ouvrir la fiche client de {phone}',
  'The customer records could not be searched.': 'Les fiches clients n’ont pas pu être cherchées.',
  'Customer records': 'Fiches clients',
  'Customer record': 'Fiche client',
  // The refusals of linkPhoneOrders (the contract's phoneCustomerRefusals).
  'This account does not have this number in its details: nothing was linked.':
    'Ce compte n’a pas ce numéro dans ses coordonnées : rien n’a été lié.',
  'This account has not verified its email: nothing was linked.':
    'Ce compte n’a pas vérifié son adresse e-mail : rien n’a été lié.',
  'This account has no order of its own delivered and paid at this number: its claim is not proven. Nothing was linked.':
    'Ce compte n’a aucune commande à lui livrée et payée à ce numéro : sa demande n’est pas prouvée. Rien n’a été lié.',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchCustomersText);
