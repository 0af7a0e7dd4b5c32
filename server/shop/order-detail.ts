import type { BankDetails, OrderDetail } from '../../src/api/shop-types.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Where a bank transfer for this order goes, with the order number as its reference. */
async function bankDetailsFor(db: Db, orderNo: string): Promise<BankDetails> {
  const bank = await db
    .selectFrom('companyInfo')
    .select(['bankAccountName', 'bankName', 'bankSortCode', 'bankAccountNo', 'bankIban', 'bankBic'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    accountName: bank.bankAccountName,
    bankName: bank.bankName,
    sortCode: bank.bankSortCode,
    accountNumber: bank.bankAccountNo,
    iban: bank.bankIban,
    bic: bank.bankBic,
    reference: orderNo,
  };
}

/** One of the buyer's orders; another buyer's order answers 404 (never 403), as if it did not exist. */
export async function readOrder(db: Db, userId: number, id: number): Promise<OrderDetail> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!order) throw new ApiError(CODE.notFound, MESSAGES.noSuchOrder);
  const [lines, lastPayment, bankDetails] = await Promise.all([
    db.selectFrom('orderLines').selectAll().where('orderId', '=', id).orderBy('lineNo').execute(),
    db.selectFrom('payments').select(['state', 'failureMessage']).where('orderId', '=', id).orderBy('id', 'desc').executeTakeFirst(),
    bankDetailsFor(db, order.orderNo),
  ]);
  return {
    id: order.id,
    orderNo: order.orderNo,
    createdAt: new Date(order.createdAt).toISOString(),
    status: order.status,
    poReference: order.poReference,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      partNo: l.partNo,
      name: l.nameEn,
      nameZh: l.nameZh,
      familyId: l.familyId,
      familySlug: l.familySlug,
      quantity: l.quantity,
      unitPricePence: l.unitPricePence,
      lineTotalPence: l.lineTotalPence,
      reference: l.reference,
      reservedQty: l.reservedQty,
      leadTimeDays: l.leadTimeDays,
    })),
    totals: {
      subtotalPence: order.subtotalPence,
      deliveryPence: order.deliveryPence,
      vatRatePercent: order.vatRatePercent,
      vatPence: order.vatPence,
      totalPence: order.totalPence,
      currency: 'GBP',
    },
    deliveryAddress: order.deliveryAddress,
    invoiceAddress: order.invoiceAddress,
    paidAt: iso(order.paidAt),
    dueAt: iso(order.dueAt),
    failureMessage: order.paymentState === 'failed' ? (lastPayment?.failureMessage ?? null) : null,
    bankDetails,
  };
}
