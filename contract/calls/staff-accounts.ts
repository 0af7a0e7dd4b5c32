import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, idField, LABELS, oneOf, yesNo } from '../fields.ts';
import { STAFF_LABELS } from '../i18n/staff-labels.ts';
import { nameAndEmailFields, newPasswordField } from './register.ts';
import { STAFF_ROLES } from './staff.ts';

/** Staff accounts (admins only): list, add (the rules of `npm run staff:add`), change a role, disable; the last admin always stays. */

export const StaffAccount = T.Object({
  id: T.Integer(),
  name: T.String(),
  email: T.String(),
  role: T.Unsafe<(typeof STAFF_ROLES)[number]>({ type: 'string', enum: [...STAFF_ROLES] }),
  disabled: T.Boolean(),
  createdAt: T.String({ description: 'ISO 8601' }),
});
export type StaffAccount = T.Static<typeof StaffAccount>;

const role = oneOf({ label: STAFF_LABELS.role, values: STAFF_ROLES, required: true });

export const staffAccountList = defineCall({
  path: 'staff/accountList',
  caller: 'admin',
  tag: 'staff',
  summary: 'Every staff account (editors, sales, admins), admins first',
  body: emptyBody,
  answer: T.Object({ list: T.Array(StaffAccount) }),
});

export const staffAccountAdd = defineCall({
  path: 'staff/accountAdd',
  caller: 'admin',
  tag: 'staff',
  summary:
    'Make a staff account with a role and a first password (the registration rules); an address that has an account is refused (409)',
  body: fields({ ...nameAndEmailFields, role, password: newPasswordField(LABELS.password) }),
  answer: StaffAccount,
});
export type StaffAccountAddRequest = T.Static<typeof staffAccountAdd.body>;

export const staffAccountSetRole = defineCall({
  path: 'staff/accountSetRole',
  caller: 'admin',
  tag: 'staff',
  summary: "Change a staff account's role; the last enabled admin cannot be demoted (409)",
  body: fields({ id: idField(STAFF_LABELS.staffAccount), role }),
  answer: StaffAccount,
});

export const staffAccountSetDisabled = defineCall({
  path: 'staff/accountSetDisabled',
  caller: 'admin',
  tag: 'staff',
  summary:
    'Disable a staff account (its sessions end at once) or enable it; the last enabled admin cannot be disabled (409)',
  body: fields({
    id: idField(STAFF_LABELS.staffAccount),
    disabled: yesNo({ label: { en: 'disabled', zh: '停用' }, required: true }),
  }),
  answer: StaffAccount,
});
