import { catalogueQueryLimits } from '@kasuwa/contract/catalogue';

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
        <form className="shop-filters" role="search" aria-label="Rechercher dans la boutique" data-shop-filters>
          <p className="shop-filters__field">
            <label htmlFor="shop-search">Rechercher un produit</label>
            <input
              id="shop-search"
              className="field-control"
              type="search"
              name="recherche"
              autoComplete="off"
              maxLength={catalogueQueryLimits.searchLength}
              data-shop-search
            />
          </p>
          <p className="shop-filters__field">
            <label htmlFor="shop-category">Catégorie</label>
            <select id="shop-category" className="field-control" name="categorie" data-shop-category>
              <option value="">Toutes les catégories</option>
            </select>
          </p>
        </form>
        <p className="shop__status" role="status" tabIndex={-1} data-shop-status>
          Chargement des produits…
        </p>
        <p className="shop__error" role="alert" data-shop-error-message />
        <button type="button" className="button button--small" data-shop-retry hidden>
          Réessayer
        </button>
        <noscript>
          <p>
            La boutique a besoin de JavaScript pour afficher les produits. Vous pouvez aussi{' '}
            <a href="/télécharger">télécharger l’application</a>.
          </p>
        </noscript>
        <ul className="product-grid" aria-label="Produits" data-shop-list />
        <button type="button" className="button shop__more" data-shop-more hidden>
          Afficher plus de produits
        </button>
        <p className="shop__added" role="status" data-shop-added />
      </div>
    </>
  );
}
