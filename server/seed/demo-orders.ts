import type { Kysely } from 'kysely';
import type { AddressFields } from '#contract/calls/addresses.ts';
import { dueDate } from '#contract/rules/due-date.ts';
import { decideTax } from '../tax/tax-rates.ts';
import { pricedDelivery } from '../shop/delivery-quote.ts';
import { termsOf } from '../shop/credit-limit.ts';
import type {
  Database,
  DeliveryStateColumn,
  PaymentMethodColumn,
  PaymentRecordState,
  PaymentStateColumn,
} from '../db/schema.ts';
import { ukDay } from '#contract/format/dates.ts';
import { issueInvoice } from '../documents/invoice-numbers.ts';

/**
 * A few orders of the demo accounts in different states, so the account's order pages have
 * something to show on a fresh `npm start`: paid and delivered, dispatched, awaiting a bank transfer,
 * on account. Rows as the shop writes them (totals from the lines, history, payments); written once
 * per account (their idempotency keys), so a re-seed leaves them and any later orders alone.
 */

interface DemoOrder {
  email: string;
  key: string;
  daysAgo: number;
  poReference: string;
  /** Which in-stock catalogue variants (by position) and how many of each. */
  lines: Array<[number, number]>;
  method: PaymentMethodColumn;
  paymentState: PaymentStateColumn;
  deliveryState: DeliveryStateColumn;
}

const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    email: 'buyer@example.com',
    key: 'demo-1',
    daysAgo: 45,
    poReference: 'PO-4471',
    lines: [
      [0, 10],
      [3, 4],
    ],
    method: 'card',
    paymentState: 'paid',
    deliveryState: 'delivered',
  },
  {
    email: 'buyer@example.com',
    key: 'demo-2',
    daysAgo: 9,
    poReference: '',
    lines: [[5, 25]],
    method: 'card',
    paymentState: 'paid',
    deliveryState: 'dispatched',
  },
  {
    email: 'buyer@example.com',
    key: 'demo-3',
    daysAgo: 2,
    poReference: 'PO-4502',
    lines: [
      [1, 2],
      [7, 6],
      [9, 1],
    ],
    method: 'bankTransfer',
    paymentState: 'awaitingTransfer',
    deliveryState: 'processing',
  },
  {
    email: 'admin@acme.example',
    key: 'demo-1',
    daysAgo: 30,
    poReference: 'ACME-2207',
    lines: [
      [2, 50],
      [4, 20],
    ],
    method: 'account',
    paymentState: 'onAccount',
    deliveryState: 'delivered',
  },
  {
    email: 'member@acme.example',
    key: 'demo-1',
    daysAgo: 16,
    poReference: 'ACME-2231',
    lines: [[6, 12]],
    method: 'account',
    paymentState: 'onAccount',
    deliveryState: 'dispatched',
  },
  {
    email: 'member@acme.example',
    key: 'demo-2',
    daysAgo: 4,
    poReference: 'ACME-2240',
    lines: [
      [8, 3],
      [0, 5],
    ],
    method: 'card',
    paymentState: 'paid',
    deliveryState: 'processing',
  },
];

