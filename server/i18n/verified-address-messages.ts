import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals of what an account may do only once its address is verified, and the answers around them. */
export const VERIFIED_ADDRESS_MESSAGES = {
  companyNeedsVerified: {
    en: 'Please confirm your e-mail address before setting up a company: follow the link we sent to it (My account can send it again).',
    zh: '设立公司前请先确认您的电子邮箱地址：点击我们发送给您的链接（可在“我的账户”中重新发送）。',
  },
  inviteNeedsVerified: {
    en: 'Please confirm your e-mail address before inviting anyone: follow the link we sent to it (My account can send it again).',
    zh: '邀请他人前请先确认您的电子邮箱地址：点击我们发送给您的链接（可在“我的账户”中重新发送）。',
  },
  addressBookNeedsVerified: {
    en: 'Please confirm your e-mail address before keeping addresses in your address book. Until then an address you enter is used for your orders only.',
    zh: '在地址簿中保存地址前请先确认您的电子邮箱地址。在此之前，您填写的地址仅用于您的订单。',
  },
  companyWaitsForVerification: {
    en: 'Welcome. Your company "{company}" will be set up when you confirm your e-mail address: follow the link we sent to it.',
    zh: '欢迎。确认电子邮箱地址后将为您设立公司“{company}”：请点击我们发送给您的链接。',
  },
  reviewItemGone: { en: 'That item is no longer on the list.', zh: '该项目已不在列表中。' },
  reviewItemRemoved: { en: 'Removed.', zh: '已移除。' },
  reviewKept: { en: 'Kept. The notice will not be shown again.', zh: '已保留。此提示将不再显示。' },
} as const satisfies Record<string, BilingualText>;
