/**
 * The two fonts of our PDFs: Helvetica and Helvetica-Bold, two of the 14 standard fonts every PDF
 * reader has, so nothing is embedded. Text is in WinAnsiEncoding (Windows-1252): Latin scripts only,
 * which is why the datasheet is in English.
 */

export type FontName = 'regular' | 'bold';

export const FONTS: Record<FontName, { resource: string; baseFont: string }> = {
  regular: { resource: 'F1', baseFont: 'Helvetica' },
  bold: { resource: 'F2', baseFont: 'Helvetica-Bold' },
};

/** Glyph widths (1/1000 em) of WinAnsi codes 32 to 255, from Adobe's font metrics; 0 where the code has no glyph. */
// prettier-ignore
const WIDTHS: Record<FontName, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0,
    556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,
    0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667,
    0, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 0, 737, 333,
    400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,
    667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
    722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
    556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0,
    556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,
    0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667,
    0, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 0, 737, 333,
    400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,
    722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
    722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
    556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,
    611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
  ],
};

/** Where Windows-1252 differs from Latin-1: the characters it puts at 0x80-0x9F. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const QUESTION_MARK = 0x3f;

/** The WinAnsi code of a character; '?' for one the fonts cannot show. */
function winAnsi(ch: string): number {
  if (ch === '\u00a0') return 0x20;
  const high = CP1252_HIGH.indexOf(ch);
  const unicode = ch.codePointAt(0) ?? QUESTION_MARK;
  // Latin-1 characters keep their codes, except 0x80-0x9F, which Windows-1252 gives to the characters above.
  const code = high >= 0 ? 0x80 + high : unicode >= 0x80 && unicode <= 0x9f ? -1 : unicode;
  return (WIDTHS.regular[code - 32] ?? 0) > 0 ? code : QUESTION_MARK;
}

/** The text as WinAnsi codes, one per character. */
export const encode = (text: string): number[] => [...text.replace(/[\t\r\n]+/g, ' ')].map(winAnsi);

/** Width in points of the text set in the font at the size. */
export function textWidth(text: string, font: FontName, size: number): number {
  const widths = WIDTHS[font];
  return (encode(text).reduce((sum, code) => sum + (widths[code - 32] ?? 0), 0) * size) / 1000;
}

/** Breaks text into lines no wider than width, at spaces; a word wider than a line is cut. */
export function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, font, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (textWidth(current, font, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && textWidth(current.slice(0, cut), font, size) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines;
}
