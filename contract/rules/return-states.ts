import { fill, type BilingualText } from '../i18n/text.ts';

/**
 * A return's life (docs/returns.md): the buyer asks (requested); sales approve it, giving a returns
 * number and the address to send the goods to, or refuse it; once the goods are in, sales mark what
 * came back and its condition (received), which credits it on a credit note in the same step. The
 * buyer may withdraw a request sales have not answered yet (withdrawn).
 */
export const RETURN_STATES = ['requested', 'approved', 'refused', 'received', 'withdrawn'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_REASONS = ['wrongPart', 'faulty', 'notAsDescribed'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_MOVES = ['approve', 'refuse', 'receive', 'withdraw'] as const;
export type ReturnMove = (typeof RETURN_MOVES)[number];

/** The state each move starts from and the one it leads to: staff's, and the buyer's withdrawal of a request not yet answered. */
export const RETURN_MOVE_RULES: Record<ReturnMove, { from: ReturnState; to: ReturnState }> = {
  approve: { from: 'requested', to: 'approved' },
  refuse: { from: 'requested', to: 'refused' },
  receive: { from: 'approved', to: 'received' },
  withdraw: { from: 'requested', to: 'withdrawn' },
};

export const RETURN_STATE_WORDS: Record<ReturnState, BilingualText> = {
  requested: { en: 'Requested', zh: '已申请' },
  approved: { en: 'Approved: send the goods back', zh: '已批准：请寄回货物' },
  refused: { en: 'Refused', zh: '已拒绝' },
  received: { en: 'Received and credited', zh: '已收货并贷记' },
  withdrawn: { en: 'Withdrawn', zh: '已撤回' },
};

export const RETURN_REASON_WORDS: Record<ReturnReason, BilingualText> = {
  wrongPart: { en: 'Wrong part ordered', zh: '订错零件' },
  faulty: { en: 'Faulty', zh: '有缺陷' },
  notAsDescribed: { en: 'Not as described', zh: '与描述不符' },
};

const MOVE_WORDS: Record<ReturnMove, BilingualText> = {
  approve: { en: 'approved', zh: '批准' },
  refuse: { en: 'refused', zh: '拒绝' },
  receive: { en: 'received', zh: '收货' },
  withdraw: { en: 'withdrawn', zh: '撤回' },
};

const NOT_FROM_STATE: BilingualText = {
  en: 'This return is {state}: it cannot be {move} now.',
  zh: '此退货状态为“{state}”，现在不能{move}。',
};

/** Quantities of returns still open or received count against a line; refused and withdrawn ones give theirs back. */
export const isLiveReturn = (state: ReturnState): boolean => state !== 'refused' && state !== 'withdrawn';

export type ReturnMoveCheck = { allowed: true; to: ReturnState } | { allowed: false; message: BilingualText };

/** Whether a move may be made on a return in `state`: the state it then has, or why not (in both languages). */
export function returnMove(state: ReturnState, move: ReturnMove): ReturnMoveCheck {
  const rule = RETURN_MOVE_RULES[move];
  if (rule.from === state) return { allowed: true, to: rule.to };
  return {
    allowed: false,
    message: {
      en: fill(NOT_FROM_STATE.en, { state: RETURN_STATE_WORDS[state].en.toLowerCase(), move: MOVE_WORDS[move].en }),
      zh: fill(NOT_FROM_STATE.zh, { state: RETURN_STATE_WORDS[state].zh, move: MOVE_WORDS[move].zh }, 'zh-cn'),
    },
  };
}

/**
 * The restocking fee on `pence` (ex VAT) at `percent`, rounded to the penny half up, so a fee on
 * whole pounds at a whole percent never loses a penny to floating point.
 */
export function restockingFeeOn(pence: number, percent: number): number {
  return Math.floor((pence * percent + 50) / 100);
}

/** What a buyer may still ask to return of a line: delivered (dispatched) less what live returns hold. */
export function returnableQuantity(delivered: number, inReturns: number): number {
  return Math.max(0, delivered - inReturns);
}
