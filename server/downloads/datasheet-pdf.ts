import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import { PdfCanvas, type Rgb } from './pdf-canvas.ts';
import { A4, pdfFile } from './pdf-file.ts';
import { textWidth, wrap, type FontName } from './pdf-fonts.ts';
import { isoDay, type DatasheetInput } from './types.ts';

/**
 * A family's datasheet as an A4 PDF: the family, its material and finish, and its variant table with
 * dimensions, weight, single-unit price and availability. The table runs on to further pages when long.
 */

const MARGIN = 42;
const WIDTH = A4.width - 2 * MARGIN;
const TOP = A4.height - MARGIN;
const FOOTER_SIZE = 7;
const FOOTER_LEADING = 9;

const INK: Rgb = [0.1, 0.1, 0.12];
const BRAND: Rgb = [0.05, 0.27, 0.5];
const GREY: Rgb = [0.38, 0.4, 0.44];
const RULE: Rgb = [0.78, 0.8, 0.84];
const STRIPE: Rgb = [0.95, 0.96, 0.975];
const HEAD: Rgb = [0.89, 0.92, 0.96];

const MAX_TABLE_SIZE = 8;
const CELL_PAD = 4;

const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const count = new Intl.NumberFormat('en-GB');

interface Column {
  title: string;
  unit: string;
  font: FontName;
  right: boolean;
  cell(v: Variant): string;
}

function columnsOf(input: DatasheetInput): Column[] {
  const { dimensionColumns, variants } = input.product;
  return [
    { title: 'Part number', unit: '', font: 'bold', right: false, cell: (v) => v.partNo },
    ...dimensionColumns.map((c) => ({
      title: c.key,
      unit: c.unit ?? '',
      font: 'regular' as const,
      right: variants.every((v) => typeof v.dims[c.key] === 'number'),
      cell: (v: Variant) => String(v.dims[c.key] ?? ''),
    })),
    { title: 'Weight', unit: 'g', font: 'regular', right: true, cell: (v) => count.format(v.weightGrams) },
    {
      title: 'Price 1+',
      unit: 'GBP ex VAT',
      font: 'regular',
      right: true,
      cell: (v) => {
        const single = v.priceBreaks.find((b) => b.minQty === 1);
        return single ? price.format(single.unitPricePence / 100) : '-';
      },
    },
    { title: 'Availability', unit: '', font: 'regular', right: false, cell: (v) => (v.stock > 0 ? `${count.format(v.stock)} in stock` : `Ships in ${v.leadTimeDays} working days`) },
  ];
}

/** What a column key stands for: 'd1 Outer diameter (mm)'; a key that is its own name ('thread') once. */
function legend(c: DimensionColumn): string {
  const name = c.key.toLowerCase() === c.label.toLowerCase() ? c.label : `${c.key} ${c.label}`;
  return c.unit ? `${name} (${c.unit})` : name;
}

/** The chosen variant in one paragraph: part number, dimensions, weight, every price break and availability. */
function variantSummary(v: Variant, columns: readonly DimensionColumn[]): string {
  const dims = columns.map((c) => `${c.key} ${v.dims[c.key] ?? '-'}${c.unit ? ` ${c.unit}` : ''}`).join(', ');
  const prices = v.priceBreaks.map((b) => `${b.minQty}+ ${price.format(b.unitPricePence / 100)}`).join(', ');
  const availability = v.stock > 0 ? `${count.format(v.stock)} in stock` : `ships in ${v.leadTimeDays} working days`;
  return `${v.partNo}: ${dims}; ${count.format(v.weightGrams)} g; ${prices} (GBP ex VAT); ${availability}`;
}

/** The table's font size and column widths: as large as 8 pt allows within the page width, then stretched to it. */
function tableLayout(columns: Column[], variants: Variant[]): { size: number; widths: number[] } {
  const perPoint = columns.map((c) =>
    Math.max(textWidth(c.title, 'bold', 1), textWidth(c.unit, 'regular', 1), ...variants.map((v) => textWidth(c.cell(v), c.font, 1))),
  );
  const padding = 2 * CELL_PAD * columns.length;
  const total = perPoint.reduce((a, b) => a + b, 0);
  const size = Math.min(MAX_TABLE_SIZE, (WIDTH - padding) / total);
  const natural = perPoint.map((w) => w * size + 2 * CELL_PAD);
  const stretch = WIDTH / natural.reduce((a, b) => a + b, 0);
  return { size, widths: natural.map((w) => w * stretch) };
}

