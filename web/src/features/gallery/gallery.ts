import { NO_ZOOM, clampPan, containSize, zoomAt, type Point, type ZoomState } from './zoom';

const SWIPE_DISTANCE = 50;
// Movement under this is still a tap: fingers wobble.
const TAP_SLOP = 10;
const DOUBLE_TAP_MS = 300;
const KEY_ZOOM_STEP = 1.5;
// Turns wheel pixels into a zoom factor: one ~100 px mouse notch zooms by about 22 %.
const WHEEL_SPEED = 0.002;

function button(className: string, label: string, glyph: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `gallery-dialog__button ${className}`;
  element.setAttribute('aria-label', label);
  element.textContent = glyph;
  return element;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Turns every `[data-gallery]` list rendered by GalleryThumbnails into a full-screen viewer with
 * keyboard, wheel, pinch, drag and swipe controls. Returns a function that undoes it all.
 */
export function enhanceGalleries(root: ParentNode = document): () => void {
  const lifetime = new AbortController();
  const { signal } = lifetime;
  let teardownDialog = () => {};

  function buildDialog() {
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
    const close = button('gallery-dialog__close', 'Fermer', '×');
    bar.append(counter, close);

    const stage = document.createElement('div');
    stage.className = 'gallery-dialog__stage';
    const image = document.createElement('img');
    image.className = 'gallery-dialog__image';
    image.draggable = false;
    stage.append(image);

    const previous = button('gallery-dialog__previous', 'Image précédente', '‹');
    const next = button('gallery-dialog__next', 'Image suivante', '›');
    const caption = document.createElement('p');
    caption.className = 'gallery-dialog__caption';
    element.append(bar, stage, previous, next, caption);
    document.body.append(element);

    let items: HTMLAnchorElement[] = [];
    let index = 0;
    let opener: HTMLElement | undefined;
    let bodyOverflow = '';
    let state = NO_ZOOM;
    const pointers = new Map<number, Point>();
    let start: Point = { x: 0, y: 0 };
    let moved = false;
    let pinched = false;
    let downOnImage = false;
    let lastTap: { at: number; point: Point } | undefined;

    const viewport = () => stage.getBoundingClientRect();
    const local = (event: MouseEvent): Point => {
      const rect = viewport();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
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
    const zoomBy = (factor: number, point: Point) => setZoom(zoomAt(state, factor, point, viewport()));
    const zoomFromCentre = (factor: number) => {
      const { width, height } = viewport();
      zoomBy(factor, { x: width / 2, y: height / 2 });
    };

    function show(at: number) {
      index = (at + items.length) % items.length;
      const link = items[index];
      if (!link) return;
      stage.classList.add('is-loading');
      image.src = link.href;
      image.alt = link.querySelector('img')?.alt ?? '';
      counter.textContent = `${index + 1} / ${items.length}`;
      caption.textContent = link.dataset.caption ?? '';
      caption.hidden = !caption.textContent;
      setZoom(NO_ZOOM);
    }

    function open(gallery: HTMLElement, link: HTMLAnchorElement) {
      items = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-gallery-item]')];
      opener = link;
      element.setAttribute('aria-label', gallery.getAttribute('aria-label') ?? 'Galerie d’images');
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
      // A gesture cut short by Escape never sends its pointerup here.
      pointers.clear();
      document.body.style.overflow = bodyOverflow;
      opener?.focus();
    }

    const on = <K extends keyof HTMLElementEventMap>(
      target: HTMLElement | Document | Window,
      type: K,
      listener: (event: HTMLElementEventMap[K]) => void,
      passive?: boolean,
    ) => target.addEventListener(type, listener as EventListener, { signal, passive });

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

    on(
      stage,
      'wheel',
      (event) => {
        event.preventDefault();
        // Firefox may count in lines rather than pixels.
        const pixels = event.deltaY * (event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : 1);
        zoomBy(Math.exp(-pixels * WHEEL_SPEED), local(event));
      },
      false,
    );

    // Pointer gestures: one pointer pans (zoomed) or swipes (not zoomed), two pointers pinch, and
    // two quick taps toggle the zoom. Mouse double-clicks come through here too, as two taps.
    on(stage, 'pointerdown', (event) => {
      if (event.button > 0) return;
      downOnImage = event.target === image;
      stage.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, local(event));
      if (pointers.size === 1) {
        start = local(event);
        moved = pinched = false;
      }
      pinched ||= pointers.size > 1;
      stage.classList.add('is-dragging');
    });

    on(stage, 'pointermove', (event) => {
      const before = pointers.get(event.pointerId);
      if (!before) return;
      const after = local(event);
      const others = [...pointers].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
      pointers.set(event.pointerId, after);
      moved ||= distance(start, after) > TAP_SLOP;
      const other = others[0];
      if (other) {
        const from = middle(before, other);
        const to = middle(after, other);
        const panned = { ...state, x: state.x + to.x - from.x, y: state.y + to.y - from.y };
        setZoom(zoomAt(panned, distance(after, other) / distance(before, other), to, viewport()));
      } else if (state.zoom > 1) {
        setZoom({ ...state, x: state.x + after.x - before.x, y: state.y + after.y - before.y });
      }
    });

    const release = (event: PointerEvent) => {
      if (!pointers.delete(event.pointerId) || pointers.size) return;
      stage.classList.remove('is-dragging');
      if (pinched || event.type === 'pointercancel') return;
      const end = local(event);
      const dx = end.x - start.x;
      if (state.zoom === 1 && Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(end.y - start.y)) {
        show(dx < 0 ? index + 1 : index - 1);
      } else if (!moved) {
        if (lastTap && event.timeStamp - lastTap.at < DOUBLE_TAP_MS && distance(lastTap.point, end) < 3 * TAP_SLOP) {
          lastTap = undefined;
          setZoom(state.zoom > 1 ? NO_ZOOM : zoomAt(state, 2, end, viewport()));
        } else {
          lastTap = { at: event.timeStamp, point: end };
        }
      }
    };
    on(stage, 'pointerup', release);
    on(stage, 'pointercancel', release);

    // Only the backdrop closes, and not at the end of a drag. The stage captures pointers, so a
    // tap on the image reports its click on the stage: where the pointer went down tells them apart.
    on(element, 'click', (event) => {
      if (!moved && !downOnImage && (event.target === stage || event.target === element)) hide();
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
