import { browserHttp, calling } from './browser.ts';
import { post } from './client.ts';
import type { OrderCreateAnswer, OrderCreateRequest, OrderDetail, PaymentMethod, PaymentOptions, PayStartAnswer } from '#contract/api/shop-types.ts';
import * as addresses from '#contract/calls/addresses.ts';
import type { AddressAddRequest } from '#contract/calls/addresses.ts';
import { call } from './call.ts';
import type { BodyOf } from '#contract/call.ts';
import type { BasketTotals } from '#contract/calls/basket.ts';

/**
 * Checkout, orders and payment calls: every one needs a live session; failures follow the spec's catalogue.
 * An address form's country is any text until the server checks it against DELIVERY_COUNTRIES.
 */
export const addressList = () => calling(call(addresses.addressList, {}));
export const addressAdd = (body: AddressAddRequest) => calling(call(addresses.addressAdd, body as BodyOf<typeof addresses.addressAdd>));
export const checkoutTotals = (deliveryAddressId: number) =>
  calling(post<BasketTotals>(browserHttp, 'pri/checkoutTotals', { deliveryAddressId }));
export const paymentOptions = () => calling(post<PaymentOptions>(browserHttp, 'pri/paymentOptions'));
export const orderCreate = (body: OrderCreateRequest) => calling(post<OrderCreateAnswer>(browserHttp, 'pri/orderCreate', body));
export const orderDetail = (id: number) => calling(post<OrderDetail>(browserHttp, 'pri/orderDetail', { id }));
export const payStart = (id: number, method: PaymentMethod) => calling(post<PayStartAnswer>(browserHttp, 'pri/payStart', { id, method }));
