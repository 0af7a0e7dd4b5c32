import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/answer.ts';
import type { InboxItem, InboxPage, MsgChangeAnswer, MsgDetailAnswer } from '#contract/calls/messages.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { $sessionReady } from '../../../src/islands/header/session-bootstrap.ts';
import MessageDetailsPage from '../../../src/islands/account/messages/MessageDetailsPage.tsx';
import MessagesPage from '../../../src/islands/account/messages/MessagesPage.tsx';
import { $messages } from '../../../src/stores/messages.ts';
import { $session } from '../../../src/stores/session.ts';
import { $unreadCount } from '../../../src/stores/unread-messages.ts';

const api = vi.hoisted(() => ({
  msgList: vi.fn<(body: object) => Promise<InboxPage>>(),
  msgDetail: vi.fn<(id: number) => Promise<MsgDetailAnswer>>(),
  msgMarkRead: vi.fn<(ids: number[]) => Promise<MsgChangeAnswer>>(),
  msgMarkAllRead: vi.fn<() => Promise<MsgChangeAnswer>>(),
  msgDelete: vi.fn<(id: number) => Promise<MsgChangeAnswer>>(),
  invitationAccept: vi.fn<(id: number, code: string) => Promise<{ companyName: string; companyRole: 'buyer' }>>(),
}));
vi.mock('../../../src/api/messages.ts', () => api);

const t = dictionary('en');
const item = (id: number, changes: Partial<InboxItem> = {}): InboxItem => ({
  id,
  kind: 'order',
  subject: `Order LG-${id} placed`,
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  orderId: 100 + id,
  ...changes,
});
const inbox = (list: InboxItem[], changes: Partial<InboxPage> = {}): InboxPage => ({
  total: list.length,
  page: 1,
  pageSize: 20,
  unread: list.filter((m) => !m.read).length,
  list,
  ...changes,
});
const detail = (id: number, changes: Partial<MsgDetailAnswer> = {}): MsgDetailAnswer => ({
  ...item(id),
  read: true,
  body: 'We have received your order. See /acOrderdetails/7 for it.',
  unread: 0,
  invitation: null,
  ...changes,
});

beforeEach(() => {
  $session.set({ loaded: true, token: 'token-1', firstName: 'Alex', userId: '7', blongCompany: 0, basketCount: 0 });
  $sessionReady.set(true);
  $messages.set([]);
  Object.values(api).forEach((fn) => fn.mockReset());
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

async function show(path: string, page: 'inbox' | 'details' = 'inbox') {
  window.history.replaceState(null, '', path);
  const Page = page === 'inbox' ? MessagesPage : MessageDetailsPage;
  await act(async () => {
    render(<Page locale="en" strings={t.accountMessages} gate={t.account} />);
  });
}

describe('the inbox (/acMsg)', () => {
  it('lists messages, says Unread in words, and sets the header count', async () => {
    api.msgList.mockResolvedValue(
      inbox([item(2), item(1, { read: true, kind: 'payment', subject: 'Payment received' })]),
    );
    await show('/acMsg');
    expect(api.msgList).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Unread')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Order LG-2 placed' }).getAttribute('href')).toBe('/acMsg/2');
    expect(within(second!).queryByText('Unread')).toBeNull();
    expect(within(second!).getByText('Payment')).toBeTruthy();
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect($unreadCount.get()).toBe(1);
  });

  it('filters by type and unread, from page 1', async () => {
    api.msgList.mockResolvedValue(inbox([item(1)], { total: 45 }));
    await show('/acMsg');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(api.msgList).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'approval' } });
    });
    expect(api.msgList).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, kind: 'approval' });
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    });
    expect(api.msgList).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, kind: 'approval', unreadOnly: true });
  });

  it('marks one read and all read; the header count follows', async () => {
    api.msgList.mockResolvedValue(inbox([item(2), item(1)]));
    api.msgMarkRead.mockResolvedValue({ changed: 1, unread: 1 });
    await show('/acMsg');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Mark as read\W+Order LG-2 placed$/ }));
    });
    expect(api.msgMarkRead).toHaveBeenCalledWith([2]);
    expect(within(screen.getAllByRole('listitem')[0]!).queryByText('Unread')).toBeNull();
    expect($unreadCount.get()).toBe(1);

    api.msgMarkAllRead.mockResolvedValue({ changed: 1, unread: 0 });
    api.msgList.mockResolvedValue(inbox([item(2, { read: true }), item(1, { read: true })]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    });
    expect($unreadCount.get()).toBe(0);
    expect($messages.get()).toMatchObject([{ type: 'success', text: 'All messages are marked as read.' }]);
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' }).disabled).toBe(true);
  });

  it('with an id, opens that message above the list first, then lists it read', async () => {
    api.msgDetail.mockResolvedValue(detail(2, { unread: 3 }));
    api.msgList.mockResolvedValue(inbox([item(2, { read: true })], { unread: 3 }));
    await show('/acMsg/2');
    expect(api.msgDetail).toHaveBeenCalledWith(2);
    const opened = screen.getByRole('region', { name: 'Opened message' });
    expect(within(opened).getByRole('heading', { name: 'Order LG-2 placed' })).toBeTruthy();
    expect(within(opened).getByRole('link', { name: '/acOrderdetails/7' }).getAttribute('href')).toBe(
      '/acOrderdetails/7',
    );
    expect(within(opened).getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
      '/acOrderdetails/102',
    );
    expect(within(opened).getByRole('link', { name: 'Open as a page' }).getAttribute('href')).toBe('/msgDetails/2');
    expect(api.msgDetail.mock.invocationCallOrder[0]!).toBeLessThan(api.msgList.mock.invocationCallOrder[0]!);
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('true');
    expect($unreadCount.get()).toBe(3);

    // Deleted there, it leaves the list too.
    api.msgDelete.mockResolvedValue({ changed: 1, unread: 3 });
    api.msgList.mockResolvedValue(inbox([], { unread: 3 }));
    await act(async () => {
      fireEvent.click(within(opened).getByRole('button', { name: 'Delete this message' }));
    });
    expect(api.msgList).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('link', { name: 'Order LG-2 placed' })).toBeNull();
  });

  it('says not found for a message the buyer does not have, and still lists the inbox', async () => {
    api.msgDetail.mockRejectedValue(new ApiCallError(404, 'There is no such message.'));
    api.msgList.mockResolvedValue(inbox([]));
    await show('/acMsg/99');
    expect(screen.getByText(/There is no such message\. It may have been deleted/)).toBeTruthy();
    expect(screen.getByText(/There are no messages here yet/)).toBeTruthy();
  });
});

