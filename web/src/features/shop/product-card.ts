import { formatXof } from '@kasuwa/contract/money';
import type { ShopProduct } from './shop-product';

/** Cards above this index are likely on the first screen of a phone; later pictures wait for scrolling. */
const eagerImages = 4;
// Two columns on phones, three from 640 px, in an 800 px column.
const imageSizes = '(min-width: 800px) 250px, (min-width: 640px) 31vw, 46vw';

function paragraph(className: string, text: string) {
  const node = document.createElement('p');
  node.className = className;
  node.textContent = text;
  return node;
}

/** A product's card; its button carries the product id for the list's click handler. */
export function productCard(product: ShopProduct, index: number): HTMLLIElement {
  const card = document.createElement('li');
  card.className = 'product-card';

  const image = document.createElement('img');
  image.className = 'product-card__image';
  image.src = product.image.src;
  if (product.image.srcset) {
    image.srcset = product.image.srcset;
    image.sizes = imageSizes;
  }
  image.alt = product.title;
  // Square boxes whatever the picture's shape (object-fit in shop.css): nothing moves as they load.
  image.width = 400;
  image.height = 400;
  image.decoding = 'async';
  if (index >= eagerImages) image.setAttribute('loading', 'lazy');

  const title = document.createElement('h2');
  title.className = 'product-card__title';
  title.id = `product-${index}`;
  title.textContent = product.title;

  const add = document.createElement('button');
  add.type = 'button';
  add.className = 'button button--small product-card__add';
  add.textContent = 'Ajouter au panier';
  add.dataset.productId = product.id;
  add.setAttribute('aria-describedby', title.id);

  card.append(
    image,
    title,
    paragraph('product-card__category', product.category),
    paragraph('product-card__price', formatXof(product.price)),
    add,
  );
  return card;
}
