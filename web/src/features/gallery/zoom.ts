/**
 * Zoom and pan maths for the gallery viewer, kept free of the DOM so it can be unit-tested.
 *
 * The image is centred in the viewport, styled `transform: translate(x, y) scale(zoom)` with the
 * default centre transform-origin. So `x`/`y` are offsets from the centred position, and the
 * screen point `s` (measured from the viewport centre) shows the image point `(s - translate) / zoom`.
 */
export type ZoomState = { zoom: number; x: number; y: number };
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const NO_ZOOM: ZoomState = { zoom: MIN_ZOOM, x: 0, y: 0 };

export function clampZoom(zoom: number): number {
  // Written so NaN (say from a zero pinch distance) falls back to no zoom instead of spreading.
  if (zoom > MAX_ZOOM) return MAX_ZOOM;
  return zoom >= MIN_ZOOM ? zoom : MIN_ZOOM;
}

/** Multiplies the zoom by `factor` while the image point under `point` (from the viewport's top left) stays put. */
export function zoomAt(state: ZoomState, factor: number, point: Point, viewport: Size): ZoomState {
  const zoom = clampZoom(state.zoom * factor);
  if (zoom === MIN_ZOOM) return NO_ZOOM;
  const ratio = zoom / state.zoom;
  const sx = point.x - viewport.width / 2;
  const sy = point.y - viewport.height / 2;
  return { zoom, x: sx - (sx - state.x) * ratio, y: sy - (sy - state.y) * ratio };
}

/**
 * Keeps a zoomed image covering the viewport along each axis where it is larger than the viewport,
 * and centred along an axis where it is smaller, so it can never be dragged out of sight.
 * `image` is the laid-out size at zoom 1.
 */
export function clampPan(state: ZoomState, image: Size, viewport: Size): ZoomState {
  if (state.zoom <= MIN_ZOOM) return NO_ZOOM;
  const limit = (offset: number, length: number, room: number) => {
    const max = (length * state.zoom - room) / 2;
    // `0` rather than the clamp of an offset, which could give -0.
    return max > 0 ? Math.min(max, Math.max(-max, offset)) : 0;
  };
  return {
    zoom: state.zoom,
    x: limit(state.x, image.width, viewport.width),
    y: limit(state.y, image.height, viewport.height),
  };
}

/** The size of `natural` shrunk, never enlarged, to fit `box`: what `max-width/max-height: 100%` lays out. */
export function containSize(natural: Size, box: Size): Size {
  const scale = Math.min(1, box.width / natural.width, box.height / natural.height);
  return { width: natural.width * scale, height: natural.height * scale };
}
