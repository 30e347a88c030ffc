/**
 * The words of /verify in the two languages the spec gives it. The page is pre-rendered in French and
 * carries both sets in its markup: its script picks the browser's (lib/page-texts.ts) and imports this
 * file as a type only.
 */
export const verifyTexts = {
  fr: {
    title: 'Vérification de l’adresse e-mail',
    loading: 'Vérification de votre adresse e-mail…',
    success: 'Votre adresse e-mail est vérifiée. Ouverture de l’application…',
    missingCode: 'Code de vérification introuvable.',
    wrongLink: 'Ce lien n’est pas un lien de vérification d’adresse e-mail.',
    expired: 'Ce lien de vérification a expiré. Ouvrez l’application et demandez un nouvel e-mail de vérification.',
    usedOrInvalid:
      'Ce lien a déjà servi ou n’est pas valide. Si votre adresse est déjà vérifiée, ouvrez simplement l’application ; sinon, demandez un nouvel e-mail.',
    network: 'Connexion impossible. Vérifiez votre connexion internet, puis réessayez.',
    retry: 'Réessayer',
    openApp: 'Ouvrir l’application',
    download: 'Télécharger l’application',
  },
  en: {
    title: 'Email verification',
    loading: 'Verifying your email address…',
    success: 'Your email address is verified. Opening the app…',
    missingCode: 'Verification code not found.',
    wrongLink: 'This link is not an email verification link.',
    expired: 'This verification link has expired. Open the app and ask for a new verification email.',
    usedOrInvalid:
      'This link has already been used or is not valid. If your address is verified already, just open the app; if not, ask for a new email.',
    network: 'Cannot connect. Check your internet connection, then try again.',
    retry: 'Try again',
    openApp: 'Open the app',
    download: 'Download the app',
  },
} as const satisfies Record<'fr' | 'en', Record<string, string>>;

export type VerifyLanguage = keyof typeof verifyTexts;
export type VerifyTexts = { [Language in VerifyLanguage]: Record<keyof (typeof verifyTexts)['fr'], string> };
