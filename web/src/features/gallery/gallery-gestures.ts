import { NO_ZOOM, zoomAt, type Point, type ZoomState } from './zoom';

const SWIPE_DISTANCE = 50;
// Movement under this is still a tap: fingers wobble.
const TAP_SLOP = 10;
const DOUBLE_TAP_MS = 300;
// Turns wheel pixels into a zoom factor: one ~100 px mouse notch zooms by about 22 %.
const WHEEL_SPEED = 0.002;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** What the gestures act on: the picture's zoom and pan, and the move to another picture. */
export interface ZoomView {
  zoom(): ZoomState;
  setZoom(next: ZoomState): void;
  viewport(): DOMRect;
  /** Another picture: 1 the next, -1 the one before. */
  swipe(step: 1 | -1): void;
}

export type Listen = <K extends keyof HTMLElementEventMap>(
  target: HTMLElement | Document | Window,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
  passive?: boolean,
) => void;

/**
 * The wheel and pointer gestures of the viewer's stage: one pointer pans (zoomed) or swipes (not
 * zoomed), two pointers pinch, and two quick taps toggle the zoom (mouse double-clicks come through
 * as two taps). Tells the viewer whether the last press was a tap off the picture (the backdrop's
 * close), and forgets a gesture cut short.
 */
export function stageGestures(stage: HTMLElement, image: HTMLImageElement, view: ZoomView, on: Listen) {
  const pointers = new Map<number, Point>();
  let start: Point = { x: 0, y: 0 };
  let moved = false;
  let pinched = false;
  let downOnImage = false;
  let lastTap: { at: number; point: Point } | undefined;

  const local = (event: MouseEvent): Point => {
    const rect = view.viewport();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const zoomBy = (factor: number, point: Point) => view.setZoom(zoomAt(view.zoom(), factor, point, view.viewport()));

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
    const state = view.zoom();
    if (other) {
      const from = middle(before, other);
      const to = middle(after, other);
      const panned = { ...state, x: state.x + to.x - from.x, y: state.y + to.y - from.y };
      view.setZoom(zoomAt(panned, distance(after, other) / distance(before, other), to, view.viewport()));
    } else if (state.zoom > 1) {
      view.setZoom({ ...state, x: state.x + after.x - before.x, y: state.y + after.y - before.y });
    }
  });

  const release = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId) || pointers.size) return;
    stage.classList.remove('is-dragging');
    if (pinched || event.type === 'pointercancel') return;
    const end = local(event);
    const dx = end.x - start.x;
    const state = view.zoom();
    if (state.zoom === 1 && Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(end.y - start.y)) {
      view.swipe(dx < 0 ? 1 : -1);
    } else if (!moved) {
      if (lastTap && event.timeStamp - lastTap.at < DOUBLE_TAP_MS && distance(lastTap.point, end) < 3 * TAP_SLOP) {
        lastTap = undefined;
        view.setZoom(state.zoom > 1 ? NO_ZOOM : zoomAt(state, 2, end, view.viewport()));
      } else {
        lastTap = { at: event.timeStamp, point: end };
      }
    }
  };
  on(stage, 'pointerup', release);
  on(stage, 'pointercancel', release);

  return {
    /** The last press neither moved nor started on the picture: a tap on the backdrop. */
    tappedOffImage: () => !moved && !downOnImage,
    /** A gesture cut short (by Escape) never sends its pointerup. */
    forget: () => pointers.clear(),
  };
}
