import { fillBoth } from '#contract/i18n/text.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import type { Db } from '../db/connect.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { QUOTE_MESSAGES as M, onLine } from '../i18n/quote-messages.ts';
import { refuseRows, targetAndNote, textRows } from './request-rows.ts';

export interface WantedLine {
  variantId: number;
  quantity: number;
  targetPricePence: number | null;
  note: string;
}

const refuse = refuseRows('partLines');

/**
 * The lines of a request written by part number (the account's request form, reached from a
 * product page): `part number | quantity | target unit price in pence | note`, a row a line, the
 * price and note may be left out (a blank field counts as absent, so there is a row). A part we do not know or do not sell is refused, naming its line.
 */
export async function partLines(db: Db, text: string): Promise<WantedLine[]> {
  const rows = textRows(text);
  if (rows.length > QUOTE_LIMITS.maxLines) refuse(fillBoth(M.tooManyLines, { max: QUOTE_LIMITS.maxLines }));
  const asked = rows.map((cells, index) => {
    const lineNo = index + 1;
    const [partNo = '', quantityText = '', target = '', note = ''] = cells;
    if (cells.length < 2 || cells.length > 4 || partNo === '') refuse(fillBoth(M.partLineFormat, { row: lineNo }));
    const quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : 0;
    if (quantity < 1 || quantity > QUOTE_LIMITS.maxQuantity)
      refuse(fillBoth(M.partLineQuantity, { line: lineNo, max: QUOTE_LIMITS.maxQuantity }));
    return { partNo: partNo.toUpperCase(), quantity, ...targetAndNote(lineNo, target, note, refuse) };
  });
  const byPartNo = await knownParts(
    db,
    asked.map((a) => a.partNo),
  );
  return asked.map(({ partNo, ...line }, index) => {
    const known = byPartNo.get(partNo);
    if (!known) return refuse(onLine(index + 1, fillBoth(MESSAGES.noSuchPartNo, { partNo })));
    if (!known.priced) return refuse(onLine(index + 1, fillBoth(M.notForSale, { partNo })));
    return { variantId: known.id, ...line };
  });
}

/** The parts of these numbers we know, by part number, and whether each is priced (sold here). */
export async function knownParts(db: Db, partNos: string[]): Promise<Map<string, { id: number; priced: boolean }>> {
  const found = await db
    .selectFrom('variants as v')
    .select([
      'v.id',
      'v.partNo',
      (eb) =>
        eb
          .exists(eb.selectFrom('variantPriceBreaks as b').select('b.variantId').whereRef('b.variantId', '=', 'v.id'))
          .as('priced'),
    ])
    .where('v.partNo', 'in', partNos)
    .execute();
  return new Map(found.map((v) => [v.partNo, { id: v.id, priced: Boolean(v.priced) }]));
}
