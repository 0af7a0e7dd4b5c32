import { describe, expect, it } from 'vitest';
import { guessColumns, headerKey } from '../../server/bom/column-guess.ts';
import { partNumberKey } from '../../server/bom/part-number-key.ts';
import { rankCandidates } from '../../server/bom/suggestions.ts';

describe('guessColumns', () => {
  it.each([
    [['Part No', 'Qty'], 0, 1],
    [['Item', 'Description', 'Part number', 'Quantity'], 2, 3],
    [['part_no', 'QTY.'], 0, 1],
    [['PART-NO', 'Pcs'], 0, 1],
    [['序号', '零件号', '名称', '数量'], 1, 3],
    [['物料编码', '用量'], 0, 1],
    [['Ｐａｒｔ　Ｎｏ．', '数 量'], 0, 1],
    [['Quantity', 'Description', 'Supplier part no'], 2, 0],
  ])('%j: part number in column %i, quantity in %s', (header, partNo, quantity) => {
    expect(guessColumns(header)).toEqual({ partNo, quantity });
  });

  it('prefers an exact name to one that only contains a known word, and the first column among equals', () => {
    expect(guessColumns(['Customer part number', 'Part No', 'Qty'])).toEqual({ partNo: 1, quantity: 2 });
    expect(guessColumns(['Customer part no', 'Supplier part no'])).toEqual({ partNo: 0, quantity: null });
    expect(guessColumns(['Qty', 'Quantity', 'Part'])).toEqual({ partNo: 2, quantity: 0 });
  });

  it('finds nothing in a header that names neither, and never one column for both', () => {
    expect(guessColumns(['Item', 'Description', 'Amount'])).toEqual({ partNo: null, quantity: 2 });
    expect(guessColumns(['Code', 'Description'])).toEqual({ partNo: null, quantity: null });
    expect(guessColumns(['', 'Qty'])).toEqual({ partNo: null, quantity: 1 });
  });

  it('compares header cells without case, spaces or punctuation', () => {
    expect(headerKey(' Part No. ')).toBe('partno');
    expect(headerKey('零件号：')).toBe('零件号');
    expect(headerKey('Qty (pcs)')).toBe('qtypcs');
  });
});

describe('partNumberKey', () => {
  it.each([
    ['LH-1101-100-AL', 'LH1101100AL'],
    ['lh 1101 100 al', 'LH1101100AL'],
    ['  lh1101-100al\t', 'LH1101100AL'],
    ['LH–1101—100‐AL', 'LH1101100AL'],
    ['ＬＨ－１１０１－１００－ＡＬ', 'LH1101100AL'],
    ['acme-70003', 'ACME70003'],
    ['ACME.70/3', 'ACME.70/3'],
    ['', ''],
  ])('%s → %s', (typed, key) => {
    expect(partNumberKey(typed)).toBe(key);
  });
});

describe('rankCandidates', () => {
  const candidate = (partNo: string, similarity: number, familyId: number, dims: Record<string, number | string>) => ({
    variantId: partNo.length,
    partNo,
    familyId,
    dims,
    similarity,
  });
  it('puts the closest first, then among near-equals its family and the most dimensions in common', () => {
    const ranked = rankCandidates([
      candidate('B-OTHER-FAMILY', 0.52, 2, { l1: 100 }),
      candidate('A-SAME-FAMILY-OTHER-SIZE', 0.51, 1, { l1: 160, d1: 16 }),
      candidate('A-SAME-FAMILY-SAME-SIZE', 0.5, 1, { l1: 100, d1: 13 }),
      candidate('A-CLOSEST', 0.6, 1, { l1: 100, d1: 13 }),
      candidate('C-FAR', 0.3, 1, { l1: 100, d1: 13 }),
    ]);
    expect(ranked.map((c) => c.partNo)).toEqual([
      'A-CLOSEST',
      'A-SAME-FAMILY-SAME-SIZE',
      'A-SAME-FAMILY-OTHER-SIZE',
      'B-OTHER-FAMILY',
      'C-FAR',
    ]);
    expect(rankCandidates([])).toEqual([]);
  });
});
