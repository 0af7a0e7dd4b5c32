import { fill, type BilingualText } from '#contract/i18n/text.ts';
import { INVITATION_CODE_WRONG } from '#contract/limits/team.ts';
import type { InboxTemplate } from '../shop/inbox.ts';

/** Messages of the team calls (/acTeam, invitations, order approval), in both languages; placeholders are filled with fill(). */
export const TEAM_MESSAGES = {
  noCompany: { en: 'You do not belong to a company account.', zh: '您不属于任何公司账户。' },
  adminsOnly: { en: 'Only an administrator of your company can change the team.', zh: '只有公司管理员才能更改团队。' },
  alreadyInCompany: {
    en: 'You already belong to the company {company}. Ask its administrator to remove you before you join or create another.',
    zh: '您已属于公司“{company}”。请先请其管理员将您移出，再加入或创建其他公司。',
  },
  noSuchMember: { en: 'There is no such member in your company.', zh: '贵公司没有此成员。' },
  lastAdmin: {
    en: 'The company needs at least one administrator: make another member an administrator first.',
    zh: '公司至少需要一名管理员：请先将另一名成员设为管理员。',
  },
  alreadyMember: { en: '{email} is already a member of your company.', zh: '{email} 已是贵公司的成员。' },
  noSuchInvitation: { en: 'There is no such invitation for your account.', zh: '您的账户没有此邀请。' },
  invitationCodeWrong: INVITATION_CODE_WRONG,
  invitationUsed: { en: 'This invitation has already been accepted.', zh: '此邀请已被接受。' },
  invitationRevoked: { en: 'This invitation was withdrawn by the company.', zh: '此邀请已被公司撤回。' },
  invitationExpired: {
    en: 'This invitation has expired. Ask the company administrator to invite you again.',
    zh: '此邀请已过期。请联系公司管理员重新邀请您。',
  },
  invitationAccepted: { en: 'Welcome to {company}.', zh: '欢迎加入{company}。' },
  invitationSent: {
    en: 'Invitation to {email} made: it reaches their inbox now, or when they register with this address.',
    zh: '已向 {email} 发出邀请：对方的收件箱会立即收到，如尚未注册则在用该邮箱注册后收到。',
  },
  tooManyInvitations: {
    en: 'Your company has sent {max} invitations in the last 24 hours, the most allowed. Please try again tomorrow.',
    zh: '贵公司在过去 24 小时内已发出 {max} 份邀请，已达上限。请明天再试。',
  },
  messageOrInvitation: { en: 'Give the message or the invitation to accept.', zh: '请提供要接受的消息或邀请。' },
  noSuchOrder: { en: 'There is no such order.', zh: '没有此订单。' },
  notPending: { en: 'This order is not waiting for approval.', zh: '此订单不在等待审批。' },
} as const satisfies Record<string, BilingualText>;

/** Inbox messages of the team area. {link} is a site path without a language: the message page opens it in the reader's. */
export const TEAM_INBOX = {
  invitation: {
    kind: 'invitation',
    subject: { en: 'Invitation to join the company "{company}"', zh: '邀请您加入公司“{company}”' },
    body: {
      en: '{inviter} invites you to join the company "{company}" on Lihda Group as {role}. The names are as they gave them. Open {link} to accept. The invitation can be used once and expires on {expires}.',
      zh: '{inviter} 邀请您以{role}身份加入 Lihda Group 上的公司“{company}”。名称均由对方填写。请打开 {link} 接受邀请。此邀请仅可使用一次，将于 {expires} 过期。',
    },
  },
  approvalRequested: {
    kind: 'approval',
    subject: { en: 'Order {orderNo} needs your approval', zh: '订单 {orderNo} 需要您审批' },
    body: {
      en: '{buyer} placed order {orderNo} for {total}, above their spending limit of {limit}. Approve or reject it at {link}.',
      zh: '{buyer} 下了订单 {orderNo}，金额 {total}，超过其 {limit} 的消费限额。请在 {link} 批准或拒绝。',
    },
  },
  /** To the buyer instead of "order placed": the order is in, but cannot be paid yet. */
  orderAwaitingApproval: {
    kind: 'order',
    subject: { en: 'Order {orderNo} is waiting for approval', zh: '订单 {orderNo} 正在等待审批' },
    body: {
      en: 'Thank you. We have received your order {orderNo} for {total} including VAT. It is above your spending limit of {limit}, so an administrator of your company must approve it before it can be paid. You will get a message here when they decide: {link}',
      zh: '谢谢！我们已收到您的订单 {orderNo}，含增值税总额 {total}。该金额超过您 {limit} 的消费限额，需经贵公司管理员批准后才能付款。审批结果将通过站内消息通知您：{link}',
    },
  },
  orderApproved: {
    kind: 'approval',
    subject: { en: 'Order {orderNo} approved', zh: '订单 {orderNo} 已批准' },
    body: {
      en: '{admin} approved your order {orderNo} ({total}). You can now pay for it: {link}',
      zh: '{admin} 已批准您的订单 {orderNo}（{total}）。您现在可以付款：{link}',
    },
  },
  orderRejected: {
    kind: 'approval',
    subject: { en: 'Order {orderNo} rejected', zh: '订单 {orderNo} 被拒绝' },
    body: {
      en: '{admin} rejected your order {orderNo} ({total}) and it has been cancelled. Their note: {note}',
      zh: '{admin} 拒绝了您的订单 {orderNo}（{total}），订单已取消。对方备注：{note}',
    },
  },
} as const satisfies Record<string, InboxTemplate>;

/** How a role reads inside a message. */
export const ROLE_NAMES = {
  admin: { en: 'an administrator', zh: '管理员' },
  buyer: { en: 'a buyer', zh: '采购员' },
} as const satisfies Record<string, BilingualText>;

/** A template with some placeholders filled differently in each language (a role's name, a date), the rest left for writeInboxMessage. */
export function inBothLanguages(template: InboxTemplate, values: Record<string, BilingualText>): InboxTemplate {
  const en = Object.fromEntries(Object.entries(values).map(([name, text]) => [name, text.en]));
  const zh = Object.fromEntries(Object.entries(values).map(([name, text]) => [name, text.zh]));
  const fillOne = (text: BilingualText): BilingualText => ({ en: fill(text.en, en), zh: fill(text.zh, zh) });
  return { kind: template.kind, subject: fillOne(template.subject), body: fillOne(template.body) };
}

export const NO_NOTE: BilingualText = { en: 'none given', zh: '无' };
