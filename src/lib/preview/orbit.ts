import { MAX_SCALE, MIN_SCALE, ZOOM_RATE } from '../catalogue/viewer-transform.ts';

/**
 * The 3D preview's view of the part: turned about its upright axis, tilted towards the eye, and
 * zoomed with the image viewer's rate and limits (viewer-transform.ts). The starting view is the
 * shaded picture's (contract/shapes/picture-svg.ts), so the preview opens on what the buyer saw.
 */
export interface Orbit {
  /** Degrees, 0 to 359: the eye's bearing around the part. */
  azimuth: number;
  /** Degrees above the part's base plane, -85 to 85. */
  elevation: number;
  scale: number;
}

export const INITIAL_ORBIT: Orbit = { azimuth: 315, elevation: 30, scale: 1 };
/** One arrow key or button press. */
export const TURN_STEP = 15;
const MAX_ELEVATION = 85;

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export const turn = (orbit: Orbit, degrees: number): Orbit => ({
  ...orbit,
  azimuth: round((((orbit.azimuth + degrees) % 360) + 360) % 360),
});

export const tilt = (orbit: Orbit, degrees: number): Orbit => ({
  ...orbit,
  elevation: round(Math.max(-MAX_ELEVATION, Math.min(MAX_ELEVATION, orbit.elevation + degrees))),
});

/** Zooms by steps (fractions too, for a touchpad or a pinch): positive in, negative out. */
export const zoomOrbit = (orbit: Orbit, steps: number): Orbit => ({
  ...orbit,
  scale: Math.min(MAX_SCALE, Math.max(MIN_SCALE, round(orbit.scale * ZOOM_RATE ** steps))),
});

/** Degrees turned per pixel dragged. */
export const DRAG_RATE = 0.5;

/** A drag by (dx, dy) pixels: the part turns with the pointer, and dragging down tilts its top towards the eye. */
export const dragOrbit = (orbit: Orbit, dx: number, dy: number): Orbit =>
  tilt(turn(orbit, -dx * DRAG_RATE), dy * DRAG_RATE);

/** Zoom steps of a pinch whose fingers moved from `before` to `after` pixels apart: the part grows as they spread. */
export const pinchSteps = (before: number, after: number): number => Math.log(after / before) / Math.log(ZOOM_RATE);

/** Where the eye is, as a unit vector from the part (z up). */
export function eyeDirection(orbit: Orbit): [number, number, number] {
  const [a, e] = [(orbit.azimuth * Math.PI) / 180, (orbit.elevation * Math.PI) / 180];
  return [Math.cos(e) * Math.cos(a), Math.cos(e) * Math.sin(a), Math.sin(e)];
}

type Step = (orbit: Orbit) => Orbit;

const KEYS: Record<string, Step> = {
  ArrowLeft: (o) => turn(o, -TURN_STEP),
  ArrowRight: (o) => turn(o, TURN_STEP),
  ArrowUp: (o) => tilt(o, TURN_STEP),
  ArrowDown: (o) => tilt(o, -TURN_STEP),
  '+': (o) => zoomOrbit(o, 1),
  '=': (o) => zoomOrbit(o, 1),
  '-': (o) => zoomOrbit(o, -1),
  _: (o) => zoomOrbit(o, -1),
  '0': () => INITIAL_ORBIT,
};

/** What a key does to the view; undefined for other keys and for any key with Ctrl, Alt or Meta (the browser's). */
export function orbitKeyStep(event: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): Step | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  return Object.hasOwn(KEYS, event.key) ? KEYS[event.key] : undefined;
}
