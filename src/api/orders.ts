import { browserHttp, calling } from './browser.ts';
import { post } from './client.ts';
import type { Address, AddressAddRequest, AddressBookAnswer, OrderCreateAnswer, OrderCreateRequest, OrderDetail, PaymentMethod, PaymentOptions, PayStartAnswer } from '#contract/api/shop-types.ts';
import type { BasketTotals } from '#contract/calls/basket.ts';

/** Checkout, orders and payment calls: every one needs a live session; failures follow the spec's catalogue. */
export const addressList = () => calling(post<AddressBookAnswer>(browserHttp, 'pri/addressList'));
export const addressAdd = (body: AddressAddRequest) => calling(post<Address>(browserHttp, 'pri/addressAdd', body));
export const checkoutTotals = (deliveryAddressId: number) =>
  calling(post<BasketTotals>(browserHttp, 'pri/checkoutTotals', { deliveryAddressId }));
export const paymentOptions = () => calling(post<PaymentOptions>(browserHttp, 'pri/paymentOptions'));
export const orderCreate = (body: OrderCreateRequest) => calling(post<OrderCreateAnswer>(browserHttp, 'pri/orderCreate', body));
export const orderDetail = (id: number) => calling(post<OrderDetail>(browserHttp, 'pri/orderDetail', { id }));
export const payStart = (id: number, method: PaymentMethod) => calling(post<PayStartAnswer>(browserHttp, 'pri/payStart', { id, method }));
