import { fillBoth } from '#contract/i18n/text.ts';
import { CUSTOMER_PART_NO_MESSAGES as M } from '../../i18n/customer-part-no-messages.ts';
import { IMPORT_MESSAGES as IM } from '../../i18n/import-messages.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { PRICE_LIST_MESSAGES } from '../../i18n/price-list-messages.ts';
import type { PartNoProblem, PartNoRow } from './read.ts';

/**
 * The rows checked against the catalogue and the company's numbers as they would be after the
 * import: parts not in the file keep theirs, so a number may move between parts of the file but
 * not take one a part outside the file keeps.
 */

export interface CurrentPartNo {
  variantId: number;
  partNo: string;
  customerPartNo: string;
}

export interface PartNoChange {
  line: number;
  variantId: number;
  partNo: string;
  before: string | null;
  after: string | null;
}

export interface PartNoPlan {
  problems: PartNoProblem[];
  /** Only rows that change something, in file order. */
  changes: PartNoChange[];
}

export function planPartNoImport(
  rows: readonly PartNoRow[],
  variantIds: ReadonlyMap<string, number>,
  current: readonly CurrentPartNo[],
): PartNoPlan {
  const problems: PartNoProblem[] = [];
  const changes: PartNoChange[] = [];
  const inFile = new Set(rows.map((r) => r.partNo));
  const before = new Map(current.map((c) => [c.variantId, c.customerPartNo]));
  const kept = new Map(current.filter((c) => !inFile.has(c.partNo)).map((c) => [c.customerPartNo, c.partNo]));
  const partLines = new Map<string, number>();
  const numberLines = new Map<string, PartNoRow>();
  for (const row of rows) {
    const { line, partNo, customerPartNo } = row;
    const variantId = variantIds.get(partNo);
    const firstLine = partLines.get(partNo);
    const sameNumber = customerPartNo === null ? undefined : numberLines.get(customerPartNo);
    const keptBy = customerPartNo === null ? undefined : kept.get(customerPartNo);
    if (variantId === undefined) problems.push({ line, reason: fillBoth(MESSAGES.noSuchPartNo, { partNo }) });
    else if (firstLine !== undefined)
      problems.push({ line, reason: fillBoth(IM.duplicatePartNo, { partNo, line: firstLine }) });
    else if (sameNumber)
      problems.push({
        line,
        reason: fillBoth(M.numberTwice, {
          customerPartNo: sameNumber.customerPartNo ?? '',
          partNo: sameNumber.partNo,
          line: sameNumber.line,
        }),
      });
    else if (keptBy !== undefined)
      problems.push({
        line,
        reason: fillBoth(PRICE_LIST_MESSAGES.customerPartNoTaken, {
          customerPartNo: customerPartNo ?? '',
          partNo: keptBy,
        }),
      });
    partLines.set(partNo, firstLine ?? line);
    if (customerPartNo !== null && !sameNumber) numberLines.set(customerPartNo, row);
    if (variantId === undefined) continue;
    const was = before.get(variantId) ?? null;
    if (was !== customerPartNo) changes.push({ line, variantId, partNo, before: was, after: customerPartNo });
  }
  return { problems, changes: problems.length > 0 ? [] : changes };
}

export interface PartNoCounts {
  added: number;
  changed: number;
  removed: number;
}

export function countPartNoChanges(changes: readonly PartNoChange[]): PartNoCounts {
  return {
    added: changes.filter((c) => c.before === null).length,
    changed: changes.filter((c) => c.before !== null && c.after !== null).length,
    removed: changes.filter((c) => c.after === null).length,
  };
}
