import type { ProductPageScriptTexts } from '@kasuwa/contract/product-page';

/** The languages a product's page speaks: French first, English with `?lang=en` (ADR 0170). */
export type PageLanguage = 'fr' | 'en';

/** The page's words, the script's among them (written into the page for it). */
interface ProductPageTexts extends ProductPageScriptTexts {
  shop: string;
  cart: string;
  otherLanguage: string;
  otherLanguageName: string;
  inStock: string;
  fewLeft: string;
  sizes: string;
  colors: string;
  size: string;
  color: string;
  chooseOption: string;
  addToCart: string;
  orderOnWhatsApp: string;
  seeCart: string;
  photo: string;
  whatsappMessage: string;
  notFoundTitle: string;
  notFound: string;
  backToShop: string;
  unavailableTitle: string;
  unavailable: string;
}

export const productPageTexts: Record<PageLanguage, ProductPageTexts> = {
  fr: {
    shop: 'Boutique',
    cart: 'Panier',
    otherLanguage: 'English',
    otherLanguageName: 'en',
    inStock: 'En stock',
    fewLeft: 'Plus que quelques-uns',
    soldOut: 'Épuisé',
    sizes: 'Tailles',
    colors: 'Couleurs',
    size: 'Taille',
    color: 'Couleur',
    chooseOption: 'Choisir…',
    addToCart: 'Ajouter au panier',
    orderOnWhatsApp: 'Commander sur WhatsApp',
    seeCart: 'Voir le panier',
    photo: '{title}, photo {number}',
    whatsappMessage: 'Bonjour {shop}, je souhaite commander : {title} ({url})',
    added: 'Ajouté au panier : {line}.',
    notSaved: 'Impossible d’enregistrer le panier dans ce navigateur (navigation privée ?). Commandez sur WhatsApp.',
    choose: 'Choisissez : {choice}.',
    notFoundTitle: 'Produit introuvable',
    notFound: 'Ce produit n’existe pas, ou il n’est plus en vente.',
    backToShop: 'Voir les produits de la boutique',
    unavailableTitle: 'Page indisponible',
    unavailable: 'Cette page ne peut pas s’afficher pour le moment. Réessayez dans une minute.',
  },
  en: {
    shop: 'Shop',
    cart: 'Cart',
    otherLanguage: 'Français',
    otherLanguageName: 'fr',
    inStock: 'In stock',
    fewLeft: 'Only a few left',
    soldOut: 'Sold out',
    sizes: 'Sizes',
    colors: 'Colours',
    size: 'Size',
    color: 'Colour',
    chooseOption: 'Choose…',
    addToCart: 'Add to cart',
    orderOnWhatsApp: 'Order on WhatsApp',
    seeCart: 'See the cart',
    photo: '{title}, photo {number}',
    whatsappMessage: 'Hello {shop}, I would like to order: {title} ({url})',
    added: 'Added to the cart: {line}.',
    notSaved: 'This browser could not save the cart (private browsing?). Order on WhatsApp.',
    choose: 'Choose: {choice}.',
    notFoundTitle: 'Product not found',
    notFound: 'This product does not exist, or is no longer on sale.',
    backToShop: 'See the shop’s products',
    unavailableTitle: 'Page unavailable',
    unavailable: 'This page cannot be shown right now. Try again in a minute.',
  },
};

/** A text with its {holes} filled. */
export const filled = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (hole, name: string) => String(values[name] ?? hole));
