import { escapeXml } from '../rules/escape-xml.ts';
import type { DrawingNames, SegmentNames } from './dimension-names.ts';
import { boundsOf, extentX, type Envelope, type Profile, type Segment } from './envelope.ts';

/**
 * The dimensioned drawing of one variant: its envelope seen from the front, to scale, each segment's
 * width (Ø for a round one, width × depth for a block) and height in mm, and the overall height.
 * The product page shows it under the family's drawing and swaps it as the buyer picks another size,
 * so the drawing always has the chosen part's proportions and numbers. A family's drawing is the same
 * view of its first part with each size named by its column key instead (dimension-names.ts).
 */

/** Width and height the drawing is shown at (CSS px), as the family's drawing. */
export const DRAWING_SIZE = { width: 640, height: 400 } as const;

/** Space for one row or column of dimensions, and the gap before the first (px). */
const ROW = 22;
const GAP = 14;
const MARGIN = 12;

const mm = (n: number): string => String(Math.round(n * 10) / 10);
/** Drawing coordinates to a hundredth of a pixel. */
const f = (n: number): string => String(Math.round(n * 100) / 100);

/** A segment's width as the drawing writes it: its key where it has one, else Ø and mm for a round one, mm × mm for a block. */
function widthText(p: Profile, names: SegmentNames | undefined): string {
  if (p.shape === 'cylinder') return names?.width ?? `Ø${mm(p.diameter)}`;
  return `${names?.width ?? mm(p.x)} × ${names?.depth ?? mm(p.y)}`;
}

export interface DrawingOptions {
  /** Written in the bottom right corner (a family's drawing names its code and the part drawn). */
  caption?: string;
  /** Each size's column key, written instead of its mm (a family's drawing); a size without one keeps its mm. */
  names?: DrawingNames;
}

/** Arrowheads at both ends of a dimension line from (x1, y1) to (x2, y2), horizontal or vertical. */
function dimensionLine(x1: number, y1: number, x2: number, y2: number): string {
  const [a, b, c, d] = [x1, y1, x2, y2].map(f);
  const arrows = y1 === y2 ? `M${a} ${b}l6 -2v4zM${c} ${d}l-6 -2v4z` : `M${a} ${b}l-2 6h4zM${c} ${d}l-2 -6h4z`;
  return `<path d="M${a} ${b}L${c} ${d}"/><path d="${arrows}" fill="#000"/>`;
}

export function drawingSvg(envelope: Envelope, { caption, names }: DrawingOptions = {}): string {
  const bounds = boundsOf(envelope);
  const widest = envelope.reduce((best, s, i) => (extentX(s.profile) > extentX(envelope[best]!.profile) ? i : best), 0);
  // Segments above the widest are dimensioned above the view, the rest below; the outermost segment
  // gets the row nearest the view, so no extension line crosses another's dimension.
  const above = envelope.slice(widest + 1).reverse();
  const below = envelope.slice(0, widest + 1);
  const columns = envelope.length > 1 ? 2 : 1;
  const room = {
    width: DRAWING_SIZE.width - 2 * MARGIN - GAP - columns * ROW,
    height:
      DRAWING_SIZE.height - 2 * MARGIN - (above.length > 0 ? GAP + above.length * ROW : 0) - GAP - below.length * ROW,
  };
  const height = bounds.zMax - bounds.zMin;
  const scale = Math.min(room.width / bounds.x, room.height / height);
  // The view centred in its room; y grows downwards.
  const left = MARGIN + (room.width - bounds.x * scale) / 2;
  const top = MARGIN + (above.length > 0 ? GAP + above.length * ROW : 0) + (room.height - height * scale) / 2;
  const X = (x: number) => left + (x + bounds.x / 2) * scale;
  const Y = (z: number) => top + (bounds.zMax - z) * scale;
  const right = X(bounds.x / 2);

  const outline = envelope.map((s) => {
    const half = extentX(s.profile) / 2;
    return `<path d="M${f(X(-half))} ${f(Y(s.z0))}H${f(X(half))}V${f(Y(s.z1))}H${f(X(-half))}Z"/>`;
  });
  const axis = envelope.some((s) => s.profile.shape === 'cylinder')
    ? `<path d="M${f(X(0))} ${f(Y(bounds.zMax) - 8)}V${f(Y(bounds.zMin) + 8)}" stroke-width=".5" stroke-dasharray="10 2 2 2"/>`
    : '';

  const dims: string[] = [];
  const texts: string[] = [];
  const widthDim = (s: Segment, row: number, upwards: boolean) => {
    const segmentNames = names?.segments[envelope.indexOf(s)];
    const half = extentX(s.profile) / 2;
    const edge = upwards ? Y(s.z1) : Y(s.z0);
    const at = upwards ? Y(bounds.zMax) - GAP - row * ROW : Y(bounds.zMin) + GAP + row * ROW;
    for (const x of [X(-half), X(half)])
      dims.push(`<path d="M${f(x)} ${f(edge + (upwards ? -2 : 2))}V${f(at + (upwards ? -3 : 3))}"/>`);
    dims.push(dimensionLine(X(-half), at, X(half), at));
    texts.push(
      `<text x="${f(X(0))}" y="${f(at - 3)}" text-anchor="middle">${escapeXml(widthText(s.profile, segmentNames))}</text>`,
    );
  };
  above.forEach((s, i) => widthDim(s, i, true));
  below.forEach((s, i) => widthDim(s, i, false));

  const heightDim = (z0: number, z1: number, column: number, name: string | undefined) => {
    const at = right + GAP + column * ROW;
    for (const z of [z0, z1]) dims.push(`<path d="M${f(right + 2)} ${f(Y(z))}H${f(at + 3)}"/>`);
    dims.push(dimensionLine(at, Y(z1), at, Y(z0)));
    const [tx, ty] = [at - 3, (Y(z0) + Y(z1)) / 2];
    texts.push(
      `<text x="${f(tx)}" y="${f(ty)}" transform="rotate(-90 ${f(tx)} ${f(ty)})" text-anchor="middle">${escapeXml(name ?? mm(z1 - z0))}</text>`,
    );
  };
  envelope.forEach((s, i) => heightDim(s.z0, s.z1, 0, names?.segments[i]?.height));
  if (columns > 1) heightDim(bounds.zMin, bounds.zMax, 1, names?.overall);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING_SIZE.width}" height="${DRAWING_SIZE.height}" viewBox="0 0 ${DRAWING_SIZE.width} ${DRAWING_SIZE.height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<g fill="#fff" stroke="#000" stroke-width="1.4" stroke-linejoin="round">${outline.join('')}</g>` +
    `<g fill="none" stroke="#000" stroke-width=".6">${axis}${dims.join('')}</g>` +
    `<g font-family="Arial,Helvetica,sans-serif" font-size="12" fill="#000">${texts.join('')}` +
    (caption === undefined
      ? ''
      : `<text x="${DRAWING_SIZE.width - 4}" y="${DRAWING_SIZE.height - 4}" font-size="10" text-anchor="end">${escapeXml(caption)}</text>`) +
    '</g></svg>'
  );
}
