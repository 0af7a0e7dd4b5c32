import * as calls from '#contract/calls/messages.ts';
import { invitationAccept as accept } from '#contract/calls/team.ts';
import { call } from './call.ts';

/** The buyer's inbox (contract/calls/messages.ts). */
export const msgList = (body: calls.MsgListRequest) => call(calls.msgList, body);
export const msgUnreadCount = () => call(calls.msgUnreadCount, {});
export const msgDetail = (id: number) => call(calls.msgDetail, { id });
export const msgMarkRead = (ids: number[]) => call(calls.msgMarkRead, { ids });
export const msgMarkAllRead = () => call(calls.msgMarkAllRead, {});
export const msgDelete = (id: number) => call(calls.msgDelete, { id });

/** The team's call behind an invitation message's action. */
export const invitationAccept = (invitationId: number, code: string) => call(accept, { invitationId, code });
