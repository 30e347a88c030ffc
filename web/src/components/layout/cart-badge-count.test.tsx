import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { CurrentPathContext } from './current-path';
import { TopBar } from './top-bar';
import type { CartItem } from '../../lib/cart/cart';
import { enhanceCartBadge } from './cart-badge-count';
import { cartStorageKey, saveCart, serializeCart } from '../../lib/cart/cart-storage';
import { freshCartEachTest } from '../../test/cart-lines';

const line = (id: string, quantity: number): CartItem => ({ id, title: id, price: 1000, image: '', category: '', quantity });

function renderTopBar(path = '/') {
  document.body.innerHTML = renderToStaticMarkup(
    <CurrentPathContext.Provider value={path}>
      <TopBar />
    </CurrentPathContext.Provider>,
  );
}

const badge = () => document.querySelector<HTMLElement>('[data-cart-count]') as HTMLElement;

const stopAfterTest = freshCartEachTest();

describe('the top bar’s cart link', () => {
  it('is rendered without a count, outside the menu, and leads to /panier', () => {
    renderTopBar();
    const link = screen.getByRole('link', { name: 'Panier' });
    expect(link).toHaveAttribute('href', '/panier');
    expect(link.closest('nav')).toBeNull();
    expect(badge()).toHaveTextContent('');
    expect(badge()).not.toBeVisible();
  });

  it('is marked as the current page on /panier only', () => {
    renderTopBar('/panier');
    expect(screen.getByRole('link', { name: 'Panier' })).toHaveAttribute('aria-current', 'page');
    renderTopBar('/boutique');
    expect(screen.getByRole('link', { name: 'Panier' })).not.toHaveAttribute('aria-current');
  });

  it('shows the number of articles of the saved cart, in the badge and in its name', () => {
    localStorage.setItem(cartStorageKey, serializeCart([line('a', 2), line('b', 1)]));
    renderTopBar();
    stopAfterTest(enhanceCartBadge());
    expect(screen.getByRole('link', { name: 'Panier, 3 articles' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('3');
    expect(badge()).toBeVisible();
  });

  it('says the cart is empty, and hides the badge, when there is nothing or only damage', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(cartStorageKey, '{not json');
    renderTopBar();
    stopAfterTest(enhanceCartBadge());
    expect(screen.getByRole('link', { name: 'Panier, vide' })).toBeInTheDocument();
    expect(badge()).not.toBeVisible();
  });

  it('follows a product added on the same page', () => {
    renderTopBar();
    stopAfterTest(enhanceCartBadge());
    saveCart([line('a', 1)]);
    expect(screen.getByRole('link', { name: 'Panier, 1 article' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('1');
  });

  it('follows a change made in another tab', () => {
    renderTopBar();
    stopAfterTest(enhanceCartBadge());
    const value = serializeCart([line('a', 4)]);
    localStorage.setItem(cartStorageKey, value);
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey, newValue: value }));
    expect(badge()).toHaveTextContent('4');
  });

  it('keeps a large count short', () => {
    localStorage.setItem(cartStorageKey, serializeCart([line('a', 99), line('b', 99)]));
    renderTopBar();
    stopAfterTest(enhanceCartBadge());
    expect(badge()).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Panier, 198 articles' })).toBeInTheDocument();
  });
});
