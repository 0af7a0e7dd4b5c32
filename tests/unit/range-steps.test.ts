import { describe, expect, it } from 'vitest';
import { rangeSteps } from '../../src/lib/catalogue/range-steps.ts';

describe('rangeSteps', () => {
  it('spans the range on round numbers, its ends included', () => {
    expect(rangeSteps(64, 600)).toEqual([64, 200, 400, 600]);
    expect(rangeSteps(11, 38)).toEqual([11, 20, 30, 38]);
    expect(rangeSteps(0.5, 2.5)).toEqual([0.5, 1, 1.5, 2, 2.5]);
  });

  it('answers the one value when there is no range', () => {
    expect(rangeSteps(12, 12)).toEqual([12]);
  });
});
