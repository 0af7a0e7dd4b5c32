import type { StaffTaxRates, TaxRateAddRequest } from '#contract/calls/staff-tax-rates.ts';
import { ukDay } from '#contract/format/dates.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { isCalendarDay } from '#contract/rules/calendar-day.ts';
import {
  rateInForce,
  TAX_REGIONS,
  taxDecision,
  type TaxDecision,
  type TaxDestination,
  type TaxRate,
} from '#contract/rules/tax-decision.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { TAX_MESSAGES } from '../i18n/tax-messages.ts';

/**
 * The VAT rates by destination (tax_rates, migration 043). A change is a new row from a day on, so
 * the rate of any past day stays readable, and every order keeps the rate it was charged.
 */

const rateRows = (db: Db) =>
  db
    .selectFrom('taxRates')
    .select([
      'id',
      'region',
      'ratePercent',
      (eb) => eb.cast<string>('effectiveFrom', 'text').as('effectiveFrom'),
      'createdByEmail',
    ]);

export async function loadTaxRates(db: Db): Promise<TaxRate[]> {
  return (await rateRows(db).execute()).map(({ region, ratePercent, effectiveFrom }) => ({
    region,
    ratePercent,
    effectiveFrom,
  }));
}

/** The rates in force on a day, one a region (what a browser needs to work a total out as the server will). */
export async function ratesInForce(db: Db, day: string = ukDay()): Promise<TaxRate[]> {
  const rates = await loadTaxRates(db);
  return TAX_REGIONS.map((region) => rateInForce(rates, region, day));
}

/** How this buyer's goods sent to `destination` are taxed on `day` (today unless said). */
export async function decideTax(
  db: Db,
  userId: number,
  destination: TaxDestination,
  day: string = ukDay(),
): Promise<TaxDecision> {
  const [buyer, rates] = await Promise.all([
    db.selectFrom('users').select('companyId').where('id', '=', userId).executeTakeFirstOrThrow(),
    loadTaxRates(db),
  ]);
  return taxDecision(destination, buyer.companyId === null ? 'individual' : 'company', rates, day);
}

/** staff/taxRatesGet: every rate, each region's newest first. */
export async function readTaxRates(db: Db): Promise<StaffTaxRates> {
  const today = ukDay();
  const rows = (await rateRows(db).orderBy('effectiveFrom', 'desc').execute()).sort(
    (a, b) => TAX_REGIONS.indexOf(a.region) - TAX_REGIONS.indexOf(b.region),
  );
  const inForce = new Set(TAX_REGIONS.map((region) => rateInForce(rows, region, today)));
  return {
    today,
    rates: rows.map((row) => ({
      id: row.id,
      region: row.region,
      ratePercent: row.ratePercent,
      effectiveFrom: row.effectiveFrom,
      inForce: inForce.has(row),
      addedBy: row.createdByEmail || null,
    })),
  };
}

/** Rates change one at a time: the lock keeps two administrators from adding to the same day at once. */
const lockRates = (tx: Db) => tx.selectFrom('taxRates').select('id').forUpdate().execute();

export function addTaxRate(db: Db, admin: EditorSession, request: TaxRateAddRequest): Promise<void> {
  const today = ukDay();
  if (!isCalendarDay(request.effectiveFrom))
    throw new ApiError(CODE.badInput, TAX_MESSAGES.notADay, { field: 'effectiveFrom' });
  if (request.effectiveFrom < today)
    throw new ApiError(CODE.badInput, fillBoth(TAX_MESSAGES.rateInThePast, { today }), { field: 'effectiveFrom' });
  return db.transaction().execute(async (tx) => {
    await lockRates(tx);
    const sameDay = await tx
      .selectFrom('taxRates')
      .select('id')
      .where('region', '=', request.region)
      .where('effectiveFrom', '=', request.effectiveFrom)
      .executeTakeFirst();
    // Today's rate may already have been charged; only one still to come is replaced.
    if (sameDay && request.effectiveFrom === today) throw new ApiError(CODE.conflict, TAX_MESSAGES.rateAlreadyInForce);
    const replaced = await tx
      .deleteFrom('taxRates')
      .where('region', '=', request.region)
      .where('effectiveFrom', '=', request.effectiveFrom)
      .returning(['id', 'ratePercent'])
      .executeTakeFirst();
    const added = await tx
      .insertInto('taxRates')
      .values({
        region: request.region,
        ratePercent: request.ratePercent,
        effectiveFrom: request.effectiveFrom,
        createdByEmail: admin.email,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(tx, admin, {
      area: 'tax',
      recordId: added.id,
      action: replaced ? 'update' : 'create',
      summary: `VAT rate for ${request.region}: ${request.ratePercent} % from ${request.effectiveFrom}${replaced ? ` (was ${replaced.ratePercent} %)` : ''}`,
      detail: {
        taxRegion: request.region,
        effectiveFrom: request.effectiveFrom,
        ratePercent: { from: replaced?.ratePercent ?? null, to: request.ratePercent },
      },
    });
  });
}

export function withdrawTaxRate(db: Db, admin: EditorSession, id: number): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await lockRates(tx);
    const rate = (await rateRows(tx).where('id', '=', id).executeTakeFirst()) ?? null;
    if (!rate) throw new ApiError(CODE.notFound, TAX_MESSAGES.noSuchRate);
    if (rate.effectiveFrom <= ukDay()) throw new ApiError(CODE.conflict, TAX_MESSAGES.rateAlreadyInForce);
    await tx.deleteFrom('taxRates').where('id', '=', id).execute();
    await recordChange(tx, admin, {
      area: 'tax',
      recordId: id,
      action: 'delete',
      summary: `VAT rate for ${rate.region} of ${rate.ratePercent} % from ${rate.effectiveFrom} withdrawn`,
      detail: {
        taxRegion: rate.region,
        effectiveFrom: rate.effectiveFrom,
        ratePercent: { from: rate.ratePercent, to: null },
      },
    });
  });
}
