/**
 * The image viewer's view of its picture: zoom by a rate of 1.2 per step, the scale
 * held between 0.2 and 7, rotation in steps of 90 degrees, and a pan offset in CSS pixels.
 */
export const ZOOM_RATE = 1.2;
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 7;
export const ROTATION_STEP = 90;
/** How far one arrow key moves the picture. */
export const PAN_STEP = 40;

export interface ViewTransform {
  scale: number;
  /** Degrees clockwise, 0 to 270. */
  rotation: number;
  x: number;
  y: number;
}

export const INITIAL_VIEW: ViewTransform = { scale: 1, rotation: 0, x: 0, y: 0 };

// Rounded so that zooming in and out again lands exactly where it started (1.2 × 1.2 / 1.2 is not 1.2 in floats).
const round = (n: number) => Math.round(n * 1e6) / 1e6;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, round(scale)));

/** Zooms by whole steps: positive in, negative out. */
export function zoom(view: ViewTransform, steps: number): ViewTransform {
  return { ...view, scale: clampScale(view.scale * ZOOM_RATE ** steps) };
}

export const zoomIn = (view: ViewTransform) => zoom(view, 1);
export const zoomOut = (view: ViewTransform) => zoom(view, -1);

/** Turns by one step: 1 clockwise (right), -1 anticlockwise (left). */
export function rotate(view: ViewTransform, direction: 1 | -1): ViewTransform {
  return { ...view, rotation: (((view.rotation + direction * ROTATION_STEP) % 360) + 360) % 360 };
}

export function pan(view: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

export const reset = (): ViewTransform => INITIAL_VIEW;

/** The CSS transform: move first, so a drag follows the pointer whatever the rotation. */
export function transformCss(view: ViewTransform): string {
  return `translate(${view.x}px, ${view.y}px) rotate(${view.rotation}deg) scale(${view.scale})`;
}

/**
 * Zoom steps of one wheel event: a mouse notch (100 pixels, or a line or page) is one step in or
 * out; a touchpad's small deltas zoom a fraction of a step, so a swipe zooms smoothly.
 */
export function wheelSteps(deltaY: number, deltaMode: number): number {
  if (deltaMode !== 0) return -Math.sign(deltaY);
  return Math.max(-1, Math.min(1, -deltaY / 100));
}
