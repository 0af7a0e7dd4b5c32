import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Db } from '../db/connect.ts';
import { readOrder } from '../shop/order-detail.ts';

/** What an invoice is made from: the seller's details and the order as the caller may see it. */
export interface InvoiceSource {
  seller: {
    name: string;
    /** The address lines, then telephone and email. */
    address: string[];
    contact: string[];
    vatNo: string;
    registrationNo: string;
  };
  order: OrderDetail;
}

export interface InvoiceInput extends InvoiceSource {
  generatedOn: Date;
}

/** The order (404 unless the caller may see it) and the seller's details from company_info. */
export async function loadInvoice(db: Db, userId: number, orderId: number): Promise<InvoiceSource> {
  const order = await readOrder(db, userId, orderId);
  const row = await db
    .selectFrom('companyInfo')
    .select(['name', 'addressLine1', 'addressLine2', 'addressLine3', 'addressLine4', 'addressLine5', 'telephone1', 'email', 'vatNo', 'registrationNo'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    seller: {
      name: row.name,
      address: [row.addressLine1, row.addressLine2, row.addressLine3, row.addressLine4, row.addressLine5].filter(Boolean),
      contact: [row.telephone1 && `Tel ${row.telephone1}`, row.email].filter(Boolean),
      vatNo: row.vatNo,
      registrationNo: row.registrationNo,
    },
    order,
  };
}
