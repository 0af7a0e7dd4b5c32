import { describe, expect, it } from 'vitest';
import {
  isLiveReturn,
  RETURN_MOVES,
  RETURN_STATES,
  restockingFeeOn,
  returnableQuantity,
  returnMove,
  type ReturnMove,
  type ReturnState,
} from '#contract/rules/return-states.ts';

/** Every allowed move, written out by hand: [from, move, to]. Anything not listed is refused. */
const ALLOWED: Array<[ReturnState, ReturnMove, ReturnState]> = [
  ['requested', 'approve', 'approved'],
  ['requested', 'refuse', 'refused'],
  ['approved', 'receive', 'received'],
  ['requested', 'withdraw', 'withdrawn'],
];

describe('the return state machine', () => {
  for (const state of RETURN_STATES) {
    for (const move of RETURN_MOVES) {
      const allowed = ALLOWED.find(([from, m]) => from === state && m === move);
      it(`${move} from ${state} is ${allowed ? 'allowed' : 'refused'}`, () => {
        const check = returnMove(state, move);
        if (allowed) expect(check).toEqual({ allowed: true, to: allowed[2] });
        else expect(check.allowed).toBe(false);
      });
    }
  }

  it('says why a move is refused, in both languages', () => {
    const check = returnMove('received', 'approve');
    expect(check).toEqual({
      allowed: false,
      message: {
        en: 'This return is received and credited: it cannot be approved now.',
        zh: '此退货状态为“已收货并贷记”，现在不能批准。',
      },
    });
    expect(returnMove('approved', 'withdraw')).toEqual({
      allowed: false,
      message: {
        en: 'This return is approved: send the goods back: it cannot be withdrawn now.',
        zh: '此退货状态为“已批准：请寄回货物”，现在不能撤回。',
      },
    });
  });

  it('a refused or withdrawn return no longer holds its quantities', () => {
    expect(RETURN_STATES.filter(isLiveReturn)).toEqual(['requested', 'approved', 'received']);
  });
});

describe('quantities and the restocking fee', () => {
  it('a line may be returned up to what was delivered less what live returns hold', () => {
    expect(returnableQuantity(10, 0)).toBe(10);
    expect(returnableQuantity(10, 4)).toBe(6);
    expect(returnableQuantity(3, 3)).toBe(0);
    expect(returnableQuantity(0, 0)).toBe(0);
  });

  it('the fee is a percentage of the lines ex VAT, rounded half up to the penny', () => {
    expect(restockingFeeOn(10_000, 15)).toBe(1500);
    expect(restockingFeeOn(999, 15)).toBe(150); // 149.85
    expect(restockingFeeOn(990, 15)).toBe(149); // 148.5 rounds up
    expect(restockingFeeOn(12_345, 0)).toBe(0);
  });
});
