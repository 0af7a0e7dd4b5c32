import { defineCall, noAnswer } from '../call.ts';
import { fields, idField, yesNo } from '../fields.ts';

/**
 * A lost second factor is reset by an administrator: staff admins for any account, a company's
 * admin for its members. Each reset is recorded with who made it and mailed to the account.
 */

export const accountSecondFactorReset = defineCall({
  path: 'staff/accountSecondFactorReset',
  caller: 'admin',
  tag: 'staff',
  summary:
    "Remove an account's authenticator app, recovery codes and passkeys (a lost phone): recorded, and the account is e-mailed",
  body: fields({ id: idField() }),
  answer: noAnswer,
});

export const teamSecondFactorReset = defineCall({
  path: 'pri/teamSecondFactorReset',
  caller: 'buyer',
  tag: 'team',
  summary:
    "A company admin removes a member's second factors (a lost phone): recorded, and the member is e-mailed (403 for a buyer)",
  body: fields({ id: idField() }),
  answer: noAnswer,
});

export const teamSecondFactorRule = defineCall({
  path: 'pri/teamSecondFactorRule',
  caller: 'buyer',
  tag: 'team',
  summary:
    "A company admin requires (or no longer requires) a second factor of every member: without one a member's session can only set one up",
  body: fields({ required: yesNo({ label: { en: 'require a second factor', zh: '要求第二重验证' }, required: true }) }),
  answer: noAnswer,
});
