import * as history from '#contract/calls/order-history.ts';
import type { OrderListRequest } from '#contract/calls/order-history.ts';
import * as orders from '#contract/calls/orders.ts';
import { creditNotePdf } from '#contract/calls/credit-notes.ts';
import { call, fetchFile } from './call.ts';

/** The account's order history (/acOrder, /acOrderdetails/{id}). */
export const orderList = (body: OrderListRequest) => call(history.orderList, body);
/** One order for /acOrderdetails (src/api/orders.ts's orderDetail still tells a 404, which this page says itself). */
export const orderForAccount = (id: number) => call(orders.orderDetail, { id });
export const orderAgain = (id: number) => call(history.orderAgain, { id });

/**
 * An order's invoice PDF, fetched with the session in the token header (never in the address), so
 * the page saves it from memory.
 */
export const orderInvoice = (id: number) => fetchFile(history.orderInvoice, { id }, 'invoice.pdf');

/** A credit note's PDF (its id from the order's creditNotes), fetched the same way. */
export const creditNoteFile = (id: number) => fetchFile(creditNotePdf, { id }, 'credit-note.pdf');
