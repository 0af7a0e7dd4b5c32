import * as catalogue from '#contract/calls/catalogue.ts';
import { call } from './call.ts';

/**
 * Today's prices, stock and lead times of a family's variants. A module of its own: the product
 * page asks as it opens, while src/api/catalogue.ts, which the header loads whole when the buyer
 * searches, would bring every public call's address with it.
 */
export const productLive = (id: number) => call(catalogue.productLive, { id });
