import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import type { InboxKind } from '../db/schema.ts';

/** A message the shop writes to an inbox; {placeholders} are filled per message. Each area keeps its own templates. */
export interface InboxTemplate {
  kind: InboxKind;
  subject: BilingualText;
  body: BilingualText;
}

/** Messages about a buyer's orders and their payment; {placeholders} are filled per order. */
export const INBOX_TEMPLATES = {
  orderPlaced: {
    kind: 'order',
    subject: { en: 'Order {orderNo} placed', zh: '订单 {orderNo} 已提交' },
    body: {
      en: 'Thank you. We have received your order {orderNo} for {total} including VAT. It is shown under My account, Orders.',
      zh: '谢谢！我们已收到您的订单 {orderNo}，含增值税总额 {total}。您可以在“我的账户 - 订单”中查看。',
    },
  },
  paymentReceived: {
    kind: 'payment',
    subject: { en: 'Payment received for order {orderNo}', zh: '已收到订单 {orderNo} 的付款' },
    body: {
      en: 'We have received your payment of {total} for order {orderNo}. Thank you.',
      zh: '我们已收到您为订单 {orderNo} 支付的 {total}。谢谢！',
    },
  },
  awaitingTransfer: {
    kind: 'payment',
    subject: { en: 'Bank details for order {orderNo}', zh: '订单 {orderNo} 的银行转账信息' },
    body: {
      en: 'Please pay {total} for order {orderNo} by bank transfer, quoting the reference {orderNo}. The bank details are below and in the attached pro-forma invoice; we send the goods once the money arrives.',
      zh: '请通过银行转账支付订单 {orderNo} 的 {total}，并注明付款备注 {orderNo}。银行信息见下方及所附形式发票；款项到账后我们即发货。',
    },
  },
  invoicedOnAccount: {
    kind: 'payment',
    subject: { en: 'Order {orderNo} invoiced to your account', zh: '订单 {orderNo} 已记入您的账户' },
    body: {
      en: 'Order {orderNo} for {total} is on your company account. The invoice is due on {dueDate}.',
      zh: '订单 {orderNo}（{total}）已记入贵公司账户，发票到期日为 {dueDate}。',
    },
  },
} as const satisfies Record<string, InboxTemplate>;

/** What a message is about, beside its text: an order to open, an invitation to accept, a quote. */
export interface InboxLinks {
  orderId?: number | null;
  invitationId?: number | null;
  quoteId?: number | null;
}

/** Writes one message (in both languages) to a user's inbox and answers its id. */
export async function writeInboxMessage(
  db: Db,
  userId: number,
  template: InboxTemplate,
  values: Record<string, string>,
  links: InboxLinks = {},
): Promise<number> {
  const s = fillBoth(template.subject, values);
  const b = fillBoth(template.body, values);
  const row = await db
    .insertInto('inboxMessages')
    .values({
      userId,
      kind: template.kind,
      subjectEn: s.en,
      subjectZh: s.zh,
      bodyEn: b.en,
      bodyZh: b.zh,
      orderId: links.orderId ?? null,
      invitationId: links.invitationId ?? null,
      quoteId: links.quoteId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
