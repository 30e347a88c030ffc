import { brand, generalContact } from '@kasuwa/contract/brand';
import { PageTexts } from '../../components/page-texts';
import { partOf } from '../../lib/page-parts';
import { publicLanguage } from '../../lib/page-texts';
import { whatsAppHref } from '../../lib/phone-links';
import { cartParts } from './cart-parts';
import { cartTexts } from './cart-texts';

/**
 * /panier: the cart lives in the visitor's browser, so the page is a shell that cart-page-script.ts
 * fills from the saved copy. Orders go to the general contact on WhatsApp.
 */
const part = (name: keyof typeof cartParts) => partOf(cartParts, name);

export function CartPage() {
  const chatHref = whatsAppHref(generalContact.phone);
  return (
    <>
      <h1>Panier</h1>
      <div className="cart-page" data-cart-page data-chat-href={chatHref}>
        <p {...part('loading')}>Chargement du panier…</p>
        <noscript>
          <p>Le panier a besoin de JavaScript. Vous pouvez aussi commander depuis l’application.</p>
        </noscript>
        <div className="cart-empty" {...part('empty')} hidden>
          <p tabIndex={-1} {...part('emptyMessage')}>
            Votre panier est vide.
          </p>
          <a href="/boutique" className="button">
            Voir la boutique
          </a>
        </div>
        <div {...part('filled')} hidden>
          <ul className="cart-lines" aria-label="Articles du panier" {...part('lines')} />
          <div className="cart-summary">
            <div className="cart-zone" data-cart-zone>
              <label htmlFor="cart-zone">Quartier de livraison</label>
              <select id="cart-zone" className="field-control" {...part('zoneSelect')} aria-describedby="cart-zone-message">
                <option value="">Chargement des quartiers…</option>
              </select>
              <p id="cart-zone-message" className="cart-zone__message" {...part('zoneMessage')} />
            </div>
            <p className="cart-summary__fee" {...part('feeLine')} hidden>
              Livraison : <strong {...part('fee')} />
            </p>
            <p className="cart-summary__total">
              Total (<span {...part('itemCount')} />) : <strong {...part('total')} />
            </p>
            <a href={chatHref} className="button button--whatsapp" target="_blank" rel="noopener" {...part('order')}>
              Commander sur WhatsApp<span className="visually-hidden"> (nouvel onglet)</span>
            </a>
            <p className="cart-summary__note">
              Votre commande part en message à notre service client, qui vous confirme la disponibilité, le prix et la livraison.
            </p>
            <a href="/boutique">Continuer mes achats</a>
          </div>
        </div>
        <p className="visually-hidden" role="status" {...part('announce')} />
        <PageTexts texts={cartTexts[publicLanguage]} {...part('texts')} />
      </div>
      <section className="closing" aria-labelledby="cart-app-title">
        <h2 id="cart-app-title">Commandez aussi depuis l’application</h2>
        <p>Suivez vos commandes et payez par Mobile Money depuis l’application Android {brand.name}.</p>
        <a href="/télécharger" className="button button--ghost">
          Télécharger l’application
        </a>
      </section>
    </>
  );
}
