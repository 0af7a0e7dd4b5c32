import { atom, type ReadableAtom } from 'nanostores';
import { $loggedIn, loadSession } from './session.ts';
import { tellBuyer } from './tell-buyer.ts';

/** A store of the logged-in buyer's prices by id, and how islands name the ids they show. */
export interface BuyerPriceBatch<P> {
  $prices: ReadableAtom<ReadonlyMap<number, P>>;
  /** Ask for these ids' prices, with every other id wanted in the same moment. */
  want: (ids: readonly number[]) => void;
  /** Forgets every id and price (tests start each case from nothing). */
  forget: () => void;
}

/**
 * One call per page for a kind of buyer price (docs/pricing.md): the ids islands name in one moment
 * go to `ask` together, an id asked is not asked again. Logged out nothing is asked and the store
 * stays empty; a log-in later on the page asks for every id wanted so far, and a log-out (or another
 * buyer) empties it.
 */
export function buyerPriceBatch<P>(
  ask: (ids: number[]) => Promise<P[]>,
  idOf: (price: P) => number,
): BuyerPriceBatch<P> {
  const none: ReadonlyMap<number, P> = new Map();
  const $prices = atom(none);
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
    ask(ids).then(
      (prices) => {
        if (turn !== buyerTurn) return;
        const next = new Map($prices.get());
        for (const price of prices) next.set(idOf(price), price);
        $prices.set(next);
      },
      (error: unknown) => {
        // Told once; the ids may be asked again by the next island that shows them.
        for (const id of ids) asked.delete(id);
        tellBuyer(error);
      },
    );
  }

  /** Asks, once this moment's islands have all said what they show. */
  function flushSoon(): void {
    if (flushing) return;
    flushing = true;
    queueMicrotask(flush);
  }

  $loggedIn.listen(() => {
    buyerTurn += 1;
    asked.clear();
    $prices.set(none);
    if (wanted.size > 0) flushSoon();
  });

  return {
    $prices,
    want(ids) {
      loadSession();
      for (const id of ids) wanted.add(id);
      flushSoon();
    },
    forget() {
      wanted.clear();
      asked.clear();
      buyerTurn += 1;
      $prices.set(none);
    },
  };
}
