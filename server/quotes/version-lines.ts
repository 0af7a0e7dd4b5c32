import { fillBoth } from '#contract/i18n/text.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { unitPriceFor } from '#contract/rules/price-breaks.ts';
import type { Db } from '../db/connect.ts';
import type { QuoteBreakJson } from '../db/schema.ts';
import { readPriceBreaks } from '../editor/catalogue-csv/cells.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { QUOTE_MESSAGES as M, onLine } from '../i18n/quote-messages.ts';

/** A line of a version as sales priced it, with what the cost guard measured. */
export interface PricedQuoteLine {
  lineNo: number;
  variantId: number;
  alternative: boolean;
  quantity: number;
  priceBreaks: QuoteBreakJson[];
  unitPricePence: number;
  listUnitPricePence: number;
  leadTimeDays: number;
  belowFloor: boolean;
}

interface TypedLine {
  lineNo: number;
  breaks: QuoteBreakJson[];
  leadTimeDays: number;
  alternativePartNo: string | null;
}

const refuse = (text: { en: string; zh: string }): never => {
  throw new ApiError(CODE.badInput, text, { field: 'lines' });
};

/** Reads `line | breaks | lead time days | alternative part (optional)` rows; every request line priced once. */
function typedLines(text: string, requestLineNos: readonly number[]): TypedLine[] {
  const rows = text
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter((r) => r !== '');
  const lines: TypedLine[] = [];
  for (const [index, row] of rows.entries()) {
    const cells = row.split('|').map((c) => c.trim());
    if ((cells.length !== 3 && cells.length !== 4) || !/^\d{1,4}$/.test(cells[0]!))
      refuse(fillBoth(M.lineFormat, { row: index + 1 }));
    const lineNo = Number(cells[0]);
    if (!requestLineNos.includes(lineNo)) refuse(fillBoth(M.unknownLine, { line: lineNo }));
    if (lines.some((l) => l.lineNo === lineNo)) refuse(fillBoth(M.lineTwice, { line: lineNo }));
    const breaks = readPriceBreaks(cells[1]!);
    if ('problem' in breaks) return refuse(onLine(lineNo, breaks.problem));
    const lead = /^\d{1,3}$/.test(cells[2]!) ? Number(cells[2]) : -1;
    if (lead < 0 || lead > QUOTE_LIMITS.maxLeadTimeDays)
      refuse(fillBoth(M.leadTime, { line: lineNo, max: QUOTE_LIMITS.maxLeadTimeDays }));
    const alternative = cells[3] ? cells[3].toUpperCase() : null;
    lines.push({ lineNo, breaks: breaks.value, leadTimeDays: lead, alternativePartNo: alternative });
  }
  const missing = requestLineNos.find((n) => !lines.some((l) => l.lineNo === n));
  if (missing !== undefined) refuse(fillBoth(M.lineMissing, { line: missing }));
  return lines.toSorted((a, b) => a.lineNo - b.lineNo);
}

/**
 * Sales' rows priced against the request: the part offered (the one asked for, or an alternative
 * we sell), the unit price at the line's quantity, the list price there, and whether that price is
 * under the family's floor (a share of the list price; docs/quotes.md, the cost guard).
 */
export async function priceVersionLines(db: Db, quoteId: number, text: string): Promise<PricedQuoteLine[]> {
  const requested = await db
    .selectFrom('quoteRequestLines')
    .select(['lineNo', 'variantId', 'quantity'])
    .where('quoteId', '=', quoteId)
    .orderBy('lineNo')
    .execute();
  const typed = typedLines(
    text,
    requested.map((r) => r.lineNo),
  );
  const alternatives = typed.flatMap((t) => (t.alternativePartNo ? [t.alternativePartNo] : []));
  const altVariants =
    alternatives.length === 0
      ? []
      : await db.selectFrom('variants').select(['id', 'partNo']).where('partNo', 'in', alternatives).execute();
  const offered = typed.map((t) => {
    const request = requested.find((r) => r.lineNo === t.lineNo)!;
    if (t.alternativePartNo === null) return { typed: t, request, variantId: request.variantId };
    const variant = altVariants.find((v) => v.partNo === t.alternativePartNo);
    if (!variant) return refuse(fillBoth(MESSAGES.noSuchPartNo, { partNo: t.alternativePartNo }));
    return { typed: t, request, variantId: variant.id };
  });
  const variantIds = offered.map((o) => o.variantId);
  const [listBreaks, floors] = await Promise.all([
    db
      .selectFrom('variantPriceBreaks')
      .select(['variantId', 'minQty', 'unitPricePence'])
      .where('variantId', 'in', variantIds)
      .execute(),
    db
      .selectFrom('variants as v')
      .leftJoin('quotePriceFloors as f', 'f.familyId', 'v.familyId')
      .select(['v.id', (eb) => eb.cast<number | null>('f.minPercentOfList', 'float8').as('percent')])
      .where('v.id', 'in', variantIds)
      .execute(),
  ]);
  return offered.map(({ typed: t, request, variantId }) => {
    const list = listBreaks.filter((b) => b.variantId === variantId);
    const partNo = t.alternativePartNo ?? '';
    if (list.length === 0) refuse(fillBoth(M.notForSale, { partNo: partNo || `#${t.lineNo}` }));
    const unitPricePence = unitPriceFor(request.quantity, t.breaks);
    const listUnitPricePence = unitPriceFor(request.quantity, list);
    const percent = floors.find((f) => f.id === variantId)?.percent ?? QUOTE_LIMITS.defaultFloorPercentOfList;
    return {
      lineNo: t.lineNo,
      variantId,
      alternative: variantId !== request.variantId,
      quantity: request.quantity,
      priceBreaks: t.breaks,
      unitPricePence,
      listUnitPricePence,
      leadTimeDays: t.leadTimeDays,
      // Compared in whole hundredths of a penny, so 60 % of 165p is 99p exactly, not a float near it.
      belowFloor: unitPricePence * 10_000 < Math.round(percent * 100) * listUnitPricePence,
    };
  });
}
