// Over 300 lines on purpose: one component's behaviours (open, step, zoom, pan, close) on one
// rendered page; split, each file would repeat that page and its helpers.

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { enhanceGalleries } from './gallery';
import { GalleryThumbnails } from '../../components/gallery/gallery-thumbnails';
import type { GalleryImage } from '../../components/gallery/gallery-types';

const screens = ['Accueil', 'Boutiques', 'Panier', 'Paiement', 'Livraison'];
const images: GalleryImage[] = screens.map((name, i) => ({
  full: `/captures/${i + 1}.webp`,
  fullWidth: 1080,
  fullHeight: 2340,
  thumb: `/captures/${i + 1}-240.webp`,
  thumbSrcSet: `/captures/${i + 1}-240.webp 240w, /captures/${i + 1}-480.webp 480w`,
  thumbSizes: '(min-width: 600px) 150px, 30vw',
  thumbWidth: 240,
  thumbHeight: 520,
  alt: `Écran ${name}`,
  caption: i === 4 ? undefined : `L’écran ${name} de l’application`,
}));

// jsdom has no layout: the stage is a 400×800 phone screen. The 1080×2340 screenshot then lays out
// at 369.2×800, so at 2x it may pan 169.2 px either way across and 400 px up and down.
const stageRect = { left: 0, top: 0, width: 400, height: 800, right: 400, bottom: 800, x: 0, y: 0 };
const panLimitX = (369.23 * 2 - 400) / 2;

// jsdom has no PointerEvent either: a MouseEvent carrying a pointerId is all the viewer reads.
class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

function pointer(type: string, x: number, y: number, pointerId = 1, target: Element = stage()) {
  fireEvent(target, new FakePointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerId }));
}

