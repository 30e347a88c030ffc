import { brand, generalContact } from '@kasuwa/contract/brand';
import type { CatalogueEntry } from '@kasuwa/contract/catalogue';
import { htmlDocument } from '@kasuwa/contract/html-document';
import { formatXof } from '@kasuwa/contract/money';
import {
  productPageDataId,
  productPagePath,
  productPageScriptPath,
  type ProductPageScriptData,
} from '@kasuwa/contract/product-page';
import { everyAllowedVariantIn } from '@kasuwa/contract/variants';
import { filled, productPageTexts, type PageLanguage } from './product-page-texts';

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** JSON inside a `<script>`: no `<` may close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// Small, and inline: the page is one request before its pictures, read on a low-end phone over costly data.
const style = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2433;background:#f3f5f8}
header,main{max-width:40rem;margin:0 auto;padding:.75rem 1rem}header{display:flex;gap:1rem;flex-wrap:wrap;align-items:center}
header a{color:#0b6e4f;font-weight:700}header .brand{margin-right:auto;color:#1d2433;text-decoration:none}
h1{font-size:1.5rem;margin:.25rem 0}.price{font-size:1.375rem;font-weight:700;margin:.25rem 0}
.stock{display:inline-block;border-radius:4px;padding:0 .5rem;background:#e3f1ea;color:#0b6e4f;font-weight:700}
.stock--few{background:#fff3d6;color:#7a4b00}.stock--out{background:#f6e0e0;color:#9b1c1c}
.photos{display:grid;gap:.5rem;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));margin:1rem 0}
.photos img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:6px;background:#fff}
.photos img:first-child{grid-column:1/-1}dl{margin:1rem 0}dt{font-weight:700}dd{margin:0 0 .5rem}
form{margin:1rem 0}label{display:block;font-weight:700;margin-top:.5rem}select{font:inherit;padding:.375rem;min-width:12rem}
.button{display:inline-block;margin:.75rem .5rem 0 0;border:0;border-radius:6px;padding:.625rem 1rem;font:inherit;font-weight:700;text-decoration:none;background:#0b6e4f;color:#fff;cursor:pointer}
.button--light{background:#fff;color:#0b6e4f;border:2px solid #0b6e4f}.button:disabled{background:#8a94a6}
[hidden]{display:none!important}footer{max-width:40rem;margin:1.5rem auto;padding:0 1rem;color:#4a5366;font-size:.875rem}`;

/** The page's address, absolute, in its language: the canonical and og:url. */
export function productPageUrl(id: string, language: PageLanguage): string {
  return `${brand.siteUrl}${productPagePath(id)}${language === 'en' ? '?lang=en' : ''}`;
}

const whatsappHref = (message: string) =>
  `https://wa.me/${generalContact.phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;

/**
 * The frame of the page: its language's head, the shop's links (with the page in the other language,
 * when it is a product's: `path`), the body, the footer.
 */
function page(language: PageLanguage, path: string | null, head: string[], body: string): string {
  const say = productPageTexts[language];
  const other = say.otherLanguageName as PageLanguage;
  const switchLink =
    path === null
      ? ''
      : `<a href="${escaped(other === 'en' ? `${path}?lang=en` : path)}" hreflang="${other}" lang="${other}">${escaped(say.otherLanguage)}</a>`;
  return htmlDocument({
    lang: language,
    head: [...head, `<style>${style}</style>`],
    body: `<header><a class="brand" href="/">${escaped(brand.name)}</a><a href="/boutique">${escaped(say.shop)}</a><a href="/panier">${escaped(say.cart)}</a>${switchLink}</header>
<main>
${body}
</main>
<footer>${escaped(brand.name)} · <a href="tel:${generalContact.phone.replace(/\s/g, '')}">${escaped(generalContact.phone)}</a></footer>`,
  });
}

function photosOf(entry: CatalogueEntry, language: PageLanguage): string {
  const say = productPageTexts[language];
  const photos = [entry.image, ...(entry.photos ?? [])];
  return photos
    .map((photo, index) => {
      const alt = index === 0 ? entry.title : filled(say.photo, { title: entry.title, number: index + 1 });
      const srcset = photo.srcset
        ? ` srcset="${escaped(photo.srcset)}" sizes="${index === 0 ? '(min-width: 640px) 608px, 100vw' : '9rem'}"`
        : '';
      // The first is what the visitor came for; the others wait for scrolling.
      const loading = index === 0 ? ' fetchpriority="high"' : ' loading="lazy"';
      return `<img src="${escaped(photo.src)}"${srcset} width="400" height="400" alt="${escaped(alt)}" decoding="async"${loading}>`;
    })
    .join('\n');
}

/** Sold out, a few left, or in stock: the product as a whole, as its variants stand. */
export function stockStateOf(entry: CatalogueEntry): 'soldOut' | 'fewLeft' | 'inStock' {
  if (everyAllowedVariantIn(entry.soldOut, entry, {})) return 'soldOut';
  return entry.fewLeft && entry.fewLeft.length > 0 ? 'fewLeft' : 'inStock';
}

/** A choice's values as text, each sold out one said so: what a visitor without script reads. */
function variantList(entry: CatalogueEntry, field: 'size' | 'color', values: string[], language: PageLanguage): string {
  const say = productPageTexts[language];
  return values
    .map((value) =>
      everyAllowedVariantIn(entry.soldOut, entry, { [field]: value })
        ? `${escaped(value)} (${escaped(say.soldOut.toLowerCase())})`
        : escaped(value),
    )
    .join(', ');
}

function choiceFor(field: 'size' | 'color', values: string[], language: PageLanguage): string {
  if (values.length === 0) return '';
  const say = productPageTexts[language];
  const options = values.map((value) => `<option value="${escaped(value)}">${escaped(value)}</option>`).join('');
  const unchosen = values.length > 1 ? `<option value="">${escaped(say.chooseOption)}</option>` : '';
  return `<label for="choice-${field}">${escaped(say[field])}</label><select id="choice-${field}" data-choice="${field}">${unchosen}${options}</select>`;
}

/** A product's page: photos, price, stock, variants, and the ways to order it, in `language`. */
export function productPageHtml(entry: CatalogueEntry, language: PageLanguage): string {
  const say = productPageTexts[language];
  const path = productPagePath(entry.id);
  const url = productPageUrl(entry.id, language);
  const price = formatXof(entry.price);
  const state = stockStateOf(entry);
  const description = entry.summary ?? [entry.category, price].filter(Boolean).join(' · ');
  const image = new URL(entry.image.src, brand.siteUrl).href;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escaped(value)}">`;
  const head = [
    `<title>${escaped(entry.title)} — ${escaped(brand.name)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escaped(url)}">`,
    `<link rel="alternate" hreflang="fr" href="${escaped(productPageUrl(entry.id, 'fr'))}">`,
    `<link rel="alternate" hreflang="en" href="${escaped(productPageUrl(entry.id, 'en'))}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:locale', language === 'fr' ? 'fr_FR' : 'en_GB'),
    meta('property', 'og:title', `${entry.title} — ${price}`),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', entry.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', `${entry.title} — ${price}`),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script src="${productPageScriptPath}" defer></script>`,
  ];
  const stateClass = { soldOut: 'stock stock--out', fewLeft: 'stock stock--few', inStock: 'stock' }[state];
  const variants = [
    entry.sizes.length > 0 ? `<dt>${escaped(say.sizes)}</dt><dd>${variantList(entry, 'size', entry.sizes, language)}</dd>` : '',
    entry.colors.length > 0
      ? `<dt>${escaped(say.colors)}</dt><dd>${variantList(entry, 'color', entry.colors, language)}</dd>`
      : '',
  ].join('');
  const scriptData: ProductPageScriptData = {
    product: {
      id: entry.id,
      title: entry.title,
      price: entry.price,
      category: entry.category,
      cartImage: entry.cartImage,
      sizes: entry.sizes,
      colors: entry.colors,
      ...(entry.soldOut && { soldOut: entry.soldOut }),
    },
    texts: { added: say.added, notSaved: say.notSaved, choose: say.choose, soldOut: say.soldOut, addToCart: say.addToCart },
  };
  const whatsapp = whatsappHref(filled(say.whatsappMessage, { shop: brand.name, title: entry.title, url }));
  const body = `<h1>${escaped(entry.title)}</h1>
${entry.category ? `<p>${escaped(entry.category)}</p>` : ''}
<p class="price">${escaped(price)}</p>
<p><span class="${stateClass}">${escaped(say[state])}</span></p>
<div class="photos">
${photosOf(entry, language)}
</div>
${entry.summary ? `<p>${escaped(entry.summary)}</p>` : ''}
${variants ? `<dl>${variants}</dl>` : ''}
<form data-product-form hidden>
${choiceFor('size', entry.sizes, language)}
${choiceFor('color', entry.colors, language)}
<p><button class="button" type="submit"${state === 'soldOut' ? ' disabled' : ''}>${escaped(state === 'soldOut' ? say.soldOut : say.addToCart)}</button></p>
<p role="status" data-added></p>
</form>
<p><a class="button" href="${escaped(whatsapp)}" rel="noopener">${escaped(say.orderOnWhatsApp)}</a><a class="button button--light" href="/panier">${escaped(say.seeCart)}</a></p>
<script type="application/json" id="${productPageDataId}">${scriptJson(scriptData)}</script>`;
  return page(language, path, head, body);
}

/** A product that is not there (unknown, not shown or deleted), or an address naming none. */
export function productNotFoundHtml(language: PageLanguage): string {
  const say = productPageTexts[language];
  return page(
    language,
    null,
    ['<meta name="robots" content="noindex">', `<title>${escaped(say.notFoundTitle)} — ${escaped(brand.name)}</title>`],
    `<h1>${escaped(say.notFoundTitle)}</h1>
<p>${escaped(say.notFound)}</p>
<p><a class="button" href="/boutique">${escaped(say.backToShop)}</a></p>`,
  );
}

/** The catalogue could not be read: nothing is wrong with the address. */
export function productUnavailableHtml(language: PageLanguage): string {
  const say = productPageTexts[language];
  return page(
    language,
    null,
    ['<meta name="robots" content="noindex">', `<title>${escaped(say.unavailableTitle)} — ${escaped(brand.name)}</title>`],
    `<h1>${escaped(say.unavailableTitle)}</h1>
<p>${escaped(say.unavailable)}</p>`,
  );
}
