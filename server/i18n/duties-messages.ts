import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals and answers that keep one person from acting alone on money (docs/security.md, separation of duties). */
export const DUTIES_MESSAGES = {
  ownOrder: {
    en: 'You cannot act on an order you or your company placed: ask another member of staff.',
    zh: '您不能处理您本人或您所在公司下的订单：请交由其他员工处理。',
  },
  ownCompany: {
    en: 'You cannot act on a company you belong to: ask another member of staff.',
    zh: '您不能处理您所属的公司：请交由其他员工处理。',
  },
  staffNoCompany: {
    en: 'Staff accounts cannot found or join a customer company.',
    zh: '员工账户不能创建或加入客户公司。',
  },
  noSuchProposal: { en: 'There is no such proposal.', zh: '没有此提议。' },
  proposalDecided: {
    en: 'This proposal has already been confirmed or withdrawn. It has been reloaded.',
    zh: '此提议已被确认或撤回，页面已重新加载。',
  },
  bankProposalPending: {
    en: 'New bank details are already waiting for confirmation: confirm or withdraw them first.',
    zh: '已有新的银行账户信息等待确认：请先确认或撤回。',
  },
  ownBankProposal: {
    en: 'Another administrator must confirm new bank details: you proposed them.',
    zh: '新的银行账户信息须由另一位管理员确认：提议人是您本人。',
  },
  bankProposed: {
    en: 'Proposed. Every member of staff has been told; the details change when another administrator confirms them.',
    zh: '已提议。所有员工均已收到通知；须另一位管理员确认后才会更改。',
  },
  bankConfirmed: {
    en: 'Confirmed: buyers are shown the new bank details from now on.',
    zh: '已确认：从现在起买家将看到新的银行账户信息。',
  },
  proposalWithdrawn: { en: 'Proposal withdrawn.', zh: '提议已撤回。' },
  ownCreditProposal: {
    en: 'Another administrator must approve this credit: you proposed it.',
    zh: '此信用额度须由另一位管理员批准：提议人是您本人。',
  },
  creditSentForApproval: {
    en: 'Sent to another administrator for approval: the limit stays as it is until then.',
    zh: '已提交另一位管理员审批：在此之前额度保持不变。',
  },
  creditApproved: { en: 'Approved: the new credit applies from now on.', zh: '已批准：新的信用额度即时生效。' },
  notYourCreditProposal: {
    en: 'Only the member of staff who proposed it, or an administrator, may withdraw this proposal.',
    zh: '只有提议人或管理员可以撤回此提议。',
  },
} as const satisfies Record<string, BilingualText>;
