import { NO_ZOOM, clampPan, clampZoom, containSize, zoomAt, type Point, type Size, type ZoomState } from './zoom';

const viewport: Size = { width: 400, height: 800 };

/** The image point shown at `point`, in image pixels from the image centre at zoom 1. */
function imagePointUnder(state: ZoomState, point: Point) {
  return {
    x: (point.x - viewport.width / 2 - state.x) / state.zoom,
    y: (point.y - viewport.height / 2 - state.y) / state.zoom,
  };
}

describe('clampZoom', () => {
  it('keeps the zoom between 1 and 3', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(1)).toBe(1);
    expect(clampZoom(2.5)).toBe(2.5);
    expect(clampZoom(3)).toBe(3);
    expect(clampZoom(12)).toBe(3);
  });

  it('falls back to no zoom for a nonsense value', () => {
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('zoomAt', () => {
  it('keeps the point under the cursor fixed', () => {
    const point = { x: 300, y: 150 };
    const before: ZoomState = { zoom: 1.5, x: 20, y: -40 };
    const after = zoomAt(before, 1.6, point, viewport);
    expect(after.zoom).toBeCloseTo(2.4);
    const [was, is] = [imagePointUnder(before, point), imagePointUnder(after, point)];
    expect(is.x).toBeCloseTo(was.x);
    expect(is.y).toBeCloseTo(was.y);
  });

  it('zooming at the centre does not pan', () => {
    expect(zoomAt(NO_ZOOM, 2, { x: 200, y: 400 }, viewport)).toEqual({ zoom: 2, x: 0, y: 0 });
  });

  it('clamps the zoom and keeps the point fixed at the limit', () => {
    const point = { x: 50, y: 700 };
    const before: ZoomState = { zoom: 2, x: 0, y: 0 };
    const after = zoomAt(before, 10, point, viewport);
    expect(after.zoom).toBe(3);
    expect(imagePointUnder(after, point).x).toBeCloseTo(imagePointUnder(before, point).x);
  });

  it('drops the pan on returning to 1x', () => {
    expect(zoomAt({ zoom: 2, x: 80, y: -30 }, 0.25, { x: 10, y: 10 }, viewport)).toEqual(NO_ZOOM);
  });
});

describe('clampPan', () => {
  const image: Size = { width: 300, height: 600 };

  it('lets a zoomed image pan until its edge meets the viewport edge', () => {
    // At 2x the image is 600×1200 in a 400×800 viewport: 100 px spare each side across, 200 down.
    expect(clampPan({ zoom: 2, x: 500, y: -900 }, image, viewport)).toEqual({ zoom: 2, x: 100, y: -200 });
    expect(clampPan({ zoom: 2, x: -50, y: 120 }, image, viewport)).toEqual({ zoom: 2, x: -50, y: 120 });
  });

  it('centres an axis where the zoomed image is still smaller than the viewport', () => {
    const narrow = { width: 100, height: 600 };
    expect(clampPan({ zoom: 3, x: -70, y: 50 }, narrow, viewport)).toEqual({ zoom: 3, x: 0, y: 50 });
  });

  it('resets the pan at 1x', () => {
    expect(clampPan({ zoom: 1, x: 40, y: 40 }, image, viewport)).toEqual(NO_ZOOM);
  });
});

describe('containSize', () => {
  it('shrinks to fit, keeping the aspect ratio', () => {
    expect(containSize({ width: 1080, height: 2400 }, viewport)).toEqual({ width: 360, height: 800 });
  });

  it('never enlarges a small image', () => {
    expect(containSize({ width: 200, height: 100 }, viewport)).toEqual({ width: 200, height: 100 });
  });
});
