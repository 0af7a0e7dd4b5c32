import { browserHttp, calling } from './browser.ts';
import { post } from './client.ts';
import type {
  Basket,
  BasketAddRequest,
  BasketCountAnswer,
  BasketSaveRequest,
  BasketUpdateRequest,
  QuickAddAnswer,
} from '#contract/api/shop-types.ts';

/** The basket calls (pri/basket…): every one needs a live session; failures follow the spec's catalogue. */
export const addToBasket = (partNo: string, quantity: number) =>
  calling(post<BasketCountAnswer>(browserHttp, 'pri/basketAdd', { partNo, quantity } satisfies BasketAddRequest));
export const basketCount = () => calling(post<BasketCountAnswer>(browserHttp, 'pri/basketCount'));
export const basketList = () => calling(post<Basket>(browserHttp, 'pri/basketList'));
export const basketUpdate = (body: BasketUpdateRequest) => calling(post<Basket>(browserHttp, 'pri/basketUpdate', body));
export const basketRemove = (partNo: string) => calling(post<Basket>(browserHttp, 'pri/basketRemove', { partNo }));
export const basketSave = (body: BasketSaveRequest) => calling(post<Basket>(browserHttp, 'pri/basketSave', body));
export const basketClear = () => calling(post<Basket>(browserHttp, 'pri/basketClear'));
export const basketQuickAdd = (text: string) => calling(post<QuickAddAnswer>(browserHttp, 'pri/basketQuickAdd', { text }));
