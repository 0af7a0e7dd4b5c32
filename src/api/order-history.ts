import axios from 'axios';
import { browserHttp } from './browser.ts';
import { ApiCallError, unwrap } from './answer.ts';
import * as history from '#contract/calls/order-history.ts';
import type { OrderListRequest } from '#contract/calls/order-history.ts';
import * as orders from '#contract/calls/orders.ts';
import { call } from './call.ts';

/** The account's order history (/acOrder, /acOrderdetails/{id}). */
export const orderList = (body: OrderListRequest) => call(history.orderList, body);
/** One order for /acOrderdetails (src/api/orders.ts's orderDetail still tells a 404, which this page says itself). */
export const orderForAccount = (id: number) => call(orders.orderDetail, { id });
export const orderAgain = (id: number) => call(history.orderAgain, { id });

/** The file name a content-disposition header gives ("attachment; filename=\"invoice-LG-100001.pdf\""). */
const fileNameOf = (header: unknown): string => /filename="([^"]+)"/.exec(String(header ?? ''))?.[1] ?? 'invoice.pdf';

/**
 * An order's invoice PDF. Fetched like every pri/ call, with the session in the token header (never
 * in the address), so the page saves it from memory; a refusal comes back as an envelope in the blob.
 */
export function orderInvoice(id: number): Promise<{ blob: Blob; fileName: string }> {
  const fetched = browserHttp.get<Blob>('pri/orderInvoice', { params: { id }, responseType: 'blob' }).then(
    (response) => ({ blob: response.data, fileName: fileNameOf(response.headers['content-disposition']) }),
    async (error: unknown) => {
      const body = axios.isAxiosError(error) ? error.response?.data : undefined;
      if (body instanceof Blob) unwrap(JSON.parse(await body.text()) as unknown);
      throw new ApiCallError(null, (error as Error).message);
    },
  );
  return fetched;
}
