import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/**
 * The shop's opening hours beside the order holds on the dashboard (a hold counts only open time), in
 * French: loaded with the hold settings.
 */
export const frenchOpeningHoursText = {
  'Opening hours (Niamey time): a hold counts only the time the shop is open':
    'Heures d’ouverture (heure de Niamey) : une réservation ne compte que le temps où la boutique est ouverte',
  Monday: 'Lundi',
  Tuesday: 'Mardi',
  Wednesday: 'Mercredi',
  Thursday: 'Jeudi',
  Friday: 'Vendredi',
  Saturday: 'Samedi',
  Sunday: 'Dimanche',
  'Open on {day}': 'Ouvert le {day}',
  '{day}: opens at': '{day} : ouvre à',
  '{day}: closes at': '{day} : ferme à',
  'Enter each open day’s hours as HH:MM, opening before closing, with at least one day open.':
    'Saisissez les heures de chaque jour ouvert en HH:MM, l’ouverture avant la fermeture, avec au moins un jour ouvert.',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchOpeningHoursText);
