import { describe, expect, it } from 'vitest';
import type { Language } from '#contract/i18n/text.ts';
import type { MailContext, MailTemplate, ShopIdentity } from '../../server/mail/blocks.ts';
import { renderMail } from '../../server/mail/layout.ts';
import { TEMPLATES, type TemplateName, type TemplateValues } from '../../server/mail/templates/index.ts';

const SHOP: ShopIdentity = {
  name: 'Lihda Group Ltd',
  addressLines: ['Unit 4', 'Foundry Lane', '', 'Sheffield', 'S1 2HH'],
  vatNo: 'GB123456789',
  email: 'sales@lihda.example',
  telephone: '+44 114 496 0000',
};
const HOSTILE = '<script>alert(1)</script>\r\nBcc: victim@example.com';

/** Values for every template, each with a hostile name where the template shows one. */
const SAMPLES: { [K in TemplateName]: TemplateValues<K> } = {
  verifyEmail: { firstName: HOSTILE, token: 'tok' },
  changeEmail: { firstName: HOSTILE, token: 'tok' },
  emailChanged: { firstName: HOSTILE, newEmail: 'new.address@example.com', when: '24 November 2026 at 19:00' },
  passwordReset: { firstName: HOSTILE, token: 'tok' },
  newsletterConfirm: { token: 'tok' },
  passwordChanged: { firstName: HOSTILE, when: '24 November 2026 at 19:00' },
  secondFactorReset: { firstName: HOSTILE, when: '24 November 2026 at 19:00', by: 'admin@lihda.example' },
  teamInvitation: {
    inviter: HOSTILE,
    inviterEmail: 'eve@example.com',
    company: 'Acme & Sons',
    role: { en: 'a buyer', zh: '采购员' },
    expires: { en: '1 December 2026', zh: '2026年12月1日' },
    hasAccount: false,
  },
  orderUpdate: {
    subject: { en: `Order LH-1 placed ${HOSTILE}`, zh: `订单 LH-1 已提交 ${HOSTILE}` },
    body: { en: 'Thank you.', zh: '谢谢！' },
    orderId: 12,
    order: {
      lines: [
        {
          partNo: 'LH-3501-50-200-ST',
          name: { en: `Gas spring ${HOSTILE}`, zh: '钢制气弹簧' },
          quantity: 3,
          unitPricePence: 976,
          lineTotalPence: 2928,
        },
      ],
      totals: {
        subtotalPence: 2928,
        deliveryPence: 795,
        vatRatePercent: 20,
        vatPence: 745,
        totalPence: 4468,
        currency: 'GBP',
      },
      poReference: 'PO-1',
      deliveryAddress: {
        contactName: HOSTILE,
        companyName: 'Acme',
        line1: '1 High Street',
        line2: '',
        town: 'Leeds',
        county: '',
        postcode: 'LS1 1AA',
        country: 'GB',
        phone: '',
      },
      bank: {
        accountName: 'Lihda Group Ltd',
        bankName: 'Example Bank',
        sortCode: '12-34-56',
        accountNumber: '12345678',
        iban: 'GB33',
        bic: 'BUKB',
        reference: 'LH-1',
      },
      shipment: { carrier: 'DPD', trackingNo: '155', trackingUrl: 'https://track.example/155' },
    },
  },
  quoteUpdate: {
    subject: { en: `Your quote Q-000001 is ready ${HOSTILE}`, zh: `您的报价 Q-000001 已就绪 ${HOSTILE}` },
    body: { en: 'We have quoted £1,234.00 ex VAT.', zh: '我们已报价 £1,234.00（不含增值税）。' },
    quoteId: 7,
    forStaff: false,
    lines: [
      {
        partNo: 'LH-3501-50-200-ST',
        name: { en: `Gas spring ${HOSTILE}`, zh: '钢制气弹簧' },
        quantity: 500,
        unitPricePence: 820,
        lineTotalPence: 410_000,
        leadTimeDays: 21,
      },
    ],
  },
  staffNews: {
    subject: { en: `Return asked for on order LG-100001 ${HOSTILE}`, zh: `申请退回订单 LG-100001 ${HOSTILE}` },
    body: { en: 'Alex Morgan asks to return 2 × SC-10.', zh: 'Alex Morgan 申请退回 2 × SC-10。' },
    section: 'returns',
  },
  bankDetailsChange: {
    stage: 'proposed',
    who: 'admin@lihda.example',
    proposer: 'admin@lihda.example',
    at: '2026-11-28T10:00:00.000Z',
    before: {
      bankAccountName: 'Lihda Group Ltd',
      bankName: 'Example Bank',
      bankSortCode: '12-34-56',
      bankAccountNo: '12345678',
      bankIban: 'GB33',
      bankBic: 'BUKB',
    },
    after: {
      bankAccountName: HOSTILE,
      bankName: 'Other Bank',
      bankSortCode: '99-99-99',
      bankAccountNo: '99999999',
      bankIban: '',
      bankBic: '',
    },
  },
};

