import { fill, type BilingualText } from '../i18n/text.ts';

/**
 * A quote's life (docs/quotes.md): requested → quoted (revised as often as sales like) → accepted →
 * ordered; or declined (by either side), withdrawn by the buyer, expired after its validity date.
 * Asking for a change sends a quoted quote back to sales (requested again).
 */
export const QUOTE_STATES = ['requested', 'quoted', 'accepted', 'ordered', 'declined', 'withdrawn', 'expired'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** Who moves a quote: its buyer, sales (or an admin) in the console, an admin approving a price under the floor, or the shop itself. */
export type QuoteActor = 'buyer' | 'sales' | 'admin' | 'system';

export const QUOTE_MOVES = [
  'send',
  'revise',
  'approve',
  'askChange',
  'accept',
  'order',
  'buyerDecline',
  'staffDecline',
  'withdraw',
  'expire',
] as const;
export type QuoteMove = (typeof QUOTE_MOVES)[number];

interface MoveRule {
  from: readonly QuoteState[];
  to: QuoteState;
  /** Who may make it; an admin may also make every sales move. */
  by: QuoteActor;
}

export const QUOTE_MOVE_RULES: Record<QuoteMove, MoveRule> = {
  send: { from: ['requested'], to: 'quoted', by: 'sales' },
  revise: { from: ['quoted'], to: 'quoted', by: 'sales' },
  // A version held under the cost guard goes out when an admin approves it.
  approve: { from: ['requested', 'quoted'], to: 'quoted', by: 'admin' },
  askChange: { from: ['quoted'], to: 'requested', by: 'buyer' },
  accept: { from: ['quoted'], to: 'accepted', by: 'buyer' },
  order: { from: ['accepted'], to: 'ordered', by: 'system' },
  buyerDecline: { from: ['quoted'], to: 'declined', by: 'buyer' },
  staffDecline: { from: ['requested', 'quoted'], to: 'declined', by: 'sales' },
  withdraw: { from: ['requested', 'quoted'], to: 'withdrawn', by: 'buyer' },
  expire: { from: ['quoted'], to: 'expired', by: 'system' },
};

export const QUOTE_STATE_WORDS: Record<QuoteState, BilingualText> = {
  requested: { en: 'Requested', zh: '已询价' },
  quoted: { en: 'Quoted', zh: '已报价' },
  accepted: { en: 'Accepted', zh: '已接受' },
  ordered: { en: 'Ordered', zh: '已下单' },
  declined: { en: 'Declined', zh: '已拒绝' },
  withdrawn: { en: 'Withdrawn', zh: '已撤回' },
  expired: { en: 'Expired', zh: '已过期' },
};

const MOVE_WORDS: Record<QuoteMove, BilingualText> = {
  send: { en: 'sent', zh: '发送报价' },
  revise: { en: 'revised', zh: '修改报价' },
  approve: { en: 'approved', zh: '批准报价' },
  askChange: { en: 'sent back for a change', zh: '要求修改' },
  accept: { en: 'accepted', zh: '接受' },
  order: { en: 'ordered', zh: '下单' },
  buyerDecline: { en: 'declined', zh: '拒绝' },
  staffDecline: { en: 'declined', zh: '拒绝' },
  withdraw: { en: 'withdrawn', zh: '撤回' },
  expire: { en: 'expired', zh: '使其过期' },
};

const ACTOR_WORDS: Record<QuoteActor, BilingualText> = {
  buyer: { en: 'the buyer who asked for it', zh: '询价的买家' },
  sales: { en: 'sales staff', zh: '销售人员' },
  admin: { en: 'an administrator', zh: '管理员' },
  system: { en: 'the shop itself', zh: '系统' },
};

const NOT_FROM_STATE: BilingualText = {
  en: 'This quote is {state}: it cannot be {move} now.',
  zh: '此报价状态为“{state}”，现在不能{move}。',
};
const NOT_BY_ACTOR: BilingualText = {
  en: 'A quote can be {move} only by {actor}.',
  zh: '只有{actor}才能对报价进行“{move}”操作。',
};

/** A message whose placeholders take different words in each language. */
function inBoth(text: BilingualText, words: (language: 'en' | 'zh') => Record<string, string>): BilingualText {
  return { en: fill(text.en, words('en')), zh: fill(text.zh, words('zh')) };
}

/** Whether an actor may make a move: an admin may make every sales move too. */
function actorMay(actor: QuoteActor, rule: MoveRule): boolean {
  return rule.by === actor || (actor === 'admin' && rule.by === 'sales');
}

export type QuoteMoveCheck = { allowed: true; to: QuoteState } | { allowed: false; message: BilingualText };

/** Whether `actor` may make `move` on a quote in `state`: the state it then has, or why not (in both languages). */
export function quoteMove(state: QuoteState, move: QuoteMove, actor: QuoteActor): QuoteMoveCheck {
  const rule = QUOTE_MOVE_RULES[move];
  if (!actorMay(actor, rule)) {
    return {
      allowed: false,
      message: inBoth(NOT_BY_ACTOR, (l) => ({ move: MOVE_WORDS[move][l], actor: ACTOR_WORDS[rule.by][l] })),
    };
  }
  if (!rule.from.includes(state)) {
    return {
      allowed: false,
      message: inBoth(NOT_FROM_STATE, (l) => ({
        state: l === 'en' ? QUOTE_STATE_WORDS[state].en.toLowerCase() : QUOTE_STATE_WORDS[state].zh,
        move: MOVE_WORDS[move][l],
      })),
    };
  }
  return { allowed: true, to: rule.to };
}
