import { useCurrentPath } from './current-path';

/**
 * The top bar's link to the cart. The count is not known at build time: features/cart/cart-badge-count.ts
 * fills the badge and the link's accessible name from the saved cart. The badge sits over the link's
 * corner, out of the flow, so its arrival moves nothing.
 */
export function CartBadge() {
  return (
    <a href="/panier" className="cart-link" aria-current={useCurrentPath() === '/panier' ? 'page' : undefined} data-cart-link>
      <svg className="cart-link__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M2 3h3l2.6 11.2a1 1 0 001 .8h9a1 1 0 001-.8L21 7H6M9.5 20.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM17.5 20.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>Panier</span>
      <span className="cart-link__count" aria-hidden="true" data-cart-count hidden />
    </a>
  );
}
