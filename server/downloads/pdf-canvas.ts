import { encode, FONTS, type FontName } from './pdf-fonts.ts';

/** Builds a page's content stream: text, lines and filled rectangles, in points from the bottom left. */

export type Rgb = readonly [number, number, number];
export const BLACK: Rgb = [0, 0, 0];

const num = (n: number): string => String(Number(n.toFixed(2)));
const rgb = (c: Rgb): string => c.map(num).join(' ');

/** A string literal: ( ) \ escaped and every byte outside printable ASCII in octal, so the file stays ASCII. */
export function pdfString(text: string): string {
  const body = encode(text).map((code) => {
    if (code === 0x28 || code === 0x29 || code === 0x5c) return `\\${String.fromCharCode(code)}`;
    return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : `\\${code.toString(8).padStart(3, '0')}`;
  });
  return `(${body.join('')})`;
}

export class PdfCanvas {
  readonly #ops: string[] = [];

  /** Text whose baseline starts at (x, y). */
  text(x: number, y: number, text: string, font: FontName, size: number, colour: Rgb = BLACK): void {
    this.#ops.push(`BT ${rgb(colour)} rg /${FONTS[font].resource} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`);
  }

  line(x1: number, y1: number, x2: number, y2: number, width: number, colour: Rgb): void {
    this.#ops.push(`${rgb(colour)} RG ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  fillRect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    this.#ops.push(`${rgb(colour)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  toString(): string {
    return this.#ops.join('\n');
  }
}
