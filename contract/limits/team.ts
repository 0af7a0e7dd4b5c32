import type { BilingualText } from '../i18n/text.ts';
import { LIMITS } from './fields.ts';

/** Limits of the team calls (/acTeam, invitations, approvals): shared by the forms and the API. */
export const TEAM_LIMITS = {
  companyName: LIMITS.defaultText,
  /** Like the login's email, so every address that can log in can be invited. */
  email: LIMITS.loginEmail,
  /** A spending limit of up to £1,000,000 (in pence). */
  spendingLimitPenceMax: 100_000_000,
  rejectNote: 500,
  /** An invitation code is 43 base64url characters; a little room, never more. */
  invitationCode: 64,
  /** Invitations a company may send in a day: each writes to someone's inbox in the admin's words. */
  invitationsPerDay: 20,
} as const;

/** Characters of a base64url invitation code. */
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The refusal of a code that is not base64url: the link was cut or changed. */
export const INVITATION_CODE_WRONG: BilingualText = {
  en: 'This invitation link is not valid. Open it again from the message you received.',
  zh: '此邀请链接无效。请从您收到的消息中重新打开。',
};
