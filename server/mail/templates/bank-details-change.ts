import type { BankDetailsRecord } from '#contract/calls/staff-bank-details.ts';
import { formatDateTimeLong } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';
import type { MailTemplate } from '../blocks.ts';

export type BankChangeStage = 'proposed' | 'confirmed' | 'withdrawn';

const TEXT = {
  en: {
    subject: {
      proposed: 'New bank details proposed at {shop}',
      confirmed: 'New bank details in use at {shop}',
      withdrawn: 'Proposed bank details withdrawn at {shop}',
    },
    body: {
      proposed:
        '{who} proposed on {when} to change the bank account buyers pay into. Buyers keep being shown the account in use until another administrator confirms the change.',
      confirmed:
        '{who} confirmed on {when} the bank details {proposer} proposed: buyers are shown the new account from now on.',
      withdrawn: '{who} withdrew on {when} the bank details {proposer} proposed: nothing changed.',
    },
    notExpected:
      'If you did not expect this change, tell another administrator at once: someone may be trying to divert payments.',
    head: ['', 'In use before', 'Proposed'],
    fields: {
      bankAccountName: 'Account name',
      bankName: 'Bank',
      bankSortCode: 'Sort code',
      bankAccountNo: 'Account number',
      bankIban: 'IBAN',
      bankBic: 'BIC',
    },
    open: 'Open the staff console',
  },
  'zh-cn': {
    subject: {
      proposed: '{shop} 有人提议更改银行账户信息',
      confirmed: '{shop} 已启用新的银行账户信息',
      withdrawn: '{shop} 提议的银行账户信息已撤回',
    },
    body: {
      proposed: '{who} 于 {when} 提议更改买家付款的银行账户。在另一位管理员确认之前，买家看到的仍是当前账户。',
      confirmed: '{who} 于 {when} 确认了 {proposer} 提议的银行账户信息：从现在起买家将看到新账户。',
      withdrawn: '{who} 于 {when} 撤回了 {proposer} 提议的银行账户信息：未作任何更改。',
    },
    notExpected: '如果您未预料到此更改，请立即告知另一位管理员：可能有人企图转移付款。',
    head: ['', '原使用的', '提议的'],
    fields: {
      bankAccountName: '账户名',
      bankName: '银行',
      bankSortCode: '银行分行代码',
      bankAccountNo: '账号',
      bankIban: 'IBAN',
      bankBic: 'BIC',
    },
    open: '打开员工后台',
  },
};

export interface BankChangeValues {
  stage: BankChangeStage;
  /** Who acted now; the proposer, who may be the same. */
  who: string;
  proposer: string;
  /** ISO 8601. */
  at: string;
  before: BankDetailsRecord;
  after: BankDetailsRecord;
}

/** Sent to every member of staff when new bank details are proposed, confirmed or withdrawn, so a diversion cannot pass unseen. */
export const bankDetailsChange: MailTemplate<BankChangeValues> = (values, { language, link, shop }) => {
  const t = TEXT[language];
  const fields = Object.keys(t.fields) as Array<keyof BankDetailsRecord>;
  return {
    subject: fill(t.subject[values.stage], { shop: shop.name }),
    blocks: [
      {
        paragraph: fill(t.body[values.stage], {
          who: values.who,
          proposer: values.proposer,
          when: formatDateTimeLong(values.at, language),
        }),
      },
      {
        table: {
          head: t.head,
          rows: fields.map((field) => [t.fields[field], values.before[field], values.after[field]]),
        },
      },
      { paragraph: t.notExpected },
      { action: { label: t.open, href: link(language === 'zh-cn' ? '/zh-cn/editor' : '/editor') } },
    ],
  };
};
