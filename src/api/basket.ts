import * as calls from '#contract/calls/basket.ts';
import type { BodyOf } from '#contract/call.ts';
import { call } from './call.ts';

/** The basket calls (contract/calls/basket.ts): every one needs a live session. */
export const addToBasket = (partNo: string, quantity: number) => call(calls.basketAdd, { partNo, quantity });
export const basketCount = () => call(calls.basketCount, {});
export const basketList = () => call(calls.basketList, {});
export const basketUpdate = (body: BodyOf<typeof calls.basketUpdate>) => call(calls.basketUpdate, body);
export const basketRemove = (partNo: string) => call(calls.basketRemove, { partNo });
export const basketSave = (body: BodyOf<typeof calls.basketSave>) => call(calls.basketSave, body);
export const basketClear = () => call(calls.basketClear, {});
export const basketQuickAdd = (text: string) => call(calls.basketQuickAdd, { text });
