import { productPageDataId, type ProductPageScriptData } from '@kasuwa/contract/product-page';
import { everyAllowedVariantIn, type ChosenVariant } from '@kasuwa/contract/variants';
import { addToCart, lineName } from '../../lib/cart/cart';
import { loadCart, saveCart } from '../../lib/cart/cart-storage';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole);

const fields = ['size', 'color'] as const;

/**
 * Brings a product's page (/boutique/<id>, made by the productPage function) to life: shows its form,
 * marks the variants sold out given the choices so far, and adds the chosen variant to the cart /panier
 * reads. The page reads whole without it (its WhatsApp and /panier links); its words come from the page.
 */
export function enhanceProductPage(root: Document = document): boolean {
  const form = root.querySelector<HTMLFormElement>('form[data-product-form]');
  const dataElement = root.getElementById(productPageDataId);
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const added = form?.querySelector<HTMLElement>('[data-added]');
  if (!form || !dataElement || !button || !added) {
    console.error('The product page is missing parts of its markup');
    return false;
  }
  const { product, texts } = JSON.parse(dataElement.textContent ?? '') as ProductPageScriptData;
  const selects = fields.flatMap((field) => form.querySelector<HTMLSelectElement>(`select[data-choice="${field}"]`) ?? []);
  const chosenNow = (): ChosenVariant =>
    Object.fromEntries(
      selects.flatMap((select): [string, string][] => (select.value ? [[select.dataset.choice ?? '', select.value]] : [])),
    );

  const showAvailability = () => {
    const chosen = chosenNow();
    for (const select of selects) {
      for (const option of select.options) {
        if (!option.value) continue;
        const out = everyAllowedVariantIn(product.soldOut, product, { ...chosen, [select.dataset.choice ?? '']: option.value });
        option.disabled = out && !option.selected;
        option.text = out ? `${option.value} — ${texts.soldOut.toLowerCase()}` : option.value;
      }
    }
    const out = everyAllowedVariantIn(product.soldOut, product, chosen);
    button.disabled = out;
    button.textContent = out ? texts.soldOut : texts.addToCart;
  };

  form.addEventListener('change', showAvailability);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const unchosen = selects.find((select) => !select.value);
    if (unchosen) {
      unchosen.setAttribute('aria-invalid', 'true');
      unchosen.focus();
      added.textContent = fill(texts.choose, { choice: form.querySelector(`label[for="${unchosen.id}"]`)?.textContent ?? '' });
      return;
    }
    selects.forEach((select) => select.removeAttribute('aria-invalid'));
    const chosen = chosenNow();
    const line = {
      id: product.id,
      title: product.title,
      price: product.price,
      category: product.category,
      image: product.cartImage,
      ...chosen,
    };
    // Read again: another tab may have changed the cart since this page opened.
    const saved = saveCart(addToCart(loadCart(), line));
    added.textContent = saved ? fill(texts.added, { line: lineName(line) }) : texts.notSaved;
  });
  form.hidden = false;
  showAvailability();
  return true;
}
