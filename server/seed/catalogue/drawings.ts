import { escapeXml } from '#contract/rules/escape-xml.ts';
import type { Dim, Shape } from './shapes/geometry.ts';

/**
 * Turns a shape into the SVG line art the shop shows: the dimensioned drawing and the category tile
 * icon (product pictures are shaded renders of the solid: contract/shapes/picture-svg.ts). Self-contained: no ids, scripts, styles or external references,
 * so they can be inlined or served as files alike.
 */

const OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180">';
const FONT = 'font-family="Arial,Helvetica,sans-serif"';

const paths = (ds: readonly string[] | undefined, attrs: string): string =>
  ds?.length ? `<g ${attrs}>${ds.map((d) => `<path d="${d}"/>`).join('')}</g>` : '';

/** Extension line from a feature to just past the dimension line, leaving a small gap at the feature. */
function extension(from: number, to: number, fixed: number, horizontal: boolean): string {
  if (Math.abs(to - from) < 3) return '';
  const dir = Math.sign(to - from);
  const [a, b] = [from + 2 * dir, to + 3 * dir];
  return horizontal ? `M${fixed} ${a}V${b}` : `M${a} ${fixed}H${b}`;
}

interface DimParts {
  lines: string;
  arrows: string;
  text: string;
}

function dimension(dim: Dim): DimParts {
  const label = escapeXml(dim.key);
  if (dim.kind === 'note') {
    const [[x, y], [tx, ty]] = [dim.a, dim.at];
    const anchor = tx >= x ? 'start' : 'end';
    return {
      lines: `M${x} ${y}L${tx} ${ty}`,
      arrows: `M${x - 1.5} ${y}a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0z`,
      text: `<text x="${tx + (anchor === 'start' ? 2 : -2)}" y="${ty + 3}" text-anchor="${anchor}">${label}</text>`,
    };
  }
  const { a, b, at } = dim;
  if (dim.kind === 'h') {
    const [x1, x2] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
    const mid = (x1 + x2) / 2;
    return {
      lines: extension(a[1], at, a[0], true) + extension(b[1], at, b[0], true) + `M${x1} ${at}H${x2}`,
      arrows: `M${x1} ${at}l6 -2v4zM${x2} ${at}l-6 -2v4z`,
      text: `<text x="${mid}" y="${at - 2.5}" text-anchor="middle">${label}</text>`,
    };
  }
  const [y1, y2] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
  const [mid, tx] = [(y1 + y2) / 2, at - 2.5];
  return {
    lines: extension(a[0], at, a[1], false) + extension(b[0], at, b[1], false) + `M${at} ${y1}V${y2}`,
    arrows: `M${at} ${y1}l-2 6h4zM${at} ${y2}l-2 -6h4z`,
    text: `<text x="${tx}" y="${mid}" transform="rotate(-90 ${tx} ${mid})" text-anchor="middle">${label}</text>`,
  };
}

function outline(shape: Shape, fill: string, strokeWidth: number): string {
  return (
    paths(
      shape.body,
      `fill="${fill}" fill-rule="evenodd" stroke="#000" stroke-width="${strokeWidth}" stroke-linejoin="round"`,
    ) + paths(shape.detail, `fill="none" stroke="#000" stroke-width="${strokeWidth * 0.5}"`)
  );
}

/** Category tile: the outline as line art. */
export function iconSvg(shape: Shape): string {
  return `${OPEN}${outline(shape, 'none', 2.4)}</svg>`;
}

/** Technical drawing: outline, hidden edges, centre lines and dimensions labelled with the column keys. */
export function drawingSvg(shape: Shape, code: string): string {
  const dims = shape.dims.map(dimension);
  return (
    OPEN +
    outline(shape, '#fff', 1.2) +
    paths(shape.hidden, 'fill="none" stroke="#000" stroke-width=".6" stroke-dasharray="4 2"') +
    paths(shape.axis, 'fill="none" stroke="#000" stroke-width=".4" stroke-dasharray="10 2 2 2"') +
    `<path d="${dims.map((d) => d.lines).join('')}" fill="none" stroke="#000" stroke-width=".5"/>` +
    `<path d="${dims.map((d) => d.arrows).join('')}" fill="#000"/>` +
    `<g ${FONT} font-size="9" fill="#000">${dims.map((d) => d.text).join('')}</g>` +
    `<text x="236" y="176" ${FONT} font-size="7" text-anchor="end" fill="#000">${escapeXml(code)}</text>` +
    '</svg>'
  );
}
