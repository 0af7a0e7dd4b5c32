import type { BomMatchAnswer, BomPart, BomRow } from '#contract/calls/bom.ts';
import { QUICK_ORDER_LIMITS } from '#contract/limits/orders.ts';
import { parseQuantity } from '#contract/rules/order-quantity.ts';

/** What the buyer decided for each row of a BOM's review: the part, the quantity, and whether it goes. */

export interface RowChoice {
  /** The matched part, the suggestion picked, or null. */
  variantId: number | null;
  quantityText: string;
  included: boolean;
}

export type Choices = ReadonlyMap<number, RowChoice>;

/** A row of the review as a parts list keeps it: unmatched rows stay, as not found. */
export interface BomListLine {
  line: number;
  partNoText: string;
  /** Our part chosen for the row, or null: not found. */
  partNo: string | null;
  variantId: number | null;
  /** null when the buyer's quantity is not a whole number from 1 to 9,999. */
  quantity: number | null;
}

/** Matched rows go as matched; a suggested row goes once a suggestion is picked; a row not found cannot go. */
export function firstChoices(answer: BomMatchAnswer): Map<number, RowChoice> {
  return new Map(
    answer.rows.map((row) => [
      row.line,
      {
        variantId: row.part?.variantId ?? null,
        quantityText: row.quantity === null ? row.quantityText : String(row.quantity),
        included: row.part !== null,
      },
    ]),
  );
}

/** The part a row stands for now: its match, or the suggestion picked. */
export function chosenPart(row: BomRow, choice: RowChoice): BomPart | null {
  return row.part ?? row.suggestions.find((s) => s.variantId === choice.variantId) ?? null;
}

export function listLines(rows: readonly BomRow[], choices: Choices): BomListLine[] {
  return rows.map((row) => {
    const choice = choices.get(row.line)!;
    const part = chosenPart(row, choice);
    return {
      line: row.line,
      partNoText: row.partNoText,
      partNo: part?.partNo ?? null,
      variantId: part?.variantId ?? null,
      quantity: parseQuantity(choice.quantityText),
    };
  });
}

/** The rows that go to the basket: included, with a part and a good quantity. */
export function basketLines(
  rows: readonly BomRow[],
  choices: Choices,
): Array<{ line: number; partNo: string; quantity: number }> {
  return listLines(rows, choices).flatMap((l) =>
    choices.get(l.line)!.included && l.partNo !== null && l.quantity !== null
      ? [{ line: l.line, partNo: l.partNo, quantity: l.quantity }]
      : [],
  );
}

/** The lines as quick-order texts ("PART-NO quantity" a line), as many as pri/basketQuickAdd takes at once. */
export function quickOrderTexts(lines: ReadonlyArray<{ partNo: string; quantity: number }>): string[] {
  const texts: string[] = [];
  for (let start = 0; start < lines.length; start += QUICK_ORDER_LIMITS.lines) {
    texts.push(
      lines
        .slice(start, start + QUICK_ORDER_LIMITS.lines)
        .map((l) => `${l.partNo} ${l.quantity}`)
        .join('\n'),
    );
  }
  return texts;
}
