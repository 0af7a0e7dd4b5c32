import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals and answers of the staff console's calls, in both languages; placeholders are filled with fill(). */
export const STAFF_MESSAGES = {
  editorsOnly: { en: 'This is for content editors only.', zh: '仅限内容编辑人员使用。' },
  salesOnly: { en: 'This is for sales staff only.', zh: '仅限销售人员使用。' },
  adminsOnly: { en: 'This is for administrators only.', zh: '仅限管理员使用。' },
  noSuchFailedMail: {
    en: 'There is no such failed message: it may have been sent again already.',
    zh: '没有这封发送失败的邮件，它可能已被重新发送。',
  },
  staffOnly: { en: 'This is for Lihda Group staff only.', zh: '仅限 Lihda Group 员工使用。' },
  noSuchOrder: { en: 'There is no such order.', zh: '没有此订单。' },
  staleOrder: {
    en: 'Another member of staff changed this order a moment ago. It has been reloaded: check it and try again.',
    zh: '其他员工刚刚更改了此订单。订单已重新加载：请核对后重试。',
  },
  orderCancelled: { en: 'This order is cancelled.', zh: '此订单已取消。' },
  awaitingApproval: { en: "This order still waits for the company's approval.", zh: '此订单仍在等待公司审批。' },
  notDue: { en: 'Nothing is due on this order.', zh: '此订单无应付款项。' },
  moreThanDue: { en: 'That is more than is due: {due}.', zh: '金额超过应付款项：{due}。' },
  receivedInFuture: { en: 'The date received cannot be in the future.', zh: '收款日期不能晚于今天。' },
  notPaid: {
    en: 'This order is not paid yet: mark its payment received first (an order on account may be dispatched).',
    zh: '此订单尚未付款：请先登记收款（记账订单可直接发货）。',
  },
  nothingToDispatch: { en: 'Everything on this order has been dispatched.', zh: '此订单已全部发货。' },
  noSuchLine: { en: 'Order line {lineNo} does not exist.', zh: '订单第 {lineNo} 行不存在。' },
  tooManyForLine: { en: 'Line {lineNo} has only {left} left to dispatch.', zh: '第 {lineNo} 行仅剩 {left} 件待发货。' },
  notEnoughStock: {
    en: 'There is not enough stock of {partNo} to dispatch {quantity}.',
    zh: '{partNo} 库存不足，无法发货 {quantity} 件。',
  },
  notDispatched: {
    en: 'Only a dispatched order can be marked delivered.',
    zh: '只有已全部发货的订单才能标记为已送达。',
  },
  alreadyDelivered: { en: 'This order has been delivered.', zh: '此订单已送达。' },
  dispatchedCannotCancel: {
    en: 'Goods of this order have been dispatched: it can no longer be cancelled.',
    zh: '此订单已有货物发出，无法取消。',
  },
  accountDisabled: {
    en: 'This account has been disabled. Please contact Lihda Group to have it enabled again.',
    zh: '此账户已被停用。如需重新启用，请联系 Lihda Group。',
  },
  noSuchCompany: { en: 'There is no such company.', zh: '没有此公司。' },
  noSuchStaff: { en: 'There is no such staff account.', zh: '没有此员工账户。' },
  lastAdmin: {
    en: 'This is the last administrator: make another account an administrator first.',
    zh: '这是最后一位管理员：请先将另一个账户设为管理员。',
  },
  staffEmailTaken: {
    en: 'This address already has an account: staff accounts are made for new addresses only.',
    zh: '此地址已有账户：员工账户只能用新地址创建。',
  },
  noSuchCustomer: { en: 'There is no such customer.', zh: '没有此客户。' },
  notACustomer: { en: 'Staff accounts are not disabled here.', zh: '员工账户不能在此停用。' },
  overCreditLimit: {
    en: 'This order would take {company} over its credit limit of {limit}: {used} is already on account and {left} is left. Pay by card or bank transfer, or ask us to raise the limit.',
    zh: '此订单将使{company}超出 {limit} 的信用额度：已记账 {used}，剩余 {left}。请用银行卡或银行转账付款，或联系我们提高额度。',
  },
  nothingToRefund: { en: 'Nothing on this order is marked to refund.', zh: '此订单没有待退款项。' },
  refundReferenceNeeded: {
    en: 'This money did not come by card: refund it by bank, then give the bank reference of the refund.',
    zh: '此款项并非银行卡付款：请通过银行退款，然后填写退款的银行参考号。',
  },
  refundFailed: {
    en: 'Stripe did not refund the card payment; the order is unchanged. Try again later.',
    zh: 'Stripe 未能退还银行卡付款，订单未更改。请稍后重试。',
  },
} as const satisfies Record<string, BilingualText>;
