import type { PriceBreak } from '#contract/calls/catalogue.ts';
import type { BuyerPriceBreak, PriceSource } from '#contract/calls/buyer-prices.ts';

/**
 * How a buyer's price is found, without I/O (docs/pricing.md). Each of the buyer's price lists
 * offers at most one rule for a part, its most specific: the part's net price, else the family's
 * percentage, else the deepest category's percentage, else the catalogue's. The list price is
 * always on offer too; at every quantity the lowest offer wins.
 */

/** The catalogue facts a price depends on. */
export interface VariantPriceFacts {
  variantId: number;
  familyId: number;
  /** Category ids from level 1 down to the family's own category. */
  categoryPath: readonly number[];
  listBreaks: readonly PriceBreak[];
}

/** One price list's rules, keyed by what they apply to; percentages are 0 to 100. */
export interface PriceListRules {
  priceListId: number;
  net: ReadonlyMap<number, readonly PriceBreak[]>;
  familyPercent: ReadonlyMap<number, number>;
  categoryPercent: ReadonlyMap<number, number>;
  cataloguePercent: number | null;
}

interface Offer {
  source: PriceSource;
  breaks: readonly PriceBreak[];
}

/**
 * A price less a percentage, rounded half up to the penny (12.5 % off 199p is 174.125p → 174p;
 * 10 % off 165p is 148.5p → 149p), never below zero. The percentage is taken to hundredths.
 */
export function lessPercent(pence: number, percent: number): number {
  const keptHundredths = 10_000 - Math.round(percent * 100);
  return Math.max(0, Math.floor((pence * keptHundredths + 5_000) / 10_000));
}

function percentOffer(
  priceListId: number,
  rule: PriceSource['rule'],
  percent: number,
  listBreaks: readonly PriceBreak[],
): Offer {
  return {
    source: { priceListId, rule },
    breaks: listBreaks.map((b) => ({ minQty: b.minQty, unitPricePence: lessPercent(b.unitPricePence, percent) })),
  };
}

/** The one rule of a list that prices a variant, most specific first; undefined when none does. */
export function offerOf(list: PriceListRules, variant: VariantPriceFacts): Offer | undefined {
  const net = list.net.get(variant.variantId);
  if (net && net.length > 0) return { source: { priceListId: list.priceListId, rule: 'net' }, breaks: net };
  const family = list.familyPercent.get(variant.familyId);
  if (family !== undefined) return percentOffer(list.priceListId, 'family', family, variant.listBreaks);
  const deepest = variant.categoryPath.findLast((id) => list.categoryPercent.has(id));
  if (deepest !== undefined)
    return percentOffer(list.priceListId, 'category', list.categoryPercent.get(deepest)!, variant.listBreaks);
  if (list.cataloguePercent !== null)
    return percentOffer(list.priceListId, 'catalogue', list.cataloguePercent, variant.listBreaks);
  return undefined;
}

/** An offer's unit price at a quantity; undefined below its lowest break (a net price from 10 off says nothing about 1 off). */
function offerAt(offer: Offer, quantity: number): number | undefined {
  return offer.breaks.findLast((b) => b.minQty <= quantity)?.unitPricePence;
}

/**
 * The buyer's price breaks for a variant: at each quantity where any offer changes, the lowest
 * price on offer (on a tie the list price, then the list given first). A part without list
 * prices is not sold and gets none.
 */
export function buyerBreaks(variant: VariantPriceFacts, lists: readonly PriceListRules[]): BuyerPriceBreak[] {
  const listBreaks = variant.listBreaks.toSorted((a, b) => a.minQty - b.minQty);
  if (listBreaks.length === 0) return [];
  const offers: Offer[] = [{ source: { priceListId: null, rule: 'list' }, breaks: listBreaks }];
  for (const list of lists) {
    const offer = offerOf(list, { ...variant, listBreaks });
    if (offer) offers.push({ ...offer, breaks: offer.breaks.toSorted((a, b) => a.minQty - b.minQty) });
  }
  const quantities = [...new Set(offers.flatMap((o) => o.breaks.map((b) => b.minQty)))].sort((a, b) => a - b);
  const result: BuyerPriceBreak[] = [];
  for (const minQty of quantities) {
    let best: BuyerPriceBreak | undefined;
    for (const offer of offers) {
      const price = offerAt(offer, minQty);
      if (price !== undefined && (best === undefined || price < best.unitPricePence))
        best = { minQty, unitPricePence: price, ...offer.source };
    }
    const previous = result.at(-1);
    if (
      !best ||
      (previous &&
        previous.unitPricePence === best.unitPricePence &&
        previous.priceListId === best.priceListId &&
        previous.rule === best.rule)
    )
      continue;
    result.push(best);
  }
  return result;
}

/** A price list's days, 'YYYY-MM-DD', either open (null). */
export interface ValidDays {
  validFrom: string | null;
  validUntil: string | null;
}

/** Whether a list applies on a day: from its first day to its last, both included. */
export function isValidOn(list: ValidDays, day: string): boolean {
  return (list.validFrom === null || list.validFrom <= day) && (list.validUntil === null || day <= list.validUntil);
}

/** Today in the shop's time zone (the UK), 'YYYY-MM-DD': a list valid until a day holds to that day's midnight in London. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
