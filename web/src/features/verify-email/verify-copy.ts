export type VerifyLanguage = 'fr' | 'en';

/** French when the browser asks for it first, else English: customers read either. */
export function browserLanguage(): VerifyLanguage {
  return (navigator.language ?? '').toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export const verifyCopy = {
  fr: {
    title: 'Vérification de l’adresse e-mail',
    loading: 'Vérification de votre adresse e-mail…',
    success: 'Votre adresse e-mail est vérifiée. Ouverture de l’application…',
    missingCode: 'Code de vérification introuvable.',
    wrongLink: 'Ce lien n’est pas un lien de vérification d’adresse e-mail.',
    openApp: 'Ouvrir l’application',
    download: 'Télécharger l’application',
  },
  en: {
    title: 'Email verification',
    loading: 'Verifying your email address…',
    success: 'Your email address is verified. Opening the app…',
    missingCode: 'Verification code not found.',
    wrongLink: 'This link is not an email verification link.',
    openApp: 'Open the app',
    download: 'Download the app',
  },
} as const satisfies Record<VerifyLanguage, Record<string, string>>;
