// The geometry of ImageViewer: how large the fitted image is, how far a zoomed image may be moved, and the zoom
// steps. The image is drawn at its fitted size, then rotated and scaled about its centre; `zoom` is relative to
// the fitted size (1 = fits the stage) and `x`/`y` move it from the stage's centre, in screen pixels.

export interface Size {
  width: number;
  height: number;
}

export interface View {
  zoom: number;
  /** Clockwise degrees: 0, 90, 180 or 270. */
  rotation: number;
  x: number;
  y: number;
}

/** Zoom levels the buttons and keys step through, relative to the fitted size. */
export const ZOOM_STEPS = [1, 1.25, 1.5, 2, 3, 4, 6, 8] as const;

export function rotatedSize(size: Size, rotation: number): Size {
  return rotation % 180 === 0 ? size : { width: size.height, height: size.width };
}

/** Scale at which the (rotated) image just fits the stage; 1 while either size is unknown. */
export function fitScale(natural: Size, stage: Size, rotation: number): number {
  const turned = rotatedSize(natural, rotation);
  if (turned.width <= 0 || turned.height <= 0 || stage.width <= 0 || stage.height <= 0) return 1;
  return Math.min(stage.width / turned.width, stage.height / turned.height);
}

/** How far the image may move from the centre each way before an edge comes inside the stage. */
export function panLimits(view: View, natural: Size, stage: Size, fit: number): { x: number; y: number } {
  const turned = rotatedSize(natural, view.rotation);
  return {
    x: Math.max(0, (turned.width * fit * view.zoom - stage.width) / 2),
    y: Math.max(0, (turned.height * fit * view.zoom - stage.height) / 2),
  };
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;

/** The view with its offset kept inside the limits (a smaller-than-stage image stays centred). */
export function clampPan(view: View, natural: Size, stage: Size, fit: number): View {
  const limits = panLimits(view, natural, stage, fit);
  return { ...view, x: clamp(view.x, limits.x), y: clamp(view.y, limits.y) };
}

/** The next zoom step up (direction 1) or down (-1) from `zoom`, within [min, max]. */
export function nextZoom(zoom: number, direction: 1 | -1, min: number, max: number): number {
  const steps = [...new Set([min, ...ZOOM_STEPS.filter((step) => step > min && step < max), max])].sort(
    (a, b) => a - b,
  );
  const epsilon = 1e-6;
  const next =
    direction === 1
      ? steps.find((step) => step > zoom + epsilon)
      : steps.findLast((step) => step < zoom - epsilon);
  return next ?? zoom;
}
