import type { OrderDetail } from '#contract/calls/orders.ts';
import { percentText, savingOf } from '#contract/rules/price-saving.ts';
import { bankRows } from '#contract/rules/bank-rows.ts';
import { postalLines } from '#contract/rules/postal-lines.ts';
import { fill, type Language } from '#contract/i18n/text.ts';
import { facts, footers, letterhead, sellerBlock, totalRows, type Seller } from './page-frame.ts';
import { BRAND, makeRoom, MARGIN, newDocument, pdfBytes, put, WIDTH, type Pdf } from './pdf-document.ts';
import { sellerFooter } from './seller.ts';
import { TAX_WORDS } from './tax-words.ts';
import { taxRegionOf } from '#contract/rules/tax-decision.ts';
import { fillWidths, table } from './table.ts';
import { DOCUMENT_WORDS, type DocumentWords } from './words.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { SERVICE_NAMES } from '../i18n/delivery-messages.ts';

/** An invoice, or a pro-forma: the same order asking to be paid by bank transfer before it ships. */
export type InvoiceKind = 'invoice' | 'proForma';

export interface InvoiceInput {
  seller: Seller;
  order: OrderDetail;
  kind: InvoiceKind;
  language: Language;
  generatedOn: Date;
}

function title(input: InvoiceInput, words: DocumentWords): string {
  if (input.kind === 'proForma') return words.proForma;
  return input.order.status === 'cancelled' ? words.invoiceCancelled : words.invoice;
}

/** The buyer's VAT and EORI numbers where known, under the invoice address. */
function buyerNumbers(order: OrderDetail, language: Language): string[] {
  const { vatNo, eoriNo } = order.buyerTaxNumbers;
  const words = TAX_WORDS[language];
  return [vatNo && fill(words.buyerVatNo, { vat: vatNo }), eoriNo && fill(words.buyerEoriNo, { eori: eoriNo })].filter(
    (line) => line !== '',
  );
}

/** Invoice and delivery addresses side by side, the buyer's tax numbers under the first. */
export function addresses(doc: Pdf, order: OrderDetail, words: DocumentWords, language: Language): void {
  const top = doc.y;
  let bottom = top;
  const invoiceLines = [...postalLines(order.invoiceAddress, language), ...buyerNumbers(order, language)];
  for (const [x, heading, lines] of [
    [MARGIN, words.invoiceTo, invoiceLines],
    [MARGIN + WIDTH / 2, words.deliverTo, postalLines(order.deliveryAddress, language)],
  ] as const) {
    put(doc, heading, x, top, { weight: 'bold', colour: BRAND });
    let y = top + 13;
    for (const line of lines) {
      put(doc, line, x, y, { width: WIDTH / 2 - 10 });
      y = doc.y;
    }
    bottom = Math.max(bottom, y);
  }
  doc.y = bottom + 12;
}

/**
 * The order's lines. When any line was priced below the list price (a trade price list), the list
 * price and the discount stand before the unit price the buyer pays, so the saving can be checked.
 */
function lines(doc: Pdf, order: OrderDetail, words: DocumentWords, language: Language): void {
  const tax = TAX_WORDS[language];
  const rate = fill(tax.ratePercent, { rate: order.totals.vatRatePercent });
  const discounted = order.lines.some((line) => savingOf(line.listUnitPricePence, line.unitPricePence));
  const priceColumns = discounted
    ? [
        { title: words.listPrice, width: 60, align: 'right' as const },
        { title: words.discount, width: 50, align: 'right' as const },
      ]
    : [];
  const widths = fillWidths(WIDTH, [100, null, 36, ...priceColumns.map((c) => c.width), 65, 40, 72]);
  const at = (i: number) => widths[i]!;
  const columns = [
    { title: words.partNumber, width: at(0), weight: 'bold' as const },
    { title: words.description, width: at(1) },
    { title: words.quantity, width: at(2), align: 'right' as const },
    ...priceColumns.map((c, i) => ({ ...c, width: at(3 + i) })),
    { title: tax.unitPriceExVat, width: at(widths.length - 3), align: 'right' as const },
    { title: tax.vatRate, width: at(widths.length - 2), align: 'right' as const },
    { title: words.lineTotal, width: at(widths.length - 1), align: 'right' as const },
  ];
  const rows = order.lines.map((line) => {
    const name = language === 'zh-cn' && line.nameZh ? line.nameZh : line.name;
    const notes = [
      line.customerPartNo && fill(words.yourPartNo, { partNo: line.customerPartNo }),
      line.reference && fill(words.yourReference, { reference: line.reference }),
    ];
    const description = [name, ...notes.filter(Boolean)].join('\n');
    const saving = savingOf(line.listUnitPricePence, line.unitPricePence);
    const listCells = discounted
      ? [saving ? formatPence(line.listUnitPricePence) : '', saving ? percentText(saving.percent) : '']
      : [];
    return [
      line.partNo,
      description,
      String(line.quantity),
      ...listCells,
      formatPence(line.unitPricePence),
      rate,
      formatPence(line.lineTotalPence),
    ];
  });
  table(doc, columns, rows);
  doc.y += 6;
}

/**
 * The totals ex VAT, the VAT at the order's one rate on them, and the total; an export says why no
 * VAT is charged. The rate is the order's own, as charged when it was placed.
 */
