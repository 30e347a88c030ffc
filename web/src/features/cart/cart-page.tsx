import { brand, generalContact } from '@kasuwa/contract/brand';
import { PageTexts } from '../../components/page-texts';
import { partOf } from '../../lib/page-parts';
import { publicLanguage } from '../../lib/page-texts';
import { whatsAppHref } from '../../lib/phone-links';
import { cartParts, orderParts } from './cart-parts';
import { cartTexts } from './cart-texts';
import { MyOrders, OrderConfirmation, OrderFields } from './order-form';

/**
 * /panier: the cart lives in the visitor's browser, so the page is a shell that cart-page-script.ts
 * fills from the saved copy. The form places the order on the server, without an account
 * (order-form-script.ts); WhatsApp stays for those who prefer to send the cart as a message.
 */
const part = (name: keyof typeof cartParts) => partOf(cartParts, name);
const orderPart = (name: keyof typeof orderParts) => partOf(orderParts, name);

export function CartPage() {
  const chatHref = whatsAppHref(generalContact.phone);
  return (
    <>
      <h1>Panier</h1>
      <div className="cart-page" data-cart-page data-chat-href={chatHref}>
        <OrderConfirmation />
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
          <form className="cart-summary" noValidate aria-label="Commande" {...orderPart('form')}>
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
            <OrderFields />
            <p className="order-form__message" role="alert" {...orderPart('formMessage')} />
            <button type="submit" className="button order-form__submit" {...orderPart('submit')}>
              Commander
            </button>
            <p className="cart-summary__note">
              Sans compte : la boutique reçoit votre commande et vous appelle pour confirmer. Vous pouvez aussi envoyer le panier
              en message.
            </p>
            <a href={chatHref} className="button button--ghost" target="_blank" rel="noopener" {...part('order')}>
              Commander sur WhatsApp<span className="visually-hidden"> (nouvel onglet)</span>
            </a>
            <a href="/boutique">Continuer mes achats</a>
          </form>
        </div>
        <MyOrders />
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
