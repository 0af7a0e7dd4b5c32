import { describe, expect, it } from 'vitest';
import { DEFAULT_STOCK_HOLDS, readConfig } from '../../server/config.ts';
import { holdUntil } from '../../server/shop/stock-holds.ts';

const now = new Date('2026-11-29T10:00:00Z');
const rules = (paymentMethod: 'bankTransfer' | 'card' | 'account') => ({
  settings: DEFAULT_STOCK_HOLDS,
  verified: true,
  paymentMethod,
});

describe('how long an unpaid order holds its stock', () => {
  it('is 72 hours for a bank transfer, 30 minutes for a card, and for ever on account', () => {
    expect(holdUntil(rules('bankTransfer'), now)?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(holdUntil(rules('card'), now)?.toISOString()).toBe('2026-11-29T10:30:00.000Z');
    expect(holdUntil(rules('account'), now)).toBeNull();
  });

  it('is a setting, refused with a message when it is not a whole number in range', () => {
    expect(
      readConfig({ STOCK_HOLD_TRANSFER_HOURS: '48', STOCK_HOLD_CARD_MINUTES: '15', STOCK_HOLD_MAX_SHARE_PERCENT: '25' })
        .stockHolds,
    ).toEqual({ transferHours: 48, cardMinutes: 15, maxSharePercent: 25 });
    expect(() => readConfig({ STOCK_HOLD_CARD_MINUTES: '0' })).toThrow(
      'STOCK_HOLD_CARD_MINUTES must be a whole number from 1 to 1440, not "0".',
    );
    expect(() => readConfig({ STOCK_HOLD_MAX_SHARE_PERCENT: '150' })).toThrow(/from 1 to 100/);
  });
});
