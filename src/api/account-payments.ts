import * as calls from '#contract/calls/account-payments.ts';
import { call } from './call.ts';

/** The account's payments (/acPay) and team payments (/payAssociated; contract/calls/account-payments.ts). */
export const paymentList = (page: number, pageSize: number) => call(calls.paymentList, { page, pageSize });
export const paymentDetail = (id: number) => call(calls.paymentDetail, { id });
export const outstandingList = () => call(calls.outstandingList, {});
export const teamPayableList = () => call(calls.teamPayableList, {});
export const teamPayStart = (orderIds: number[], method: calls.TeamPayMethod) =>
  call(calls.teamPayStart, { orderIds, method });
