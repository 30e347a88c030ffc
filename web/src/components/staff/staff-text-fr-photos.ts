import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/** The words of a product photo made lighter on the phone before it is sent, in French (see staff-text-fr.ts). */
export const frenchPhotoText = {
  '{size} MB': '{size} Mo',
  '{size} KB': '{size} Ko',
  'Making the photo lighter…': 'Allègement de la photo…',
  '{before} → {after}': '{before} → {after}',
  'This browser cannot open HEIC photos. On the phone, set the camera to save photos as JPEG (“Most compatible”), or send a screenshot of the photo.':
    'Ce navigateur ne sait pas ouvrir les photos HEIC. Sur le téléphone, réglez l’appareil photo pour enregistrer en JPEG (« Le plus compatible »), ou envoyez une capture d’écran de la photo.',
  'This browser cannot open this picture. Send it as a JPEG, PNG or WebP image, or send a screenshot of it.':
    'Ce navigateur ne sait pas ouvrir cette image. Envoyez-la en JPEG, PNG ou WebP, ou envoyez-en une capture d’écran.',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchPhotoText);
