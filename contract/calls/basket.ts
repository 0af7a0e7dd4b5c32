import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, text, wholeNumber, yesNo } from '../fields.ts';
import { PriceBreak } from './catalogue.ts';
import { DeliveryChoice } from './delivery-choice.ts';
import { LIMITS, ORDER_LIMITS } from '../limits/fields.ts';
import { businessText } from '../one-line-fields.ts';
import { MAX_ORDER_QTY, MIN_ORDER_QTY } from '../rules/order-quantity.ts';
import { QUICK_ORDER_LIMITS } from '../limits/orders.ts';

/** The buyer's server-side basket: it follows the buyer across devices and sessions. Money is in pence (GBP). */

export const BasketLine = T.Object({
  partNo: T.String(),
  variantId: T.Integer(),
  familyId: T.Integer(),
  /** For the link to /goodsInfo/{familyId}/{familySlug}. */
  familySlug: T.String(),
  name: T.String(),
  nameZh: T.String(),
  imageUrl: T.Union([T.String(), T.Null()]),
  quantity: T.Integer(),
  /** Today's unit price for this buyer at this quantity: the buyer's price break that applies (docs/pricing.md). */
  unitPricePence: T.Integer(),
  /** The list price of a unit at this quantity: shown struck through beside unitPricePence when higher. */
  listUnitPricePence: T.Integer(),
  /** The minimum quantity of the break that applies. */
  breakMinQty: T.Integer(),
  /** The next cheaper break above this quantity, or null. */
  nextBreak: T.Union([PriceBreak, T.Null()]),
  /** The buyer's price breaks. */
  priceBreaks: T.Array(PriceBreak),
  lineTotalPence: T.Integer(),
  /** The unit price the buyer last saw for this line; when it differs from unitPricePence, the price changed since. */
  seenUnitPricePence: T.Integer(),
  stock: T.Integer(),
  leadTimeDays: T.Integer(),
  /** The buyer's own reference for the line, printed on the order. */
  reference: T.String(),
  /** The buyer's company's own number for the part, or null. */
  customerPartNo: T.Union([T.String(), T.Null()]),
  /** ISO 8601. */
  addedAt: T.String(),
});
export type BasketLine = T.Static<typeof BasketLine>;

export const BasketTotals = T.Object({
  /** The sum of the line totals, ex VAT. */
  subtotalPence: T.Integer(),
  /** Delivery ex VAT, of the chosen service (docs/delivery.md). */
  deliveryPence: T.Integer(),
  vatRatePercent: T.Number(),
  vatPence: T.Integer(),
  totalPence: T.Integer(),
  /** Subtotal from which the chosen delivery service is free; 0 when it never is. */
  freeDeliveryFromPence: T.Integer(),
  currency: T.Literal('GBP'),
});
export type BasketTotals = T.Static<typeof BasketTotals>;

/** pri/basketList and the answer of every call that changes the basket. */
export const Basket = T.Object({
  lines: T.Array(BasketLine),
  /** Saved for later: kept, not ordered, not counted. */
  saved: T.Array(BasketLine),
  /** For the buyer's default delivery address (else the UK mainland) and its cheapest service; checkout recomputes them for the address and service chosen. */
  totals: BasketTotals,
  delivery: DeliveryChoice,
  basketCount: T.Integer(),
});
export type Basket = T.Static<typeof Basket>;

/** The badge count: the sum of the quantities of the basket's lines (saved lines not counted). */
export const BasketCountAnswer = T.Object({ basketCount: T.Integer() });
export type BasketCountAnswer = T.Static<typeof BasketCountAnswer>;

export const QuickAddProblem = T.Object({
  /** 1-based line of the text. */
  line: T.Integer(),
  /** The line as typed (trimmed, at most 80 characters). */
  text: T.String(),
  /** Why the line was not added, in the request's language. */
  reason: T.String(),
});
export type QuickAddProblem = T.Static<typeof QuickAddProblem>;

export const QuickAddAnswer = T.Object({
  added: T.Array(T.Object({ partNo: T.String(), quantity: T.Integer() })),
  problems: T.Array(QuickAddProblem),
  basket: Basket,
});
export type QuickAddAnswer = T.Static<typeof QuickAddAnswer>;

const partNo = text({ label: { en: 'part number', zh: '零件编号' }, required: true, max: LIMITS.partNumber });
const quantityLabel = { en: 'quantity', zh: '数量' };
const reference = businessText({ label: { en: 'line reference', zh: '行备注' }, max: ORDER_LIMITS.lineReference });

export const basketAdd = defineCall({
  path: 'pri/basketAdd',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'basket',
  summary: 'Add a quantity of a part number (added to a line already there, capped at 9,999); answers the badge count',
  body: fields({
    partNo,
    quantity: wholeNumber({ label: quantityLabel, required: true, min: MIN_ORDER_QTY, max: MAX_ORDER_QTY }),
  }),
  answer: BasketCountAnswer,
});

export const basketCount = defineCall({
  path: 'pri/basketCount',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'basket',
  summary: "The badge count: the quantities of the basket's lines",
  body: emptyBody,
  answer: BasketCountAnswer,
});

export const basketList = defineCall({
  path: 'pri/basketList',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'basket',
  summary: 'The basket priced today, saved lines and totals',
  body: emptyBody,
  answer: Basket,
});

export const basketUpdate = defineCall({
  path: 'pri/basketUpdate',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'basket',
  summary: "Set a line's quantity and/or reference",
  body: fields({
    partNo,
    quantity: wholeNumber({ label: quantityLabel, min: MIN_ORDER_QTY, max: MAX_ORDER_QTY }),
    reference,
  }),
  answer: Basket,
});

export const basketRemove = defineCall({
  path: 'pri/basketRemove',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'basket',
  summary: 'Remove a line',
  body: fields({ partNo }),
  answer: Basket,
});

export const basketSave = defineCall({
  path: 'pri/basketSave',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'basket',
  summary: 'Save a line for later (saved true) or move it back into the basket',
  body: fields({ partNo, saved: yesNo({ label: { en: 'saved', zh: '稍后购买' }, required: true }) }),
  answer: Basket,
});

export const basketClear = defineCall({
  path: 'pri/basketClear',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'basket',
  summary: 'Empty the basket (saved lines stay)',
  body: emptyBody,
  answer: Basket,
});

export const basketQuickAdd = defineCall({
  path: 'pri/basketQuickAdd',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'basket',
  summary: 'Add lines of "PART-NO quantity" or CSV text (up to 200 lines); unknown parts are listed, the rest added',
  body: fields({
    text: text({ label: { en: 'quick order', zh: '快速订购' }, required: true, max: QUICK_ORDER_LIMITS.characters }),
  }),
  answer: QuickAddAnswer,
});
