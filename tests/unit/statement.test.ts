import { describe, expect, it } from 'vitest';
import {
  buildStatement,
  monthBounds,
  type InvoicedOrder,
  type IssuedCredit,
  type ReceivedPayment,
} from '../../server/back-office/statement.ts';

const ACME = { id: 3, name: 'Acme Engineering Ltd' };
const invoices: InvoicedOrder[] = [
  { orderNo: 'LG-1', invoiceNo: 'INV-2026-000001', day: '2026-09-20', dueOn: '2026-10-20', totalPence: 10_000 },
  { orderNo: 'LG-2', invoiceNo: 'INV-2026-000002', day: '2026-10-05', dueOn: '2026-11-04', totalPence: 24_000 },
  { orderNo: 'LG-3', invoiceNo: 'INV-2026-000003', day: '2026-10-28', dueOn: '2026-11-27', totalPence: 6_000 },
  { orderNo: 'LG-4', invoiceNo: 'INV-2026-000004', day: '2026-11-02', dueOn: '2026-12-02', totalPence: 1_000 },
];
const payments: ReceivedPayment[] = [
  { orderNo: 'LG-1', day: '2026-10-10', reference: 'BACS 1', amountPence: 10_000 },
  { orderNo: 'LG-2', day: '2026-10-31', reference: 'BACS 2', amountPence: 4_000 },
  { orderNo: 'LG-2', day: '2026-11-15', reference: 'BACS 3', amountPence: 20_000 },
];

describe('the monthly statement', () => {
  it('knows the bounds of a month, leap years included', () => {
    expect(monthBounds('2026-02')).toEqual(['2026-02-01', '2026-02-28']);
    expect(monthBounds('2028-02')).toEqual(['2028-02-01', '2028-02-29']);
    expect(monthBounds('2026-12')).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('carries the balance in, lists the month by day with a running balance, and carries it out', () => {
    const october = buildStatement(ACME, '2026-10', invoices, payments, '2026-11-24');
    expect(october.openingPence).toBe(10_000);
    expect(
      october.entries.map((e) => [e.day, e.kind, e.orderNo, e.reference, e.debitPence, e.creditPence, e.balancePence]),
    ).toEqual([
      ['2026-10-05', 'invoice', 'LG-2', 'INV-2026-000002', 24_000, 0, 34_000],
      ['2026-10-10', 'payment', 'LG-1', 'BACS 1', 0, 10_000, 24_000],
      ['2026-10-28', 'invoice', 'LG-3', 'INV-2026-000003', 6_000, 0, 30_000],
      ['2026-10-31', 'payment', 'LG-2', 'BACS 2', 0, 4_000, 26_000],
    ]);
    expect(october.closingPence).toBe(26_000);
    // At the end of October nothing was past its due day yet (LG-1 was paid before 20 October).
    expect(october.overduePence).toBe(0);
    expect(october).toMatchObject({ from: '2026-10-01', to: '2026-10-31', companyName: 'Acme Engineering Ltd' });
  });

  it('counts as overdue what was unpaid after its due day, as of the month end or today', () => {
    const november = buildStatement(ACME, '2026-11', invoices, payments, '2026-11-24');
    expect(november.openingPence).toBe(26_000);
    expect(november.closingPence).toBe(26_000 + 1_000 - 20_000);
    // As of today (24 Nov): LG-2 (due 4 Nov) was paid on 15 Nov; LG-3 is due on 27 Nov; nothing overdue.
    expect(november.overduePence).toBe(0);
    const later = buildStatement(ACME, '2026-11', invoices, payments, '2026-12-10');
    // As of 30 November LG-3 (6,000, due 27 Nov) is overdue.
    expect(later.overduePence).toBe(6_000);
  });

  it('is empty but balanced for a month with nothing in it', () => {
    const quiet = buildStatement(ACME, '2027-01', invoices, payments, '2027-02-01');
    expect(quiet.entries).toEqual([]);
    expect(quiet.openingPence).toBe(quiet.closingPence);
    expect(quiet.overduePence).toBe(7_000);
  });

  it("credits a credit note on its day, before the day's payments, and no longer counts what it took off as overdue", () => {
    const credits: IssuedCredit[] = [
      { orderNo: 'LG-3', creditNoteNo: 'CN-2026-000002', day: '2026-11-15', totalPence: 1_200 },
    ];
    const november = buildStatement(ACME, '2026-11', invoices, payments, '2026-12-10', credits);
    expect(
      november.entries
        .filter((e) => e.day === '2026-11-15')
        .map((e) => [e.kind, e.reference, e.creditPence, e.balancePence]),
    ).toEqual([
      ['creditNote', 'CN-2026-000002', 1_200, 26_000 + 1_000 - 1_200],
      ['payment', 'BACS 3', 20_000, 26_000 + 1_000 - 1_200 - 20_000],
    ]);
    expect(november.closingPence).toBe(26_000 + 1_000 - 20_000 - 1_200);
    // LG-3 (6,000, due 27 Nov) less its credit note of 1,200.
    expect(november.overduePence).toBe(4_800);
    // The next month opens with the credit counted.
    expect(buildStatement(ACME, '2026-12', invoices, payments, '2026-12-10', credits).openingPence).toBe(
      november.closingPence,
    );
  });
});
