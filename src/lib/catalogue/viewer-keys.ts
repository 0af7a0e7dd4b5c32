import { PAN_STEP, pan, reset, rotate, zoomIn, zoomOut, type ViewTransform } from './viewer-transform.ts';

type Step = (view: ViewTransform) => ViewTransform;

const STEPS: Record<string, Step> = {
  '+': zoomIn,
  '=': zoomIn, // the + key without Shift on most layouts
  '-': zoomOut,
  _: zoomOut,
  ArrowLeft: (view) => pan(view, -PAN_STEP, 0),
  ArrowRight: (view) => pan(view, PAN_STEP, 0),
  ArrowUp: (view) => pan(view, 0, -PAN_STEP),
  ArrowDown: (view) => pan(view, 0, PAN_STEP),
  '0': reset,
};

/**
 * What a key does to the image viewer's picture: + and - zoom, the arrows move it, R turns it
 * right (Shift+R left), 0 resets. Undefined for every other key, and for any key with Ctrl, Alt
 * or Meta, which belong to the browser (Ctrl and + zooms the page).
 */
export function viewerKeyStep(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): Step | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  if (event.key.toLowerCase() === 'r') return (view) => rotate(view, event.shiftKey ? -1 : 1);
  return Object.hasOwn(STEPS, event.key) ? STEPS[event.key] : undefined;
}
