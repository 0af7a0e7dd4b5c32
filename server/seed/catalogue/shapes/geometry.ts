/**
 * Part outlines for pictures, drawings and category icons, all on one 240 × 180 canvas.
 * A shape is plain geometry; drawings.ts decides how it is stroked, filled and dimensioned.
 */

export type Pt = readonly [x: number, y: number];

/** Dimension labelled with a column key: horizontal/vertical with extension lines from a and b, or a leader note. */
export type Dim =
  { kind: 'h' | 'v'; key: string; a: Pt; b: Pt; at: number } | { kind: 'note'; key: string; a: Pt; at: Pt };

export interface Shape {
  /** Closed outlines, painted in order (later ones cover earlier ones); holes via even-odd. */
  body: string[];
  /** Visible edges inside the outline: thread lines, knurls, slots. */
  detail?: string[];
  /** Hidden edges, dashed in the drawing only. */
  hidden?: string[];
  /** Centre lines, dash-dotted in the drawing only. */
  axis?: string[];
  dims: Dim[];
}

/** Horizontal dimension: the dimension line at y = at. */
export const H = (key: string, a: Pt, b: Pt, at: number): Dim => ({ kind: 'h', key, a, b, at });
/** Vertical dimension: the dimension line at x = at. */
export const V = (key: string, a: Pt, b: Pt, at: number): Dim => ({ kind: 'v', key, a, b, at });
/** Leader from a feature to a label. */
export const N = (key: string, a: Pt, at: Pt): Dim => ({ kind: 'note', key, a, at });

export const rect = (x: number, y: number, w: number, h: number): string => `M${x} ${y}h${w}v${h}h${-w}z`;

export const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

export const poly = (...pts: Pt[]): string => `M${pts.map(([x, y]) => `${x} ${y}`).join('L')}z`;

/** Evenly spaced vertical strokes (thread flanks, knurls, bristles). */
export function vLines(x0: number, x1: number, step: number, y0: number, y1: number): string {
  let d = '';
  for (let x = x0; x <= x1 + 1e-9; x += step) d += `M${x} ${y0}V${y1}`;
  return d;
}

/** A rotated bar from the centre (cx, cy) outwards, for spokes. */
export function spoke(cx: number, cy: number, r0: number, r1: number, deg: number, halfWidth: number): string {
  const a = (deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [nx, ny] = [-uy * halfWidth, ux * halfWidth];
  const p = (r: number, s: number): Pt => [+(cx + ux * r + nx * s).toFixed(1), +(cy + uy * r + ny * s).toFixed(1)];
  return poly(p(r0, 1), p(r1, 1), p(r1, -1), p(r0, -1));
}

export const roundRect = (x: number, y: number, w: number, h: number, r: number): string =>
  `M${x + r} ${y}h${w - 2 * r}q${r} 0 ${r} ${r}v${h - 2 * r}q0 ${r} ${-r} ${r}h${-(w - 2 * r)}q${-r} 0 ${-r} ${-r}v${-(h - 2 * r)}q0 ${-r} ${r} ${-r}z`;

/** Joins shape fragments, keeping paint order. */
export function merge(...parts: Array<Partial<Shape>>): Shape {
  const out: Shape = { body: [], detail: [], hidden: [], axis: [], dims: [] };
  for (const p of parts) {
    out.body.push(...(p.body ?? []));
    out.detail?.push(...(p.detail ?? []));
    out.hidden?.push(...(p.hidden ?? []));
    out.axis?.push(...(p.axis ?? []));
    out.dims.push(...(p.dims ?? []));
  }
  return out;
}
