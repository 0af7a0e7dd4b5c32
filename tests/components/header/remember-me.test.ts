import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/answer.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { restoreSession } from '../../../src/islands/header/session-restore.ts';
import { keepLogin } from '../../../src/islands/header/session-actions.ts';
import { $rememberedLogin, isRememberUsable, type RememberedLogin } from '../../../src/stores/remembered-login.ts';
import { mayHaveRememberedLogin } from '../../../src/stores/remembered-login-key.ts';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';
import { $unreadCount } from '../../../src/stores/unread-messages.ts';

const api = vi.hoisted(() => ({
  basketCount: vi.fn<() => Promise<{ basketCount: number }>>(),
  msgUnreadCount: vi.fn<() => Promise<{ unread: number }>>(),
}));
vi.mock('../../../src/api/basket.ts', () => ({ basketCount: api.basketCount }));
vi.mock('../../../src/api/messages.ts', () => ({ msgUnreadCount: api.msgUnreadCount }));

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 20, 12);
const answer: LoginAnswer = {
  token: 'session-2',
  firstName: 'Alex',
  id: 7,
  blongCompany: false,
  rememberToken: 'remember-2',
};
const record = (ageMs: number, check: 0 | 1 = 1): RememberedLogin => ({
  email: 'buyer@example.com',
  rememberToken: 'remember-1',
  time: NOW - ageMs,
  check,
});

beforeEach(() => {
  api.basketCount.mockReset().mockResolvedValue({ basketCount: 0 });
  api.msgUnreadCount.mockReset().mockResolvedValue({ unread: 0 });
  window.sessionStorage.clear();
  $session.set({
    loaded: false,
    token: null,
    firstName: '',
    userId: ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
});
afterEach(() => $rememberedLogin.set(null));

describe('isRememberUsable (7-day expiry)', () => {
  it('accepts a ticked record 6 days old and refuses one 7 days old', () => {
    expect(isRememberUsable(record(6 * DAY), NOW)).toBe(true);
    expect(isRememberUsable(record(7 * DAY - 1), NOW)).toBe(true);
    expect(isRememberUsable(record(7 * DAY), NOW)).toBe(false);
    expect(isRememberUsable(record(8 * DAY), NOW)).toBe(false);
  });

  it('refuses an unticked record and no record', () => {
    expect(isRememberUsable(record(0, 0), NOW)).toBe(false);
    expect(isRememberUsable(null, NOW)).toBe(false);
  });
});

describe('keepLogin', () => {
  it('ticked: keeps email, the new remember token, time and check 1, never a password', async () => {
    await keepLogin(answer, 'buyer@example.com', true);
    const saved = JSON.parse(window.localStorage.getItem('rememberedLogin')!);
    expect(Object.keys(saved).sort()).toEqual(['check', 'email', 'rememberToken', 'time']);
    expect(saved).toMatchObject({ email: 'buyer@example.com', rememberToken: 'remember-2', check: 1 });
    expect(window.sessionStorage.getItem('token')).toBe('session-2');
    expect(window.sessionStorage.getItem('blongCompany')).toBe('0');
  });

  it('not ticked: keeps only check 0', async () => {
    await keepLogin({ ...answer, rememberToken: null }, 'buyer@example.com', false);
    expect($rememberedLogin.get()).toMatchObject({ email: '', rememberToken: '', check: 0 });
  });

  it('then sets the header badge to the server’s basket count', async () => {
    api.basketCount.mockResolvedValue({ basketCount: 12 });
    await keepLogin(answer, 'buyer@example.com', false);
    expect(api.basketCount).toHaveBeenCalledTimes(1);
    expect($session.get()).toMatchObject({ token: 'session-2', basketCount: 12 });
    expect(window.sessionStorage.getItem('basketCount')).toBe('12');
  });

  it('and the unread messages badge to the server’s unread count', async () => {
    api.msgUnreadCount.mockResolvedValue({ unread: 5 });
    await keepLogin(answer, 'buyer@example.com', false);
    expect(api.msgUnreadCount).toHaveBeenCalledTimes(1);
    expect($unreadCount.get()).toBe(5);
    expect(window.sessionStorage.getItem('unreadCount')).toBe('5');
  });

  it('keeps the login when the count cannot be had', async () => {
    api.basketCount.mockRejectedValue(new ApiCallError(null, 'Network Error'));
    await expect(keepLogin(answer, 'buyer@example.com', false)).resolves.toBeUndefined();
    expect($session.get()).toMatchObject({ token: 'session-2', basketCount: 0 });
  });
});

describe('restoreSession (automatic login on load)', () => {
  it('logs in with a 6-day-old record and keeps the new token', async () => {
    $rememberedLogin.set(record(6 * DAY));
    const login = vi.fn(async () => answer);
    await restoreSession(login, NOW);
    expect(login).toHaveBeenCalledWith({ email: 'buyer@example.com', rememberToken: 'remember-1' });
    expect($session.get()).toMatchObject({ token: 'session-2', firstName: 'Alex', userId: '7' });
    expect($rememberedLogin.get()).toMatchObject({ rememberToken: 'remember-2', check: 1 });
    await vi.waitFor(() => expect(api.basketCount).toHaveBeenCalledTimes(1));
    expect(api.msgUnreadCount).toHaveBeenCalledTimes(1);
  });

  it('clears a record 7 days old without calling the server', async () => {
    $rememberedLogin.set(record(7 * DAY));
    const login = vi.fn(async () => answer);
    await restoreSession(login, NOW);
    expect(login).not.toHaveBeenCalled();
    expect($rememberedLogin.get()).toBeNull();
    expect($session.get().token).toBeNull();
  });

  it('clears a record the server refuses (701)', async () => {
    $rememberedLogin.set(record(DAY));
    await restoreSession(async () => Promise.reject(new ApiCallError(701, 'Please log in')), NOW);
    expect($rememberedLogin.get()).toBeNull();
  });

  it('keeps the record when the network fails, for the next page', async () => {
    $rememberedLogin.set(record(DAY));
    await restoreSession(async () => Promise.reject(new ApiCallError(null, 'Network Error')), NOW);
    expect($rememberedLogin.get()).toMatchObject({ rememberToken: 'remember-1' });
  });

  it('does nothing when already logged in or when the box was not ticked', async () => {
    const login = vi.fn(async () => answer);
    $rememberedLogin.set(record(0, 0));
    await restoreSession(login, NOW);
    window.sessionStorage.setItem('token', 'session-1');
    $session.set({ ...$session.get(), loaded: false });
    $rememberedLogin.set(record(DAY));
    await restoreSession(login, NOW);
    expect(login).not.toHaveBeenCalled();
  });
});

describe('mayHaveRememberedLogin (whether a page loads the automatic login at all)', () => {
  it('is true for a ticked record of any age, false for an unticked one, none or one that is not JSON', () => {
    $rememberedLogin.set(record(30 * DAY));
    expect(mayHaveRememberedLogin()).toBe(true);
    $rememberedLogin.set(record(0, 0));
    expect(mayHaveRememberedLogin()).toBe(false);
    $rememberedLogin.set(null);
    expect(mayHaveRememberedLogin()).toBe(false);
    window.localStorage.setItem('rememberedLogin', '{not json');
    expect(mayHaveRememberedLogin()).toBe(false);
  });
});
