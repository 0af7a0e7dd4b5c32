import type * as T from 'typebox';
import { defineCall } from '../call.ts';
import { fields, idField, text, wholeNumber, yesNo } from '../fields.ts';
import { STAFF_LABELS } from '../i18n/staff-labels.ts';
import { DISPATCH_LINES_PATTERN, STAFF_LIMITS } from '../limits/staff.ts';
import { oneLineText } from '../one-line-fields.ts';
import { CREDIT_NOTE_LABELS } from './credit-notes.ts';
import { StaffOrderDetail } from './staff-orders.ts';

/** A staff refund of lines: kept apart from credit-notes.ts so the buyer's pages do not load the staff order's shape. */
export const staffOrderCreditRefund = defineCall({
  path: 'staff/orderCreditRefund',
  caller: 'sales',
  tag: 'staff',
  summary:
    'Refund quantities of some lines ("lineNo:quantity …") and/or the delivery charge of an invoiced order: a credit note is issued, and what the order then holds beyond what it owes goes back (card payments through Stripe in the same transaction, other money marked to refund)',
  body: fields({
    id: idField(STAFF_LABELS.order),
    version: wholeNumber({ label: STAFF_LABELS.version, required: true, min: 0, max: 2_147_483_647 }),
    lines: text({
      label: CREDIT_NOTE_LABELS.lines,
      max: 2000,
      pattern: DISPATCH_LINES_PATTERN,
      patternMessage: CREDIT_NOTE_LABELS.linesPattern,
    }),
    delivery: yesNo({ label: CREDIT_NOTE_LABELS.delivery }),
    reason: oneLineText({ label: STAFF_LABELS.reason, required: true, max: STAFF_LIMITS.cancelReason }),
  }),
  answer: StaffOrderDetail,
});
export type CreditRefundRequest = T.Static<typeof staffOrderCreditRefund.body>;
