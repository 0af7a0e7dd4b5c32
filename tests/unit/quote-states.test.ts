import { describe, expect, it } from 'vitest';
import {
  QUOTE_MOVES,
  QUOTE_STATES,
  quoteMove,
  type QuoteActor,
  type QuoteMove,
  type QuoteState,
} from '#contract/rules/quote-states.ts';

const ACTORS: QuoteActor[] = ['buyer', 'sales', 'admin', 'system'];

/** Every allowed move, written out by hand: [from, move, actor, to]. Anything not listed is refused. */
const ALLOWED: Array<[QuoteState, QuoteMove, QuoteActor, QuoteState]> = [
  ['requested', 'send', 'sales', 'quoted'],
  ['requested', 'send', 'admin', 'quoted'],
  ['quoted', 'revise', 'sales', 'quoted'],
  ['quoted', 'revise', 'admin', 'quoted'],
  ['requested', 'approve', 'admin', 'quoted'],
  ['quoted', 'approve', 'admin', 'quoted'],
  ['quoted', 'askChange', 'buyer', 'requested'],
  ['quoted', 'accept', 'buyer', 'accepted'],
  ['accepted', 'order', 'system', 'ordered'],
  ['quoted', 'buyerDecline', 'buyer', 'declined'],
  ['requested', 'staffDecline', 'sales', 'declined'],
  ['requested', 'staffDecline', 'admin', 'declined'],
  ['quoted', 'staffDecline', 'sales', 'declined'],
  ['quoted', 'staffDecline', 'admin', 'declined'],
  ['requested', 'withdraw', 'buyer', 'withdrawn'],
  ['quoted', 'withdraw', 'buyer', 'withdrawn'],
  ['quoted', 'expire', 'system', 'expired'],
];

describe('the quote state machine', () => {
  const cases = QUOTE_STATES.flatMap((state) =>
    QUOTE_MOVES.flatMap((move) => ACTORS.map((actor) => [state, move, actor] as const)),
  );

  it.each(cases)('from %s, the move %s by %s', (state, move, actor) => {
    const allowed = ALLOWED.find(([s, m, a]) => s === state && m === move && a === actor);
    const check = quoteMove(state, move, actor);
    if (allowed) {
      expect(check).toEqual({ allowed: true, to: allowed[3] });
    } else {
      expect(check.allowed).toBe(false);
      if (!check.allowed) {
        expect(check.message.en).toMatch(/^(This quote is|A quote can be)/);
        expect(check.message.zh).toMatch(/[\u4e00-\u9fff]/);
        expect(check.message.zh).not.toMatch(/\{\w+\}/);
        expect(check.message.en).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('words a refused move by the state it is in, in both languages', () => {
    expect(quoteMove('ordered', 'accept', 'buyer')).toEqual({
      allowed: false,
      message: { en: 'This quote is ordered: it cannot be accepted now.', zh: '此报价状态为“已下单”，现在不能接受。' },
    });
    expect(quoteMove('expired', 'accept', 'buyer')).toMatchObject({
      message: { en: 'This quote is expired: it cannot be accepted now.' },
    });
  });

  it('words a move by the wrong side by who may make it', () => {
    expect(quoteMove('requested', 'send', 'buyer')).toEqual({
      allowed: false,
      message: { en: 'A quote can be sent only by sales staff.', zh: '只有销售人员才能对报价进行“发送报价”操作。' },
    });
    expect(quoteMove('quoted', 'accept', 'sales')).toMatchObject({
      message: { en: 'A quote can be accepted only by the buyer who asked for it.' },
    });
  });

  it('lets no move leave a finished quote', () => {
    for (const state of ['ordered', 'declined', 'withdrawn', 'expired'] as const) {
      for (const move of QUOTE_MOVES)
        for (const actor of ACTORS) expect(quoteMove(state, move, actor).allowed).toBe(false);
    }
  });
});