function totals(doc: Pdf, order: OrderDetail, words: DocumentWords, language: Language): void {
  const t = order.totals;
  const tax = TAX_WORDS[language];
  const exVat = t.subtotalPence + t.deliveryPence;
  totalRows(doc, [
    [words.subtotal, formatPence(t.subtotalPence), 'regular'],
    [words.delivery, formatPence(t.deliveryPence), 'regular'],
    [tax.totalExVat, formatPence(exVat), 'regular'],
    [fill(tax.vatAtRateOn, { rate: t.vatRatePercent, amount: formatPence(exVat) }), formatPence(t.vatPence), 'regular'],
    [words.total, formatPence(t.totalPence), 'bold'],
  ]);
  if (taxRegionOf(order.deliveryAddress) === 'export') {
    put(doc, tax.zeroRatedExport, MARGIN, doc.y, { weight: 'bold', width: WIDTH });
    doc.y += 4;
    put(doc, order.delivery.dutiesPaid ? tax.dutiesPaid : tax.dutiesUnpaid, MARGIN, doc.y, { width: WIDTH });
    doc.y += 8;
  }
}

function payment(doc: Pdf, input: InvoiceInput, words: DocumentWords): void {
  const { order, language } = input;
  const pairs: Array<[string, string]> = [[words.payment, words[order.paymentState]]];
  if (order.paidAt) pairs.push([words.paidOn, formatDate(order.paidAt, language)]);
  if (order.dueAt && order.paymentState !== 'paid') pairs.push([words.dueBy, formatDate(order.dueAt, language)]);
  const unpaid = input.kind === 'proForma' || (order.paymentState !== 'paid' && order.status === 'placed');
  if (unpaid) {
    pairs.push(...bankRows(order.bankDetails, words));
  }
  makeRoom(doc, (pairs.length + 3) * 13);
  if (input.kind === 'proForma') {
    put(doc, words.proFormaNote, MARGIN, doc.y, { width: WIDTH });
    doc.y += 8;
  }
  // With a width the heading moves the cursor below itself; without one it overprinted the first row.
  put(doc, unpaid ? words.paymentAndBank : words.payment, MARGIN, doc.y, {
    weight: 'bold',
    size: 10.5,
    colour: BRAND,
    width: WIDTH,
  });
  doc.y = facts(doc, MARGIN, doc.y + 4, pairs, 110);
}

/** The delivery service chosen at checkout, its zone, and the day promised (orders older than delivery services have none). */
export function deliveryFacts(order: OrderDetail, words: DocumentWords, language: Language): Array<[string, string]> {
  const { service, zoneEn, zoneZh, deliverBy } = order.delivery;
  const name = SERVICE_NAMES[service][language === 'zh-cn' ? 'zh' : 'en'];
  const zone = language === 'zh-cn' ? zoneZh : zoneEn;
  const facts: Array<[string, string]> = [
    [words.deliveryService, zone ? fill(words.deliveryServiceText, { service: name, zone }) : name],
  ];
  if (deliverBy) facts.push([words.deliverBy, formatDate(`${deliverBy}T12:00:00Z`, language)]);
  return facts;
}

/** An order's invoice or pro-forma as an A4 PDF in the reader's language; long orders run on to more pages. */
export function invoicePdf(input: InvoiceInput): Promise<Buffer> {
  const { seller, order, language } = input;
  const words = DOCUMENT_WORDS[language];
  const heading = title(input, words);
  // A VAT invoice has its own number, issue date and tax point (server/documents/invoice-numbers.ts).
  const issued = input.kind === 'invoice' ? order.invoice : null;
  const doc = newDocument({
    title: `${heading} ${issued?.invoiceNo ?? order.orderNo}`,
    author: seller.name,
    language,
    created: input.generatedOn,
  });
  letterhead(doc, seller, heading);

  const top = doc.y;
  const belowSeller = sellerBlock(doc, seller, language);
  const numbers: Array<[string, string]> = [
    [input.kind === 'proForma' ? words.proFormaNumber : words.invoiceNumber, issued?.invoiceNo ?? order.orderNo],
    [words.orderNumber, order.orderNo],
    [
      words.invoiceDate,
      formatDate(issued?.issuedAt ?? (input.kind === 'proForma' ? input.generatedOn : order.createdAt), language),
    ],
    ...(issued ? [[words.taxPoint, formatDate(`${issued.taxPoint}T12:00:00Z`, language)] as [string, string]] : []),
    [words.orderDate, formatDate(order.createdAt, language)],
  ];
  if (order.poReference) numbers.push([words.yourPo, order.poReference]);
  // An order made from a quote is invoiced at its prices: the quote is named so the buyer can match them.
  if (order.quote) numbers.push([words.quoteNumber, order.quote.quoteNo]);
  numbers.push(...deliveryFacts(order, words, language));
  const belowNumbers = facts(doc, MARGIN + WIDTH / 2, top, numbers);
  doc.x = MARGIN;
  doc.y = Math.max(belowSeller, belowNumbers) + 12;

  addresses(doc, order, words, language);
  lines(doc, order, words, language);
  totals(doc, order, words, language);
  payment(doc, input, words);
  footers(doc, [sellerFooter(seller, fill(words.vatNumber, { vat: seller.vatNo }))], language);
  return pdfBytes(doc);
}

export const invoiceFileName = (documentNo: string, kind: InvoiceKind = 'invoice'): string =>
  `${kind === 'proForma' ? 'pro-forma' : 'invoice'}-${documentNo.replace(/[^A-Za-z0-9-]+/g, '_')}.pdf`;
