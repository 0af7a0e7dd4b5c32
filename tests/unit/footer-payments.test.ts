import { describe, expect, it } from 'vitest';
import { footerPaymentIcons } from '../../src/lib/payment/footer-payments.ts';
import { dictionary } from '../../src/i18n/dictionary.ts';

describe("the footer's payment icons", () => {
  it('show the card only when the shop takes cards', () => {
    const { footer } = dictionary('en');
    expect(footerPaymentIcons({ card: true }, footer).map((icon) => icon.file)).toEqual([
      'card',
      'bank-transfer',
      'invoice',
    ]);
    expect(footerPaymentIcons({ card: false }, footer)).toEqual([
      { file: 'bank-transfer', label: 'Bank transfer' },
      { file: 'invoice', label: 'Invoice for approved company accounts' },
    ]);
  });

  it('name them in Chinese on Chinese pages', () => {
    expect(footerPaymentIcons({ card: true }, dictionary('zh-cn').footer)[0]).toEqual({
      file: 'card',
      label: '借记卡和信用卡',
    });
  });
});
