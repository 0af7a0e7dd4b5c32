import type { SeedPriceBreak } from '../types.ts';
import type { Rng } from './random.ts';

/** Quantity breaks and the share of the single-unit price paid from each on. */
const BREAKS: ReadonlyArray<readonly [minQty: number, share: number]> = [
  [1, 1],
  [10, 0.92],
  [50, 0.85],
  [100, 0.78],
];

/** Lowest single-unit price: below this a line is not worth picking. */
const FLOOR_PENCE = 65;

export function priceBreaks(unitPence: number): SeedPriceBreak[] {
  const base = Math.max(FLOOR_PENCE, unitPence);
  // Rounding a falling series keeps it non-increasing.
  return BREAKS.map(([minQty, share]) => ({ minQty, unitPricePence: Math.round(base * share) }));
}

export interface Availability {
  stock: number;
  leadTimeDays: number;
}

/**
 * Cheap parts are stocked in thousands, dear ones in tens; about one line in eight is out of stock.
 * Stocked lines ship in 1-3 days; the rest are made or bought in, specials taking longest.
 */
export function availability(rng: Rng, unitPence: number, special: boolean): Availability {
  const outOfStock = rng.chance(special ? 0.3 : 0.12);
  const maxStock = Math.max(10, Math.round(4000 / Math.sqrt(unitPence / 100 + 1)));
  const stock = outOfStock ? 0 : rng.int(5, maxStock);
  const leadTimeDays = stock > 0 ? rng.int(1, 3) : special ? rng.int(10, 30) : rng.int(4, 12);
  return { stock, leadTimeDays };
}
