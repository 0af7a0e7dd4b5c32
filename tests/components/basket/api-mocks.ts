import { vi } from 'vitest';
import type * as BasketApi from '../../../src/api/basket.ts';
import type * as OrdersApi from '../../../src/api/orders.ts';

/**
 * Stand-ins for the basket and order calls. Each test file mocks the two API modules with these:
 * vi.mock('…/src/api/basket.ts', async () => (await import('./api-mocks.ts')).basketModule).
 */
export const api = {
  addToBasket: vi.fn<typeof BasketApi.addToBasket>(),
  basketCount: vi.fn<typeof BasketApi.basketCount>(),
  basketList: vi.fn<typeof BasketApi.basketList>(),
  basketUpdate: vi.fn<typeof BasketApi.basketUpdate>(),
  basketRemove: vi.fn<typeof BasketApi.basketRemove>(),
  basketSave: vi.fn<typeof BasketApi.basketSave>(),
  basketClear: vi.fn<typeof BasketApi.basketClear>(),
  basketQuickAdd: vi.fn<typeof BasketApi.basketQuickAdd>(),
  addressList: vi.fn<typeof OrdersApi.addressList>(),
  addressAdd: vi.fn<typeof OrdersApi.addressAdd>(),
  checkoutTotals: vi.fn<typeof OrdersApi.checkoutTotals>(),
  paymentOptions: vi.fn<typeof OrdersApi.paymentOptions>(),
  orderCreate: vi.fn<typeof OrdersApi.orderCreate>(),
  orderDetail: vi.fn<typeof OrdersApi.orderDetail>(),
  payStart: vi.fn<typeof OrdersApi.payStart>(),
};

export const basketModule: typeof BasketApi = {
  addToBasket: api.addToBasket,
  basketCount: api.basketCount,
  basketList: api.basketList,
  basketUpdate: api.basketUpdate,
  basketRemove: api.basketRemove,
  basketSave: api.basketSave,
  basketClear: api.basketClear,
  basketQuickAdd: api.basketQuickAdd,
};

export const ordersModule: typeof OrdersApi = {
  addressList: api.addressList,
  addressAdd: api.addressAdd,
  checkoutTotals: api.checkoutTotals,
  paymentOptions: api.paymentOptions,
  orderCreate: api.orderCreate,
  orderDetail: api.orderDetail,
  payStart: api.payStart,
};

export function resetApi(): void {
  for (const mock of Object.values(api)) mock.mockReset();
}

/** A promise the test settles when it chooses: to see what the page does while a call is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
