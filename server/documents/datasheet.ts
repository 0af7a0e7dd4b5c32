import SVGtoPDF from 'svg-to-pdfkit';
import type { DimensionColumn, ProductDetail, Variant } from '#contract/calls/catalogue.ts';
import { fill, type Language } from '#contract/i18n/text.ts';
import { footers, letterhead, type Seller } from './page-frame.ts';
import { BRAND, GREY, makeRoom, MARGIN, newDocument, pdfBytes, put, WIDTH, type Pdf } from './pdf-document.ts';
import { sellerFooter } from './seller.ts';
import { table, type Column } from './table.ts';
import { DOCUMENT_WORDS, type DocumentWords } from './words.ts';
import { formatPence } from '#contract/format/money.ts';
import { formatCount } from '#contract/format/money.ts';

/**
 * A family's datasheet as an A4 PDF in the reader's language: the family, its material and finish,
 * its dimensioned drawing, and its variant table with dimensions, weight, single-unit price and
 * availability (the chosen variant shaded). The table runs on to further pages when long.
 */

export interface DatasheetInput {
  seller: Seller;
  product: ProductDetail;
  /** The variant the datasheet is for (the product page's chosen part number); the whole family when absent. */
  variant?: Variant;
  /** The family's drawing (SVG, sanitised when stored), or null. */
  drawingSvg: string | null;
  language: Language;
  /** Only the day is written, so a file (and its ETag) stays the same all day. */
  generatedOn: Date;
}

const DRAWING_HEIGHT = 220;

const dimLabel = (c: DimensionColumn, zh: boolean) => (zh && c.labelZh ? c.labelZh : c.label);

/** What a column key stands for: 'd1 Outer diameter (mm)'; a key that is its own name ('thread') once. */
function legend(c: DimensionColumn, zh: boolean): string {
  const label = dimLabel(c, zh);
  const name = c.key.toLowerCase() === label.toLowerCase() ? label : `${c.key} ${label}`;
  return c.unit ? `${name} (${c.unit})` : name;
}

function availability(v: Variant, words: DocumentWords): string {
  return v.stock > 0
    ? fill(words.inStock, { count: formatCount(v.stock) })
    : fill(words.shipsIn, { days: v.leadTimeDays });
}

const singlePrice = (v: Variant) => {
  const single = v.priceBreaks.find((b) => b.minQty === 1);
  return single ? formatPence(single.unitPricePence) : '-';
};

/** The chosen variant in one paragraph: part number, dimensions, weight, every price break and availability. */
function variantSummary(v: Variant, columns: readonly DimensionColumn[], words: DocumentWords): string {
  const dims = columns.map((c) => `${c.key} ${v.dims[c.key] ?? '-'}${c.unit ? ` ${c.unit}` : ''}`).join(', ');
  const prices = v.priceBreaks.map((b) => `${b.minQty}+ ${formatPence(b.unitPricePence)}`).join(', ');
  return `${v.partNo}: ${dims}; ${formatCount(v.weightGrams)} g; ${prices} (${words.priceUnit}); ${availability(v, words)}`;
}

function columnsOf(
  product: ProductDetail,
  words: DocumentWords,
  size: number,
  doc: Pdf,
): { columns: Column[]; cells: (v: Variant) => string[] } {
  const numeric = (key: string) => product.variants.every((v) => typeof v.dims[key] === 'number');
  const specs: Array<Omit<Column, 'width'> & { cell: (v: Variant) => string }> = [
    { title: words.partNumber, weight: 'bold', cell: (v) => v.partNo },
    ...product.dimensionColumns.map((c) => ({
      title: c.key,
      unit: c.unit ?? '',
      align: numeric(c.key) ? ('right' as const) : ('left' as const),
      cell: (v: Variant) => String(v.dims[c.key] ?? ''),
    })),
    { title: words.weight, unit: 'g', align: 'right', cell: (v) => formatCount(v.weightGrams) },
    { title: words.priceOne, unit: words.priceUnit, align: 'right', cell: singlePrice },
    { title: words.availability, cell: (v) => availability(v, words) },
  ];
  // Each column as wide as its widest text at this size, then all stretched to the page's width.
  const natural = specs.map((s) => {
    const texts = [s.title, s.unit ?? '', ...product.variants.map(s.cell)];
    return (
      Math.max(
        ...texts.map((t) =>
          doc
            .font(s.weight ?? 'regular')
            .fontSize(size)
            .widthOfString(t),
        ),
      ) + 8
    );
  });
  const stretch = WIDTH / natural.reduce((a, b) => a + b, 0);
  return {
    columns: specs.map(({ cell: _cell, ...c }, i) => ({ ...c, width: (natural[i] ?? 0) * stretch })),
    cells: (v) => specs.map((s) => s.cell(v)),
  };
}

