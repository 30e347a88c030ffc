import { returnExclusions } from '@kasuwa/contract/return-terms';
import { list, paragraphs } from './text-blocks';

const exclusions = Object.values(returnExclusions);

/** Spec section 9's non-returnable goods (the contract's, which staff's refusals quote): the terms and the return policy state them alike. */
export const nonReturnableGoods = paragraphs(
  'Le droit de rétractation ne s’applique pas aux Produits suivants, qui ne sont ni repris ni échangés, sauf s’ils sont défectueux ou non conformes à la Commande :',
  list(...exclusions.map((goods, at) => `${goods}${at === exclusions.length - 1 ? '.' : ' ;'}`)),
);
