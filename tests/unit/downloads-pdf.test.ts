import { describe, expect, it } from 'vitest';
import { familyDatasheet } from '../../server/downloads/datasheet-pdf.ts';
import { pdfString } from '../../server/downloads/pdf-canvas.ts';
import { textWidth, wrap } from '../../server/downloads/pdf-fonts.ts';
import { datasheetInput, family } from './downloads-fixtures.ts';

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/** Checks the file's structure and answers its objects' bodies by number. */
function objects(pdf: string): Map<number, string> {
  expect(pdf.startsWith('%PDF-1.4\n%')).toBe(true);
  expect(pdf.endsWith('%%EOF\n')).toBe(true);
  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(pdf);
  expect(startxref).not.toBeNull();
  const xref = Number(startxref![1]);
  expect(pdf.slice(xref, xref + 5)).toBe('xref\n');
  const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(xref))!;
  expect(first).toBe('0');
  const table = pdf.slice(xref).split('\n').slice(2, 2 + Number(size)).map((line) => `${line}\n`);
  expect(table[0]).toBe('0000000000 65535 f \n');
  const bodies = new Map<number, string>();
  table.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    expect(entry.length).toBe(20);
    const offset = Number(entry.slice(0, 10));
    const header = `${i + 1} 0 obj\n`;
    expect(pdf.slice(offset, offset + header.length), `object ${i + 1}`).toBe(header);
    bodies.set(i + 1, pdf.slice(offset + header.length, pdf.indexOf('\nendobj\n', offset)));
  });
  expect(pdf).toMatch(new RegExp(`trailer\\n<< /Size ${size} /Root 1 0 R /Info 3 0 R >>\\nstartxref`));
  expect(bodies.get(1)).toBe('<< /Type /Catalog /Pages 2 0 R >>');
  return bodies;
}

/** Content streams, after checking that each /Length is the length of its data. */
function streams(bodies: Map<number, string>): string[] {
  return [...bodies.values()].filter((b) => b.includes('\nstream\n')).map((b) => {
    const data = b.slice(b.indexOf('\nstream\n') + 8, b.lastIndexOf('\nendstream'));
    expect(b).toMatch(new RegExp(`^<< /Length ${data.length} >>`));
    return data;
  });
}

describe('familyDatasheet', () => {
  const input = datasheetInput(family('LH-3501'));
  const pdf = latin1(familyDatasheet(input));
  const bodies = objects(pdf);
  const content = streams(bodies).join('\n');

  it('is one A4 page of ASCII after the binary comment', () => {
    expect(bodies.get(2)).toMatch(/\/Count 1 >>$/);
    expect([...bodies.values()].filter((b) => b.startsWith('<< /Type /Page '))[0]).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdf.split('\n').slice(2).join('\n')).toMatch(/^[\x09\x0a\x0d\x20-\x7e]*$/);
  });

  it('uses the standard Helvetica fonts in WinAnsi encoding', () => {
    const fonts = [...bodies.values()].filter((b) => b.includes('/Type /Font'));
    expect(fonts).toEqual([
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ]);
  });

  it('shows the company, the family, its material and finish, and the date', () => {
    for (const text of ['Lihda Group Ltd', input.product.name, input.product.material, input.product.finish, 'Page 1 of 1']) {
      expect(content).toContain(pdfString(text));
    }
    expect(content).toContain(pdfString(`${input.product.code} · 24 variants · Design Elements`));
    expect(content).toContain('Generated 2025-05-01.');
  });

  it('lists every variant with its dimensions, weight, single-unit price and availability', () => {
    for (const v of input.product.variants) expect(content).toContain(`(${v.partNo}) Tj`);
    const first = input.product.variants[0]!;
    expect(content).toContain(`(${first.weightGrams}) Tj`);
    expect(content).toContain(pdfString(`£${(first.priceBreaks[0]!.unitPricePence / 100).toFixed(2)}`));
    expect(content).toMatch(/\((\d+ in stock|Ships in \d+ working days)\) Tj/);
    for (const heading of ['Part number', 's', 'l1', 'd1', 'd2', 'F', 'thread', 'Weight', 'Price 1+', 'GBP ex VAT', 'Availability']) {
      expect(content).toContain(`(${heading}) Tj`);
    }
  });

  it('names the document in its information dictionary', () => {
    const info = bodies.get(3)!;
    const title = `${input.product.code} ${input.product.name}: datasheet`;
    const hex = [...title].map((ch) => ch.charCodeAt(0).toString(16).padStart(4, '0')).join('').toUpperCase();
    expect(info).toContain(`/Title <FEFF${hex}>`);
    expect(info).toContain('/CreationDate (D:20250501000000Z)');
  });

  it('runs a long table on to more pages, repeating its heading, each page numbered', () => {
    const long = datasheetInput(family('LH-1201'));
    const many = Array.from({ length: 120 }, (_, i) => ({ ...long.product.variants[0]!, id: i + 1, partNo: `LH-1201-${i + 1}-M5-PA` }));
    long.product = { ...long.product, variants: many };
    const longPdf = objects(latin1(familyDatasheet(long)));
    const pages = streams(longPdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(longPdf.get(2)).toContain(`/Count ${pages.length} >>`);
    pages.forEach((page, i) => expect(page).toContain(`(Page ${i + 1} of ${pages.length}) Tj`));
    expect(pages[1]).toContain('(Variants of LH-1201 \\(continued\\)) Tj');
    for (const v of many) expect(pages.join('\n')).toContain(`(${v.partNo}) Tj`);
  });

  it('escapes text: parentheses and backslashes, WinAnsi characters in octal, others as ?', () => {
    expect(pdfString('Clamp (heavy) 50\\60 – 20° £9 中')).toBe('(Clamp \\(heavy\\) 50\\\\60 \\226 20\\260 \\2439 ?)');
    const odd = datasheetInput(family('LH-1101'));
    odd.product = { ...odd.product, name: 'Handle (ø 20) \\ "best" – 中文' };
    const oddContent = streams(objects(latin1(familyDatasheet(odd)))).join('\n');
    expect(oddContent).toContain('(Handle \\(\\370 20\\) \\\\ "best" \\226 ??) Tj');
  });
});

describe('Helvetica metrics', () => {
  it('measure text with the standard widths', () => {
    expect(textWidth('Hello', 'regular', 10)).toBeCloseTo(22.78, 5);
    expect(textWidth('Hello', 'bold', 10)).toBeCloseTo(24.45, 5);
  });

  it('wrap at spaces within the width, and cut a word that is too long', () => {
    const lines = wrap('The quick brown fox jumps over the lazy dog', 'regular', 10, 80);
    expect(lines.join(' ')).toBe('The quick brown fox jumps over the lazy dog');
    for (const line of lines) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(80);
    expect(wrap('x'.repeat(40), 'regular', 10, 50).join('')).toBe('x'.repeat(40));
  });
});
