import type { GalleryTexts } from '../../components/gallery/gallery-texts';
import type { Say } from '../../lib/page-texts';

function button(className: string, label: string, glyph: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `gallery-dialog__button ${className}`;
  element.setAttribute('aria-label', label);
  element.textContent = glyph;
  return element;
}

/**
 * The viewer's elements, hidden until a thumbnail opens it: a bar with the counter and Fermer, the
 * stage with the picture, the previous and next buttons and the caption.
 */
export function dialogMarkup(say: Say<GalleryTexts>) {
  const element = document.createElement('div');
  element.className = 'gallery-dialog';
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-modal', 'true');
  // Clicks on the backdrop then keep focus in the dialog instead of dropping it on the page.
  element.tabIndex = -1;
  element.hidden = true;

  const bar = document.createElement('div');
  bar.className = 'gallery-dialog__bar';
  const counter = document.createElement('p');
  counter.className = 'gallery-dialog__counter';
  counter.setAttribute('aria-live', 'polite');
  const close = button('gallery-dialog__close', say('close'), '×');
  bar.append(counter, close);

  const stage = document.createElement('div');
  stage.className = 'gallery-dialog__stage';
  const image = document.createElement('img');
  image.className = 'gallery-dialog__image';
  image.draggable = false;
  stage.append(image);

  const previous = button('gallery-dialog__previous', say('previous'), '‹');
  const next = button('gallery-dialog__next', say('next'), '›');
  const caption = document.createElement('p');
  caption.className = 'gallery-dialog__caption';
  element.append(bar, stage, previous, next, caption);
  return { element, counter, close, stage, image, previous, next, caption };
}
