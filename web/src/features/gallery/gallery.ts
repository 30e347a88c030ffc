import type { GalleryTexts } from '../../components/gallery/gallery-texts';
import { findTexts, sayIn } from '../../lib/page-texts';
import { stageGestures, type Listen } from './gallery-gestures';
import { dialogMarkup } from './gallery-markup';
import { NO_ZOOM, clampPan, containSize, zoomAt, type ZoomState } from './zoom';

const KEY_ZOOM_STEP = 1.5;

/**
 * Turns every `[data-gallery]` list rendered by GalleryThumbnails into a full-screen viewer with
 * keyboard, wheel, pinch, drag and swipe controls. Returns a function that undoes it all.
 */
export function enhanceGalleries(root: ParentNode = document): () => void {
  const texts = findTexts<GalleryTexts>(root, 'gallery');
  if (!texts) {
    console.error('The gallery is missing its texts');
    return () => undefined;
  }
  const say = sayIn(texts);
  const lifetime = new AbortController();
  const { signal } = lifetime;
  let teardownDialog = () => {};

  function buildDialog() {
    const { element, counter, close, stage, image, previous, next, caption } = dialogMarkup(say);
    document.body.append(element);

    let items: HTMLAnchorElement[] = [];
    let index = 0;
    let opener: HTMLElement | undefined;
    let bodyOverflow = '';
    let state = NO_ZOOM;

    const viewport = () => stage.getBoundingClientRect();
    // The laid-out size, which ignores transforms; before the image has loaded, work it out from
    // the size the markup announces.
    const imageSize = () => {
      const link = items[index];
      return image.offsetWidth
        ? { width: image.offsetWidth, height: image.offsetHeight }
        : containSize({ width: Number(link?.dataset.width), height: Number(link?.dataset.height) }, viewport());
    };

    function setZoom(next: ZoomState) {
      state = clampPan(next, imageSize(), viewport());
      image.style.transform = `translate(${state.x}px, ${state.y}px) scale(${state.zoom})`;
      image.dataset.zoom = String(Math.round(state.zoom * 100) / 100);
    }
    const zoomFromCentre = (factor: number) => {
      const { width, height } = viewport();
      setZoom(zoomAt(state, factor, { x: width / 2, y: height / 2 }, viewport()));
    };

    function show(at: number) {
      index = (at + items.length) % items.length;
      const link = items[index];
      if (!link) return;
      stage.classList.add('is-loading');
      image.src = link.href;
      image.alt = link.querySelector('img')?.alt ?? '';
      counter.textContent = say('position', { position: index + 1, count: items.length });
      caption.textContent = link.dataset.caption ?? '';
      caption.hidden = !caption.textContent;
      setZoom(NO_ZOOM);
    }

    function open(gallery: HTMLElement, link: HTMLAnchorElement) {
      items = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-gallery-item]')];
      opener = link;
      element.setAttribute('aria-label', gallery.getAttribute('aria-label') ?? say('gallery'));
      previous.hidden = next.hidden = items.length < 2;
      show(items.indexOf(link));
      if (element.hidden) bodyOverflow = document.body.style.overflow;
      element.hidden = false;
      document.body.style.overflow = 'hidden';
      close.focus();
    }

    function hide() {
      if (element.hidden) return;
      element.hidden = true;
      gestures.forget();
      document.body.style.overflow = bodyOverflow;
      opener?.focus();
    }

    const on: Listen = (target, type, listener, passive) =>
      target.addEventListener(type, listener as EventListener, { signal, passive });
    const gestures = stageGestures(
      stage,
      image,
      { zoom: () => state, setZoom, viewport, swipe: (step) => show(index + step) },
      on,
    );

    const loaded = () => stage.classList.remove('is-loading');
    on(image, 'load', loaded);
    on(image, 'error', loaded);
    on(close, 'click', hide);
    on(previous, 'click', () => show(index - 1));
    on(next, 'click', () => show(index + 1));

    on(document, 'keydown', (event) => {
      if (element.hidden || event.altKey || event.ctrlKey || event.metaKey) return;
      const actions: Record<string, () => void> = {
        Escape: hide,
        ArrowLeft: () => show(index - 1),
        ArrowRight: () => show(index + 1),
        '+': () => zoomFromCentre(KEY_ZOOM_STEP),
        '=': () => zoomFromCentre(KEY_ZOOM_STEP),
        '-': () => zoomFromCentre(1 / KEY_ZOOM_STEP),
      };
      const action = actions[event.key];
      if (action) {
        event.preventDefault();
        action();
      } else if (event.key === 'Tab') {
        const focusable = [close, previous, next].filter((control) => !control.hidden);
        const at = focusable.indexOf(document.activeElement as HTMLButtonElement);
        if (at === -1 || at === (event.shiftKey ? 0 : focusable.length - 1)) {
          event.preventDefault();
          focusable.at(event.shiftKey ? -1 : 0)?.focus();
        }
      }
    });

    // Only the backdrop closes, and not at the end of a drag. The stage captures pointers, so a
    // tap on the image reports its click on the stage: where the pointer went down tells them apart.
    on(element, 'click', (event) => {
      if (gestures.tappedOffImage() && (event.target === stage || event.target === element)) hide();
    });
    on(window, 'resize', () => setZoom(state));

    teardownDialog = () => {
      hide();
      element.remove();
    };
    return open;
  }

  let openDialog: ReturnType<typeof buildDialog> | undefined;
  for (const gallery of root.querySelectorAll<HTMLElement>('[data-gallery]')) {
    gallery.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-gallery-item]');
        // Modified clicks keep their usual meaning, such as opening the image in a new tab.
        if (!link || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openDialog ??= buildDialog();
        openDialog(gallery, link);
      },
      { signal },
    );
    // Until this is set, a thumbnail is a plain link to the picture (the page works without script).
    gallery.dataset.galleryReady = '';
  }

  return () => {
    lifetime.abort();
    teardownDialog();
  };
}