/** The drawing, scaled to the page's width and a fixed height; skipped when the SVG cannot be read. */
function drawing(doc: Pdf, svg: string, words: DocumentWords): void {
  makeRoom(doc, DRAWING_HEIGHT + 30);
  put(doc, words.drawing, MARGIN, doc.y, { weight: 'bold', size: 11, colour: BRAND });
  const top = doc.y + 4;
  // The types declare the document's class where the function takes an instance.
  SVGtoPDF(doc, svg, MARGIN, top, {
    width: WIDTH,
    height: DRAWING_HEIGHT,
    preserveAspectRatio: 'xMidYMid meet',
    fontCallback: () => 'regular',
  });
  doc.x = MARGIN;
  doc.y = top + DRAWING_HEIGHT + 14;
}

export function datasheetPdf(input: DatasheetInput): Promise<Buffer> {
  const { seller, product, language } = input;
  const zh = language === 'zh-cn';
  const words = DOCUMENT_WORDS[language];
  const name = zh && product.nameZh ? product.nameZh : product.name;
  const day = input.generatedOn.toISOString().slice(0, 10);
  const doc = newDocument({
    title: `${product.code} ${name}: ${words.datasheet}`,
    author: seller.name,
    language,
    created: new Date(day),
  });
  letterhead(doc, seller, input.variant ? words.variantDatasheet : words.datasheet);

  put(doc, name, MARGIN, doc.y + 6, { weight: 'bold', size: 18, width: WIDTH });
  const path = product.breadcrumb.map((c) => (zh && c.nameZh ? c.nameZh : c.name)).join(' › ');
  put(
    doc,
    [product.code, fill(words.variantCount, { count: product.variants.length }), path].filter(Boolean).join(' · '),
    MARGIN,
    doc.y + 2,
    { size: 9.5, colour: GREY, width: WIDTH },
  );
  put(doc, zh && product.descriptionZh ? product.descriptionZh : product.description, MARGIN, doc.y + 8, {
    size: 10,
    width: WIDTH,
  });
  doc.y += 8;

  const facts: Array<[string, string]> = [
    [words.material, zh && product.materialZh ? product.materialZh : product.material],
    [words.finish, zh && product.finishZh ? product.finishZh : product.finish],
    [words.dimensions, product.dimensionColumns.map((c) => legend(c, zh)).join('; ')],
  ];
  if (input.variant) facts.unshift([words.partNumber, variantSummary(input.variant, product.dimensionColumns, words)]);
  for (const [label, value] of facts) {
    makeRoom(doc, 14);
    const y = doc.y;
    put(doc, label, MARGIN, y, { weight: 'bold', size: 9.5, width: 68 });
    put(doc, value, MARGIN + 72, y, { size: 9.5, width: WIDTH - 72 });
    doc.y = Math.max(doc.y, y + 13) + 3;
  }
  doc.y += 10;

  if (input.drawingSvg) drawing(doc, input.drawingSvg, words);

  const size = 7.5;
  const { columns, cells } = columnsOf(product, words, size, doc);
  const selected = product.variants.findIndex((v) => v.id === input.variant?.id);
  table(doc, columns, product.variants.map(cells), {
    size,
    striped: true,
    highlight: (row) => row === selected,
    heading: {
      text: fill(words.variants, { count: product.variants.length }),
      continued: fill(words.variantsContinued, { code: product.code }),
      size: 11,
      colour: BRAND,
    },
  });

  footers(
    doc,
    [fill(words.datasheetNote, { day }), sellerFooter(seller, fill(words.vatNumber, { vat: seller.vatNo }))],
    language,
  );
  return pdfBytes(doc);
}
