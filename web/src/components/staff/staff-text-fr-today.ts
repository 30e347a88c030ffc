import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/** The words of today at a glance, the landing page's figures, in French (see staff-text-fr.ts). */
export const frenchTodayText = {
  'Today at a glance': 'Aujourd’hui en bref',
  '{count} orders to confirm': { one: '{count} commande à confirmer', other: '{count} commandes à confirmer' },
  '{count} orders out for delivery': { one: '{count} commande en livraison', other: '{count} commandes en livraison' },
  '{count} failed deliveries': { one: '{count} livraison échouée', other: '{count} livraisons échouées' },
  '{count} variants low or sold out': {
    one: '{count} variante en stock bas ou épuisée',
    other: '{count} variantes en stock bas ou épuisées',
  },
  'Sales so far': 'Ventes jusqu’ici',
  '{amount} net, {count} orders': { one: '{amount} net, {count} commande', other: '{amount} net, {count} commandes' },
  'Same day last week: {byNow} by this hour, {whole} in all.':
    'Même jour la semaine dernière : {byNow} à cette heure, {whole} en tout.',
  'Placed so far: {amount} ({change} on last week by this hour).':
    'Passé jusqu’ici : {amount} ({change} sur la semaine dernière à cette heure).',
  '{name}: {amount} for {count} orders': {
    one: '{name} : {amount} pour {count} commande',
    other: '{name} : {amount} pour {count} commandes',
  },
  'Nobody holds the shop’s cash.': 'Personne ne détient d’espèces de la boutique.',
  'Your cash in hand: {amount} for {count} orders': {
    one: 'Vos espèces en main : {amount} pour {count} commande',
    other: 'Vos espèces en main : {amount} pour {count} commandes',
  },
  'You hold no cash of the shop.': 'Vous ne détenez pas d’espèces de la boutique.',
  'Cash in hand, {amount} in all': 'Espèces en main, {amount} en tout',
  'Your run today': 'Votre tournée du jour',
  '{count} stops left': { one: '{count} arrêt restant', other: '{count} arrêts restants' },
  '{count} delivered': { one: '{count} livrée', other: '{count} livrées' },
  'Not read': 'Non lu',
  'This figure could not be read.': 'Ce chiffre n’a pas pu être lu.',
  'Read again': 'Relire',
} satisfies Record<string, TextForms>;

registerFrenchTexts(frenchTodayText);
