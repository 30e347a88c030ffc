import { formatXof } from '@kasuwa/contract/money';
import type { CatalogueProduct } from '@kasuwa/contract/catalogue';
import { productPagePath } from '@kasuwa/contract/product-page';
import { everyAllowedVariantIn, type ChosenVariant } from '@kasuwa/contract/variants';
import type { Say } from '../../lib/page-texts';
import type { ShopTexts } from './shop-texts';

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

/** The variants a customer chooses before adding: their field in CatalogueProduct and the cart, and their texts. */
export const choices = [
  { field: 'size', options: 'sizes', label: 'size', unchosen: 'chooseSize' },
  { field: 'color', options: 'colors', label: 'color', unchosen: 'chooseColor' },
] as const;

type Chosen = ChosenVariant;

/** Whether every variant the choices so far allow is sold out. */
export const isSoldOut = (product: CatalogueProduct, chosen: Chosen): boolean =>
  everyAllowedVariantIn(product.soldOut, product, chosen);

/** What the card's lists have chosen so far. */
export function chosenIn(card: ParentNode): Chosen {
  const chosen: Chosen = {};
  for (const { field } of choices) {
    const value = card.querySelector<HTMLSelectElement>(`select[data-choice="${field}"]`)?.value;
    if (value) chosen[field] = value;
  }
  return chosen;
}

/**
 * Marks what is sold out given the choices so far: each option that cannot be had with the other
 * choice, and the add button, which reads "Épuisé" and adds nothing while the choice is sold out.
 */
export function showAvailability(card: ParentNode, product: CatalogueProduct, say: Say<ShopTexts>): void {
  const chosen = chosenIn(card);
  for (const { field } of choices) {
    const select = card.querySelector<HTMLSelectElement>(`select[data-choice="${field}"]`);
    for (const option of select?.options ?? []) {
      if (!option.value) continue;
      const out = isSoldOut(product, { ...chosen, [field]: option.value });
      option.disabled = out && !option.selected;
      option.text = out ? say('soldOutOption', { value: option.value }) : option.value;
    }
  }
  const add = card.querySelector<HTMLButtonElement>('button[data-product-id]');
  if (!add) return;
  const out = isSoldOut(product, chosen);
  add.disabled = out;
  add.textContent = say(out ? 'soldOut' : 'addToCart');
}

/** A list to choose from; with one value it is chosen already. */
function choice(
  product: CatalogueProduct,
  index: number,
  { field, options, label }: (typeof choices)[number],
  say: Say<ShopTexts>,
): HTMLElement[] {
  const values = product[options];
  if (values.length === 0) return [];
  const select = document.createElement('select');
  select.id = `product-${index}-${field}`;
  select.className = 'product-card__select';
  select.dataset.choice = field;
  if (values.length > 1) select.append(new Option(say('choose'), ''));
  select.append(...values.map((value) => new Option(value, value)));
  const name = document.createElement('label');
  name.className = 'product-card__choice';
  name.htmlFor = select.id;
  name.textContent = say(label);
  return [name, select];
}

/** A product's card, with its size and colour lists; its button carries the product id for the list's click handler. */
export function productCard(product: CatalogueProduct, index: number, say: Say<ShopTexts>): HTMLLIElement {
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
  const link = document.createElement('a');
  link.href = productPagePath(product.id);
  link.textContent = product.title;
  title.append(link);

  const add = document.createElement('button');
  add.type = 'button';
  add.className = 'button button--small product-card__add';
  add.textContent = say('addToCart');
  add.dataset.productId = product.id;
  add.setAttribute('aria-describedby', title.id);

  card.append(
    image,
    title,
    paragraph('product-card__category', product.category),
    paragraph('product-card__price', formatXof(product.price)),
    ...choices.flatMap((spec) => choice(product, index, spec, say)),
    add,
  );
  showAvailability(card, product, say);
  return card;
}
