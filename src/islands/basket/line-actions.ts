import { basketRemove, basketSave, basketUpdate } from '../../api/basket.ts';
import type { Basket } from '#contract/calls/basket.ts';
import type { BasketChange } from './use-basket.ts';

/** What a basket line (or a saved one) can do; each resolves to whether the server took it. */
export interface LineActions {
  setQuantity: (partNo: string, quantity: number) => Promise<boolean>;
  setReference: (partNo: string, reference: string) => Promise<boolean>;
  saveForLater: (partNo: string) => Promise<boolean>;
  moveToBasket: (partNo: string) => Promise<boolean>;
  remove: (partNo: string) => Promise<boolean>;
}

const wholeBasket = (basket: Basket) => basket;

export function lineActions(change: BasketChange): LineActions {
  const send = (call: () => Promise<Basket>) => change(call, wholeBasket).then((basket) => basket !== null);
  return {
    setQuantity: (partNo, quantity) => send(() => basketUpdate({ partNo, quantity })),
    setReference: (partNo, reference) => send(() => basketUpdate({ partNo, reference })),
    saveForLater: (partNo) => send(() => basketSave({ partNo, saved: true })),
    moveToBasket: (partNo) => send(() => basketSave({ partNo, saved: false })),
    remove: (partNo) => send(() => basketRemove(partNo)),
  };
}