export function familyDatasheet(input: DatasheetInput): Uint8Array {
  const { company, product } = input;
  // The footer's lines come first: the table must stop above them.
  const pageNumberWidth = textWidth('Page 99 of 99', 'regular', FOOTER_SIZE) + 12;
  const footer = [
    `Generated ${isoDay(input.generatedOn)}. Prices per unit in GBP excluding VAT; prices, stock and lead times may change.`,
    ...company.contact,
  ].flatMap((text) => wrap(text, 'regular', FOOTER_SIZE, WIDTH - pageNumberWidth));
  const footerTop = MARGIN + footer.length * FOOTER_LEADING + 8;

  const pages: PdfCanvas[] = [];
  let page = new PdfCanvas();
  pages.push(page);
  let y = TOP;

  /** Starts a new page unless the next height fits above the footer; answers whether it did. */
  const room = (height: number): boolean => {
    if (y - height >= footerTop + 4) return false;
    page = new PdfCanvas();
    pages.push(page);
    y = TOP - 10;
    return true;
  };
  const lines = (text: string, font: FontName, size: number, colour: Rgb, x = MARGIN, width = WIDTH): void => {
    for (const line of wrap(text, font, size, width)) {
      room(size * 1.35);
      page.text(x, y, line, font, size, colour);
      y -= size * 1.35;
    }
  };

  // Letterhead.
  page.text(MARGIN, y - 11, company.name, 'bold', 12, BRAND);
  const label = input.variant ? 'Variant datasheet' : 'Product datasheet';
  page.text(MARGIN + WIDTH - textWidth(label, 'regular', 9), y - 10, label, 'regular', 9, GREY);
  y -= 20;
  page.line(MARGIN, y, MARGIN + WIDTH, y, 1.2, BRAND);
  y -= 30;

  lines(product.name, 'bold', 18, INK);
  y -= 2;
  const path = product.breadcrumb.map((c) => c.name).join(' › ');
  lines([product.code, `${product.variants.length} variants`, path].filter(Boolean).join(' · '), 'regular', 9.5, GREY);
  y -= 8;
  lines(product.description, 'regular', 10, INK);
  y -= 6;

  const facts: Array<[string, string]> = [
    ['Material', product.material],
    ['Finish', product.finish],
    ['Dimensions', product.dimensionColumns.map(legend).join('; ')],
  ];
  if (input.variant) facts.unshift(['Part number', variantSummary(input.variant, product.dimensionColumns)]);
  for (const [name, value] of facts) {
    room(9.5 * 1.35);
    page.text(MARGIN, y, name, 'bold', 9.5);
    lines(value, 'regular', 9.5, INK, MARGIN + 72, WIDTH - 72);
    y -= 3;
  }
  y -= 10;

  const columns = columnsOf(input);
  const { size, widths } = tableLayout(columns, product.variants);
  const rowHeight = size * 1.8;
  const cellX = (i: number) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0);
  const cell = (text: string, i: number, font: FontName, baseline: number, colour: Rgb, right: boolean) => {
    const x = right ? cellX(i) + (widths[i] ?? 0) - CELL_PAD - textWidth(text, font, size) : cellX(i) + CELL_PAD;
    page.text(x, baseline, text, font, size, colour);
  };
  const headerHeight = 8 + size * 3;
  const tableHeader = (title: string) => {
    page.text(MARGIN, y, title, 'bold', 11, BRAND);
    y -= 8;
    page.fillRect(MARGIN, y - size * 3, WIDTH, size * 3, HEAD);
    columns.forEach((c, i) => {
      cell(c.title, i, 'bold', y - size * 1.25, INK, c.right);
      if (c.unit) cell(c.unit, i, 'regular', y - size * 2.45, GREY, c.right);
    });
    y -= size * 3;
  };

  // The table's heading goes to the next page with its first row, never alone at the foot of a page.
  room(headerHeight + rowHeight);
  tableHeader(`Variants (${product.variants.length})`);
  product.variants.forEach((v, row) => {
    if (room(rowHeight)) tableHeader(`Variants of ${product.code} (continued)`);
    if (v.id === input.variant?.id) page.fillRect(MARGIN, y - rowHeight, WIDTH, rowHeight, HEAD);
    else if (row % 2 === 1) page.fillRect(MARGIN, y - rowHeight, WIDTH, rowHeight, STRIPE);
    columns.forEach((c, i) => cell(c.cell(v), i, c.font, y - rowHeight + size * 0.6, INK, c.right));
    y -= rowHeight;
  });
  page.line(MARGIN, y, MARGIN + WIDTH, y, 0.6, RULE);

  pages.forEach((p, i) => {
    p.line(MARGIN, footerTop, MARGIN + WIDTH, footerTop, 0.6, RULE);
    footer.forEach((text, k) => p.text(MARGIN, footerTop - 10 - k * FOOTER_LEADING, text, 'regular', FOOTER_SIZE, GREY));
    const number = `Page ${i + 1} of ${pages.length}`;
    p.text(MARGIN + WIDTH - textWidth(number, 'regular', FOOTER_SIZE), footerTop - 10, number, 'regular', FOOTER_SIZE, GREY);
  });

  return pdfFile(
    pages.map((p) => p.toString()),
    { title: `${product.code} ${product.name}: datasheet`, author: company.name, created: input.generatedOn },
  );
}
