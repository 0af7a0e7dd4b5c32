import type { Statement, StatementEntry } from '#contract/calls/company-statement.ts';
import { CREDIT_NOTE_WORDS } from './credit-note-words.ts';
import { fill, type Language } from '#contract/i18n/text.ts';
import { facts, footers, letterhead, sellerBlock, type Seller } from './page-frame.ts';
import { BRAND, makeRoom, MARGIN, newDocument, pdfBytes, put, RIGHT, WIDTH } from './pdf-document.ts';
import { sellerFooter } from './seller.ts';
import { fillWidths, table } from './table.ts';
import { DOCUMENT_WORDS } from './words.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';

/** What a statement's line is: an invoice, a credit note (CN-2026-000045) or a payment, with its order. */
function entryText(entry: StatementEntry, language: Language): string {
  const words = DOCUMENT_WORDS[language];
  if (entry.kind === 'invoice') return fill(words.invoiceEntry, { invoiceNo: entry.reference, orderNo: entry.orderNo });
  if (entry.kind === 'creditNote')
    return fill(CREDIT_NOTE_WORDS[language].creditNoteEntry, { creditNoteNo: entry.reference, orderNo: entry.orderNo });
  return `${fill(words.paymentEntry, { reference: entry.reference || '-' })} (${entry.orderNo})`;
}

/**
 * A company's monthly statement of account as an A4 PDF: opening balance, the month's invoices and
 * payments with a running balance, closing balance, and what is overdue with how to pay it.
 */
export function statementPdf(
  statement: Statement,
  seller: Seller,
  language: Language,
  generatedOn: Date,
): Promise<Buffer> {
  const words = DOCUMENT_WORDS[language];
  const doc = newDocument({
    title: `${words.statement} ${statement.companyName} ${statement.month}`,
    author: seller.name,
    language,
    created: generatedOn,
  });
  letterhead(doc, seller, words.statement);

  const top = doc.y;
  const belowSeller = sellerBlock(doc, seller, language);
  const belowFacts = facts(doc, MARGIN + WIDTH / 2, top, [
    [words.statementFor, statement.companyName],
    [words.statementPeriod, `${formatDate(statement.from, language)} – ${formatDate(statement.to, language)}`],
    [words.statementDate, formatDate(generatedOn, language)],
  ]);
  doc.x = MARGIN;
  doc.y = Math.max(belowSeller, belowFacts) + 14;

  const widths = fillWidths(WIDTH, [72, null, 72, 72, 72, 80]);
  const columns = [
    { title: words.date, width: widths[0]! },
    { title: words.document, width: widths[1]! },
    { title: words.dueDate, width: widths[2]! },
    { title: words.charges, width: widths[3]!, align: 'right' as const },
    { title: words.credits, width: widths[4]!, align: 'right' as const },
    { title: words.balance, width: widths[5]!, align: 'right' as const },
  ];
  const rows = [
    [statement.from, words.openingBalance, '', '', '', formatPence(statement.openingPence)],
    ...statement.entries.map((e) => [
      e.day,
      entryText(e, language),
      e.dueOn ?? '',
      e.debitPence ? formatPence(e.debitPence) : '',
      e.creditPence ? formatPence(e.creditPence) : '',
      formatPence(e.balancePence),
    ]),
    [statement.to, words.closingBalance, '', '', '', formatPence(statement.closingPence)],
  ];
  table(doc, columns, rows);
  if (statement.entries.length === 0) put(doc, words.nothingInPeriod, MARGIN, doc.y + 6, { width: WIDTH });

  makeRoom(doc, 60);
  let y = doc.y + 14;
  for (const [label, pence, weight] of [
    [words.closingBalance, statement.closingPence, 'bold'],
    [words.overdue, statement.overduePence, 'regular'],
  ] as const) {
    put(doc, label, RIGHT - 300, y, { weight, width: 210, align: 'right' });
    put(doc, formatPence(pence), RIGHT - 90, y, { weight, width: 86, align: 'right' });
    y += 14;
  }
  if (statement.overduePence > 0)
    put(doc, fill(words.overdueNote, { amount: formatPence(statement.overduePence) }), MARGIN, y + 8, {
      colour: BRAND,
      width: WIDTH,
    });

  footers(doc, [sellerFooter(seller, fill(words.vatNumber, { vat: seller.vatNo }))], language);
  return pdfBytes(doc);
}

export const statementFileName = (companyId: number, month: string): string => `statement-${companyId}-${month}.pdf`;
