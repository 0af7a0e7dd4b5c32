import type { Basket } from '../calls/basket.ts';

/** The answer of pri/orderAgain (the order history's; checkout and orders are contract/calls/orders.ts). */

/** pri/orderAgain: a line that could not go into the basket. */
export interface OrderAgainProblem {
  partNo: string;
  /** Why, in the request's language. */
  reason: string;
}

export interface OrderAgainAnswer {
  added: Array<{ partNo: string; quantity: number }>;
  problems: OrderAgainProblem[];
  basket: Basket;
}
