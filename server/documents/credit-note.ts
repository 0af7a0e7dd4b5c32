import type { OrderDetail } from '#contract/calls/orders.ts';
import type { CreditNoteKind } from '#contract/shapes/credit-note.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill, type Language } from '#contract/i18n/text.ts';
import { CREDIT_NOTE_WORDS } from './credit-note-words.ts';
import { addresses } from './invoice.ts';
import { facts, footers, letterhead, sellerBlock, totalRows, type Seller } from './page-frame.ts';
import { BRAND, MARGIN, newDocument, pdfBytes, put, WIDTH } from './pdf-document.ts';
import { sellerFooter } from './seller.ts';
import { fillWidths, table } from './table.ts';
import { DOCUMENT_WORDS } from './words.ts';

/** A credit note as its PDF prints it: the note, its lines with the order's names, and the order it corrects. */
export interface CreditNoteDocument {
  creditNoteNo: string;
  invoiceNo: string;
  kind: CreditNoteKind;
  reason: string;
  issuedAt: Date;
  subtotalPence: number;
  deliveryPence: number;
  /** Kept back of a return's lines (ex VAT); 0 for other notes. */
  restockingFeePence: number;
  vatRatePercent: number;
  vatPence: number;
  totalPence: number;
  lines: Array<{
    partNo: string;
    name: string;
    nameZh: string;
    quantity: number;
    unitPricePence: number;
    lineTotalPence: number;
  }>;
}

export interface CreditNoteInput {
  seller: Seller;
  note: CreditNoteDocument;
  order: OrderDetail;
  language: Language;
  generatedOn: Date;
}

/**
 * A credit note as an A4 PDF in the reader's language, in the invoice's frame: the seller, the
 * note's number and date, the invoice it corrects (number and tax point), the buyer's addresses,
 * the lines given back at the prices invoiced with their VAT rate, and the totals credited.
 */
export function creditNotePdf(input: CreditNoteInput): Promise<Buffer> {
  const { seller, note, order, language } = input;
  const words = DOCUMENT_WORDS[language];
  const cn = CREDIT_NOTE_WORDS[language];
  const doc = newDocument({
    title: `${cn.creditNote} ${note.creditNoteNo}`,
    author: seller.name,
    language,
    created: input.generatedOn,
  });
  letterhead(doc, seller, cn.creditNote);

  const top = doc.y;
  const belowSeller = sellerBlock(doc, seller, language);
  const numbers: Array<[string, string]> = [
    [cn.creditNoteNumber, note.creditNoteNo],
    [cn.creditNoteDate, formatDate(note.issuedAt, language)],
    [words.invoiceNumber, note.invoiceNo],
    ...(order.invoice
      ? [[cn.invoiceTaxPoint, formatDate(`${order.invoice.taxPoint}T12:00:00Z`, language)] as [string, string]]
      : []),
    [words.orderNumber, order.orderNo],
    [cn.reason, note.reason ? `${cn[note.kind]}: ${note.reason}` : cn[note.kind]],
  ];
  if (order.poReference) numbers.push([words.yourPo, order.poReference]);
  const belowNumbers = facts(doc, MARGIN + WIDTH / 2, top, numbers, 110);
  doc.x = MARGIN;
  doc.y = Math.max(belowSeller, belowNumbers) + 12;
  put(doc, fill(cn.creditNoteFor, { invoiceNo: note.invoiceNo }), MARGIN, doc.y, {
    weight: 'bold',
    size: 10.5,
    colour: BRAND,
    width: WIDTH,
  });
  doc.y += 8;

  addresses(doc, order, words, language);
  const widths = fillWidths(WIDTH, [100, null, 36, 40, 65, 72]);
  const columns = [
    { title: words.partNumber, width: widths[0]!, weight: 'bold' as const },
    { title: words.description, width: widths[1]! },
    { title: words.quantity, width: widths[2]!, align: 'right' as const },
    { title: cn.vatRate, width: widths[3]!, align: 'right' as const },
    { title: words.unitPrice, width: widths[4]!, align: 'right' as const },
    { title: words.lineTotal, width: widths[5]!, align: 'right' as const },
  ];
  const rows = note.lines.map((line) => [
    line.partNo,
    language === 'zh-cn' && line.nameZh ? line.nameZh : line.name,
    String(line.quantity),
    `${note.vatRatePercent}%`,
    formatPence(line.unitPricePence),
    formatPence(line.lineTotalPence),
  ]);
  if (rows.length > 0) table(doc, columns, rows);
  doc.y += 6;
  totalRows(doc, [
    [words.subtotal, formatPence(note.subtotalPence), 'regular'],
    [words.delivery, formatPence(note.deliveryPence), 'regular'],
    ...(note.restockingFeePence > 0
      ? [[cn.restockingFee, `-${formatPence(note.restockingFeePence)}`, 'regular'] as const]
      : []),
    [fill(words.vat, { rate: note.vatRatePercent }), formatPence(note.vatPence), 'regular'],
    [cn.totalCredited, formatPence(note.totalPence), 'bold'],
  ]);
  footers(doc, [sellerFooter(seller, fill(words.vatNumber, { vat: seller.vatNo }))], language);
  return pdfBytes(doc);
}

export const creditNoteFileName = (creditNoteNo: string): string =>
  `credit-note-${creditNoteNo.replace(/[^A-Za-z0-9-]+/g, '_')}.pdf`;
