import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { fields, idField, yesNo } from '../fields.ts';

/** Customers (sales and admins): an account disabled (sessions ended, log-in refused) or enabled again. */
export const staffCustomerSetDisabled = defineCall({
  path: 'staff/customerSetDisabled',
  caller: 'sales',
  tag: 'staff',
  summary: "Disable a buyer's account (every session and remember token revoked; log-in answers that it is disabled) or enable it again",
  body: fields({
    id: idField({ en: 'customer', zh: '客户' }),
    disabled: yesNo({ label: { en: 'disabled', zh: '停用' }, required: true }),
  }),
  answer: T.Object({ id: T.Integer(), disabled: T.Boolean() }),
});