function drag(from: [number, number], to: [number, number]) {
  pointer('pointerdown', ...from);
  pointer('pointermove', (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
  pointer('pointermove', ...to);
  pointer('pointerup', ...to);
}

function tap(x = 200, y = 400) {
  pointer('pointerdown', x, y);
  pointer('pointerup', x, y);
}

/** Clicks and reports whether the browser would have followed the link, without letting jsdom try. */
function clickFollowsLink(link: HTMLElement, init?: MouseEventInit) {
  let followed = false;
  const watch = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', watch);
  fireEvent.click(link, init);
  document.removeEventListener('click', watch);
  return followed;
}

const thumbnail = (n: number) => screen.getAllByRole('link')[n - 1] as HTMLAnchorElement;
const dialog = () => screen.getByRole('dialog', { name: 'Captures d’écran de Kasuwa' });
const stage = () => dialog().querySelector('.gallery-dialog__stage') as HTMLElement;
const fullImage = () => within(dialog()).getByRole('img');
const zoom = () => fullImage().dataset.zoom;
const pan = () =>
  fullImage()
    .style.transform.match(/translate\((.+)px, (.+)px\)/)
    ?.slice(1)
    .map(Number);
const counter = () => dialog().querySelector('.gallery-dialog__counter')?.textContent;

let cleanup: () => void;

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(stageRect as DOMRect);
  Element.prototype.setPointerCapture = jest.fn();
  document.body.innerHTML = renderToStaticMarkup(<GalleryThumbnails label="Captures d’écran de Kasuwa" images={images} />);
  cleanup = enhanceGalleries();
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('GalleryThumbnails', () => {
  it('renders plain links to the full images, which work without JavaScript', () => {
    const list = screen.getByRole('list', { name: 'Captures d’écran de Kasuwa' });
    expect(list).toHaveAttribute('data-gallery');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(images.map((image) => image.full));
    expect(links[0]).toHaveAccessibleName('Écran Accueil');
    expect(links[0]).toHaveAttribute('data-gallery-item');
    expect(links[0]).toHaveAttribute('data-width', '1080');
    expect(links[0]).toHaveAttribute('data-height', '2340');
    expect(links[0]).toHaveAttribute('data-caption', 'L’écran Accueil de l’application');
    expect(links[4]).not.toHaveAttribute('data-caption');
  });

  it('lazy-loads responsive thumbnails with their size reserved', () => {
    const thumb = within(thumbnail(1)).getByRole('img');
    expect(thumb).toHaveAttribute('src', '/captures/1-240.webp');
    expect(thumb).toHaveAttribute('srcset', images[0]?.thumbSrcSet);
    expect(thumb).toHaveAttribute('sizes', images[0]?.thumbSizes);
    expect(thumb).toHaveAttribute('width', '240');
    expect(thumb).toHaveAttribute('height', '520');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('decoding', 'async');
  });
});

describe('enhanceGalleries', () => {
  it('opens the viewer on the clicked picture instead of following the link', () => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(clickFollowsLink(thumbnail(2))).toBe(false);

    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(fullImage()).toHaveAttribute('src', 'http://localhost/captures/2.webp');
    expect(fullImage()).toHaveAccessibleName('Écran Boutiques');
    expect(counter()).toBe('2 / 5');
    expect(within(dialog()).getByText('L’écran Boutiques de l’application')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('leaves modified clicks alone so the image can open in a new tab', () => {
    expect(clickFollowsLink(thumbnail(1), { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('steps through the pictures with the buttons, wrapping around', async () => {
    await userEvent.click(thumbnail(5));
    expect(counter()).toBe('5 / 5');
    expect(dialog().querySelector('.gallery-dialog__caption')).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(counter()).toBe('1 / 5');
    expect(fullImage()).toHaveAccessibleName('Écran Accueil');

    await userEvent.click(screen.getByRole('button', { name: 'Image précédente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(counter()).toBe('4 / 5');
  });

  it('steps through the pictures with the arrow keys, wrapping around', async () => {
    await userEvent.click(thumbnail(1));
    await userEvent.keyboard('{ArrowLeft}');
    expect(counter()).toBe('5 / 5');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(counter()).toBe('3 / 5');
    expect(fullImage()).toHaveAttribute('src', 'http://localhost/captures/3.webp');
  });

  it('closes on Escape and gives focus back to the thumbnail that opened it', async () => {
    await userEvent.click(thumbnail(3));
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail(3)).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and gives focus back', async () => {
    await userEvent.click(thumbnail(4));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail(4)).toHaveFocus();

    await userEvent.click(thumbnail(1));
    expect(counter()).toBe('1 / 5');
  });

  it('keeps Tab inside the viewer', async () => {
    await userEvent.click(thumbnail(1));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Image précédente' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Image suivante' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Image suivante' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on the picture', async () => {
    await userEvent.click(thumbnail(1));
    fireEvent.click(fullImage());
    expect(dialog()).toBeInTheDocument();
    fireEvent.click(stage());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail(1)).toHaveFocus();
  });

  it('stays open after a tap on the picture, though the stage captured the pointer', async () => {
    await userEvent.click(thumbnail(1));
    pointer('pointerdown', 200, 400, 1, fullImage());
    pointer('pointerup', 200, 400);
    // Browsers send the click of a captured pointer to the capturing element.
    fireEvent.click(stage());
    expect(dialog()).toBeInTheDocument();
  });

  it('zooms with the wheel between 1x and 3x', async () => {
    await userEvent.click(thumbnail(1));
    expect(zoom()).toBe('1');
    for (let i = 0; i < 10; i++) fireEvent.wheel(stage(), { deltaY: -500, clientX: 100, clientY: 100 });
    expect(zoom()).toBe('3');
    expect(fullImage().style.transform).toContain('scale(3)');
    for (let i = 0; i < 10; i++) fireEvent.wheel(stage(), { deltaY: 500, clientX: 100, clientY: 100 });
    expect(zoom()).toBe('1');
    expect(pan()).toEqual([0, 0]);
  });

  it('zooms around the cursor', async () => {
    await userEvent.click(thumbnail(1));
    fireEvent.wheel(stage(), { deltaY: -100, clientX: 300, clientY: 200 });
    const [x = 0, y = 0] = pan() ?? [];
    // Zooming in about a point right of and above the centre pushes the picture left and down.
    expect(x).toBeLessThan(0);
    expect(y).toBeGreaterThan(0);
  });

  it('zooms with the + and - keys between 1x and 3x', async () => {
    await userEvent.click(thumbnail(1));
    // Each step: the keys pressed, then the zoom they lead to.
    for (const [keys, expected] of [
      ['+', '1.5'],
      ['++++', '3'],
      ['-', '2'],
      ['-----', '1'],
    ] as const) {
      await userEvent.keyboard(keys);
      expect(zoom()).toBe(expected);
    }
  });

  it('starts each picture unzoomed', async () => {
    await userEvent.click(thumbnail(1));
    await userEvent.keyboard('++');
    await userEvent.keyboard('{ArrowRight}');
    expect(zoom()).toBe('1');
  });

  it('toggles 2x and 1x with a double tap', async () => {
    await userEvent.click(thumbnail(1));
    tap();
    tap();
    expect(zoom()).toBe('2');
    tap();
    tap();
    expect(zoom()).toBe('1');
  });

  it('pans a zoomed picture by dragging, never past its edges', async () => {
    await userEvent.click(thumbnail(1));
    tap();
    tap();
    drag([200, 400], [250, 300]);
    expect(pan()).toEqual([50, -100]);
    drag([200, 400], [1200, 400]);
    expect(pan()?.[0]).toBeCloseTo(panLimitX);
    expect(counter()).toBe('1 / 5');
    fireEvent.click(stage());
    expect(dialog()).toBeInTheDocument();
  });

  it('goes to the next or previous picture with a horizontal swipe at 1x', async () => {
    await userEvent.click(thumbnail(1));
    drag([300, 400], [150, 420]);
    expect(counter()).toBe('2 / 5');
    drag([100, 400], [300, 400]);
    drag([100, 400], [300, 400]);
    expect(counter()).toBe('5 / 5');
    drag([200, 200], [230, 500]);
    expect(counter()).toBe('5 / 5');
  });

  it('pinches with two pointers to zoom', async () => {
    await userEvent.click(thumbnail(1));
    pointer('pointerdown', 150, 400, 1);
    pointer('pointerdown', 250, 400, 2);
    pointer('pointermove', 100, 400, 1);
    pointer('pointermove', 300, 400, 2);
    expect(zoom()).toBe('2');
    pointer('pointermove', 0, 400, 1);
    pointer('pointermove', 400, 400, 2);
    expect(zoom()).toBe('3');
    pointer('pointerup', 0, 400, 1);
    pointer('pointerup', 400, 400, 2);
    expect(counter()).toBe('1 / 5');
  });

  it('stops handling the galleries once cleaned up', async () => {
    await userEvent.click(thumbnail(1));
    cleanup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(clickFollowsLink(thumbnail(2))).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
