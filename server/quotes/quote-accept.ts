import type { BodyOf } from '#contract/call.ts';
import type { OrderCreateAnswer } from '#contract/calls/orders.ts';
import type { quoteAccept } from '#contract/calls/quotes.ts';
import { ukDay } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { countryName } from '#contract/rules/countries.ts';
import type { StockHoldSettings } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { totalsWithDelivery, type AppliedTax } from '../domain/pricing.ts';
import { decideTax } from '../tax/tax-rates.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { QUOTE_MESSAGES as M, QUOTE_NEWS } from '../i18n/quote-messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { customerPartNosOf } from '../pricing/customer-part-numbers.ts';
import { addressSnapshot } from '../shop/addresses.ts';
import { pricedDelivery, type Destination, type ParcelLine } from '../shop/delivery-quote.ts';
import { existingOrder, placeOnce, writeOrder, type OrderableLine, type SentBy } from '../shop/orders.ts';
import { allowedMove, lockBuyersQuote, moveQuote, type LockedQuote } from './quote-moves.ts';
import { tellBuyer, tellStaff } from './quote-news.ts';

type AcceptRequest = BodyOf<typeof quoteAccept>;

/** The current version's lines as order lines, at the quoted unit prices (the part offered, with its catalogue names). */
async function quotedLines(
  tx: Db,
  quote: LockedQuote,
  userId: number,
): Promise<{ lines: OrderableLine[]; parcel: ParcelLine[]; deliveryPence: number }> {
  const version = await tx
    .selectFrom('quoteVersions')
    .select(['id', 'deliveryPence'])
    .where('quoteId', '=', quote.id)
    .where('versionNo', '=', quote.versionNo)
    .executeTakeFirstOrThrow();
  const rows = await tx
    .selectFrom('quoteVersionLines as l')
    .innerJoin('variants as v', 'v.id', 'l.variantId')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select([
      'l.variantId',
      'l.quantity',
      'l.unitPricePence',
      'l.listUnitPricePence',
      'l.leadTimeDays',
      'v.partNo',
      'v.familyId',
      'v.weightGrams',
      'v.stock',
      'pf.slug as familySlug',
      'pf.nameEn',
      'pf.nameZh',
    ])
    .where('l.versionId', '=', version.id)
    .orderBy('l.lineNo')
    .execute();
  const customerPartNos = await customerPartNosOf(
    tx,
    userId,
    rows.map((r) => r.variantId),
  );
  const lines = rows.map((r) => ({
    variantId: r.variantId,
    familyId: r.familyId,
    familySlug: r.familySlug,
    partNo: r.partNo,
    name: r.nameEn,
    nameZh: r.nameZh,
    quantity: r.quantity,
    unitPricePence: r.unitPricePence,
    listUnitPricePence: r.listUnitPricePence,
    customerPartNo: customerPartNos.get(r.variantId) ?? null,
    lineTotalPence: r.quantity * r.unitPricePence,
    reference: '',
    leadTimeDays: r.leadTimeDays,
    source: { priceListId: null, rule: 'quote' as const },
  }));
  // The quoted lead time, not the catalogue's, decides when a line can leave.
  const parcel = rows.map((r) => ({ ...r, lineTotalPence: r.quantity * r.unitPricePence }));
  return { lines, parcel, deliveryPence: version.deliveryPence };
}

/**
 * How a quoted order is sent: the zone of its address with that zone's first service and dates, as
 * checkout records them (server/shop/orders.ts), at the delivery price sales quoted. A parcel the
 * zone's tables cannot take (sales quoted its carriage by hand) keeps no zone.
 */
async function quotedSentBy(
  tx: Db,
  parcel: readonly ParcelLine[],
  address: Destination,
  tax: AppliedTax,
): Promise<SentBy | undefined> {
  const { delivery } = await pricedDelivery(tx, parcel, address, tax);
  const chosen = delivery.options.find((o) => o.service === delivery.chosen);
  if (!chosen) return undefined;
  return {
    service: chosen.service,
    zoneEn: delivery.zoneEn,
    zoneZh: delivery.zoneZh,
    dutiesPaid: delivery.duties === 'shop',
    dispatchOn: chosen.dispatchOn,
    deliverBy: chosen.deliverBy,
  };
}

function acceptInOneTransaction(
  db: Db,
  userId: number,
  request: AcceptRequest,
  holds: StockHoldSettings,
): Promise<OrderCreateAnswer> {
  return db.transaction().execute(async (tx) => {
    // Two accepts at once take turns here; the second finds the quote ordered.
    const quote = await lockBuyersQuote(tx, userId, request.id);
    if (quote.state === 'ordered') {
      const made = await existingOrder(tx, userId, request.idempotencyKey);
      if (made) return made;
    }
    allowedMove(quote, 'accept', 'buyer');
    if (request.versionNo !== quote.versionNo)
      throw new ApiError(CODE.conflict, fillBoth(M.versionChanged, { versionNo: quote.versionNo }));
    // The expiry job runs now and then: a quote past its last day is not accepted before it runs.
    if (quote.validUntil === null || quote.validUntil < ukDay())
      throw new ApiError(CODE.conflict, fillBoth(M.expired, { day: quote.validUntil ?? '-' }));
    const delivery = await addressSnapshot(tx, userId, request.deliveryAddressId);
    if (delivery.country !== quote.deliveryCountry) {
      throw new ApiError(
        CODE.badInput,
        {
          en: fillBoth(M.wrongCountry, { country: countryName(quote.deliveryCountry, 'en') }).en,
          zh: fillBoth(M.wrongCountry, { country: countryName(quote.deliveryCountry, 'zh-cn') }).zh,
        },
        { field: 'deliveryAddressId' },
      );
    }
    const { lines, parcel, deliveryPence } = await quotedLines(tx, quote, userId);
    const tax = await decideTax(tx, userId, delivery);
    const totals = totalsWithDelivery(
      lines.reduce((sum, l) => sum + l.lineTotalPence, 0),
      deliveryPence,
      tax,
    );
    await moveQuote(tx, quote, allowedMove(quote, 'accept', 'buyer'), 'accepted', userId, {
      versionNo: quote.versionNo,
    });
    const order = await writeOrder(tx, userId, request, lines, totals, {
      holds,
      quoteId: quote.id,
      delivery: await quotedSentBy(tx, parcel, delivery, tax),
    });
    await moveQuote(tx, quote, allowedMove(quote, 'order', 'system'), 'ordered', null, {
      orderId: order.id,
      orderNo: order.orderNo,
    });
    const buyer = await tx
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const values = {
      quoteNo: quote.quoteNo,
      orderNo: order.orderNo,
      orderTotal: formatPence(totals.totalPence),
      buyer: `${buyer.firstName} ${buyer.lastName}`,
    };
    await tellBuyer(tx, quote, QUOTE_NEWS.accepted, values);
    await tellStaff(tx, ['sales'], quote.id, QUOTE_NEWS.accepted, values);
    return order;
  });
}

/**
 * The buyer accepts the current version: in one transaction the quote is accepted, the order is
 * written by checkout's own path at the quoted prices (credit limit, approvals, stock), and the quote
 * is ordered. A repeat with the same idempotency key answers the same order; any other second accept
 * is refused, as the quote is ordered by then (the quote is locked, and orders.quote_id is unique).
 */
export function acceptQuote(
  db: Db,
  userId: number,
  request: AcceptRequest,
  gateway: CardGateway | null,
  holds: StockHoldSettings,
): Promise<OrderCreateAnswer> {
  return placeOnce(db, userId, request, gateway, () => acceptInOneTransaction(db, userId, request, holds));
}
