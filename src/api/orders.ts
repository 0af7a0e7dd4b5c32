import type { BodyOf } from '#contract/call.ts';
import * as addresses from '#contract/calls/addresses.ts';
import type { AddressAddRequest } from '#contract/calls/addresses.ts';
import * as orders from '#contract/calls/orders.ts';
import type { OrderCreateRequest, PaymentMethod } from '#contract/calls/orders.ts';
import { call } from './call.ts';
import type { DeliveryServiceName } from '#contract/calls/delivery-choice.ts';

/**
 * Checkout, orders and payment calls: every one needs a live session.
 * An address form's country is any text until the server checks it against DELIVERY_COUNTRIES.
 */
export const addressList = () => call(addresses.addressList, {});
export const addressAdd = (body: AddressAddRequest) =>
  call(addresses.addressAdd, body as BodyOf<typeof addresses.addressAdd>);
export const checkoutTotals = (deliveryAddressId: number, deliveryService?: DeliveryServiceName) =>
  call(orders.checkoutTotals, { deliveryAddressId, ...(deliveryService && { deliveryService }) });
export const paymentOptions = () => call(orders.paymentOptions, {});
export const orderCreate = (body: OrderCreateRequest) => call(orders.orderCreate, body);
export const orderDetail = (id: number) => call(orders.orderDetail, { id });
export const payStart = (id: number, method: PaymentMethod) => call(orders.payStart, { id, method });
