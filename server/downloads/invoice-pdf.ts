import type { OrderDetail, PaymentState } from '#contract/calls/orders.ts';
import type { AddressFields } from '#contract/calls/addresses.ts';
import { countryName } from '#contract/rules/countries.ts';
import type { InvoiceInput } from './invoice-source.ts';
import { PdfCanvas, type Rgb } from './pdf-canvas.ts';
import { A4, pdfFile } from './pdf-file.ts';
import { textWidth, wrap, type FontName } from './pdf-fonts.ts';

/**
 * An order's invoice as an A4 PDF, in English (the PDF fonts are Latin only): seller with VAT number,
 * buyer's invoice and delivery addresses, numbers and dates, the lines, VAT and totals, the payment
 * state with its due date, and the bank details while it is unpaid. Long orders run on to more pages.
 */

const MARGIN = 42;
const WIDTH = A4.width - 2 * MARGIN;
const RIGHT = MARGIN + WIDTH;
const FOOT = MARGIN + 30;
const INK: Rgb = [0.1, 0.1, 0.12];
const BRAND: Rgb = [0.05, 0.27, 0.5];
const GREY: Rgb = [0.38, 0.4, 0.44];
const RULE: Rgb = [0.78, 0.8, 0.84];
const HEAD: Rgb = [0.89, 0.92, 0.96];
const SIZE = 9;
const LEADING = 12.5;

const money = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(iso));

const PAYMENT_TEXT: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  pending: 'Card payment being processed',
  paid: 'Paid',
  failed: 'Unpaid (the last card payment failed)',
  awaitingTransfer: 'Awaiting bank transfer',
  onAccount: 'On account',
};

/** Columns of the lines table: x of the left edge, width, right-aligned. */
const COLUMNS = [
  { title: 'Part number', width: 110, right: false },
  { title: 'Description', width: WIDTH - 110 - 40 - 75 - 80, right: false },
  { title: 'Qty', width: 40, right: true },
  { title: 'Unit price', width: 75, right: true },
  { title: 'Line total', width: 80, right: true },
] as const;

/** Writes down the pages, starting another when the next block would reach the footer. */
class Pages {
  readonly all: PdfCanvas[] = [new PdfCanvas()];
  y = A4.height - MARGIN;

  get page(): PdfCanvas {
    return this.all[this.all.length - 1]!;
  }

  /** Makes room for a block of this height; answers whether a new page was started. */
  need(height: number): boolean {
    if (this.y - height >= FOOT + 8) return false;
    this.all.push(new PdfCanvas());
    this.y = A4.height - MARGIN;
    return true;
  }

  text(x: number, text: string, font: FontName = 'regular', size = SIZE, colour: Rgb = INK): void {
    this.page.text(x, this.y, text, font, size, colour);
  }

  rightText(right: number, text: string, font: FontName = 'regular', size = SIZE, colour: Rgb = INK): void {
    this.page.text(right - textWidth(text, font, size), this.y, text, font, size, colour);
  }
}

const addressLines = (a: AddressFields): string[] =>
  [a.contactName, a.companyName, a.line1, a.line2, a.town, a.county, a.postcode, countryName(a.country, 'en')].filter(Boolean);

/** Two blocks side by side (label, then lines), as tall as the taller. */
function twoBlocks(pages: Pages, left: [string, string[]], right: [string, string[]]): void {
  const rows = Math.max(left[1].length, right[1].length) + 1;
  pages.need(rows * LEADING);
  const top = pages.y;
  for (const [x, [title, lines]] of [[MARGIN, left], [MARGIN + WIDTH / 2, right]] as const) {
    pages.y = top;
    pages.text(x, title, 'bold', SIZE, BRAND);
    for (const line of lines) {
      pages.y -= LEADING;
      pages.text(x, line);
    }
  }
  pages.y = top - rows * LEADING - 8;
}

/** Label and value pairs, labels in a column of their own. */
function facts(pages: Pages, x: number, pairs: Array<[string, string]>): void {
  for (const [label, value] of pairs) {
    pages.text(x, label, 'bold');
    pages.text(x + 92, value);
    pages.y -= LEADING;
  }
}

function linesTable(pages: Pages, order: OrderDetail): void {
  const left = (i: number) => MARGIN + COLUMNS.slice(0, i).reduce((sum, c) => sum + c.width, 0);
  const cell = (i: number, text: string, font: FontName = 'regular') => {
    const column = COLUMNS[i]!;
    if (column.right) pages.rightText(left(i) + column.width - 4, text, font);
    else pages.text(left(i) + 4, text, font);
  };
  const header = () => {
    pages.page.fillRect(MARGIN, pages.y - 6, WIDTH, LEADING + 4, HEAD);
    COLUMNS.forEach((c, i) => cell(i, c.title, 'bold'));
    pages.y -= LEADING + 6;
  };
  pages.need(3 * LEADING);
  header();
  for (const line of order.lines) {
    const description = wrap(line.name, 'regular', SIZE, COLUMNS[1].width - 8);
    if (line.reference) description.push(`Your ref: ${line.reference}`);
    if (pages.need(description.length * LEADING + 4)) header();
    cell(0, line.partNo, 'bold');
    cell(2, String(line.quantity));
    cell(3, money(line.unitPricePence));
    cell(4, money(line.lineTotalPence));
    for (const [k, text] of description.entries()) {
      if (k > 0) pages.y -= LEADING;
      cell(1, text);
    }
    pages.y -= 5;
    pages.page.line(MARGIN, pages.y, RIGHT, pages.y, 0.4, RULE);
    pages.y -= LEADING;
  }
}

