import { describe, expect, it } from 'vitest';
import type { Language } from '#contract/i18n/text.ts';
import type { MailContext, MailTemplate, ShopIdentity } from '../../server/mail/blocks.ts';
import { renderMail } from '../../server/mail/layout.ts';
import { TEMPLATES, type TemplateName, type TemplateValues } from '../../server/mail/templates/index.ts';

const SHOP: ShopIdentity = { name: 'Lihda Group Ltd', addressLines: ['Unit 4', 'Foundry Lane', '', 'Sheffield', 'S1 2HH'], vatNo: 'GB123456789', email: 'sales@lihda.example', telephone: '+44 114 496 0000' };
const HOSTILE = '<script>alert(1)</script>\r\nBcc: victim@example.com';

/** Values for every template, each with a hostile name where the template shows one. */
const SAMPLES: { [K in TemplateName]: TemplateValues<K> } = {
  verifyEmail: { firstName: HOSTILE, token: 'tok' },
  changeEmail: { firstName: HOSTILE, token: 'tok' },
  passwordReset: { firstName: HOSTILE, token: 'tok' },
  passwordChanged: { firstName: HOSTILE, when: '24 November 2026 at 19:00' },
  teamInvitation: { inviter: HOSTILE, company: 'Acme & Sons', role: { en: 'a buyer', zh: '采购员' }, expires: { en: '1 December 2026', zh: '2026年12月1日' }, hasAccount: false },
  orderUpdate: { subject: { en: `Order LH-1 placed ${HOSTILE}`, zh: `订单 LH-1 已提交 ${HOSTILE}` }, body: { en: 'Thank you.', zh: '谢谢！' }, orderId: 12 },
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
