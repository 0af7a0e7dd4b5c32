import { describe, expect, it } from 'vitest';
import { planPartNoImport, countPartNoChanges } from '../../server/pricing/customer-part-no-csv/plan.ts';
import { readPartNoFile } from '../../server/pricing/customer-part-no-csv/read.ts';

const HEADER = 'part_no,customer_part_no';
const reasons = (csv: string) => readPartNoFile(csv).problems.map((p) => [p.line, p.reason.en]);

describe('readPartNoFile', () => {
  it('reads both columns in upper case, a blank number as a removal, an exported apostrophe off, a BOM and any line ends', () => {
    const file = readPartNoFile(`\uFEFF${HEADER}\r\nlh-1101-20, acme-1 \n"LH-1101-25",\r\n\r\nLH-1101-30,'-X\r`);
    expect(file.rows).toEqual([
      { line: 2, partNo: 'LH-1101-20', customerPartNo: 'ACME-1' },
      { line: 3, partNo: 'LH-1101-25', customerPartNo: null },
    ]);
    // '-X is the export's guard around -X, which is no part number: refused, not read as "'-X".
    expect(reasons(`${HEADER}\nLH-1101-30,'-X`)).toEqual([
      [2, '-X: use letters, digits, dots, slashes and single dashes only.'],
    ]);
  });

  it('checks the header, the cells of each row, and the CSV syntax', () => {
    expect(reasons('part,number\nLH-1,A')).toEqual([
      [1, 'The first line must be the header part_no,customer_part_no.'],
    ]);
    expect(reasons(`${HEADER}\n,A\nLH-1,A--B\nLH-2,${'B'.repeat(41)}\nLH-3,A,B`)).toEqual([
      [2, 'Our part number (part_no) is missing.'],
      [3, 'A--B: use letters, digits, dots, slashes and single dashes only.'],
      [4, 'Your part number has 41 characters; at most 40.'],
      [5, 'A row has two fields: our part number and yours.'],
    ]);
    expect(reasons(`${HEADER}\nLH-1,A,,  `)).toEqual([]);
    expect(reasons(`${HEADER}\nLH-1,"A`)).toEqual([
      [2, 'A quoted field that starts on this line is never closed with a double quote.'],
    ]);
    expect(reasons('')).toEqual([[0, 'The file is empty.']]);
  });

  it('refuses a file of more than 20,000 rows as a whole', () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `LH-${i},A${i}`).join('\n');
    expect(reasons(`${HEADER}\n${rows}`)).toEqual([[0, 'The file has 20001 rows; an import takes at most 20000.']]);
  });
});

describe('planPartNoImport', () => {
  const variants = new Map([
    ['LH-1', 1],
    ['LH-2', 2],
    ['LH-3', 3],
    ['LH-4', 4],
  ]);
  const current = [
    { variantId: 1, partNo: 'LH-1', customerPartNo: 'A' },
    { variantId: 2, partNo: 'LH-2', customerPartNo: 'B' },
    { variantId: 3, partNo: 'LH-3', customerPartNo: 'C' },
  ];
  const row = (line: number, partNo: string, customerPartNo: string | null) => ({ line, partNo, customerPartNo });

  it('lists only what changes: a swap within the file, a removal, an addition; parts not in the file keep theirs', () => {
    const plan = planPartNoImport(
      [row(2, 'LH-1', 'B'), row(3, 'LH-2', 'A'), row(4, 'LH-3', 'C'), row(5, 'LH-4', 'D')],
      variants,
      current,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.changes.map((c) => [c.partNo, c.before, c.after])).toEqual([
      ['LH-1', 'A', 'B'],
      ['LH-2', 'B', 'A'],
      ['LH-4', null, 'D'],
    ]);
    expect(countPartNoChanges(plan.changes)).toEqual({ added: 1, changed: 2, removed: 0 });
    expect(countPartNoChanges(planPartNoImport([row(2, 'LH-3', null)], variants, current).changes)).toEqual({
      added: 0,
      changed: 0,
      removed: 1,
    });
  });

  it('refuses an unknown part, a part twice, a number twice and a number a part outside the file keeps; then changes nothing', () => {
    const plan = planPartNoImport(
      [row(2, 'LH-9', 'X'), row(3, 'LH-4', 'C'), row(4, 'LH-1', 'Z'), row(5, 'LH-2', 'Z'), row(6, 'LH-1', 'Y')],
      variants,
      current,
    );
    expect(plan.problems.map((p) => [p.line, p.reason.en])).toEqual([
      [2, 'There is no product with part number LH-9.'],
      [3, 'Your company already uses C for LH-3.'],
      [5, 'Z is already given to LH-1 on line 4.'],
      [6, 'Part number LH-1 is already on line 4.'],
    ]);
    expect(plan.changes).toEqual([]);
  });
});