function totals(pages: Pages, order: OrderDetail): void {
  const { totals: t } = order;
  const rows: Array<[string, string, FontName]> = [
    ['Subtotal (ex VAT)', money(t.subtotalPence), 'regular'],
    ['Delivery (ex VAT)', money(t.deliveryPence), 'regular'],
    [`VAT at ${t.vatRatePercent}%`, money(t.vatPence), 'regular'],
    ['Total (GBP)', money(t.totalPence), 'bold'],
  ];
  pages.need(rows.length * LEADING + 8);
  for (const [label, value, font] of rows) {
    pages.rightText(RIGHT - 90, label, font);
    pages.rightText(RIGHT - 4, value, font);
    pages.y -= LEADING;
  }
  pages.y -= 10;
}

function payment(pages: Pages, order: OrderDetail): void {
  const pairs: Array<[string, string]> = [['Payment', PAYMENT_TEXT[order.paymentState]]];
  if (order.paidAt) pairs.push(['Paid on', day(order.paidAt)]);
  if (order.dueAt && order.paymentState !== 'paid') pairs.push(['Due by', day(order.dueAt)]);
  const unpaid = order.paymentState !== 'paid' && order.status === 'placed';
  const bank = order.bankDetails;
  if (unpaid) {
    pairs.push(
      ['Account name', bank.accountName],
      ['Bank', bank.bankName],
      ['Sort code', bank.sortCode],
      ['Account number', bank.accountNumber],
      ['IBAN', bank.iban],
      ['BIC', bank.bic],
      ['Reference', bank.reference],
    );
  }
  pages.need((pairs.length + 2) * LEADING);
  pages.text(MARGIN, unpaid ? 'Payment and bank details' : 'Payment', 'bold', 10.5, BRAND);
  pages.y -= LEADING + 2;
  facts(pages, MARGIN, pairs);
}

export function orderInvoice(input: InvoiceInput): Uint8Array {
  const { seller, order } = input;
  const pages = new Pages();

  // Letterhead: the seller on the left, the document and its numbers on the right.
  pages.y -= 12;
  pages.text(MARGIN, seller.name, 'bold', 14, BRAND);
  pages.rightText(RIGHT, order.status === 'cancelled' ? 'Invoice (cancelled order)' : 'Invoice', 'bold', 16, INK);
  pages.y -= 8;
  pages.page.line(MARGIN, pages.y, RIGHT, pages.y, 1.2, BRAND);
  pages.y -= 18;
  const top = pages.y;
  for (const line of [...seller.address, `VAT number ${seller.vatNo}`, `Company number ${seller.registrationNo}`]) {
    pages.text(MARGIN, line, 'regular', SIZE, GREY);
    pages.y -= LEADING;
  }
  const below = pages.y;
  pages.y = top;
  facts(pages, MARGIN + WIDTH / 2, [
    ['Invoice number', order.orderNo],
    ['Order number', order.orderNo],
    ['Invoice date', day(order.createdAt)],
    ['Order date', day(order.createdAt)],
    ...(order.poReference ? [['Your PO', order.poReference] as [string, string]] : []),
  ]);
  pages.y = Math.min(below, pages.y) - 12;

  twoBlocks(pages, ['Invoice to', addressLines(order.invoiceAddress)], ['Deliver to', addressLines(order.deliveryAddress)]);
  linesTable(pages, order);
  totals(pages, order);
  payment(pages, order);

  const footer = `${seller.name} · ${seller.contact.join(' · ')} · VAT ${seller.vatNo}`;
  pages.all.forEach((page, i) => {
    page.line(MARGIN, FOOT, RIGHT, FOOT, 0.6, RULE);
    page.text(MARGIN, FOOT - 12, footer, 'regular', 7, GREY);
    const number = `Page ${i + 1} of ${pages.all.length}`;
    page.text(RIGHT - textWidth(number, 'regular', 7), FOOT - 12, number, 'regular', 7, GREY);
  });

  return pdfFile(
    pages.all.map((p) => p.toString()),
    { title: `Invoice ${order.orderNo}`, author: seller.name, created: input.generatedOn },
  );
}

export const invoiceFileName = (orderNo: string): string => `invoice-${orderNo.replace(/[^A-Za-z0-9-]+/g, '_')}.pdf`;
