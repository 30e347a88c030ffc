/** setUserRole and findAccount, the staff page's. */
export const staffAccountRefusals = {
  'no-such-uid': 'No account has this id.',
  'no-such-email': 'No account uses this email: they must sign up in the app first.',
  'email-not-verified':
    '{email} has not verified its email address: only a verified address can be staff. They open the link of the verification email (the app sends it again on request), then you grant the role.',
  'account-not-verified':
    'This account has not verified its email address: only a verified address can be staff. They open the link of the verification email (the app sends it again on request), then you grant the role.',
  'last-admin-self': 'You are the last admin: make someone else admin before giving up the role.',
  'last-admin': 'This is the last admin: make someone else admin first.',
  'roles-busy': 'Another role change is running. Try again in a moment.',
} as const;