describe('an invitation (/acMsg/{id}/{code})', () => {
  const invitation = (state: 'open' | 'expired' = 'open') =>
    detail(5, {
      kind: 'invitation',
      subject: 'Invitation to join Acme',
      orderId: null,
      invitation: { id: 31, companyName: 'Acme Engineering', state },
    });

  it('accepts with the link’s code; the session becomes a company one', async () => {
    api.msgDetail.mockResolvedValue(invitation());
    api.msgList.mockResolvedValue(inbox([]));
    api.invitationAccept.mockResolvedValue({ companyName: 'Acme Engineering', companyRole: 'buyer' });
    await show('/acMsg/5/Code_abc-123');
    expect(screen.queryByRole('link', { name: 'View the order' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    });
    expect(api.invitationAccept).toHaveBeenCalledWith(31, 'Code_abc-123');
    expect($session.get().blongCompany).toBe(1);
    expect(window.sessionStorage.getItem('blongCompany')).toBe('1');
    const joined = 'You have joined Acme Engineering. Its team pages are now in your account menu.';
    expect($messages.get()).toMatchObject([{ type: 'success', text: joined }]);
    expect(screen.getByRole('link', { name: 'Go to your team' }).getAttribute('href')).toBe('/acTeam');
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('offers nothing without the code, or for an expired invitation', async () => {
    api.msgDetail.mockResolvedValue(invitation());
    api.msgList.mockResolvedValue(inbox([]));
    await show('/acMsg/5');
    expect(screen.getByText(/open the link in this message/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
    cleanup();
    api.msgDetail.mockResolvedValue(invitation('expired'));
    await show('/acMsg/5/code');
    expect(screen.getByText(/This invitation has expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});

describe('one message (/msgDetails/{id})', () => {
  it('shows it with the way back, and deletes it', async () => {
    api.msgDetail.mockResolvedValue(detail(4));
    api.msgDelete.mockResolvedValue({ changed: 1, unread: 0 });
    await show('/zh-cn/msgDetails/4', 'details');
    expect(api.msgList).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to the inbox' }).getAttribute('href')).toBe('/acMsg');
    expect(screen.getByRole('heading', { name: 'Order LG-4 placed' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open as a page' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete this message' }));
    });
    expect(api.msgDelete).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('heading', { name: 'Order LG-4 placed' })).toBeNull();
    expect(screen.getAllByText('The message was deleted.').length).toBeGreaterThan(0);
  });

  it('says not found for an address without a valid id, without asking', async () => {
    await show('/msgDetails/abc', 'details');
    expect(api.msgDetail).not.toHaveBeenCalled();
    expect(screen.getByText(/There is no such message/)).toBeTruthy();
  });
});