function render(name: TemplateName, language: Language) {
  const context: MailContext = { language, shop: SHOP, link: (path) => `https://shop.example${path}` };
  const template = TEMPLATES[name] as MailTemplate<unknown>;
  return renderMail(template(SAMPLES[name], context), SHOP, language);
}

describe('every mail template in both languages', () => {
  for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
    it(`${name}: a one-line subject, text and HTML in the recipient's language, the shop footer, escaped values, no remote images`, () => {
      const en = render(name, 'en');
      const zh = render(name, 'zh-cn');
      for (const mail of [en, zh]) {
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain('GB123456789');
        expect(mail.html).toContain('Unit 4, Foundry Lane, Sheffield, S1 2HH');
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toMatch(/<img|src=/i);
        expect(mail.html).toMatch(/href="https:\/\/shop\.example\//);
      }
      expect(en.text).toContain('VAT number: GB123456789');
      expect(zh.text).toContain('增值税号: GB123456789');
      expect(zh.subject).toMatch(/[\u4e00-\u9fff]/);
      expect(en.subject).not.toMatch(/[\u4e00-\u9fff]/);
      expect(zh.html).toContain('lang="zh-CN"');
      expect(zh.html).toMatch(/href="https:\/\/shop\.example\/zh-cn\//);
    });
  }
});

describe('order e-mails', () => {
  it('show the lines, totals, delivery address, bank details and tracking link in the reader’s language', () => {
    const en = render('orderUpdate', 'en');
    for (const shown of [
      'LH-3501-50-200-ST',
      'Net (ex VAT): £29.28',
      'Delivery (ex VAT): £7.95',
      'VAT at 20%: £7.45',
      'Total (GBP, inc VAT): £44.68',
      'Your PO reference: PO-1',
      'Delivery address:',
      'United Kingdom',
      'Sort code: 12-34-56',
      'Sent with DPD, tracking number 155.',
    ]) {
      expect(en.text).toContain(shown);
    }
    expect(en.html).toContain('href="https://track.example/155"');
    const zh = render('orderUpdate', 'zh-cn');
    for (const shown of [
      '钢制气弹簧',
      '总计（英镑，含增值税）：£44.68',
      '送货地址：',
      '英国',
      '银行代码：12-34-56',
      '跟踪包裹',
    ])
      expect(zh.text).toContain(shown);
  });

  it('offer a tracking link only when it is a web address', () => {
    const context: MailContext = { language: 'en', shop: SHOP, link: (path) => `https://shop.example${path}` };
    const values = {
      ...SAMPLES.orderUpdate,
      order: {
        ...SAMPLES.orderUpdate.order!,
        shipment: { carrier: 'DPD', trackingNo: '1', trackingUrl: 'javascript:alert(1)' },
      },
    };
    const mail = renderMail(TEMPLATES.orderUpdate(values, context), SHOP, 'en');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).toContain('Sent with DPD, tracking number 1.');
  });
});

describe('staff news', () => {
  it('links to the console section that deals with it, in the reader’s language', () => {
    expect(render('staffNews', 'en').html).toContain('href="https://shop.example/editor#returns"');
    const zh = render('staffNews', 'zh-cn');
    expect(zh.html).toContain('href="https://shop.example/zh-cn/editor#returns"');
    expect(zh.text).toContain('打开员工后台');
  });
});
