import { fillBoth } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PRICE_LIST_MESSAGES } from '../i18n/price-list-messages.ts';
import type { ValidDays } from './price-rules.ts';

export interface Holders {
  companyIds: readonly number[];
  userIds: readonly number[];
}

/**
 * Refuses (409) when another list held by one of these companies or accounts is valid on any of
 * the same days: a company or an account has one list at a time (an account may still have its
 * own beside its company's, docs/pricing.md).
 */
export async function refuseOverlap(db: Db, listId: number, days: ValidDays, holders: Holders): Promise<void> {
  if (holders.companyIds.length === 0 && holders.userIds.length === 0) return;
  const clash = await db
    .selectFrom('priceListAssignments as a')
    .innerJoin('priceLists as l', 'l.id', 'a.priceListId')
    .leftJoin('companies as c', 'c.id', 'a.companyId')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .select(['l.name', (eb) => eb.fn.coalesce('c.name', 'u.email').as('holder')])
    .where('l.id', '<>', listId)
    .where((eb) =>
      eb.or([
        ...(holders.companyIds.length > 0 ? [eb('a.companyId', 'in', holders.companyIds)] : []),
        ...(holders.userIds.length > 0 ? [eb('a.userId', 'in', holders.userIds)] : []),
      ]),
    )
    .where((eb) =>
      days.validFrom === null
        ? eb.lit(true)
        : eb.or([eb('l.validUntil', 'is', null), eb('l.validUntil', '>=', days.validFrom)]),
    )
    .where((eb) =>
      days.validUntil === null
        ? eb.lit(true)
        : eb.or([eb('l.validFrom', 'is', null), eb('l.validFrom', '<=', days.validUntil)]),
    )
    .orderBy('l.id')
    .executeTakeFirst();
  if (clash)
    throw new ApiError(
      CODE.conflict,
      fillBoth(PRICE_LIST_MESSAGES.overlaps, { other: clash.name, holder: clash.holder ?? '' }),
    );
}

/** Who holds a list now. */
export async function holdersOf(db: Db, listId: number): Promise<Holders> {
  const rows = await db
    .selectFrom('priceListAssignments')
    .select(['companyId', 'userId'])
    .where('priceListId', '=', listId)
    .execute();
  return {
    companyIds: rows.flatMap((r) => (r.companyId === null ? [] : [r.companyId])),
    userIds: rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  };
}
