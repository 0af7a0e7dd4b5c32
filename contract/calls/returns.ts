import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { fields, idField, oneOf, text } from '../fields.ts';
import { DISPATCH_LINES_PATTERN } from '../limits/staff.ts';
import { PHOTO_BASE64_MAX, RETURN_LIMITS, RETURN_REQUEST_BODY_LIMIT } from '../limits/returns.ts';
import { RETURN_REASONS, RETURN_STATES } from '../rules/return-states.ts';

/** A buyer's returns of a delivered order (docs/returns.md); staff's calls are in staff-returns.ts. */

export const RETURN_LABELS = {
  order: { en: 'order', zh: '订单' },
  returnRequest: { en: 'return', zh: '退货' },
  lines: { en: 'lines to return', zh: '退货行' },
  linesPattern: {
    en: 'Choose the lines to return with a quantity of at least 1 each.',
    zh: '请选择要退回的订单行，每行数量至少为 1。',
  },
  reason: { en: 'reason', zh: '原因' },
  note: { en: 'note', zh: '备注' },
  photo: { en: 'photo', zh: '照片' },
  photoPattern: { en: 'A photo must be sent as Base64 text.', zh: '照片必须以 Base64 文本发送。' },
} as const;

const photo = text({
  label: RETURN_LABELS.photo,
  max: PHOTO_BASE64_MAX,
  pattern: /^[A-Za-z0-9+/]+={0,2}$/,
  patternMessage: RETURN_LABELS.photoPattern,
});

export const ReturnLine = T.Object({
  lineNo: T.Integer(),
  partNo: T.String(),
  nameEn: T.String(),
  nameZh: T.String(),
  quantity: T.Integer(),
  receivedQty: T.Integer(),
  resaleableQty: T.Integer(),
});

/** A return as both sides see it. */
export const ReturnSummary = T.Object({
  id: T.Integer(),
  /** RMA-2026-000123 once approved. */
  returnNo: orNull(T.String()),
  state: enumOf(RETURN_STATES),
  reason: enumOf(RETURN_REASONS),
  note: T.String(),
  /** ISO 8601. */
  createdAt: T.String(),
  staffMessage: T.String(),
  returnAddress: T.String(),
  restockingFeePercent: T.Integer(),
  photoCount: T.Integer(),
  lines: T.Array(ReturnLine),
  creditNote: orNull(T.Object({ id: T.Integer(), creditNoteNo: T.String(), totalPence: T.Integer() })),
});
export type ReturnSummary = T.Static<typeof ReturnSummary>;

/** An order's returns, newest first, and what of each line may still be asked for (none unless delivered). */
export const OrderReturns = T.Object({
  returns: T.Array(ReturnSummary),
  returnable: T.Array(T.Object({ lineNo: T.Integer(), quantity: T.Integer() })),
});
export type OrderReturns = T.Static<typeof OrderReturns>;

export const returnList = defineCall({
  path: 'pri/returnList',
  caller: 'buyer',
  tag: 'orders',
  summary:
    "An order's returns and what may still be returned (your own order, or a company admin's company's; another answers 404)",
  body: fields({ orderId: idField(RETURN_LABELS.order) }),
  answer: OrderReturns,
});

export const returnRequest = defineCall({
  path: 'pri/returnRequest',
  caller: 'buyer',
  tag: 'orders',
  summary:
    'Ask to return lines of a delivered order ("lineNo:quantity …", up to what was delivered less what is already being returned), with a reason, a note and up to three photos (JPEG, PNG or WebP, 2 MB each, in Base64)',
  body: fields({
    orderId: idField(RETURN_LABELS.order),
    lines: text({
      label: RETURN_LABELS.lines,
      required: true,
      max: 2000,
      pattern: DISPATCH_LINES_PATTERN,
      patternMessage: RETURN_LABELS.linesPattern,
    }),
    reason: oneOf({ label: RETURN_LABELS.reason, required: true, values: RETURN_REASONS }),
    note: text({ label: RETURN_LABELS.note, max: RETURN_LIMITS.note }),
    photo1: photo,
    photo2: photo,
    photo3: photo,
  }),
  answer: OrderReturns,
  bodyLimit: RETURN_REQUEST_BODY_LIMIT,
});
export type ReturnRequestBody = T.Static<typeof returnRequest.body>;

export const returnWithdraw = defineCall({
  path: 'pri/returnWithdraw',
  caller: 'buyer',
  tag: 'orders',
  summary:
    "Withdraw a return request sales have not answered yet (of an order you may see, another answering 404; one already answered 409); answers the order's returns",
  body: fields({ id: idField(RETURN_LABELS.returnRequest) }),
  answer: OrderReturns,
});
