import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/**
 * The words of the receipt's and the credit note's paper choice and plain-text share, in French, by
 * their English text (see staff-text-fr.ts); loaded with those two pages (slip-controls.tsx).
 */
export const frenchSlipsText = {
  Paper: 'Papier',
  'A4 page': 'Page A4',
  '58 mm roll': 'Rouleau 58 mm',
  'Share as text': 'Partager en texte',
  'Copied: paste it into the printer app.': 'Copié : collez-le dans l’application de l’imprimante.',
  'The text could not be shared or copied. Try again.': 'Le texte n’a pas pu être partagé ni copié. Réessayez.',
  'The credit note PDF could not be made. Try again.': 'Le PDF de l’avoir n’a pas pu être créé. Réessayez.',
  'QR code to follow the order': 'QR code pour suivre la commande',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchSlipsText);
