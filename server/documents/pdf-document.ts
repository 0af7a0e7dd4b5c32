import fs from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Language } from '#contract/i18n/text.ts';

/**
 * The shop's PDFs (invoices, pro-formas, statements, datasheets) on pdfkit, set in Noto Sans SC so
 * that Chinese and Latin text share one font; pdfkit embeds only the glyphs a file uses.
 */

export type Weight = 'regular' | 'bold';
export type Rgb = readonly [number, number, number];

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 42;
/** Room kept below the body for the footer (footers.ts writes it there). */
export const FOOTER_ROOM = 58;
export const WIDTH = A4.width - 2 * MARGIN;
export const RIGHT = A4.width - MARGIN;

export const INK: Rgb = [26, 26, 31];
export const BRAND: Rgb = [13, 69, 128];
export const GREY: Rgb = [97, 102, 112];
export const RULE: Rgb = [199, 204, 214];
export const SHADE: Rgb = [227, 235, 245];

const FONT_FILES: Record<Weight, string> = { regular: 'NotoSansSC-Regular.woff2', bold: 'NotoSansSC-Bold.woff2' };
const fonts = new Map<Weight, fontkit.Font>();

/**
 * Simplified Chinese and Latin in one face (fonts/OFL.txt), parsed once per process: unpacking the
 * WOFF2 and its layout tables takes about a second, and pdfkit takes a parsed font as it is.
 */
function fontOf(weight: Weight): fontkit.Font {
  let font = fonts.get(weight);
  if (!font) {
    font = fontkit.create(fs.readFileSync(new URL(`./fonts/${FONT_FILES[weight]}`, import.meta.url))) as fontkit.Font;
    fonts.set(weight, font);
  }
  return font;
}

export interface DocumentInfo {
  title: string;
  author: string;
  language: Language;
  created: Date;
}

export type Pdf = PDFKit.PDFDocument;

/** An A4 document with both weights registered, pages buffered so footers can say "page 1 of 3". */
export function newDocument(info: DocumentInfo): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_ROOM },
    bufferPages: true,
    lang: info.language === 'zh-cn' ? 'zh-CN' : 'en-GB',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Producer: 'Lihda shop', CreationDate: info.created },
  });
  // pdfkit's types list only files and bytes; its font factory also takes a parsed fontkit font.
  doc.registerFont('regular', fontOf('regular') as unknown as Buffer);
  doc.registerFont('bold', fontOf('bold') as unknown as Buffer);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor([...INK]);
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return ended;
}

/** The lowest y the body may write to on this page. */
export const bottomOf = (doc: Pdf): number => doc.page.height - FOOTER_ROOM;

/** Starts a new page unless `height` more fits on this one; answers whether it did. */
export function makeRoom(doc: Pdf, height: number): boolean {
  if (doc.y + height <= bottomOf(doc)) return false;
  doc.addPage();
  return true;
}

/** Text in a weight, size and colour at (x, y), not moving on past the page's end. */
export function put(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  style: { weight?: Weight; size?: number; colour?: Rgb; width?: number; align?: 'left' | 'right' } = {},
): void {
  doc
    .font(style.weight ?? 'regular')
    .fontSize(style.size ?? 9)
    .fillColor([...(style.colour ?? INK)]);
  doc.text(text, x, y, { width: style.width, align: style.align ?? 'left', lineBreak: style.width !== undefined });
}
