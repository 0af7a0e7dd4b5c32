import { afterEach, describe, expect, it } from 'vitest';
import { $loggedIn, $session, ANONYMOUS_USER_ID, basketBadgeText, loadSession } from '../../src/stores/session.ts';
import { endSession, setBasketCount, startSession } from '../../src/stores/session-change.ts';

afterEach(() => {
  sessionStorage.clear();
  $session.set({
    loaded: false,
    token: null,
    firstName: '',
    userId: ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
});

describe('basketBadgeText', () => {
  it('hides the badge at zero and caps it at 999', () => {
    expect(basketBadgeText(0)).toBeNull();
    expect(basketBadgeText(-1)).toBeNull();
    expect(basketBadgeText(1)).toBe('1');
    expect(basketBadgeText(999)).toBe('999');
    expect(basketBadgeText(1000)).toBe('999+');
  });
});

// docs/spec.md#fields, #states and #constants: the session lives in sessionStorage; blongCompany as 1 or 0.
describe('session store', () => {
  it('writes token, firstName, id and blongCompany on login', () => {
    startSession({ token: 't0k', firstName: 'Ada', id: 42, blongCompany: true });
    expect(sessionStorage.getItem('token')).toBe('t0k');
    expect(sessionStorage.getItem('firstName')).toBe('Ada');
    expect(sessionStorage.getItem('id')).toBe('42');
    expect(sessionStorage.getItem('blongCompany')).toBe('1');
    expect($loggedIn.get()).toBe(true);
    startSession({ token: 't1k', firstName: 'Bo', id: 7, blongCompany: false });
    expect(sessionStorage.getItem('blongCompany')).toBe('0');
  });

  it('keeps the basket count while it is above zero', () => {
    startSession({ token: 't0k', firstName: 'Ada', id: 42, blongCompany: false });
    setBasketCount(3);
    expect(sessionStorage.getItem('basketCount')).toBe('3');
    setBasketCount(0);
    expect(sessionStorage.getItem('basketCount')).toBeNull();
  });

  it('clears the token and the basket count on logout and returns to the placeholder id', () => {
    startSession({ token: 't0k', firstName: 'Ada', id: 42, blongCompany: true });
    setBasketCount(5);
    endSession();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('basketCount')).toBeNull();
    expect($session.get()).toMatchObject({ token: null, userId: ANONYMOUS_USER_ID, basketCount: 0 });
    expect($loggedIn.get()).toBe(false);
  });

  it('reads a stored session back on the next page', () => {
    sessionStorage.setItem('token', 't0k');
    sessionStorage.setItem('firstName', 'Ada');
    sessionStorage.setItem('id', '42');
    sessionStorage.setItem('blongCompany', '1');
    sessionStorage.setItem('basketCount', '12');
    expect($loggedIn.get()).toBe(false);
    loadSession();
    expect($session.get()).toEqual({
      loaded: true,
      token: 't0k',
      firstName: 'Ada',
      userId: '42',
      blongCompany: 1,
      basketCount: 12,
    });
    expect($loggedIn.get()).toBe(true);
  });
});
