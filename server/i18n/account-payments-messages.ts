import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages of the account area's payment calls (acPay, payAssociated), in both languages; placeholders are filled with fillBoth(). */
export const ACCOUNT_PAYMENT_MESSAGES = {
  awaitingApproval: {
    en: 'This order is waiting for approval by your company administrator and cannot be paid yet.',
    zh: '此订单正在等待贵公司管理员审批，暂时无法付款。',
  },
  approvalRejected: {
    en: 'This order was not approved by your company administrator, so it cannot be paid.',
    zh: '此订单未获贵公司管理员批准，因此无法付款。',
  },
  notCompanyOrder: {
    en: 'Only orders placed for your company can go on its account, and this one was not. Pay it by card or bank transfer.',
    zh: '只有为贵公司下的订单才能记入公司账户，此订单不是。请用银行卡或银行转账付款。',
  },
  heldForApproval: {
    en: 'This order is above your spending limit, so it now waits for your company administrator’s approval; they have been asked. You can pay it once it is approved.',
    zh: '此订单超出您的消费限额，现需贵公司管理员审批，已通知管理员。审批通过后即可付款。',
  },
  noSuchPayment: { en: 'There is no such payment.', zh: '没有此付款记录。' },
  noCompany: {
    en: 'Paying for a team needs a company account. Your account is not part of a company.',
    zh: '为团队付款需要公司账户，您的账户不属于任何公司。',
  },
  notTeamPayer: {
    en: "Only your company's administrator, or a member they allow to pay for the team, can pay the team's orders.",
    zh: '只有贵公司管理员或其授权为团队付款的成员才能支付团队订单。',
  },
  /** A team payment names the one order that stops it. */
  teamOrderNotFound: { en: 'Order {id} is not one of your company’s orders.', zh: '订单 {id} 不是贵公司的订单。' },
  teamOrderRefused: { en: 'Order {orderNo}: {reason}', zh: '订单 {orderNo}：{reason}' },
} as const satisfies Record<string, BilingualText>;
