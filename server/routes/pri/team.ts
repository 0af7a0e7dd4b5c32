import type { FastifyInstance } from 'fastify';
import type {
  CompanyNameRequest,
  InvitationAcceptRequest,
  OrderRejectRequest,
  TeamInviteRequest,
  TeamMemberUpdateRequest,
} from '#contract/api/team-types.ts';
import { fillBoth, pick, type BilingualText } from '#contract/i18n/text.ts';
import { EMAIL_PATTERN } from '#contract/limits/fields.ts';
import { INVITATION_CODE_PATTERN, TEAM_LIMITS } from '#contract/limits/team.ts';
import { acceptInvitation } from '../../accounts/invitations-accept.ts';
import { inviteMember, revokeInvitation } from '../../accounts/invitations.ts';
import { teamOf } from '../../accounts/team.ts';
import { createCompany, removeMember, renameCompany, updateMember } from '../../accounts/team-changes.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, LABELS, oneOf, text, wholeNumber, yesNo } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { TEAM_MESSAGES } from '../../i18n/team-messages.ts';
import { approveOrder, rejectOrder } from '../../shop/approvals.ts';

const SAVED: BilingualText = { en: 'Saved.', zh: '已保存。' };

const companyName = text({ label: { en: 'company name', zh: '公司名称' }, required: true, max: TEAM_LIMITS.companyName });
const companyRole = oneOf({ label: { en: 'role', zh: '角色' }, required: true, values: ['admin', 'buyer'] });
const optionalId = (label: BilingualText) => wholeNumber({ label, min: 1, max: 2_147_483_647 });

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  /** Every team change answers the team as it now is, so the page shows the server's truth. */
  const team = (userId: number) => teamOf(app.db, userId);

  app.post('/pri/teamInfo', {
    schema: { tags: ['team'], summary: "The caller's company, its members, and for admins the open invitations and orders waiting for approval", body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await team(session.userId));
  });

  app.post('/pri/companyCreate', {
    schema: { tags: ['team'], summary: 'A buyer without a company creates one and becomes its admin (409 when already in a company)', body: fields({ name: companyName }) },
  }, async (request) => {
    const session = await requireSession(request);
    await createCompany(app.db, session.userId, (request.body as CompanyNameRequest).name);
    return ok(await team(session.userId), pick(SAVED, request.language));
  });

  app.post('/pri/companyRename', {
    schema: { tags: ['team'], summary: "An admin renames the company (403 for a buyer)", body: fields({ name: companyName }) },
  }, async (request) => {
    const session = await requireSession(request);
    await renameCompany(app.db, session.userId, (request.body as CompanyNameRequest).name);
    return ok(await team(session.userId), pick(SAVED, request.language));
  });

  app.post('/pri/teamMemberUpdate', {
    schema: {
      tags: ['team'],
      summary: "An admin sets a member's role, spending limit (absent: none) and right to pay for the team; the last admin stays admin (409)",
      body: fields({
        id: idField(),
        companyRole,
        spendingLimitPence: wholeNumber({ label: { en: 'spending limit', zh: '消费限额' }, min: 0, max: TEAM_LIMITS.spendingLimitPenceMax }),
        canPayForTeam: yesNo({ label: { en: 'may pay for the team', zh: '可为团队付款' }, required: true }),
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    await updateMember(app.db, session.userId, request.body as TeamMemberUpdateRequest);
    return ok(await team(session.userId), pick(SAVED, request.language));
  });

  app.post('/pri/teamMemberRemove', {
    schema: { tags: ['team'], summary: 'An admin removes a member from the company (their orders stay the company\'s); never the last admin (409)', body: fields({ id: idField() }) },
  }, async (request) => {
    const session = await requireSession(request);
    await removeMember(app.db, session.userId, (request.body as { id: number }).id);
    return ok(await team(session.userId), pick({ en: 'Removed from the team.', zh: '已从团队中移除。' }, request.language));
  });

  app.post('/pri/teamInvite', {
    schema: {
      tags: ['team'],
      summary: 'An admin invites an email address with a role; the invitation arrives as an inbox message now or when the address registers',
      body: fields({
        email: text({ label: LABELS.email, required: true, max: TEAM_LIMITS.email, pattern: EMAIL_PATTERN, patternMessage: MESSAGES.invalidEmail }),
        companyRole,
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const { message } = await inviteMember(app.db, session.userId, request.body as TeamInviteRequest);
    return ok(await team(session.userId), pick(message, request.language));
  });

  app.post('/pri/teamInvitationRevoke', {
    schema: { tags: ['team'], summary: "An admin withdraws one of the company's open invitations", body: fields({ id: idField() }) },
  }, async (request) => {
    const session = await requireSession(request);
    await revokeInvitation(app.db, session.userId, (request.body as { id: number }).id);
    return ok(await team(session.userId), pick({ en: 'Invitation withdrawn.', zh: '邀请已撤回。' }, request.language));
  });

  app.post('/pri/invitationAccept', {
    schema: {
      tags: ['team'],
      summary: 'The invitee accepts with the code from the message link: their address, the right code, not used, withdrawn or expired',
      body: fields({
        messageId: optionalId({ en: 'message', zh: '消息' }),
        invitationId: optionalId({ en: 'invitation', zh: '邀请' }),
        code: text({
          label: { en: 'invitation code', zh: '邀请码' },
          required: true,
          max: TEAM_LIMITS.invitationCode,
          pattern: INVITATION_CODE_PATTERN,
          patternMessage: TEAM_MESSAGES.invitationCodeWrong,
        }),
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const joined = await acceptInvitation(app.db, session.userId, request.body as InvitationAcceptRequest);
    return ok(joined, pick(fillBoth(TEAM_MESSAGES.invitationAccepted, { company: joined.companyName }), request.language));
  });

  app.post('/pri/orderApprove', {
    schema: { tags: ['team'], summary: "An admin approves a team order waiting above its buyer's spending limit (404 for anyone else)", body: fields({ id: idField() }) },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await approveOrder(app.db, session.userId, (request.body as { id: number }).id), pick({ en: 'Order approved.', zh: '订单已批准。' }, request.language));
  });

  app.post('/pri/orderReject', {
    schema: {
      tags: ['team'],
      summary: 'An admin rejects a team order waiting for approval, with a note: it is cancelled and its stock returned (404 for anyone else)',
      body: fields({ id: idField(), note: text({ label: { en: 'note', zh: '备注' }, max: TEAM_LIMITS.rejectNote }) }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const { id, note = '' } = request.body as OrderRejectRequest;
    return ok(await rejectOrder(app.db, session.userId, id, note), pick({ en: 'Order rejected and cancelled.', zh: '订单已拒绝并取消。' }, request.language));
  });
}
