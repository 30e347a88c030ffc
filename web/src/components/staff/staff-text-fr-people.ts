import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/**
 * The words of the staff pages about people and campaigns (users, staff, posts, referrals,
 * feedback) in French, by their English text (see staff-text-fr.ts). The login page's, the gate's
 * and the roles' are in the core catalogue: a signed-out visit shows them.
 */
export const frenchPeopleText = {
  'Feedback — {brand}': 'Avis — {brand}',
  // Shop users.
  'Find users': 'Trouver des clients',
  'Phone or start of the name': 'Téléphone ou début du nom',
  'All users': 'Tous les clients',
  'No users yet.': 'Aucun client pour l’instant.',
  'No user found for “{search}”.': 'Aucun client trouvé pour « {search} ».',
  '{count} users': { one: '{count} client', other: '{count} clients' },
  shown: 'affichés',
  'Shop users, by name': 'Clients, par nom',
  Joined: 'Inscrit le',
  'User ID': 'Identifiant',
  'Loading users…': 'Chargement des clients…',
  'Failed to load users': 'Impossible de charger les clients',
  'More users': 'Plus de clients',
  'Loading more users…': 'Chargement d’autres clients…',
  'Failed to load more users': 'Impossible de charger d’autres clients',
  // Staff.
  Role: 'Rôle',
  Team: 'Équipe',
  'Role of {name}': 'Rôle de {name}',
  'Give an account a role': 'Donner un rôle à un compte',
  'The person signs up in the app first; the role counts from their next sign-in.':
    'La personne s’inscrit d’abord dans l’application ; le rôle compte dès sa prochaine connexion.',
  'This account already has this role.': 'Ce compte a déjà ce rôle.',
  'Give {email} the role {role}': 'Donner à {email} le rôle {role}',
  'Give {email} the role {role}?': 'Donner à {email} le rôle {role} ?',
  '{email} now has the role {role}': '{email} a maintenant le rôle {role}',
  '{name} is no longer staff': '{name} ne fait plus partie de l’équipe',
  'Revoke the staff role of {name}': 'Retirer le rôle de {name}',
  'Revoke the staff role of {name}?': 'Retirer le rôle de {name} ?',
  'Give up your staff role?': 'Renoncer à votre rôle ?',
  'Their sessions end now: they sign in again and work with the powers of the new role.':
    'Ses sessions prennent fin maintenant : la personne se reconnecte et travaille avec les pouvoirs du nouveau rôle.',
  'Change the role': 'Changer le rôle',
  'Role changes': 'Changements de rôle',
  'Role changes, newest first': 'Changements de rôle, les plus récents d’abord',
  When: 'Quand',
  Who: 'Qui',
  'Whose role': 'Rôle de qui',
  Change: 'Changement',
  'no role': 'aucun rôle',
  customer: 'client',
  'No role change yet.': 'Aucun changement de rôle pour l’instant.',
  'No staff account.': 'Aucun compte d’équipe.',
  'Loading staff…': 'Chargement de l’équipe…',
  'Failed to load staff': 'Impossible de charger l’équipe',
  'Loading role changes…': 'Chargement des changements de rôle…',
  'Failed to load role changes': 'Impossible de charger les changements de rôle',
  'Staff accounts, by email': 'Comptes de l’équipe, par e-mail',
  'Last sign-in': 'Dernière connexion',
  '(you)': '(vous)',
  '(disabled)': '(désactivé)',
  Revoke: 'Retirer le rôle',
  'You will lose access to the store and the feedback admin.': 'Vous perdrez l’accès à la boutique et aux avis.',
  'They lose access to the store and the feedback admin at their next page load, within the hour at most.':
    'Cette personne perd l’accès à la boutique et aux avis à son prochain chargement de page, dans l’heure au plus tard.',
  'Keep the role': 'Garder le rôle',
  'Email of the account': 'E-mail du compte',
  'Check account': 'Vérifier le compte',
  'Checking…': 'Vérification…',
  'Email verified': 'E-mail vérifié',
  'Email not verified': 'E-mail non vérifié',
  Disabled: 'Désactivé',
  'No role': 'Aucun rôle',
  'This account is disabled: enable it in the Firebase console first.':
    'Ce compte est désactivé : réactivez-le d’abord dans la console Firebase.',
  'Only a verified address can be staff: they open the link of the verification email (the app sends it again on request), then you check the account again.':
    'Seule une adresse vérifiée peut faire partie de l’équipe : la personne ouvre le lien de l’e-mail de vérification (l’application le renvoie sur demande), puis vous vérifiez de nouveau le compte.',
  'The account could not be looked up. Try again.': 'Le compte n’a pas pu être recherché. Réessayez.',
  'The role could not be changed. Nothing was changed; try again.':
    'Le rôle n’a pas pu être changé. Rien n’a changé ; réessayez.',
  // Posts.
  'No posts yet.': 'Aucune publication pour l’instant.',
  'Newest first. New posts appear here as they are published.':
    'Les plus récentes d’abord. Les nouvelles publications apparaissent ici dès leur parution.',
  'Posts, newest first': 'Publications, les plus récentes d’abord',
  'Posted by {name}': 'Publié par {name}',
  'Posted by a customer': 'Publié par un client',
  'Product:': 'Produit :',
  'Loading posts…': 'Chargement des publications…',
  'Failed to load posts': 'Impossible de charger les publications',
  'More posts': 'Plus de publications',
  'Loading more posts…': 'Chargement d’autres publications…',
  'Failed to load more posts': 'Impossible de charger d’autres publications',
  'Live updates stopped: new posts will not appear':
    'Mises à jour en direct arrêtées : les nouvelles publications n’apparaîtront pas',
  // Referral campaigns.
  'New campaign': 'Nouvelle campagne',
  Code: 'Code',
  'Letters without accents, digits, "_" or "-", as in the link: /télécharger?ref=CODE':
    'Lettres sans accents, chiffres, « _ » ou « - », comme dans le lien : /télécharger?ref=CODE',
  Label: 'Libellé',
  'Create campaign': 'Créer la campagne',
  'A code is 1 to 64 letters without accents, digits, "_" or "-".':
    'Un code compte 1 à 64 lettres sans accents, chiffres, « _ » ou « - ».',
  'Give the campaign a label: where the poster goes, who hands the link out.':
    'Donnez un libellé à la campagne : où va l’affiche, qui distribue le lien.',
  'Campaign {code} created': 'Campagne {code} créée',
  'The code {code} is already a campaign: choose another.': 'Le code {code} est déjà une campagne : choisissez-en un autre.',
  'The campaign could not be created. Nothing was saved; try again.':
    'La campagne n’a pas pu être créée. Rien n’a été enregistré ; réessayez.',
  Period: 'Période',
  'Last {days} days': '{days} derniers jours',
  'No campaign yet: create one above.': 'Aucune campagne pour l’instant : créez-en une ci-dessus.',
  '{count} campaigns': { one: '{count} campagne', other: '{count} campagnes' },
  'Campaigns, by code': 'Campagnes, par code',
  'Codes not registered': 'Codes non enregistrés',
  "Hits of links whose code is no campaign, counted together: a typo, an old poster, someone's own link.":
    'Visites de liens dont le code n’est pas une campagne, comptées ensemble : une faute de frappe, une vieille affiche, le lien personnel de quelqu’un.',
  'created by {name}': 'créée par {name}',
  'QR code of {url}': 'Code QR de {url}',
  Hits: 'Visites',
  'Unique visitors': 'Visiteurs uniques',
  // The referral CSV's columns, with Code, Label, Day, Hits, Unique visitors and Orders.
  'Orders delivered': 'Commandes livrées',
  'F CFA delivered': 'F CFA livrés',
  Conversion: 'Conversion',
  'No hits in the last {days} days.': 'Aucune visite ces {days} derniers jours.',
  'Hits per day over the last {days} days: {total} in all, the most on {day} ({count}).':
    'Visites par jour sur les {days} derniers jours : {total} en tout, le plus le {day} ({count}).',
  'Reading every campaign…': 'Lecture de toutes les campagnes…',
  'The CSV could not be made: some campaigns could not be read. Try again.':
    'Le CSV n’a pas pu être créé : des campagnes n’ont pas pu être lues. Réessayez.',
  Poster: 'Affiche',
  'Poster of {code} (PDF)': 'Affiche de {code} (PDF)',
  'Making the poster…': 'Création de l’affiche…',
  'The poster of {code} could not be made. Try again.': 'L’affiche de {code} n’a pas pu être créée. Réessayez.',
  'Loading referral statistics…': 'Chargement des statistiques de parrainage…',
  'Failed to load the referral statistics': 'Impossible de charger les statistiques de parrainage',
  'More campaigns': 'Plus de campagnes',
  'Loading more campaigns…': 'Chargement d’autres campagnes…',
  'Failed to load more campaigns': 'Impossible de charger d’autres campagnes',
  // The feedback admin, besides the spec's own texts.
  'Store admin': 'Boutique',
  Filter: 'Filtrer',
  'Feedback, newest first': 'Avis, les plus récents d’abord',
  'Screenshot (opens in a new tab)': 'Capture d’écran (s’ouvre dans un nouvel onglet)',
  'No feedback yet.': 'Aucun avis pour l’instant.',
  'No feedback of this type.': 'Aucun avis de ce type.',
  'Load more': 'Charger plus',
  'Loading feedback…': 'Chargement des avis…',
  // The refusals of setUserRole and findAccount (the contract's staffAccountRefusals).
  'No account has this id.': 'Aucun compte n’a cet identifiant.',
  'No account uses this email: they must sign up in the app first.':
    'Aucun compte n’utilise cette adresse : la personne doit d’abord s’inscrire dans l’application.',
  '{email} has not verified its email address: only a verified address can be staff. They open the link of the verification email (the app sends it again on request), then you grant the role.':
    '{email} n’a pas vérifié son adresse e-mail : seule une adresse vérifiée peut faire partie de l’équipe. La personne ouvre le lien de l’e-mail de vérification (l’application le renvoie sur demande), puis vous accordez le rôle.',
  'This account has not verified its email address: only a verified address can be staff. They open the link of the verification email (the app sends it again on request), then you grant the role.':
    'Ce compte n’a pas vérifié son adresse e-mail : seule une adresse vérifiée peut faire partie de l’équipe. La personne ouvre le lien de l’e-mail de vérification (l’application le renvoie sur demande), puis vous accordez le rôle.',
  'You are the last admin: make someone else admin before giving up the role.':
    'Vous êtes le dernier propriétaire : nommez quelqu’un d’autre propriétaire avant de quitter ce rôle.',
  'This is the last admin: make someone else admin first.':
    'C’est le dernier propriétaire : nommez d’abord quelqu’un d’autre propriétaire.',
  'Another role change is running. Try again in a moment.':
    'Un autre changement de rôle est en cours. Réessayez dans un instant.',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchPeopleText);
