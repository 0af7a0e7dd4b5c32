import { atom } from 'nanostores';
import type { BuyerVariantPrice } from '#contract/calls/buyer-prices.ts';
import { priceMine } from '../api/buyer-prices.ts';
import { $loggedIn, loadSession } from './session.ts';
import { tellBuyer } from './tell-buyer.ts';

/**
 * The logged-in buyer's prices of the variants the page shows, by variant id (docs/pricing.md). The
 * pre-rendered HTML shows list prices; the page's islands say which variants they show
 * (wantBuyerPrices) and the ids wanted in one moment go to pri/priceMine in one call. Logged out,
 * nothing is asked and the store stays empty; a log-in later on the page asks for every id wanted
 * so far, and a log-out (or another buyer) empties it. Islands load this module by import() once
 * the buyer is logged in (src/islands/price/use-buyer-prices.ts): a visitor's page never loads it.
 */
export type BuyerPrices = ReadonlyMap<number, BuyerVariantPrice>;

const NONE: BuyerPrices = new Map();
export const $buyerPrices = atom<BuyerPrices>(NONE);

/** Every id an island showed; the ids asked for (or answered) for the buyer logged in now. */
const wanted = new Set<number>();
const asked = new Set<number>();
let flushing = false;
/** Counts log-ins and log-outs: an answer for an earlier buyer is dropped. */
let buyerTurn = 0;

function flush(): void {
  flushing = false;
  if (!$loggedIn.get()) return;
  const ids = [...wanted].filter((id) => !asked.has(id));
  if (ids.length === 0) return;
  for (const id of ids) asked.add(id);
  const turn = buyerTurn;
  priceMine(ids).then((prices) => {
    if (turn !== buyerTurn) return;
    const next = new Map($buyerPrices.get());
    for (const price of prices) next.set(price.variantId, price);
    $buyerPrices.set(next);
  }, (error: unknown) => {
    // Told once; the ids may be asked again by the next island that shows them.
    for (const id of ids) asked.delete(id);
    tellBuyer(error);
  });
}

/** Asks, once this moment's islands have all said what they show. */
function flushSoon(): void {
  if (flushing) return;
  flushing = true;
  queueMicrotask(flush);
}

/** Ask for the buyer's prices of these variants, with every other id wanted in the same moment. */
export function wantBuyerPrices(variantIds: readonly number[]): void {
  loadSession();
  for (const id of variantIds) wanted.add(id);
  flushSoon();
}

$loggedIn.listen(() => {
  buyerTurn += 1;
  asked.clear();
  $buyerPrices.set(NONE);
  if (wanted.size > 0) flushSoon();
});

/** Forgets every id and price (tests start each case from nothing). */
export function forgetBuyerPrices(): void {
  wanted.clear();
  asked.clear();
  buyerTurn += 1;
  $buyerPrices.set(NONE);
}
