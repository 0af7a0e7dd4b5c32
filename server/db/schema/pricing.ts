import type { ColumnType, Generated } from 'kysely';

/** Trade prices: price lists, their rules and assignments, and companies' own part numbers (migration 035). */

/** A calendar day, read as text (select it with `::text`): 'YYYY-MM-DD'. */
type Day = ColumnType<string | null, string | null | undefined, string | null>;

export interface PriceListsTable {
  id: Generated<number>;
  name: string;
  currency: ColumnType<string, string | undefined, string>;
  /** First and last day the list applies (inclusive); null: open. */
  validFrom: Day;
  validUntil: Day;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PriceRuleKind = 'net' | 'family' | 'category' | 'catalogue';
/** Where a price came from: the list price, or a rule of a price list. */
export type PriceSourceRule = 'list' | PriceRuleKind;

export interface PriceListRulesTable {
  id: Generated<number>;
  priceListId: number;
  kind: PriceRuleKind;
  variantId: number | null;
  familyId: number | null;
  categoryId: number | null;
  /** numeric(5,2): read it as a number with `::float8`. */
  percentOff: ColumnType<string | null, number | null, number | null>;
}

export interface PriceListNetBreaksTable {
  ruleId: number;
  minQty: number;
  unitPricePence: number;
}

export interface PriceListAssignmentsTable {
  id: Generated<number>;
  priceListId: number;
  companyId: number | null;
  userId: number | null;
}

export interface CustomerPartNumbersTable {
  companyId: number;
  variantId: number;
  customerPartNo: string;
}

export interface PricingTables {
  priceLists: PriceListsTable;
  priceListRules: PriceListRulesTable;
  priceListNetBreaks: PriceListNetBreaksTable;
  priceListAssignments: PriceListAssignmentsTable;
  customerPartNumbers: CustomerPartNumbersTable;
}
