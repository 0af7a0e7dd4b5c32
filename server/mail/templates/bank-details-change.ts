import { fill } from '#contract/i18n/text.ts';
import type { MailTemplate } from '../blocks.ts';

type Step = 'proposed' | 'confirmed' | 'withdrawn';

const TEXT = {
  en: {
    subject: { proposed: 'Bank details change proposed at {shop}', confirmed: 'Bank details changed at {shop}', withdrawn: 'Bank details change withdrawn at {shop}' },
    body: {
      proposed: '{by} proposed on {when} that buyers pay into a new bank account: sort code {sortCode}, account number {accountNo}, IBAN {iban}. Nothing changes until another admin confirms it in the staff console.',
      confirmed: '{by} confirmed on {when} the new bank account buyers pay into: sort code {sortCode}, account number {accountNo}, IBAN {iban}. Documents and e-mails show it from now on.',
      withdrawn: '{by} withdrew on {when} the proposed bank account (sort code {sortCode}, account number {accountNo}). The details stay as they were.',
    },
    notYou: 'Every member of staff gets this message. If you did not expect this change, tell an admin at once: it decides where buyers send their money.',
    action: 'Open the staff console',
  },
  'zh-cn': {
    subject: { proposed: '{shop} 银行信息变更已提议', confirmed: '{shop} 银行信息已变更', withdrawn: '{shop} 银行信息变更已撤回' },
    body: {
      proposed: '{by} 于 {when} 提议买家改向新的银行账户付款：银行代码 {sortCode}，账号 {accountNo}，IBAN {iban}。在另一位管理员于员工控制台确认之前，不会有任何变化。',
      confirmed: '{by} 于 {when} 确认了买家付款的新银行账户：银行代码 {sortCode}，账号 {accountNo}，IBAN {iban}。此后单据和邮件将显示该账户。',
      withdrawn: '{by} 于 {when} 撤回了提议的银行账户（银行代码 {sortCode}，账号 {accountNo}）。银行信息保持不变。',
    },
    notYou: '每位员工都会收到此邮件。如果您未预料到此变更，请立即告知管理员：它决定买家把钱付到哪里。',
    action: '打开员工控制台',
  },
};

/** Sent to every member of staff at each step of a change of the bank account (server/back-office/bank-details.ts). */
export const bankDetailsChange: MailTemplate<{ step: Step; by: string; when: string; sortCode: string; accountNo: string; iban: string }> = (values, { language, link, shop }) => {
  const t = TEXT[language];
  return {
    subject: fill(t.subject[values.step], { shop: shop.name }),
    blocks: [
      { paragraph: fill(t.body[values.step], values) },
      { paragraph: t.notYou },
      { action: { label: t.action, href: link(language === 'zh-cn' ? '/zh-cn/editor' : '/editor') } },
    ],
  };
};
