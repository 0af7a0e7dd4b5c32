import * as T from 'typebox';
import { TAX_REGIONS } from '../rules/tax-decision.ts';
import { defineCall, enumOf, orNull } from '../call.ts';
import { fields, idField, oneOf, text, wholeNumber, yesNo } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { QUOTE_ATTACHMENT_KINDS, QUOTE_LIMITS as L, type QuoteAttachmentKind } from '../limits/quotes.ts';
import { LIMITS } from '../limits/fields.ts';
import { businessText } from '../one-line-fields.ts';
import { dayField } from '../rules/calendar-day.ts';
import { DELIVERY_COUNTRIES } from '../rules/countries.ts';
import { QUOTE_STATES } from '../rules/quote-states.ts';
import { OrderCreateAnswer, orderCreate } from './orders.ts';
import { Page, pagingFields } from './paging.ts';

/**
 * A buyer's quotes (docs/quotes.md): ask for one from the basket or for one part, read them, and
 * accept (which places the order at the quoted prices), decline, withdraw or ask for a change.
 * A buyer sees their own quotes; a company's admin sees all of the company's (another's answers 404).
 */

export const QUOTE_LABELS = {
  quote: { en: 'quote', zh: '报价' },
  fromBasket: { en: 'from the basket', zh: '来自购物篮' },
  partNo: { en: 'part number', zh: '零件编号' },
  quantity: { en: 'quantity', zh: '数量' },
  targetPrice: { en: 'target unit price', zh: '目标单价' },
  note: { en: 'note', zh: '备注' },
  neededBy: { en: 'needed by', zh: '需求日期' },
  deliveryCountry: { en: 'delivery country', zh: '收货国家' },
  reference: { en: 'your reference', zh: '您的参考号' },
  message: { en: 'message', zh: '留言' },
  lineDetails: { en: 'target prices and notes', zh: '目标价格和备注' },
  partLines: { en: 'parts', zh: '零件' },
  version: { en: 'version', zh: '版本' },
  scope: { en: 'whose quotes', zh: '报价范围' },
  state: { en: 'state', zh: '状态' },
} as const satisfies Record<string, BilingualText>;

/** A request's line: what the buyer asked for. */
export const QuoteRequestLine = T.Object({
  lineNo: T.Integer(),
  partNo: T.String(),
  name: T.String(),
  nameZh: T.String(),
  quantity: T.Integer(),
  targetPricePence: orNull(T.Integer()),
  note: T.String(),
});

/** A line of a version: the part offered (maybe an alternative), its breaks, the unit price at the line's quantity. */
export const QuoteVersionLine = T.Object({
  lineNo: T.Integer(),
  partNo: T.String(),
  name: T.String(),
  nameZh: T.String(),
  /** The part offered is not the one asked for. */
  alternative: T.Boolean(),
  quantity: T.Integer(),
  priceBreaks: T.Array(T.Object({ minQty: T.Integer(), unitPricePence: T.Integer() })),
  unitPricePence: T.Integer(),
  /** The list price of a unit at that quantity when the version was made. */
  listUnitPricePence: T.Integer(),
  lineTotalPence: T.Integer(),
  leadTimeDays: T.Integer(),
});

export const QuoteVersion = T.Object({
  versionNo: T.Integer(),
  /** ISO 8601; null while it waits for an admin's approval (staff only see such a version). */
  sentAt: orNull(T.String()),
  validUntil: T.String({ description: 'YYYY-MM-DD, the last day (London)' }),
  deliveryPence: T.Integer(),
  subtotalPence: T.Integer(),
  message: T.String(),
  lines: T.Array(QuoteVersionLine),
  /** A price below its family's floor: it waited for (or waits for) an admin's approval. */
  belowFloor: T.Boolean(),
});
export type QuoteVersion = T.Static<typeof QuoteVersion>;

export const QuoteMessage = T.Object({
  side: enumOf(['buyer', 'staff']),
  author: T.String(),
  body: T.String(),
  at: T.String({ description: 'ISO 8601' }),
});

/** A file the buyer added to the request (contract/calls/quote-attachments.ts downloads it). */
export const QuoteAttachment = T.Object({
  id: T.Integer(),
  fileName: T.String(),
  kind: enumOf(Object.keys(QUOTE_ATTACHMENT_KINDS) as QuoteAttachmentKind[]),
  byteSize: T.Integer(),
});

export const QuoteDetail = T.Object({
  id: T.Integer(),
  quoteNo: T.String(),
  state: enumOf(QUOTE_STATES),
  createdAt: T.String({ description: 'ISO 8601' }),
  neededBy: orNull(T.String()),
  deliveryCountry: T.String(),
  reference: T.String(),
  /** The last day of the current version, or null before the first is sent. */
  validUntil: orNull(T.String()),
  buyer: T.Object({ name: T.String(), email: T.String() }),
  companyName: orNull(T.String()),
  /** Whether the caller asked for it (an admin also sees the company's). */
  mine: T.Boolean(),
  lines: T.Array(QuoteRequestLine),
  /** Sent versions, oldest first; the last is the one to accept. */
  versions: T.Array(QuoteVersion),
  /** Staff only: a version waiting for an admin's approval under the cost guard. */
  waiting: orNull(QuoteVersion),
  messages: T.Array(QuoteMessage),
  attachments: T.Array(QuoteAttachment),
  /** The buyer who asked may still add files (while the request waits for sales, up to the limit). */
  canAttach: T.Boolean(),
  /** The quote's history, oldest first (who is named for staff only). */
  events: T.Array(T.Object({ kind: T.String(), at: T.String(), by: orNull(T.String()) })),
  order: orNull(T.Object({ id: T.Integer(), orderNo: T.String() })),
  /** The caller may accept the current version now. */
  canAccept: T.Boolean(),
  /** The VAT rates in force today, one a tax region, so acceptance shows the total the server will charge. */
  taxRates: T.Array(T.Object({ region: enumOf(TAX_REGIONS), ratePercent: T.Integer(), effectiveFrom: T.String() })),
});
export type QuoteDetail = T.Static<typeof QuoteDetail>;

