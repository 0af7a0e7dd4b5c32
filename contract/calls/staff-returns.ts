import * as T from 'typebox';
import { defineCall, enumOf } from '../call.ts';
import { defineDownload } from '../download.ts';
import { emptyBody, fields, idField, oneOf, text, wholeNumber } from '../fields.ts';
import { RETURN_LIMITS, RETURN_PHOTO_TYPES } from '../limits/returns.ts';
import { DISPATCH_LINES_PATTERN } from '../limits/staff.ts';
import { RETURN_REASONS, RETURN_STATES } from '../rules/return-states.ts';
import { RETURN_LABELS, ReturnSummary } from './returns.ts';

/**
 * Returns in the staff console (docs/returns.md): sales approve or refuse a buyer's request and mark
 * the goods received, which credits them (the same credit note and refund as staff/orderCreditRefund);
 * administrators keep the restocking fee of each reason.
 */

export const STAFF_RETURN_LABELS = {
  staffMessage: { en: 'message to the buyer', zh: '给买家的留言' },
  returnAddress: { en: 'return address', zh: '退货地址' },
  received: { en: 'quantities received', zh: '收到的数量' },
  resaleable: { en: 'quantities fit to resell', zh: '可再售的数量' },
  receivedPattern: {
    en: 'Write the quantities as line:quantity pairs separated by spaces, each quantity at least 1, such as 1:2 3:1.',
    zh: '请按“行号:数量”填写，以空格分隔，每个数量至少为 1，例如 1:2 3:1。',
  },
  state: { en: 'state', zh: '状态' },
  version: { en: 'return version', zh: '退货版本' },
  position: { en: 'photo number', zh: '照片编号' },
  wrongPart: { en: 'restocking fee for a wrong part ordered (%)', zh: '订错零件的重新入库费（%）' },
  faulty: { en: 'restocking fee for a faulty part (%)', zh: '零件有缺陷的重新入库费（%）' },
  notAsDescribed: { en: 'restocking fee for a part not as described (%)', zh: '与描述不符的重新入库费（%）' },
} as const;

const version = wholeNumber({ label: STAFF_RETURN_LABELS.version, required: true, min: 0, max: 2_147_483_647 });

export const StaffReturnRow = T.Object({
  id: T.Integer(),
  returnNo: T.Union([T.String(), T.Null()]),
  state: enumOf(RETURN_STATES),
  reason: enumOf(RETURN_REASONS),
  orderId: T.Integer(),
  orderNo: T.String(),
  buyerName: T.String(),
  companyName: T.String(),
  /** ISO 8601. */
  createdAt: T.String(),
});
export type StaffReturnRow = T.Static<typeof StaffReturnRow>;

/** A return with what staff need to act on it: its order and buyer, the version to act on, the photo numbers. */
export const StaffReturn = T.Object({
  ...ReturnSummary.properties,
  orderId: T.Integer(),
  orderNo: T.String(),
  buyerName: T.String(),
  buyerEmail: T.String(),
  companyName: T.String(),
  version: T.Integer(),
  photoPositions: T.Array(T.Integer()),
  /** Where goods come back to unless staff write another: the seller's address. */
  defaultReturnAddress: T.String(),
});
export type StaffReturn = T.Static<typeof StaffReturn>;

export const staffReturnList = defineCall({
  path: 'staff/returnList',
  caller: 'sales',
  tag: 'staff',
  summary: 'Returns, newest first (at most 200), optionally of one state',
  body: fields({ state: oneOf({ label: STAFF_RETURN_LABELS.state, values: RETURN_STATES }) }),
  answer: T.Object({ returns: T.Array(StaffReturnRow) }),
});

export const staffReturnGet = defineCall({
  path: 'staff/returnGet',
  caller: 'sales',
  tag: 'staff',
  summary: 'One return with its order, buyer and photos',
  body: fields({ id: idField(RETURN_LABELS.returnRequest) }),
  answer: StaffReturn,
});

