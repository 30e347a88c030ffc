import accounts from './accounts.json' with { type: 'json' };

const messages = {
  bug: [
    "L'application se ferme quand j'ouvre le panier.",
    'Le paiement Mobile Money reste bloqué sur « en cours ».',
    "Les photos des produits ne s'affichent pas avec la 3G.",
    'Le bouton Commander ne répond pas sur mon téléphone.',
    "Je ne reçois pas l'e-mail de vérification.",
    'Le prix affiché change après avoir ajouté au panier.',
    'La recherche ne trouve pas « théière » avec l’accent.',
    "L'écran reste blanc après la mise à jour.",
    'Impossible de modifier mon adresse de livraison.',
    'Les notifications arrivent en double.',
    'La carte de livraison ne charge pas à Lazaret.',
    'Le total du panier est faux quand je retire un article.',
  ],
  suggestion: [
    'Ajoutez la livraison à Dosso et à Tillabéri.',
    'Un mode sombre serait agréable le soir.',
    'Pouvoir payer à la livraison en espèces.',
    'Montrer le temps de livraison estimé sur chaque produit.',
    'Ajouter une liste de favoris.',
    'Proposer l’application en haoussa et en zarma.',
    'Filtrer les produits par quartier du vendeur.',
    'Envoyer un reçu par SMS après chaque commande.',
    'Afficher les avis des autres clients.',
    'Grouper les commandes du même vendeur.',
    'Ajouter un suivi du livreur en direct.',
    'Permettre de partager un produit sur WhatsApp.',
  ],
  rating: [
    '5 étoiles : livraison rapide et produits conformes.',
    '4 étoiles : très bien, mais les photos sont lentes.',
    '5 étoiles : enfin une boutique en ligne à Niamey !',
    '3 étoiles : bien, mais il manque des tailles.',
    '5 étoiles : service client très réactif sur WhatsApp.',
    '4 étoiles : prix corrects, emballage soigné.',
    '2 étoiles : commande arrivée avec un jour de retard.',
    '5 étoiles : application simple, même pour ma mère.',
    '4 étoiles : bon choix de pagnes.',
    '5 étoiles : paiement Mobile Money sans souci.',
    '3 étoiles : correct, la recherche peut mieux faire.',
    '5 étoiles : je recommande à tout le quartier.',
  ],
};

const authors = [accounts.verifiedCustomer.uid, accounts.unverifiedCustomer.uid, 'seed-shopper-3'];

/**
 * 36 feedback records, 12 of each type. Every third has no userId (sent anonymously), every seventh
 * has no createdAt (written by an old app version), and bug reports mostly carry a screenshot, stored
 * at feedbackScreenshots/{uploader}/{feedback id}.png. generate.mjs adds the listedAt sort key.
 */
export const feedback = Object.entries(messages).flatMap(([feedbackType, texts], typeIndex) =>
  texts.map((message, index) => {
    const n = typeIndex * texts.length + index;
    const uploader = authors[n % authors.length];
    return {
      id: `feedback-${String(n + 1).padStart(2, '0')}`,
      feedbackType,
      message,
      userId: n % 3 === 2 ? undefined : uploader,
      uploader,
      hoursAgo: n % 7 === 6 ? undefined : 3 + n * 5,
      screenshot:
        (feedbackType === 'bug' && index % 4 !== 3) || (feedbackType === 'suggestion' && index % 5 === 0)
          ? { screen: n % 4, problem: feedbackType === 'bug' }
          : undefined,
    };
  }),
);