export const QuoteRow = T.Object({
  id: T.Integer(),
  quoteNo: T.String(),
  state: enumOf(QUOTE_STATES),
  createdAt: T.String(),
  reference: T.String(),
  lineCount: T.Integer(),
  validUntil: orNull(T.String()),
  /** The current version's total ex VAT (lines and delivery), null before one is sent. */
  quotedPence: orNull(T.Integer()),
  buyerName: T.String(),
  companyName: orNull(T.String()),
  mine: T.Boolean(),
  /** A version waits for an admin's approval (shown to staff). */
  awaitingApproval: T.Boolean(),
});
export type QuoteRow = T.Static<typeof QuoteRow>;

const quoteId = idField(QUOTE_LABELS.quote);
const message = (required: boolean) => text({ label: QUOTE_LABELS.message, required, max: L.message });

export const quoteRequest = defineCall({
  path: 'pri/quoteRequest',
  caller: 'buyer',
  tag: 'quotes',
  summary:
    "Ask for a quote: the basket's lines (fromBasket), one part and quantity, or parts by part number (partLines)",
  body: fields({
    fromBasket: yesNo({ label: QUOTE_LABELS.fromBasket }),
    /** With fromBasket: `line | target unit price in pence (or blank) | note`, a row per basket line that has either. */
    lineDetails: text({ label: QUOTE_LABELS.lineDetails, max: L.linesText }),
    /** Alone: `part number | quantity | target unit price in pence | note`, a row a line (the price and note may be left out). */
    partLines: text({ label: QUOTE_LABELS.partLines, max: L.linesText }),
    partNo: text({ label: QUOTE_LABELS.partNo, max: LIMITS.partNumber }),
    quantity: wholeNumber({ label: QUOTE_LABELS.quantity, min: 1, max: L.maxQuantity }),
    targetPricePence: wholeNumber({ label: QUOTE_LABELS.targetPrice, min: 1, max: L.maxPricePence }),
    note: businessText({ label: QUOTE_LABELS.note, max: L.note }),
    neededBy: dayField(QUOTE_LABELS.neededBy),
    deliveryCountry: oneOf({ label: QUOTE_LABELS.deliveryCountry, required: true, values: DELIVERY_COUNTRIES }),
    reference: businessText({ label: QUOTE_LABELS.reference, max: L.reference }),
    message: message(false),
  }),
  answer: QuoteDetail,
});

export const QUOTE_SCOPES = ['mine', 'company'] as const;

export const quoteList = defineCall({
  path: 'pri/quoteList',
  caller: 'buyer',
  tag: 'quotes',
  summary: "The buyer's quotes, newest first (a company admin may ask for the company's)",
  body: fields({
    ...pagingFields,
    scope: oneOf({ label: QUOTE_LABELS.scope, values: QUOTE_SCOPES }),
    state: oneOf({ label: QUOTE_LABELS.state, values: QUOTE_STATES }),
  }),
  answer: T.Object({ ...Page(QuoteRow).properties, canSeeCompany: T.Boolean() }),
});

export const quoteGet = defineCall({
  path: 'pri/quoteGet',
  caller: 'buyer',
  tag: 'quotes',
  summary: 'One quote: lines, versions, messages, history',
  body: fields({ id: quoteId }),
  answer: QuoteDetail,
});

const { idempotencyKey, deliveryAddressId, invoiceAddressId, poReference, paymentMethod, expectedTotalPence } =
  orderCreate.body.properties;

/** Accepting places the order at once, through checkout's own path; the quote then names it. */
export const quoteAccept = defineCall({
  path: 'pri/quoteAccept',
  caller: 'buyer',
  tag: 'quotes',
  summary: 'Accept the current version: the order is placed at its prices (one order per quote, however often pressed)',
  body: fields({
    id: quoteId,
    /** The version the buyer read: a newer one sent since is not accepted unseen. */
    versionNo: wholeNumber({ label: QUOTE_LABELS.version, required: true, min: 1, max: 1000 }),
    idempotencyKey,
    deliveryAddressId,
    invoiceAddressId,
    poReference,
    paymentMethod,
    expectedTotalPence,
  }),
  answer: OrderCreateAnswer,
});

export const quoteDecline = defineCall({
  path: 'pri/quoteDecline',
  caller: 'buyer',
  tag: 'quotes',
  summary: 'Decline a quoted quote (a message optional)',
  body: fields({ id: quoteId, message: message(false) }),
  answer: QuoteDetail,
});

export const quoteWithdraw = defineCall({
  path: 'pri/quoteWithdraw',
  caller: 'buyer',
  tag: 'quotes',
  summary: 'Withdraw a request or a quote not yet decided',
  body: fields({ id: quoteId, message: message(false) }),
  answer: QuoteDetail,
});

export const quoteAskChange = defineCall({
  path: 'pri/quoteAskChange',
  caller: 'buyer',
  tag: 'quotes',
  summary: 'Ask sales to change a quoted quote (it goes back to them)',
  body: fields({ id: quoteId, message: message(true) }),
  answer: QuoteDetail,
});
