import type { ColumnType, Generated } from 'kysely';
import type { TaxRegion } from '#contract/rules/tax-decision.ts';
import type { VatNumberCheck } from '#contract/calls/tax-numbers.ts';

/** Tax by destination (migration 043, docs/tax-and-invoices.md). */

/** A region's VAT rate from a day on (read effective_from with `::text`); a change is a new row. */
export interface TaxRatesTable {
  id: Generated<number>;
  region: TaxRegion;
  ratePercent: number;
  effectiveFrom: ColumnType<string, string, never>;
  createdByEmail: ColumnType<string, string | undefined, never>;
  createdAt: Generated<Date>;
}

/** The VAT and EORI numbers a company or an individual buyer keeps (columns of companies and users). */
export interface TaxNumberColumns {
  vatNo: ColumnType<string, string | undefined, string>;
  /** '' while there is no number. */
  vatNoCheck: ColumnType<VatNumberCheck | '', VatNumberCheck | '' | undefined, VatNumberCheck | ''>;
  vatNoCheckedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  eoriNo: ColumnType<string, string | undefined, string>;
}

export interface TaxTables {
  taxRates: TaxRatesTable;
}
