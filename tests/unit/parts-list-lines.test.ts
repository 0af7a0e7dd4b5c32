import { describe, expect, it } from 'vitest';
import { listLineRow, readListLines } from '#contract/rules/parts-list-lines.ts';

describe('lines of a parts list as text', () => {
  it('reads part number, quantity (1 when left out) and note, skipping blank rows and counting them', () => {
    expect(readListLines('GN 123-M8 | 4 | by the press\n\n  kipp-5 \nX-1 | 2 | a | b')).toEqual({
      lines: [
        { partNo: 'GN 123-M8', quantity: 4, note: 'by the press', row: 1 },
        { partNo: 'kipp-5', quantity: 1, note: '', row: 3 },
        { partNo: 'X-1', quantity: 2, note: 'a | b', row: 4 },
      ],
    });
  });

  it('names the first row it cannot read', () => {
    expect(readListLines(' \n')).toEqual({ problem: { rule: 'noLines' } });
    expect(readListLines('A | 1\n | 2')).toEqual({ problem: { rule: 'partNo', row: 2, max: 60 } });
    expect(readListLines(`${'P'.repeat(61)} | 1`)).toEqual({ problem: { rule: 'partNo', row: 1, max: 60 } });
    for (const quantity of ['0', '10000', '-1', '1.5', 'two', '1e3']) {
      expect(readListLines(`A | ${quantity}`)).toEqual({ problem: { rule: 'quantity', row: 1, max: 9999 } });
    }
    expect(readListLines(`A | 9999 | ${'n'.repeat(200)}`)).toMatchObject({ lines: [{ quantity: 9999 }] });
    expect(readListLines(`A | 1 | ${'n'.repeat(201)}`)).toEqual({ problem: { rule: 'note', row: 1, max: 200 } });
    expect(readListLines(Array.from({ length: 501 }, (_, i) => `P${i}`).join('\n'))).toEqual({
      problem: { rule: 'tooManyLines', max: 500 },
    });
  });

  it('writes a row the way it reads it back', () => {
    const row = listLineRow({ partNo: 'GN 123', quantity: 3, note: ' two\nlines ' });
    expect(row).toBe('GN 123 | 3 | two lines');
    expect(readListLines(row)).toEqual({ lines: [{ partNo: 'GN 123', quantity: 3, note: 'two lines', row: 1 }] });
    expect(listLineRow({ partNo: 'A', quantity: 1, note: '' })).toBe('A | 1');
  });
});
