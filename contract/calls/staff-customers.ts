import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { fields, idField, text, yesNo } from '../fields.ts';
import { STAFF_LABELS } from '../i18n/staff-labels.ts';
import { STAFF_LIMITS } from '../limits/staff.ts';
import { Address } from './addresses.ts';
import { Page, pagingFields } from './paging.ts';
import { StaffOrderRow } from './staff-orders.ts';
import { TaxNumbers } from './tax-numbers.ts';

/** Customers (sales and admins): search buyers, open one, disable an account (sessions ended, log-in refused) or enable it again. */

const Iso = T.String({ description: 'ISO 8601' });

export const StaffCustomerRow = T.Object({
  id: T.Integer(),
  name: T.String(),
  email: T.String(),
  companyName: orNull(T.String()),
  createdAt: Iso,
  disabled: T.Boolean(),
  orderCount: T.Integer(),
});
export type StaffCustomerRow = T.Static<typeof StaffCustomerRow>;

export const staffCustomerList = defineCall({
  path: 'staff/customerList',
  caller: 'sales',
  tag: 'staff',
  summary: 'Buyers whose name, e-mail or company contains the search, newest first, paged',
  body: fields({ ...pagingFields, search: text({ label: STAFF_LABELS.search, max: STAFF_LIMITS.search }) }),
  answer: Page(StaffCustomerRow),
});

export const StaffCustomerDetail = T.Object({
  id: T.Integer(),
  name: T.String(),
  email: T.String(),
  phone: T.String(),
  company: orNull(
    T.Object({
      id: T.Integer(),
      name: T.String(),
      role: T.Unsafe<'admin' | 'buyer'>({ type: 'string', enum: ['admin', 'buyer'] }),
    }),
  ),
  createdAt: Iso,
  /** The VAT and EORI numbers the buyer's invoices carry: the company's for a member, else their own. */
  taxNumbers: TaxNumbers,
  emailVerified: T.Boolean(),
  disabled: T.Boolean(),
  addresses: T.Array(Address),
  /** Live sessions and remember tokens (revoked and expired ones are left out). */
  sessions: T.Array(T.Object({ kind: T.String(), createdAt: Iso, lastUsedAt: Iso, expiresAt: Iso })),
  orders: T.Array(StaffOrderRow),
  orderCount: T.Integer(),
});
export type StaffCustomerDetail = T.Static<typeof StaffCustomerDetail>;

export const staffCustomerGet = defineCall({
  path: 'staff/customerGet',
  caller: 'sales',
  tag: 'staff',
  summary: 'One buyer: details, addresses, live sessions and latest orders',
  body: fields({ id: idField(STAFF_LABELS.customer) }),
  answer: StaffCustomerDetail,
});

export const staffCustomerSetDisabled = defineCall({
  path: 'staff/customerSetDisabled',
  caller: 'sales',
  tag: 'staff',
  summary:
    "Disable a buyer's account (every session and remember token revoked; log-in answers that it is disabled) or enable it again",
  body: fields({
    id: idField(STAFF_LABELS.customer),
    disabled: yesNo({ label: { en: 'disabled', zh: '停用' }, required: true }),
  }),
  answer: T.Object({ id: T.Integer(), disabled: T.Boolean() }),
});
