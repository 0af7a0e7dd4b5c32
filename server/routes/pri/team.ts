import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/team.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { acceptInvitation } from '../../accounts/invitations-accept.ts';
import { refuseStaffCompany } from '../../accounts/staff-buyers.ts';
import { inviteMember, revokeInvitation } from '../../accounts/invitations.ts';
import { teamOf } from '../../accounts/team.ts';
import { createCompany, removeMember, renameCompany, updateMember } from '../../accounts/team-changes.ts';
import { route } from '../../http/route.ts';
import { TEAM_MESSAGES } from '../../i18n/team-messages.ts';
import { approveOrder, rejectOrder } from '../../shop/approvals.ts';

const SAVED: BilingualText = { en: 'Saved.', zh: '已保存。' };

/** The team calls (contract/calls/team.ts): every change answers the team as it now is. */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const team = (userId: number) => teamOf(app.db, userId);

  route(app, calls.teamInfo, async ({ session }) => team(session.userId));

  route(app, calls.companyCreate, async ({ body, session, say }) => {
    await refuseStaffCompany(app.db, session.userId);
    await createCompany(app.db, session.userId, body.name);
    say(SAVED);
    return team(session.userId);
  });

  route(app, calls.companyRename, async ({ body, session, say }) => {
    await renameCompany(app.db, session.userId, body.name);
    say(SAVED);
    return team(session.userId);
  });

  route(app, calls.teamMemberUpdate, async ({ body, session, say }) => {
    await updateMember(app.db, session.userId, body);
    say(SAVED);
    return team(session.userId);
  });

  route(app, calls.teamMemberRemove, async ({ body, session, say }) => {
    await removeMember(app.db, session.userId, body.id);
    say({ en: 'Removed from the team.', zh: '已从团队中移除。' });
    return team(session.userId);
  });

  route(app, calls.teamInvite, async ({ body, session, say }) => {
    const { message } = await inviteMember(app.db, session.userId, body);
    say(message);
    return team(session.userId);
  });

  route(app, calls.teamInvitationRevoke, async ({ body, session, say }) => {
    await revokeInvitation(app.db, session.userId, body.id);
    say({ en: 'Invitation withdrawn.', zh: '邀请已撤回。' });
    return team(session.userId);
  });

  route(app, calls.invitationAccept, async ({ body, session, say }) => {
    await refuseStaffCompany(app.db, session.userId);
    const joined = await acceptInvitation(app.db, session.userId, body);
    say(fillBoth(TEAM_MESSAGES.invitationAccepted, { company: joined.companyName }));
    return joined;
  });

  route(app, calls.orderApprove, async ({ body, session, say }) => {
    say({ en: 'Order approved.', zh: '订单已批准。' });
    return approveOrder(app.db, session.userId, body.id);
  });

  route(app, calls.orderReject, async ({ body, session, say }) => {
    say({ en: 'Order rejected and cancelled.', zh: '订单已拒绝并取消。' });
    return rejectOrder(app.db, session.userId, body.id, body.note ?? '');
  });
}
