import { CUSTOMER_PART_NO_CSV as CSV } from '#contract/calls/customer-part-numbers.ts';
import type { Db } from '../../db/connect.ts';
import { guardFormula } from '../../editor/catalogue-csv/formula-guard.ts';
import { writeCsv } from '../../editor/catalogue-csv/write.ts';

/** A company's part numbers in the import's layout, by our part number: importing it unchanged changes nothing. */
export async function exportPartNos(db: Db, companyId: number): Promise<string> {
  const rows = await db
    .selectFrom('customerPartNumbers as cpn')
    .innerJoin('variants as v', 'v.id', 'cpn.variantId')
    .select(['v.partNo', 'cpn.customerPartNo'])
    .where('cpn.companyId', '=', companyId)
    .orderBy('v.partNo')
    .execute();
  return writeCsv([[...CSV.columns], ...rows.map((r) => [r.partNo, r.customerPartNo].map(guardFormula))], {
    bom: true,
  });
}

/** `customer-part-numbers-12-2026-11-29.csv`: the company and the day of the export (UTC). */
export function exportFileName(companyId: number, now: Date = new Date()): string {
  return `customer-part-numbers-${companyId}-${now.toISOString().slice(0, 10)}.csv`;
}
