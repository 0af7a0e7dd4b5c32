import * as calls from '#contract/calls/basket.ts';
import type { BodyOf } from '#contract/call.ts';
import { calling } from './browser.ts';
import { call } from './call.ts';

/** The basket calls (contract/calls/basket.ts): every one needs a live session. */
export const addToBasket = (partNo: string, quantity: number) => calling(call(calls.basketAdd, { partNo, quantity }));
export const basketCount = () => calling(call(calls.basketCount, {}));
export const basketList = () => calling(call(calls.basketList, {}));
export const basketUpdate = (body: BodyOf<typeof calls.basketUpdate>) => calling(call(calls.basketUpdate, body));
export const basketRemove = (partNo: string) => calling(call(calls.basketRemove, { partNo }));
export const basketSave = (body: BodyOf<typeof calls.basketSave>) => calling(call(calls.basketSave, body));
export const basketClear = () => calling(call(calls.basketClear, {}));
export const basketQuickAdd = (text: string) => calling(call(calls.basketQuickAdd, { text }));
