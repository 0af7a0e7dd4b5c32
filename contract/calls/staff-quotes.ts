import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { decimal, fields, idField, oneOf, text, wholeNumber } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { QUOTE_LIMITS as L } from '../limits/quotes.ts';
import { dayField } from '../rules/calendar-day.ts';
import { QUOTE_STATES } from '../rules/quote-states.ts';
import { Page, pagingFields } from './paging.ts';
import { QUOTE_LABELS, QuoteDetail, QuoteRow } from './quotes.ts';

/**
 * Quotes in the console (docs/quotes.md): the queue, one quote, sending a version (priced lines,
 * delivery, validity, message), revising, declining; and the cost guard, under which a price below
 * its family's floor waits for an admin's approval. Sales and admins; floors and approvals admins only.
 */

export const STAFF_QUOTE_LABELS = {
  companyId: { en: 'company', zh: '公司' },
  olderThanDays: { en: 'older than (days)', zh: '早于（天）' },
  lines: { en: 'priced lines', zh: '报价行' },
  deliveryPence: { en: 'delivery charge', zh: '运费' },
  validUntil: { en: 'valid until', zh: '有效期至' },
  reason: { en: 'reason', zh: '原因' },
  familyId: { en: 'product family', zh: '产品系列' },
  family: { en: 'product family (part number or name)', zh: '产品系列（零件号或名称）' },
  minPercentOfList: { en: 'floor (% of list price)', zh: '底价（标价的百分比）' },
} as const satisfies Record<string, BilingualText>;

const quoteId = idField(QUOTE_LABELS.quote);

export const staffQuoteList = defineCall({
  path: 'staff/quoteList',
  caller: 'sales',
  tag: 'staff-quotes',
  summary: 'The quote queue, newest first, filtered by state, company and age',
  body: fields({
    ...pagingFields,
    state: oneOf({ label: QUOTE_LABELS.state, values: QUOTE_STATES }),
    companyId: wholeNumber({ label: STAFF_QUOTE_LABELS.companyId, min: 1, max: 2_147_483_647 }),
    olderThanDays: wholeNumber({ label: STAFF_QUOTE_LABELS.olderThanDays, min: 0, max: 3650 }),
  }),
  answer: Page(QuoteRow),
});

export const staffQuoteGet = defineCall({
  path: 'staff/quoteGet',
  caller: 'sales',
  tag: 'staff-quotes',
  summary: 'One quote with every version, the waiting one too, the thread and its history',
  body: fields({ id: quoteId }),
  answer: QuoteDetail,
});

/**
 * A version's lines as text, one row per line of the request:
 * `line | price breaks | lead time days | alternative part number (optional)`, e.g.
 * `1 | 1:950;500:880 | 10` or `2 | 1:420 | 21 | M10X40-A2`. Every line of the request is priced once.
 */
const versionFields = {
  id: quoteId,
  lines: text({ label: STAFF_QUOTE_LABELS.lines, required: true, max: L.linesText }),
  deliveryPence: wholeNumber({
    label: STAFF_QUOTE_LABELS.deliveryPence,
    required: true,
    min: 0,
    max: L.maxDeliveryPence,
  }),
  /** Left out: 30 days from today (London). */
  validUntil: dayField(STAFF_QUOTE_LABELS.validUntil),
  message: text({ label: QUOTE_LABELS.message, max: L.message }),
};

export const staffQuoteSend = defineCall({
  path: 'staff/quoteSend',
  caller: 'sales',
  tag: 'staff-quotes',
  summary: 'Answer a request: priced lines, delivery, validity, message (a price below its floor waits for an admin)',
  body: fields(versionFields),
  answer: QuoteDetail,
});

export const staffQuoteRevise = defineCall({
  path: 'staff/quoteRevise',
  caller: 'sales',
  tag: 'staff-quotes',
  summary: 'Send a new version of a quoted quote (the buyer sees each version)',
  body: fields(versionFields),
  answer: QuoteDetail,
});

export const staffQuoteDecline = defineCall({
  path: 'staff/quoteDecline',
  caller: 'sales',
  tag: 'staff-quotes',
  summary: 'Decline a request or a quote, with a reason the buyer reads',
  body: fields({ id: quoteId, reason: text({ label: STAFF_QUOTE_LABELS.reason, required: true, max: L.message }) }),
  answer: QuoteDetail,
});

export const staffQuoteApprove = defineCall({
  path: 'staff/quoteApprove',
  caller: 'admin',
  tag: 'staff-quotes',
  summary: 'Approve the version waiting under the cost guard: it is sent to the buyer',
  body: fields({ id: quoteId }),
  answer: QuoteDetail,
});

/** A family's own cost-guard floor, as the console lists it; a family without one has the default (contract/limits/quotes.ts). */
export const QuoteFloorRow = T.Object({
  familyId: T.Integer(),
  code: T.String(),
  nameEn: T.String(),
  nameZh: T.String(),
  minPercentOfList: T.Number(),
});
export type QuoteFloorRow = T.Static<typeof QuoteFloorRow>;

export const staffQuoteFloorList = defineCall({
  path: 'staff/quoteFloorList',
  caller: 'sales',
  tag: 'staff-quotes',
  summary: 'The families with a cost-guard floor of their own, by family code, part number or name, in catalogue order',
  body: fields({
    ...pagingFields,
    /** Matches the start of the family code or of a part number, or any part of the English or Chinese name. */
    q: text({ label: STAFF_QUOTE_LABELS.family, max: L.familySearch }),
  }),
  answer: Page(QuoteFloorRow),
});
export type QuoteFloorListRequest = T.Static<typeof staffQuoteFloorList.body>;

export const staffQuoteFloorSave = defineCall({
  path: 'staff/quoteFloorSave',
  caller: 'admin',
  tag: 'staff-quotes',
  summary:
    "Set or change a product family's cost-guard floor, as a percentage of the list price; the family named by its code, a part number or its exact name. Audited",
  body: fields({
    family: text({ label: STAFF_QUOTE_LABELS.family, required: true, max: L.familySearch }),
    minPercentOfList: decimal({ label: STAFF_QUOTE_LABELS.minPercentOfList, required: true, min: 0, max: 100 }),
  }),
  answer: QuoteFloorRow,
});
export type QuoteFloorSaveRequest = T.Static<typeof staffQuoteFloorSave.body>;

export const staffQuoteFloorRemove = defineCall({
  path: 'staff/quoteFloorRemove',
  caller: 'admin',
  tag: 'staff-quotes',
  summary: "Remove a family's own floor: the default floor applies to it again. Audited",
  body: fields({ familyId: idField(STAFF_QUOTE_LABELS.familyId) }),
  answer: T.Object({ familyId: T.Integer(), minPercentOfList: T.Number() }),
});
