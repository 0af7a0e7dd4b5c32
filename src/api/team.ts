import { browserHttp, calling } from './browser.ts';
import { post } from './client.ts';
import type {
  ApprovalDecisionAnswer,
  TeamAnswer,
  TeamInviteRequest,
  TeamMemberUpdateRequest,
} from '#contract/calls/team.ts';

/** Team calls (/acTeam, invitations, order approval; the message page's invitationAccept is in messages.ts): each needs a live session; failures follow the spec's catalogue. */
export const teamInfo = () => calling(post<TeamAnswer>(browserHttp, 'pri/teamInfo'));
export const companyCreate = (name: string) => calling(post<TeamAnswer>(browserHttp, 'pri/companyCreate', { name }));
export const companyRename = (name: string) => calling(post<TeamAnswer>(browserHttp, 'pri/companyRename', { name }));
export const teamMemberUpdate = (body: TeamMemberUpdateRequest) => calling(post<TeamAnswer>(browserHttp, 'pri/teamMemberUpdate', body));
export const teamMemberRemove = (id: number) => calling(post<TeamAnswer>(browserHttp, 'pri/teamMemberRemove', { id }));
export const teamInvite = (body: TeamInviteRequest) => calling(post<TeamAnswer>(browserHttp, 'pri/teamInvite', body));
export const teamInvitationRevoke = (id: number) => calling(post<TeamAnswer>(browserHttp, 'pri/teamInvitationRevoke', { id }));
export const orderApprove = (id: number) => calling(post<ApprovalDecisionAnswer>(browserHttp, 'pri/orderApprove', { id }));
export const orderReject = (id: number, note: string) => calling(post<ApprovalDecisionAnswer>(browserHttp, 'pri/orderReject', note ? { id, note } : { id }));
