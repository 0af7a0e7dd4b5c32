import type { Statement, StatementEntry } from '#contract/calls/company-statement.ts';

/** An order invoiced on account: on the day it went on account, due on its due day. */
export interface InvoicedOrder {
  orderNo: string;
  /** The VAT invoice's number, issued as the order went on account. */
  invoiceNo: string;
  day: string;
  dueOn: string | null;
  totalPence: number;
}

/** A payment's share for one of those orders, on the day it was received. */
export interface ReceivedPayment {
  orderNo: string;
  day: string;
  reference: string;
  amountPence: number;
}

/** A credit note correcting one of those invoices, on the day it was issued. */
export interface IssuedCredit {
  orderNo: string;
  creditNoteNo: string;
  day: string;
  totalPence: number;
}

/** The month's first and last day: '2026-02' → ['2026-02-01', '2026-02-28']. */
export function monthBounds(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/**
 * The statement of a month from the company's whole history: the balance before the month, the
 * month's invoices (debits), credit notes and payments (credits) by day with a running balance, the
 * balance after, and how much of it is overdue: invoices of the period or before, not yet paid or
 * credited by its end, whose due day had passed on `asOf` (the month's last day, or today while the
 * month is running).
 */
export function buildStatement(
  company: { id: number; name: string },
  month: string,
  invoices: InvoicedOrder[],
  payments: ReceivedPayment[],
  today: string,
  credits: IssuedCredit[] = [],
): Statement {
  const [from, to] = monthBounds(month);
  const before = (day: string) => day < from;
  const within = (day: string) => day >= from && day <= to;
  const all = [
    ...invoices.map((i) => ({
      day: i.day,
      kind: 'invoice' as const,
      orderNo: i.orderNo,
      reference: i.invoiceNo,
      dueOn: i.dueOn,
      debitPence: i.totalPence,
      creditPence: 0,
    })),
    ...credits.map((c) => ({
      day: c.day,
      kind: 'creditNote' as const,
      orderNo: c.orderNo,
      reference: c.creditNoteNo,
      dueOn: null,
      debitPence: 0,
      creditPence: c.totalPence,
    })),
    ...payments.map((p) => ({
      day: p.day,
      kind: 'payment' as const,
      orderNo: p.orderNo,
      reference: p.reference,
      dueOn: null,
      debitPence: 0,
      creditPence: p.amountPence,
    })),
  ];
  const openingPence = all.filter((m) => before(m.day)).reduce((sum, m) => sum + m.debitPence - m.creditPence, 0);
  const order = { invoice: 0, creditNote: 1, payment: 2 } as const;
  const moves = all
    .filter((m) => within(m.day))
    .sort((a, b) => a.day.localeCompare(b.day) || order[a.kind] - order[b.kind] || a.orderNo.localeCompare(b.orderNo));
  let balance = openingPence;
  const entries: StatementEntry[] = moves.map((move) => {
    balance += move.debitPence - move.creditPence;
    return { ...move, balancePence: balance };
  });

  const asOf = today < to ? today : to;
  const paidBy = (orderNo: string) =>
    payments.filter((p) => p.orderNo === orderNo && p.day <= to).reduce((sum, p) => sum + p.amountPence, 0) +
    credits.filter((c) => c.orderNo === orderNo && c.day <= to).reduce((sum, c) => sum + c.totalPence, 0);
  const overduePence = invoices
    .filter((i) => i.day <= to && i.dueOn !== null && i.dueOn < asOf)
    .reduce((sum, i) => sum + Math.max(0, i.totalPence - paidBy(i.orderNo)), 0);

  return {
    companyId: company.id,
    companyName: company.name,
    month,
    from,
    to,
    openingPence,
    entries,
    closingPence: balance,
    overduePence,
  };
}
