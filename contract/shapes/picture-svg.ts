import { solidFaces, type Xyz } from './solid-faces.ts';
import type { Envelope } from './envelope.ts';

/**
 * The shaded picture of a variant: its envelope seen from the front right and above, lit from the
 * upper left, in its finish's colour. A segment higher up the stack always lies in front of a lower
 * one seen from above, and within a convex segment the faces turned to the eye never overlap, so
 * painting the segments bottom to top with back faces left out draws the solid correctly.
 */

/** Width and height the picture is shown at (CSS px): every page sets them, so nothing shifts as it loads. */
export const PICTURE_SIZE = { width: 240, height: 180 } as const;

const dot = (a: Xyz, b: Xyz): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const unit = (a: Xyz): Xyz => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};

// Azimuth -45° and elevation 30°: the eye in front of the part (−y), to its right (+x) and above it.
const AZIMUTH = (-45 * Math.PI) / 180;
const ELEVATION = (30 * Math.PI) / 180;
/** From the part towards the eye. */
export const VIEW: Xyz = [
  Math.cos(ELEVATION) * Math.cos(AZIMUTH),
  Math.cos(ELEVATION) * Math.sin(AZIMUTH),
  Math.sin(ELEVATION),
];
/** Screen right and screen up, in model space. */
export const SCREEN_RIGHT: Xyz = [-Math.sin(AZIMUTH), Math.cos(AZIMUTH), 0];
export const SCREEN_UP: Xyz = [
  VIEW[1] * SCREEN_RIGHT[2] - VIEW[2] * SCREEN_RIGHT[1],
  VIEW[2] * SCREEN_RIGHT[0] - VIEW[0] * SCREEN_RIGHT[2],
  VIEW[0] * SCREEN_RIGHT[1] - VIEW[1] * SCREEN_RIGHT[0],
];
const LIGHT = unit([0.6 * VIEW[0] - 0.5 * SCREEN_RIGHT[0], 0.6 * VIEW[1] - 0.5 * SCREEN_RIGHT[1], 0.6 * VIEW[2] + 0.8]);
const AMBIENT = 0.42;

/** A model point on the picture: x right, y down (SVG), in mm. */
export const project = (p: Xyz): readonly [number, number] => [dot(p, SCREEN_RIGHT), -dot(p, SCREEN_UP)];

function shade(tone: string, normal: Xyz): string {
  const light = AMBIENT + (1 - AMBIENT) * Math.max(0, dot(normal, LIGHT));
  const channel = (i: number) => Math.min(255, Math.round(parseInt(tone.slice(1 + 2 * i, 3 + 2 * i), 16) * light));
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

/** `tone` is a #rrggbb colour (finish-tone.ts). */
export function pictureSvg(envelope: Envelope, tone: string): string {
  const faces = solidFaces(envelope)
    .flat()
    .filter((f) => dot(f.normal, VIEW) > 1e-9);
  const flat = faces.flatMap((f) => f.points.map(project));
  const xs = flat.map(([x]) => x);
  const ys = flat.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // A margin of 6%, then widened or heightened to the shown size's proportions so the part sits centred.
  const margin = 0.06 * Math.max(maxX - minX, maxY - minY);
  let [w, h] = [maxX - minX + 2 * margin, maxY - minY + 2 * margin];
  const aspect = PICTURE_SIZE.width / PICTURE_SIZE.height;
  if (w / h < aspect) w = h * aspect;
  else h = w / aspect;
  const [x0, y0] = [(minX + maxX - w) / 2, (minY + maxY - h) / 2];
  // Coordinates to a thousandth of the picture: finer than a pixel, and short.
  const step = w / 1000;
  const n = (v: number) => String(Math.round(v / step) * step).replace(/(\.\d{0,4})\d*$/, '$1');
  const paths = faces.map((f) => {
    const fill = shade(tone, f.normal);
    const d = `M${f.points
      .map(project)
      .map(([x, y]) => `${n(x)} ${n(y)}`)
      .join('L')}Z`;
    // A hairline of the face's own colour closes the seams between neighbouring faces.
    return `<path d="${d}" fill="${fill}" stroke="${fill}"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE.width}" height="${PICTURE_SIZE.height}" ` +
    `viewBox="${n(x0)} ${n(y0)} ${n(w)} ${n(h)}">` +
    `<g stroke-width="${n(step * 1.5)}" stroke-linejoin="round">${paths.join('')}</g></svg>`
  );
}
