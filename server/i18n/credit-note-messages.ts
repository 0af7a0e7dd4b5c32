import type { InboxTemplate } from '../shop/inbox.ts';

/** Refusals of a credit note or a refund of lines, in both languages; placeholders are filled with fill(). */
export const CREDIT_NOTE_MESSAGES = {
  notInvoiced: {
    en: 'This order has no VAT invoice yet, so there is nothing to credit.',
    zh: '此订单尚未开具增值税发票，无可贷记项目。',
  },
  nothingToCredit: {
    en: 'Choose at least one line or the delivery charge to refund.',
    zh: '请至少选择一行或运费进行退款。',
  },
  tooManyToCredit: { en: 'Line {lineNo} has only {left} left to credit.', zh: '第 {lineNo} 行仅剩 {left} 件可贷记。' },
  deliveryCredited: { en: 'The delivery charge of this order has been credited already.', zh: '此订单的运费已贷记。' },
  noSuchCreditNote: { en: 'There is no such credit note.', zh: '没有此贷项通知单。' },
} as const;

/** The buyer's message when a credit note is issued; its PDF goes with the e-mail. */
export const CREDIT_NOTE_INBOX = {
  issued: {
    kind: 'payment',
    subject: { en: 'Credit note {creditNoteNo} for order {orderNo}', zh: '订单 {orderNo} 的贷项通知单 {creditNoteNo}' },
    body: {
      en: 'We have issued credit note {creditNoteNo} for {amount}, correcting invoice {invoiceNo} of order {orderNo}. {refund} The credit note is attached and on the order page: {link}',
      zh: '我们已开具贷项通知单 {creditNoteNo}，金额 {amount}，用于更正订单 {orderNo} 的发票 {invoiceNo}。{refund}贷项通知单见附件，也可在订单页面下载：{link}',
    },
  },
} as const satisfies Record<string, InboxTemplate>;

/** What the credit note's message says of the money, by where it goes. */
export const CREDIT_REFUND_TEXT = {
  card: {
    en: '{refunded} goes back to your card; it reaches your account in 5 to 10 days.',
    zh: '{refunded} 将退回您的银行卡，5 至 10 天内到账。',
  },
  bank: {
    en: 'We have refunded {refunded} by bank, reference {reference}.',
    zh: '我们已通过银行退款 {refunded}，参考号 {reference}。',
  },
  toRefund: {
    en: 'We will refund {refunded} to the account it came from.',
    zh: '我们会将 {refunded} 退回原付款账户。',
  },
  reduced: { en: 'It reduces what is still to pay on the order.', zh: '该金额将抵减订单的待付款项。' },
} as const;
