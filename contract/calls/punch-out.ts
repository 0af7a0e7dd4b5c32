import * as T from 'typebox';
import { defineCall, enumOf } from '../call.ts';
import { fields, text, yesNo } from '../fields.ts';
import { PUNCH_OUT_PROTOCOLS } from '../limits/punch-out.ts';
import { LoginAnswer } from './login.ts';

/** A punch-out session in the buyer's browser (docs/punch-out.md): begin it with the start code, transfer the basket back. */

export const punchOutBegin = defineCall({
  path: 'unpri/punchOutBegin',
  caller: 'anyone',
  tag: 'punch-out',
  summary:
    "Spend a punch-out start code (one use, 5 minutes): a session signed in as the connection's company account (404 when spent or expired)",
  body: fields({
    code: text({ label: { en: 'start code', zh: '启动代码' }, required: true, max: 64, pattern: /^[\w-]+$/ }),
  }),
  answer: T.Object({ login: LoginAnswer, protocol: enumOf(PUNCH_OUT_PROTOCOLS), systemName: T.String() }),
});
export type PunchOutBegun = T.Static<typeof punchOutBegin.answer>;

export const punchOutTransfer = defineCall({
  path: 'pri/punchOutTransfer',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'punch-out',
  summary:
    "Transfer the basket (its lines at the buyer's prices) to the procurement system, or none to return without buying: the address of the one-use page that posts it (403 outside a punch-out session)",
  body: fields({ returnEmpty: yesNo({ label: { en: 'return without the basket', zh: '不带购物篮返回' } }) }),
  answer: T.Object({ url: T.String() }),
});
