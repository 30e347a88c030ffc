import { list, paragraphs } from './text-blocks';

/** Spec section 9's non-returnable goods: the terms and the return policy state them alike. */
export const nonReturnableGoods = paragraphs(
  'Le droit de rétractation ne s’applique pas aux Produits suivants, qui ne sont ni repris ni échangés, sauf s’ils sont défectueux ou non conformes à la Commande :',
  list(
    'les denrées alimentaires et les produits périssables ;',
    'les produits d’hygiène et les cosmétiques, une fois ouverts ;',
    'les produits personnalisés, confectionnés selon les indications du Client ;',
    'les cartes cadeaux et le crédit électronique (recharges de crédit téléphonique, de communication ou de données).',
  ),
);
