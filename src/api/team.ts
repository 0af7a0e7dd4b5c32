import * as calls from '#contract/calls/team.ts';
import * as resets from '#contract/calls/second-factor-reset.ts';
import { call } from './call.ts';

/** Team calls (/acTeam, invitations, order approval; contract/calls/team.ts): each needs a live session. */
export const teamInfo = () => call(calls.teamInfo, {});
export const companyCreate = (name: string) => call(calls.companyCreate, { name });
export const companyRename = (name: string) => call(calls.companyRename, { name });
export const teamMemberUpdate = (body: calls.TeamMemberUpdateRequest) => call(calls.teamMemberUpdate, body);
export const teamMemberRemove = (id: number) => call(calls.teamMemberRemove, { id });
export const teamInvite = (body: calls.TeamInviteRequest) => call(calls.teamInvite, body);
export const teamInvitationRevoke = (id: number) => call(calls.teamInvitationRevoke, { id });
export const orderApprove = (id: number) => call(calls.orderApprove, { id });
export const orderReject = (id: number, note: string) => call(calls.orderReject, note ? { id, note } : { id });
/** A company admin's second-factor controls: both answer nothing, so the team is read again after. */
export const teamSecondFactorRule = (required: boolean) => call(resets.teamSecondFactorRule, { required });
export const teamSecondFactorReset = (id: number) => call(resets.teamSecondFactorReset, { id });
