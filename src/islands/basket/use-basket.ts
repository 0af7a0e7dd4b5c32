import { useCallback, useRef, useState } from 'react';
import { basketList } from '../../api/basket.ts';
import type { Basket } from '#contract/calls/basket.ts';
import { setBasketCount } from '../../stores/session-change.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { useAnswer } from '../use-answer.ts';

/** How the last change went: nothing yet, the server took it, or it was refused (its message is told as a toast). */
export type ChangeOutcome = 'none' | 'done' | 'refused';

const loadBasket = () =>
  basketList().then((basket) => {
    setBasketCount(basket.basketCount);
    return basket;
  });

/**
 * The buyer's basket as the server last sent it. Changes go one at a time in the order made, so the
 * server applies them in that order and the basket shown is always the latest answer; every answer
 * also sets the header's badge.
 */
export function useBasket() {
  const { answer: basket, setAnswer: setBasket, status, retry } = useAnswer(loadBasket, 'basket');
  const [pending, setPending] = useState(0);
  const [outcome, setOutcome] = useState<ChangeOutcome>('none');
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Sends a change after those already under way; resolves to the answer, or null when it was refused. */
  const change = useCallback(
    <T>(call: () => Promise<T>, basketOf: (answer: T) => Basket): Promise<T | null> => {
      setPending((n) => n + 1);
      const run = queue.current.then(call).then(
        (answer) => {
          const next = basketOf(answer);
          setBasket(next);
          setBasketCount(next.basketCount);
          setOutcome('done');
          return answer;
        },
        (error: unknown) => {
          tellBuyer(error);
          setOutcome('refused');
          return null;
        },
      );
      queue.current = run.finally(() => setPending((n) => n - 1));
      return run;
    },
    [setBasket],
  );

  /** Resolves once every change made so far has been answered. */
  const settled = useCallback(() => queue.current.then(() => undefined), []);

  return { basket, status, busy: pending > 0, outcome, change, settled, retry };
}

export type BasketChange = ReturnType<typeof useBasket>['change'];
