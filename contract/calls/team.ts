import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { emptyBody, fields, idField, LABELS, oneOf, text, wholeNumber, yesNo } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { EMAIL_PATTERN, PATTERN_MESSAGES } from '../limits/fields.ts';
import { SPENDING_LIMIT_PERIODS } from '../rules/approval-limit.ts';
import { INVITATION_CODE_PATTERN, INVITATION_CODE_WRONG, TEAM_LIMITS } from '../limits/team.ts';
import { businessText, oneLineText } from '../one-line-fields.ts';

/**
 * The team calls (/acTeam, invitations, order approval). Every team change answers the team as it
 * now is, so the page shows the server's truth.
 */

export const TEAM_ROLES = ['admin', 'buyer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
const teamRole = enumOf(TEAM_ROLES);

export const APPROVAL_STATES = ['notNeeded', 'pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const TeamMember = T.Object({
  id: T.Integer(),
  firstName: T.String(),
  lastName: T.String(),
  email: T.String(),
  companyRole: teamRole,
  /** null: no limit. */
  spendingLimitPence: orNull(T.Integer()),
  /** Whether the limit binds each order or each calendar month's orders together. */
  spendingLimitPeriod: enumOf(SPENDING_LIMIT_PERIODS),
  canPayForTeam: T.Boolean(),
  /** The caller's own row. */
  isYou: T.Boolean(),
});
export type TeamMember = T.Static<typeof TeamMember>;

export const TeamInvitation = T.Object({
  id: T.Integer(),
  email: T.String(),
  companyRole: teamRole,
  /** ISO 8601. */
  createdAt: T.String(),
  expiresAt: T.String(),
});
export type TeamInvitation = T.Static<typeof TeamInvitation>;

/** An order of the team waiting for an admin's decision. */
export const PendingApproval = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  buyerName: T.String(),
  totalPence: T.Integer(),
  spendingLimitPence: orNull(T.Integer()),
  createdAt: T.String(),
});
export type PendingApproval = T.Static<typeof PendingApproval>;

/** What /acTeam shows. company null: the caller belongs to none (and may create one). Admins only get invitations and approvals. */
export const TeamAnswer = T.Object({
  company: orNull(
    T.Object({
      id: T.Integer(),
      name: T.String(),
      /** Every member must sign in with a second factor (pri/teamSecondFactorRule). */
      requireSecondFactor: T.Boolean(),
    }),
  ),
  yourRole: orNull(teamRole),
  members: T.Array(TeamMember),
  invitations: T.Array(TeamInvitation),
  approvals: T.Array(PendingApproval),
});
export type TeamAnswer = T.Static<typeof TeamAnswer>;

export const InvitationAcceptAnswer = T.Object({ companyName: T.String(), companyRole: teamRole });
export type InvitationAcceptAnswer = T.Static<typeof InvitationAcceptAnswer>;

export const ApprovalDecisionAnswer = T.Object({
  id: T.Integer(),
  approvalState: enumOf(APPROVAL_STATES),
});
export type ApprovalDecisionAnswer = T.Static<typeof ApprovalDecisionAnswer>;

const companyName = fields({
  name: businessText({ label: { en: 'company name', zh: '公司名称' }, required: true, max: TEAM_LIMITS.companyName }),
});
const companyRole = oneOf({ label: { en: 'role', zh: '角色' }, required: true, values: TEAM_ROLES });
const optionalId = (label: BilingualText) => wholeNumber({ label, min: 1, max: 2_147_483_647 });
const teamCall = <B extends T.TSchema>(path: string, summary: string, body: B) =>
  defineCall({ path: `pri/${path}`, caller: 'buyer', tag: 'team', summary, body, answer: TeamAnswer });

export const teamInfo = teamCall(
  'teamInfo',
  "The caller's company, its members, and for admins the open invitations and orders waiting for approval",
  emptyBody,
);

export const companyCreate = teamCall(
  'companyCreate',
  'A buyer without a company creates one and becomes its admin (409 when already in a company)',
  companyName,
);

export const companyRename = teamCall('companyRename', 'An admin renames the company (403 for a buyer)', companyName);

/** The whole of a member's settings; spendingLimitPence absent means no limit, spendingLimitPeriod absent per order. */
export const teamMemberUpdate = teamCall(
  'teamMemberUpdate',
  "An admin sets a member's role, spending limit (absent: none) per order or per calendar month (absent: per order) and right to pay for the team; the last admin stays admin (409)",
  fields({
    id: idField(),
    companyRole,
    spendingLimitPence: wholeNumber({
      label: { en: 'spending limit', zh: '消费限额' },
      min: 0,
      max: TEAM_LIMITS.spendingLimitPenceMax,
    }),
    spendingLimitPeriod: oneOf({
      label: { en: 'spending limit period', zh: '消费限额周期' },
      values: SPENDING_LIMIT_PERIODS,
    }),
    canPayForTeam: yesNo({ label: { en: 'may pay for the team', zh: '可为团队付款' }, required: true }),
  }),
);
export type TeamMemberUpdateRequest = T.Static<typeof teamMemberUpdate.body>;

export const teamMemberRemove = teamCall(
  'teamMemberRemove',
  "An admin removes a member from the company (their orders stay the company's); never the last admin (409)",
  fields({ id: idField() }),
);

export const teamInvite = teamCall(
  'teamInvite',
  'An admin invites an email address with a role; the invitation arrives as an inbox message now or when the address registers',
  fields({
    email: text({
      label: LABELS.email,
      required: true,
      max: TEAM_LIMITS.email,
      pattern: EMAIL_PATTERN,
      patternMessage: PATTERN_MESSAGES.invalidEmail,
    }),
    companyRole,
  }),
);
export type TeamInviteRequest = T.Static<typeof teamInvite.body>;

export const teamInvitationRevoke = teamCall(
  'teamInvitationRevoke',
  "An admin withdraws one of the company's open invitations",
  fields({ id: idField() }),
);

/** Accept from the message (messageId) or by the invitation's id; the code comes from the message's link. */
export const invitationAccept = defineCall({
  path: 'pri/invitationAccept',
  caller: 'buyer',
  tag: 'team',
  summary:
    'The invitee accepts with the code from the message link: their address, the right code, not used, withdrawn or expired',
  body: fields({
    messageId: optionalId({ en: 'message', zh: '消息' }),
    invitationId: optionalId({ en: 'invitation', zh: '邀请' }),
    code: text({
      label: { en: 'invitation code', zh: '邀请码' },
      required: true,
      max: TEAM_LIMITS.invitationCode,
      pattern: INVITATION_CODE_PATTERN,
      patternMessage: INVITATION_CODE_WRONG,
    }),
  }),
  answer: InvitationAcceptAnswer,
});
export type InvitationAcceptRequest = T.Static<typeof invitationAccept.body>;

export const orderApprove = defineCall({
  path: 'pri/orderApprove',
  caller: 'buyer',
  tag: 'team',
  summary: "An admin approves a team order waiting above its buyer's spending limit (404 for anyone else)",
  body: fields({ id: idField() }),
  answer: ApprovalDecisionAnswer,
});

export const orderReject = defineCall({
  path: 'pri/orderReject',
  caller: 'buyer',
  tag: 'team',
  summary:
    'An admin rejects a team order waiting for approval, with a note: it is cancelled and its stock returned (404 for anyone else)',
  body: fields({
    id: idField(),
    note: oneLineText({ label: { en: 'note', zh: '备注' }, max: TEAM_LIMITS.rejectNote }),
  }),
  answer: ApprovalDecisionAnswer,
});
