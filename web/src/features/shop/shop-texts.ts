/**
 * The words /boutique's script shows (shop-page-script.ts, product-card.ts), per public language. The
 * page writes them into its markup; the script imports this file as a type only (lib/page-texts.ts).
 */
export const shopTexts = {
  fr: {
    loading: 'Chargement des produits…',
    failed: 'Impossible de charger les produits. Vérifiez votre connexion, puis réessayez.',
    noProducts: 'Aucun produit pour le moment.',
    noMatch: 'Aucun produit ne correspond à votre recherche.',
    products: { one: '{count} produit', other: '{count} produits' },
    matchesOfTotal: '{matches} sur {total}',
    someShown: '{found}, {shown} affichés',
    allCategories: 'Toutes les catégories',
    size: 'Taille',
    color: 'Couleur',
    choose: 'Choisir…',
    chooseSize: 'Choisissez : taille de {product}.',
    chooseColor: 'Choisissez : couleur de {product}.',
    addToCart: 'Ajouter au panier',
    soldOut: 'Épuisé',
    soldOutOption: '{value} — épuisé',
    soldOutLine: 'Épuisé : {line}',
    added: 'Ajouté au panier : {line}',
    notSaved: 'Impossible d’enregistrer le panier dans ce navigateur (navigation privée ?). Commandez depuis l’application.',
  },
} as const;

export type ShopTexts = (typeof shopTexts)['fr'];
