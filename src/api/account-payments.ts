import type {
  OutstandingAnswer,
  PaymentDetail,
  PaymentListAnswer,
  TeamPayableAnswer,
  TeamPayMethod,
  TeamPayStartAnswer,
} from '#contract/calls/account-payments.ts';
import { browserHttp, calling } from './browser.ts';
import { post } from './client.ts';

/** The account's payments (/acPay) and team payments (/payAssociated): every call needs a live session. */
export const paymentList = (page: number, pageSize: number) => calling(post<PaymentListAnswer>(browserHttp, 'pri/paymentList', { page, pageSize }));
export const paymentDetail = (id: number) => calling(post<PaymentDetail>(browserHttp, 'pri/paymentDetail', { id }));
export const outstandingList = () => calling(post<OutstandingAnswer>(browserHttp, 'pri/outstandingList'));
export const teamPayableList = () => calling(post<TeamPayableAnswer>(browserHttp, 'pri/teamPayableList'));
export const teamPayStart = (orderIds: number[], method: TeamPayMethod) =>
  calling(post<TeamPayStartAnswer>(browserHttp, 'pri/teamPayStart', { orderIds, method }));