export const staffReturnApprove = defineCall({
  path: 'staff/returnApprove',
  caller: 'sales',
  tag: 'staff',
  summary:
    'Approve a requested return: it gets its returns number (RMA-2026-000123) and the address to send the goods to; the buyer is told. Audited',
  body: fields({
    id: idField(RETURN_LABELS.returnRequest),
    version,
    returnAddress: text({ label: STAFF_RETURN_LABELS.returnAddress, required: true, max: RETURN_LIMITS.returnAddress }),
    message: text({ label: STAFF_RETURN_LABELS.staffMessage, max: RETURN_LIMITS.staffMessage }),
  }),
  answer: StaffReturn,
});
export type StaffReturnApproveBody = T.Static<typeof staffReturnApprove.body>;

export const staffReturnRefuse = defineCall({
  path: 'staff/returnRefuse',
  caller: 'sales',
  tag: 'staff',
  summary: 'Refuse a requested return with a message to the buyer; its quantities may be asked for again. Audited',
  body: fields({
    id: idField(RETURN_LABELS.returnRequest),
    version,
    message: text({ label: STAFF_RETURN_LABELS.staffMessage, required: true, max: RETURN_LIMITS.staffMessage }),
  }),
  answer: StaffReturn,
});
export type StaffReturnRefuseBody = T.Static<typeof staffReturnRefuse.body>;

const linesText = { max: 2000, pattern: DISPATCH_LINES_PATTERN, patternMessage: STAFF_RETURN_LABELS.receivedPattern };

export const staffReturnReceive = defineCall({
  path: 'staff/returnReceive',
  caller: 'sales',
  tag: 'staff',
  summary:
    'Mark an approved return\'s goods received (all or part, "lineNo:quantity …") and how many are fit to resell: in one transaction they are credited on a credit note less the reason\'s restocking fee, the money goes back as staff/orderCreditRefund sends it, and resaleable stock goes back on the shelf. Audited',
  body: fields({
    id: idField(RETURN_LABELS.returnRequest),
    version,
    received: text({ label: STAFF_RETURN_LABELS.received, required: true, ...linesText }),
    resaleable: text({ label: STAFF_RETURN_LABELS.resaleable, ...linesText }),
  }),
  answer: StaffReturn,
});
export type StaffReturnReceiveBody = T.Static<typeof staffReturnReceive.body>;

export const staffReturnPhoto = defineDownload({
  path: 'staff/returnPhoto',
  caller: 'sales',
  tag: 'staff',
  summary: "One of a return's photos, as the buyer sent it (its type checked from its bytes)",
  query: fields(
    {
      id: idField(RETURN_LABELS.returnRequest),
      position: wholeNumber({ label: STAFF_RETURN_LABELS.position, required: true, min: 1, max: RETURN_LIMITS.photos }),
    },
    { allowUnknown: true },
  ),
  contentTypes: RETURN_PHOTO_TYPES,
  disposition: 'inline',
  cache: 'noStore',
});

export const RestockingFees = T.Object({
  fees: T.Array(T.Object({ reason: enumOf(RETURN_REASONS), percent: T.Integer() })),
});
export type RestockingFees = T.Static<typeof RestockingFees>;

export const restockingFeesGet = defineCall({
  path: 'staff/restockingFeesGet',
  caller: 'sales',
  tag: 'staff',
  summary: 'The restocking fee of each return reason, a percentage of the returned lines ex VAT',
  body: emptyBody,
  answer: RestockingFees,
});

const fee = (label: { en: string; zh: string }) =>
  wholeNumber({ label, required: true, min: 0, max: RETURN_LIMITS.feePercentMax });

export const restockingFeesSave = defineCall({
  path: 'staff/restockingFeesSave',
  caller: 'admin',
  tag: 'staff',
  summary: 'Set the restocking fee of each return reason (0 to 50 %); returns received from then on use it. Audited',
  body: fields({
    wrongPart: fee(STAFF_RETURN_LABELS.wrongPart),
    faulty: fee(STAFF_RETURN_LABELS.faulty),
    notAsDescribed: fee(STAFF_RETURN_LABELS.notAsDescribed),
  }),
  answer: RestockingFees,
});
export type RestockingFeesSaveBody = T.Static<typeof restockingFeesSave.body>;
