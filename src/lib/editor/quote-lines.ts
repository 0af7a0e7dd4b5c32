import type { QuoteVersion } from '#contract/calls/quotes.ts';
import { penceFromPounds } from '#contract/format/money.ts';

/** One request line as sales price it in the console's form. */
export interface PricedLineDraft {
  lineNo: number;
  /** A price in pounds ("9.50") or breaks as price lists write them ("1:950;100:820"). */
  price: string;
  leadTimeDays: string;
  alternativePartNo: string;
}

/** The breaks the server reads: a price in pounds is one break from 1 off; anything else goes as typed, for the server to judge. */
export function breaksOfPrice(typed: string): string {
  const pence = typed.includes(':') ? undefined : penceFromPounds(typed);
  return pence ? `1:${pence}` : typed.trim();
}

/** `line | breaks | lead time days | alternative part` rows for staff/quoteSend and staff/quoteRevise (docs/quotes.md). */
export function versionLinesText(drafts: readonly PricedLineDraft[]): string {
  return drafts
    .map((d) =>
      [
        String(d.lineNo),
        breaksOfPrice(d.price),
        d.leadTimeDays.trim(),
        ...(d.alternativePartNo.trim() ? [d.alternativePartNo.trim()] : []),
      ].join(' | '),
    )
    .join('\n');
}

/** The form's rows: empty for a new version, or the last version's for a revision. */
export function draftsFor(lineNos: readonly number[], last: QuoteVersion | undefined): PricedLineDraft[] {
  return lineNos.map((lineNo) => {
    const line = last?.lines.find((l) => l.lineNo === lineNo);
    if (!line) return { lineNo, price: '', leadTimeDays: '', alternativePartNo: '' };
    return {
      lineNo,
      price: line.priceBreaks.map((b) => `${b.minQty}:${b.unitPricePence}`).join(';'),
      leadTimeDays: String(line.leadTimeDays),
      alternativePartNo: line.alternative ? line.partNo : '',
    };
  });
}
