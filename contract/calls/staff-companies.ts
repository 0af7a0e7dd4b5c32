import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { fields, idField, wholeNumber, yesNo } from '../fields.ts';
import { STAFF_LIMITS } from '../limits/staff.ts';

/** Companies (sales and admins): credit approval and its limit; terms are 30 days after the end of the month. */
export const staffCompanySetCredit = defineCall({
  path: 'staff/companySetCredit',
  caller: 'sales',
  tag: 'staff',
  summary: 'Approve a company for credit with a limit (pence, incl. VAT), or withdraw it; an order on account over the limit is refused at checkout',
  body: fields({
    id: idField({ en: 'company', zh: '公司' }),
    creditApproved: yesNo({ label: { en: 'approved for credit', zh: '信用审批' }, required: true }),
    creditLimitPence: wholeNumber({ label: { en: 'credit limit', zh: '信用额度' }, min: 0, max: STAFF_LIMITS.amountPenceMax }),
  }),
  answer: T.Object({ id: T.Integer(), creditApproved: T.Boolean(), creditLimitPence: T.Union([T.Integer(), T.Null()]), usedPence: T.Integer() }),
});
