import { fill, type Language } from '#contract/i18n/text.ts';
import {
  A4,
  BRAND,
  FOOTER_ROOM,
  GREY,
  INK,
  makeRoom,
  MARGIN,
  put,
  RIGHT,
  RULE,
  WIDTH,
  type Pdf,
  type Weight,
} from './pdf-document.ts';
import { DOCUMENT_WORDS } from './words.ts';

/** The seller as every document names it. */
export interface Seller {
  name: string;
  addressLines: string[];
  telephone: string;
  email: string;
  vatNo: string;
  registrationNo: string;
}

/** The letterhead: the seller's name on the left, the document's title on the right, a rule below. */
export function letterhead(doc: Pdf, seller: Seller, title: string): void {
  const top = MARGIN;
  put(doc, seller.name, MARGIN, top, { weight: 'bold', size: 14, colour: BRAND, width: WIDTH / 2 });
  put(doc, title, MARGIN + WIDTH / 2, top, { weight: 'bold', size: 16, width: WIDTH / 2, align: 'right' });
  const ruleY = top + 26;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(RIGHT, ruleY)
    .lineWidth(1.2)
    .strokeColor([...BRAND])
    .stroke();
  doc.x = MARGIN;
  doc.y = ruleY + 12;
}

/** The seller's address, VAT and company numbers in grey, starting at the cursor; answers the y below them. */
export function sellerBlock(doc: Pdf, seller: Seller, language: Language): number {
  const words = DOCUMENT_WORDS[language];
  const lines = [
    ...seller.addressLines.filter(Boolean),
    fill(words.vatNumber, { vat: seller.vatNo }),
    fill(words.companyNumber, { number: seller.registrationNo }),
  ];
  let y = doc.y;
  for (const line of lines) {
    put(doc, line, MARGIN, y, { colour: GREY });
    y += 12.5;
  }
  return y;
}

/** Label and value pairs in two columns at x, from y; answers the y below them. */
export function facts(
  doc: Pdf,
  x: number,
  y: number,
  pairs: ReadonlyArray<readonly [string, string]>,
  labelWidth = 92,
): number {
  for (const [label, value] of pairs) {
    put(doc, label, x, y, { weight: 'bold', width: labelWidth - 4 });
    put(doc, value, x + labelWidth, y, { width: RIGHT - x - labelWidth });
    y = Math.max(doc.y, y + 12.5);
  }
  return y;
}

/** Totals right-aligned under a table (label, amount, weight), kept together on one page; leaves the cursor below. */
export function totalRows(doc: Pdf, rows: ReadonlyArray<readonly [string, string, Weight]>): void {
  makeRoom(doc, rows.length * 13 + 8);
  let y = doc.y;
  for (const [label, value, weight] of rows) {
    put(doc, label, RIGHT - 300, y, { weight, width: 210, align: 'right' });
    put(doc, value, RIGHT - 90, y, { weight, width: 86, align: 'right' });
    y += 13;
  }
  doc.x = MARGIN;
  doc.y = y + 10;
}

/**
 * Writes the footer on every page once the body is done: a rule, up to three lines and "page n of
 * total". Margins are lifted while writing, or pdfkit would start a page for text below the body.
 */
export function footers(doc: Pdf, lines: string[], language: Language): void {
  const words = DOCUMENT_WORDS[language];
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const ruleY = A4.height - FOOTER_ROOM + 6;
    doc
      .moveTo(MARGIN, ruleY)
      .lineTo(RIGHT, ruleY)
      .lineWidth(0.6)
      .strokeColor([...RULE])
      .stroke();
    lines.forEach((line, k) => put(doc, line, MARGIN, ruleY + 5 + 9 * k, { size: 7, colour: GREY, width: WIDTH - 90 }));
    put(doc, fill(words.page, { n: i - start + 1, total: count }), RIGHT - 90, ruleY + 5, {
      size: 7,
      colour: GREY,
      width: 90,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor([...INK]);
}