const ADDRESSES: Record<string, AddressFields> = {
  'buyer@example.com': {
    contactName: 'Alex Morgan',
    companyName: '',
    line1: '27 Canal Street',
    line2: '',
    town: 'Manchester',
    county: '',
    postcode: 'M1 3HE',
    country: 'GB',
    phone: '+44 1632 960101',
  },
  'admin@acme.example': {
    contactName: 'Priya Shah',
    companyName: 'Acme Engineering Ltd',
    line1: 'Acme Works, 5 Forge Road',
    line2: '',
    town: 'Sheffield',
    county: 'South Yorkshire',
    postcode: 'S9 2RX',
    country: 'GB',
    phone: '+44 1632 960102',
  },
  'member@acme.example': {
    contactName: 'Tom Baker',
    companyName: 'Acme Engineering Ltd',
    line1: 'Acme Works, 5 Forge Road',
    line2: '',
    town: 'Sheffield',
    county: 'South Yorkshire',
    postcode: 'S9 2RX',
    country: 'GB',
    phone: '+44 1632 960103',
  },
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The history an order in these states has: when it was placed, paid and moved, in order. */
function historyOf(order: DemoOrder, placed: Date): Array<{ kind: string; at: Date }> {
  const at = (hours: number) => new Date(placed.getTime() + hours * HOUR);
  const payment = { paid: 'paymentReceived', awaitingTransfer: 'awaitingTransfer', onAccount: 'onAccount' }[
    order.paymentState as string
  ];
  return [
    { kind: 'placed', at: placed },
    ...(payment ? [{ kind: payment, at: at(0.1) }] : []),
    ...(order.deliveryState !== 'processing' ? [{ kind: 'dispatched', at: at(26) }] : []),
    ...(order.deliveryState === 'delivered' ? [{ kind: 'delivered', at: at(72) }] : []),
  ];
}

const RECORD_STATE: Partial<Record<PaymentStateColumn, PaymentRecordState>> = {
  paid: 'succeeded',
  awaitingTransfer: 'awaitingTransfer',
  onAccount: 'onAccount',
};

/** Catalogue variants in stock with a price, spread over the families, for the demo lines (orders and quotes). */
export async function demoVariants(tx: Kysely<Database>) {
  return tx
    .selectFrom('variants as v')
    .innerJoin('productFamilies as f', 'f.id', 'v.familyId')
    .select([
      'v.id',
      'v.partNo',
      'v.leadTimeDays',
      'v.stock',
      'v.weightGrams',
      'v.familyId',
      'f.slug',
      'f.nameEn',
      'f.nameZh',
    ])
    .where('v.stock', '>=', 50)
    .where((eb) => eb.exists(eb.selectFrom('variantPriceBreaks').whereRef('variantId', '=', 'v.id')))
    .where('v.sortOrder', '=', 1)
    .orderBy('f.sortOrder')
    .limit(10)
    .execute();
}

/** A demo account's id and company, by its e-mail (server/seed/demo-accounts.ts). */
export async function demoUser(tx: Kysely<Database>, email: string) {
  return tx.selectFrom('users').select(['id', 'companyId']).where('email', '=', email).executeTakeFirstOrThrow();
}

export async function unitPrice(tx: Kysely<Database>, variantId: number, quantity: number): Promise<number> {
  const row = await tx
    .selectFrom('variantPriceBreaks')
    .select('unitPricePence')
    .where('variantId', '=', variantId)
    .where('minQty', '<=', quantity)
    .orderBy('minQty', 'desc')
    .executeTakeFirstOrThrow();
  return row.unitPricePence;
}

async function writeDemoOrder(
  tx: Kysely<Database>,
  order: DemoOrder,
  variants: Awaited<ReturnType<typeof demoVariants>>,
): Promise<void> {
  const user = await demoUser(tx, order.email);
  const made = await tx
    .selectFrom('orders')
    .select('id')
    .where('userId', '=', user.id)
    .where('idempotencyKey', '=', order.key)
    .executeTakeFirst();
  if (made) return;
  const address = ADDRESSES[order.email]!;
  // Kept for the order only (deleted from the address book), as an address the buyer later removed.
  const { id: addressId } = await tx
    .insertInto('addresses')
    .values({ userId: user.id, kind: 'delivery', ...address, deletedAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();

  const lines = [];
  for (const [position, quantity] of order.lines) {
    const v = variants[position % variants.length]!;
    const unitPricePence = await unitPrice(tx, v.id, quantity);
    lines.push({ v, ...v, quantity, unitPricePence, lineTotalPence: unitPricePence * quantity });
  }
  const placed = new Date(Date.now() - order.daysAgo * DAY);
  // Priced by the delivery tables as checkout prices, standard service, on the day it was placed.
  const { totals, delivery } = await pricedDelivery(
    tx,
    lines,
    address,
    await decideTax(tx, user.id, address, ukDay(placed)),
    'standard',
    placed,
  );
  const sentBy = delivery.options.find((o) => o.service === 'standard')!;
  const history = historyOf(order, placed);
  const paidAt = order.paymentState === 'paid' ? history[1]!.at : null;
  // Invoiced on account as server/shop/payments.ts does it: due by the company's payment terms.
  const dueAt = order.paymentState === 'onAccount' ? dueDate(history[1]!.at, await termsOf(tx, user.companyId)) : null;

  const { id } = await tx
    .insertInto('orders')
    .values({
      userId: user.id,
      companyId: user.companyId,
      idempotencyKey: order.key,
      poReference: order.poReference,
      paymentMethod: order.method,
      paymentState: order.paymentState,
      subtotalPence: totals.subtotalPence,
      deliveryPence: totals.deliveryPence,
      vatRatePercent: totals.vatRatePercent,
      vatPence: totals.vatPence,
      totalPence: totals.totalPence,
      deliveryAddressId: addressId,
      invoiceAddressId: addressId,
      deliveryAddress: JSON.stringify(address),
      invoiceAddress: JSON.stringify(address),
      createdAt: placed,
      paidAt,
      dueAt,
      deliveryState: order.deliveryState,
      deliveryZoneEn: delivery.zoneEn,
      deliveryZoneZh: delivery.zoneZh,
      dutiesPaid: delivery.duties === 'shop',
      dispatchOn: sentBy.dispatchOn,
      deliverBy: sentBy.deliverBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('orderLines')
    .values(
      lines.map((l, i) => ({
        orderId: id,
        lineNo: i + 1,
        variantId: l.v.id,
        familyId: l.v.familyId,
        familySlug: l.v.slug,
        partNo: l.v.partNo,
        nameEn: l.v.nameEn,
        nameZh: l.v.nameZh,
        quantity: l.quantity,
        unitPricePence: l.unitPricePence,
        // Placed before any price list: at list price (the default source).
        listUnitPricePence: l.unitPricePence,
        lineTotalPence: l.lineTotalPence,
        reference: i === 0 && order.poReference ? `Line ${i + 1}` : '',
        reservedQty: l.quantity,
        leadTimeDays: l.v.leadTimeDays,
      })),
    )
    .execute();
  await tx
    .insertInto('orderEvents')
    .values(history.map((e) => ({ orderId: id, kind: e.kind, at: e.at })))
    .execute();
  const state = RECORD_STATE[order.paymentState];
  if (state) {
    const payment = await tx
      .insertInto('payments')
      .values({
        orderId: id,
        paidBy: user.id,
        method: order.method,
        state,
        amountPence: totals.totalPence,
        createdAt: history[1]!.at,
        updatedAt: history[1]!.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('paymentOrders')
      .values({ paymentId: payment.id, orderId: id, amountPence: totals.totalPence })
      .execute();
  }
  // Invoiced as the shop does it: at payment, or when the order went on the company's account.
  const invoicedAt = paidAt ?? (order.paymentState === 'onAccount' ? history[1]!.at : null);
  if (invoicedAt) await issueInvoice(tx, id, ukDay(invoicedAt), invoicedAt);
}

/** Writes the demo orders that are not there yet (after the catalogue and the demo accounts). */
export async function writeDemoOrders(tx: Kysely<Database>): Promise<void> {
  const variants = await demoVariants(tx);
  if (variants.length === 0) return;
  // Oldest first, so the order numbers rise with the dates as they would have.
  const oldestFirst = [...DEMO_ORDERS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const order of oldestFirst) await writeDemoOrder(tx, order, variants);
}
