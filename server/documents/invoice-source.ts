import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { readOrder } from '../shop/order-detail.ts';
import { invoicePdf, type InvoiceKind } from './invoice.ts';
import { loadSeller } from './seller.ts';

/** The invoice (or pro-forma) of an order as `viewerId` may see it (404 otherwise), in `language`. */
export async function renderInvoice(db: Db, viewerId: number, orderId: number, kind: InvoiceKind, language: Language) {
  const [order, seller] = await Promise.all([readOrder(db, viewerId, orderId), loadSeller(db)]);
  const bytes = await invoicePdf({ seller, order, kind, language, generatedOn: new Date() });
  return { bytes, orderNo: order.orderNo };
}
