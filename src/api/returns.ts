import * as calls from '#contract/calls/returns.ts';
import { call } from './call.ts';

/** A buyer's returns of an order (contract/calls/returns.ts). */
export const returnList = (orderId: number) => call(calls.returnList, { orderId });
export const returnRequest = (body: calls.ReturnRequestBody) => call(calls.returnRequest, body);
export const returnWithdraw = (id: number) => call(calls.returnWithdraw, { id });
