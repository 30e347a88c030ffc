import { catalogueQueryLimits } from '@kasuwa/contract/catalogue';
import { PageTexts } from '../../components/page-texts';
import { partOf } from '../../lib/page-parts';
import { publicLanguage } from '../../lib/page-texts';
import { shopParts } from './shop-parts';
import { shopTexts } from './shop-texts';

const part = (name: keyof typeof shopParts) => partOf(shopParts, name);

/**
 * /boutique: the catalogue comes from the catalogue function a page at a time, so the page is a shell that
 * shop-page-script.ts fills after the first paint. The search and the category ask the function again.
 */
export function ShopPage() {
  return (
    <>
      <h1>Boutique</h1>
      <p className="lead">
        Les produits de nos boutiques de Niamey, prix en francs CFA. Ajoutez-les au panier, puis commandez sur WhatsApp.
      </p>
      <div className="shop" data-shop>
        <form className="shop-filters" role="search" aria-label="Rechercher dans la boutique" {...part('filters')}>
          <p className="shop-filters__field">
            <label htmlFor="shop-search">Rechercher un produit</label>
            <input
              id="shop-search"
              className="field-control"
              type="search"
              name="recherche"
              autoComplete="off"
              maxLength={catalogueQueryLimits.searchLength}
              {...part('search')}
            />
          </p>
          <p className="shop-filters__field">
            <label htmlFor="shop-category">Catégorie</label>
            <select id="shop-category" className="field-control" name="categorie" {...part('category')}>
              <option value="">{shopTexts[publicLanguage].allCategories}</option>
            </select>
          </p>
        </form>
        <p className="shop__status" role="status" tabIndex={-1} {...part('status')}>
          {shopTexts[publicLanguage].loading}
        </p>
        <p className="shop__error" role="alert" {...part('errorMessage')} />
        <button type="button" className="button button--small" {...part('retry')} hidden>
          Réessayer
        </button>
        <noscript>
          <p>
            La boutique a besoin de JavaScript pour afficher les produits. Vous pouvez aussi{' '}
            <a href="/télécharger">télécharger l’application</a>.
          </p>
        </noscript>
        <ul className="product-grid" aria-label="Produits" {...part('list')} />
        <button type="button" className="button shop__more" {...part('more')} hidden>
          Afficher plus de produits
        </button>
        <p className="shop__added" role="status" {...part('added')} />
        <PageTexts texts={shopTexts[publicLanguage]} {...part('texts')} />
      </div>
    </>
  );
}
