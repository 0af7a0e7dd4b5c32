import { browserHttp, calling } from './browser.ts';
import { post } from './client.ts';
import type { InboxPage, MsgChangeAnswer, MsgDetailAnswer, MsgListRequest, UnreadAnswer } from '#contract/calls/messages.ts';
import type { InvitationAcceptAnswer, InvitationAcceptRequest } from '#contract/calls/team.ts';

/** The buyer's inbox (pri/msg…); failures follow the spec's error catalogue. */
export const msgList = (body: MsgListRequest) => calling(post<InboxPage>(browserHttp, 'pri/msgList', body));
export const msgUnreadCount = () => calling(post<UnreadAnswer>(browserHttp, 'pri/msgUnreadCount'));
export const msgDetail = (id: number) => calling(post<MsgDetailAnswer>(browserHttp, 'pri/msgDetail', { id }));
export const msgMarkRead = (ids: number[]) => calling(post<MsgChangeAnswer>(browserHttp, 'pri/msgMarkRead', { ids }));
export const msgMarkAllRead = () => calling(post<MsgChangeAnswer>(browserHttp, 'pri/msgMarkAllRead'));
export const msgDelete = (id: number) => calling(post<MsgChangeAnswer>(browserHttp, 'pri/msgDelete', { id }));

/** The team's call behind an invitation message's action (server/routes/pri/team.ts). */
export const invitationAccept = (invitationId: number, code: string) =>
  calling(post<InvitationAcceptAnswer>(browserHttp, 'pri/invitationAccept', { invitationId, code } satisfies InvitationAcceptRequest));
