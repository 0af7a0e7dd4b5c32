import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { readOrder } from '../shop/order-detail.ts';
import { invoicePdf, type InvoiceKind } from './invoice.ts';
import { loadSeller } from './seller.ts';

/**
 * The invoice (or pro-forma) of an order as `viewerId` may see it (404 otherwise), in `language`,
 * and the number it is filed under. An invoice asked for before it is issued (the order is neither
 * paid nor dispatched) is the pro-forma: there is no VAT invoice yet.
 */
export async function renderInvoice(db: Db, viewerId: number, orderId: number, asked: InvoiceKind, language: Language) {
  const [order, seller] = await Promise.all([readOrder(db, viewerId, orderId), loadSeller(db)]);
  const kind = asked === 'invoice' && !order.invoice && order.status === 'placed' ? 'proForma' : asked;
  const bytes = await invoicePdf({ seller, order, kind, language, generatedOn: new Date() });
  return { bytes, kind, documentNo: kind === 'invoice' && order.invoice ? order.invoice.invoiceNo : order.orderNo };
}
