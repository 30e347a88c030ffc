/**
 * The words /télécharger's script shows (download-page-script.ts), per public language. The page writes
 * them into its markup; the script imports this file as a type only (lib/page-texts.ts).
 */
export const downloadTexts = {
  fr: {
    copied: 'Empreinte copiée.',
    copyFailed: 'Copie impossible : sélectionnez le texte et copiez-le.',
  },
} as const;

export type DownloadTexts = (typeof downloadTexts)['fr'];
