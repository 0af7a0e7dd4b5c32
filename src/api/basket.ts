import { browserHttp, calling } from './browser.ts';
import { post } from './client.ts';

/**
 * The basket calls. `pri/basketAdd` is the contract the basket's API is to implement (it answers
 * 404 until then, and the error catalogue shows the server's message). These types move to
 * types.ts when the server shares them.
 */
export interface BasketAddRequest {
  partNo: string;
  /** 1 to 9,999. */
  quantity: number;
}

export interface BasketAddAnswer {
  /** The basket count after the add, for the header badge (the session's basketCount). */
  basketCount: number;
}

export const addToBasket = (partNo: string, quantity: number) =>
  calling(post<BasketAddAnswer>(browserHttp, 'pri/basketAdd', { partNo, quantity } satisfies BasketAddRequest));
