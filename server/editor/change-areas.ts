import type { ExpressionBuilder } from 'kysely';
import type { UserRole } from '../db/schema.ts';
import type { Database } from '../db/schema.ts';

/**
 * Which audit records each staff role reads: editors the content, catalogue and VAT rates (and the shop's own
 * company details, area company with action update), sales that and orders, quotes, customers,
 * companies, price lists and the credit threshold; administrators everything, staff accounts, mail and bank details included.
 */
const CONTENT_AREAS = [
  'category',
  'family',
  'import',
  'page',
  'publish',
  'rollback',
  'service',
  'synonyms',
  'tax',
  'variant',
];
const SALES_AREAS = [...CONTENT_AREAS, 'company', 'customer', 'order', 'priceList', 'quote', 'settings'];

export function changesReadableBy(role: UserRole) {
  return (eb: ExpressionBuilder<Database, 'editorChanges'>) => {
    if (role === 'admin') return eb.lit(true);
    if (role === 'sales') return eb('area', 'in', SALES_AREAS);
    return eb.or([eb('area', 'in', CONTENT_AREAS), eb.and([eb('area', '=', 'company'), eb('action', '=', 'update')])]);
  };
}
