import { bottomOf, GREY, INK, MARGIN, put, RULE, SHADE, type Pdf, type Weight } from './pdf-document.ts';

export interface Column {
  title: string;
  /** A second, grey heading line: the unit. */
  unit?: string;
  width: number;
  align?: 'left' | 'right';
  weight?: Weight;
}

export interface TableOptions {
  size?: number;
  /** A heading above the table; on later pages `continued` takes its place. */
  heading?: { text: string; continued: string; size: number; colour: readonly [number, number, number] };
  /** Rows (by index) to shade, e.g. the variant the datasheet is for. */
  highlight?: (row: number) => boolean;
  /** Every other row shaded lightly. */
  striped?: boolean;
}

const PAD = 4;
const STRIPE = [244, 246, 249] as const;

/**
 * A table of text cells from the cursor down, wrapping long cells and running on to new pages with
 * its header (and heading) repeated; a row is never split across pages. Leaves the cursor below it.
 */
export function table(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly string[][],
  options: TableOptions = {},
): void {
  const size = options.size ?? 9;
  const lineGap = size * 0.35;
  const xs = columns.map((_, i) => MARGIN + columns.slice(0, i).reduce((sum, c) => sum + c.width, 0));
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const headHeight = (columns.some((c) => c.unit) ? 2 : 1) * size * 1.45 + 6;
  const headingHeight = options.heading ? options.heading.size * 1.6 : 0;

  const heightOf = (row: readonly string[]) =>
    Math.max(
      ...row.map((text, i) => {
        doc.font(columns[i]?.weight ?? 'regular').fontSize(size);
        return doc.heightOfString(text || ' ', { width: (columns[i]?.width ?? 0) - 2 * PAD, lineGap });
      }),
    ) + 6;

  const header = (continued: boolean) => {
    let y = doc.y;
    if (options.heading) {
      put(doc, continued ? options.heading.continued : options.heading.text, MARGIN, y, {
        weight: 'bold',
        size: options.heading.size,
        colour: options.heading.colour,
      });
      y += headingHeight;
    }
    doc.rect(MARGIN, y, width, headHeight).fill([...SHADE]);
    columns.forEach((c, i) => {
      const style = { width: c.width - 2 * PAD, align: c.align, size } as const;
      put(doc, c.title, (xs[i] ?? 0) + PAD, y + 3, { ...style, weight: 'bold' });
      if (c.unit) put(doc, c.unit, (xs[i] ?? 0) + PAD, y + 3 + size * 1.45, { ...style, colour: GREY });
    });
    doc.y = y + headHeight;
  };

  const first = rows[0];
  if (doc.y + headingHeight + headHeight + (first ? heightOf(first) : 0) > bottomOf(doc)) doc.addPage();
  header(false);
  rows.forEach((row, r) => {
    const height = heightOf(row);
    if (doc.y + height > bottomOf(doc)) {
      doc.addPage();
      header(true);
    }
    const top = doc.y;
    if (options.highlight?.(r)) doc.rect(MARGIN, top, width, height).fill([...SHADE]);
    else if (options.striped && r % 2 === 1) doc.rect(MARGIN, top, width, height).fill([...STRIPE]);
    row.forEach((text, i) => {
      const c = columns[i];
      if (!c) return;
      doc
        .font(c.weight ?? 'regular')
        .fontSize(size)
        .fillColor([...INK]);
      doc.text(text, (xs[i] ?? 0) + PAD, top + 3, { width: c.width - 2 * PAD, align: c.align ?? 'left', lineGap });
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.4)
      .strokeColor([...RULE])
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  });
}

/** Widths for columns that fill `total`: fixed ones as given, the rest share what is left equally. */
export function fillWidths(total: number, fixed: ReadonlyArray<number | null>): number[] {
  const given = fixed.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const free = fixed.filter((w) => w === null).length;
  return fixed.map((w) => w ?? (total - given) / Math.max(free, 1));
}
