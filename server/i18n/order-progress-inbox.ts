import type { InboxTemplate } from '../shop/inbox.ts';

/**
 * The buyer's messages as staff move an order on (server/back-office/): money received, goods
 * dispatched and delivered, the order cancelled. {link} is a site path without a language.
 */
export const ORDER_PROGRESS_INBOX = {
  paymentToRefund: {
    kind: 'payment',
    subject: { en: 'A payment for order {orderNo} will be refunded', zh: '订单 {orderNo} 的一笔付款将被退回' },
    body: {
      en: 'A card payment for order {orderNo} reached us after the order was cancelled or already paid. We will refund it to the card it came from and tell you when we have.',
      zh: '订单 {orderNo} 的一笔银行卡付款在订单取消或已付清之后才到账。我们会将其退回原银行卡，并在退款后通知您。',
    },
  },
  refunded: {
    kind: 'payment',
    subject: { en: 'Refund of {amount} for order {orderNo}', zh: '订单 {orderNo} 已退款 {amount}' },
    body: {
      en: 'We have refunded {amount} for order {orderNo}. A card refund reaches your account in 5 to 10 days; a bank refund carries the reference {reference}.',
      zh: '我们已为订单 {orderNo} 退款 {amount}。银行卡退款将在 5 至 10 天内到账；银行退款的参考号为 {reference}。',
    },
  },
  partPaymentReceived: {
    kind: 'payment',
    subject: { en: 'Part payment received for order {orderNo}', zh: '已收到订单 {orderNo} 的部分付款' },
    body: {
      en: 'We have received {amount} for order {orderNo}. {due} is still due; please pay it with the reference {orderNo}.',
      zh: '我们已收到订单 {orderNo} 的 {amount}。仍有 {due} 待付，请以 {orderNo} 为付款备注支付。',
    },
  },
  partDispatched: {
    kind: 'order',
    subject: { en: 'Part of order {orderNo} dispatched', zh: '订单 {orderNo} 已部分发货' },
    body: {
      en: 'Part of your order {orderNo} is on its way with {carrier}, tracking number {trackingNo}: {trackingUrl}. The rest follows; the order shows what has been sent: {link}',
      zh: '您的订单 {orderNo} 已有部分货物由 {carrier} 发出，运单号 {trackingNo}：{trackingUrl}。其余货物随后发出，订单页面列出已发货物：{link}',
    },
  },
  dispatched: {
    kind: 'order',
    subject: { en: 'Order {orderNo} dispatched', zh: '订单 {orderNo} 已发货' },
    body: {
      en: 'Your order {orderNo} is on its way with {carrier}, tracking number {trackingNo}: {trackingUrl}. Details: {link}',
      zh: '您的订单 {orderNo} 已由 {carrier} 发出，运单号 {trackingNo}：{trackingUrl}。详情：{link}',
    },
  },
  delivered: {
    kind: 'order',
    subject: { en: 'Order {orderNo} delivered', zh: '订单 {orderNo} 已送达' },
    body: {
      en: 'Your order {orderNo} has been delivered. Thank you for buying from Lihda Group. Details: {link}',
      zh: '您的订单 {orderNo} 已送达。感谢您选购 Lihda Group 的产品。详情：{link}',
    },
  },
  cancelled: {
    kind: 'order',
    subject: { en: 'Order {orderNo} cancelled', zh: '订单 {orderNo} 已取消' },
    body: {
      en: 'We have cancelled your order {orderNo} ({total}). Reason given: "{reason}". {refund}',
      zh: '我们已取消您的订单 {orderNo}（{total}）。原因：“{reason}”。{refund}',
    },
  },
} as const satisfies Record<string, InboxTemplate>;
