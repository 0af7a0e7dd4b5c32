import type { QuoteDetail, QuoteVersion } from '#contract/calls/quotes.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill, type Language } from '#contract/i18n/text.ts';
import { countryName } from '#contract/rules/countries.ts';
import { facts, footers, letterhead, sellerBlock, totalRows, type Seller } from './page-frame.ts';
import { BRAND, makeRoom, MARGIN, newDocument, pdfBytes, put, WIDTH, type Pdf } from './pdf-document.ts';
import { sellerFooter } from './seller.ts';
import { fillWidths, table } from './table.ts';
import { DOCUMENT_WORDS, type DocumentWords } from './words.ts';

export interface QuotationInput {
  seller: Seller;
  quote: QuoteDetail;
  /** The version printed: one sent (or, for staff, the one waiting for approval). */
  version: QuoteVersion;
  language: Language;
  generatedOn: Date;
}

/** A calendar day (YYYY-MM-DD, London) as the documents write dates. */
const dayText = (day: string, language: Language) => formatDate(`${day}T12:00:00Z`, language);

/** The buyer the quote is for, below the seller's block on the left. */
function quotedFor(doc: Pdf, quote: QuoteDetail, words: DocumentWords): void {
  put(doc, words.quotedFor, MARGIN, doc.y, { weight: 'bold', colour: BRAND, width: WIDTH });
  for (const line of [quote.companyName, quote.buyer.name, quote.buyer.email].filter((l): l is string => Boolean(l))) {
    put(doc, line, MARGIN, doc.y, { width: WIDTH / 2 - 10 });
  }
  doc.y += 12;
}

/**
 * The version's lines: the part offered (an alternative names the part asked for), its quantity, the
 * price breaks the buyer may order at, the lead time, the unit price at the quantity asked and the line's total.
 */
function lines(doc: Pdf, input: QuotationInput, words: DocumentWords): void {
  const { quote, version, language } = input;
  const widths = fillWidths(WIDTH, [96, null, 40, 96, 48, 58, 66]);
  const at = (i: number) => widths[i]!;
  const columns = [
    { title: words.partNumber, width: at(0), weight: 'bold' as const },
    { title: words.description, width: at(1) },
    { title: words.quantity, width: at(2), align: 'right' as const },
    { title: words.priceBreaks, width: at(3) },
    { title: words.leadTime, width: at(4), align: 'right' as const },
    { title: words.unitPrice, width: at(5), align: 'right' as const },
    { title: words.lineTotal, width: at(6), align: 'right' as const },
  ];
  const rows = version.lines.map((line) => {
    const asked = quote.lines.find((l) => l.lineNo === line.lineNo);
    const name = language === 'zh-cn' && line.nameZh ? line.nameZh : line.name;
    const description = [
      name,
      line.alternative && asked ? fill(words.alternativeOffered, { partNo: asked.partNo }) : '',
      asked?.note ?? '',
    ]
      .filter(Boolean)
      .join('\n');
    const breaks = line.priceBreaks.map((b) => `${b.minQty}+ ${formatPence(b.unitPricePence)}`).join('\n');
    return [
      line.partNo,
      description,
      String(line.quantity),
      breaks,
      fill(words.leadDays, { days: line.leadTimeDays }),
      formatPence(line.unitPricePence),
      formatPence(line.lineTotalPence),
    ];
  });
  table(doc, columns, rows);
  doc.y += 6;
}

/** A heading and a paragraph across the page, kept together. */
function paragraph(doc: Pdf, heading: string, text: string): void {
  makeRoom(doc, 60);
  put(doc, heading, MARGIN, doc.y, { weight: 'bold', size: 10.5, colour: BRAND, width: WIDTH });
  put(doc, text, MARGIN, doc.y + 4, { width: WIDTH });
  doc.y += 10;
}

/** A quote's version as an A4 PDF in the reader's language: seller, buyer, numbers, lines, totals ex VAT and terms. */
export function quotationPdf(input: QuotationInput): Promise<Buffer> {
  const { seller, quote, version, language } = input;
  const words = DOCUMENT_WORDS[language];
  const doc = newDocument({
    title: `${words.quotation} ${quote.quoteNo}`,
    author: seller.name,
    language,
    created: input.generatedOn,
  });
  letterhead(doc, seller, words.quotation);

  const top = doc.y;
  const belowSeller = sellerBlock(doc, seller, language);
  const numbers: Array<[string, string]> = [
    [words.quoteNumber, quote.quoteNo],
    [words.quoteVersion, String(version.versionNo)],
    [words.quoteDate, formatDate(version.sentAt ?? input.generatedOn, language)],
    [words.quoteValidUntil, dayText(version.validUntil, language)],
    [words.deliveryCountry, countryName(quote.deliveryCountry, language)],
  ];
  if (quote.reference) numbers.push([words.yourReferenceLabel, quote.reference]);
  if (quote.neededBy) numbers.push([words.neededBy, dayText(quote.neededBy, language)]);
  const belowNumbers = facts(doc, MARGIN + WIDTH / 2, top, numbers);
  doc.x = MARGIN;
  doc.y = Math.max(belowSeller, belowNumbers) + 12;

  quotedFor(doc, quote, words);
  lines(doc, input, words);
  totalRows(doc, [
    [words.linesExVat, formatPence(version.subtotalPence), 'regular'],
    [words.delivery, formatPence(version.deliveryPence), 'regular'],
    [words.quoteTotal, formatPence(version.subtotalPence + version.deliveryPence), 'bold'],
  ]);
  if (version.message) paragraph(doc, words.quoteMessage, version.message);
  paragraph(
    doc,
    words.quoteTerms,
    fill(words.quoteTermsText, {
      day: dayText(version.validUntil, language),
      country: countryName(quote.deliveryCountry, language),
    }),
  );
  footers(doc, [sellerFooter(seller, fill(words.vatNumber, { vat: seller.vatNo }))], language);
  return pdfBytes(doc);
}

export const quotationFileName = (quoteNo: string, versionNo: number): string =>
  `quotation-${quoteNo.replace(/[^A-Za-z0-9-]+/g, '_')}-v${versionNo}.pdf`;
