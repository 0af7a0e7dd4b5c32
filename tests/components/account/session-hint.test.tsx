import { createHash } from 'node:crypto';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { AccountGate } from '../../../src/islands/account/AccountGate.tsx';
import { $signInOpen } from '../../../src/islands/header/sign-in-state.ts';
import { SESSION_HINT_ATTRIBUTE, sessionHintScript } from '../../../src/lib/session-hint.ts';
import { REMEMBERED_LOGIN_KEY } from '../../../src/stores/remembered-login-key.ts';
import { KEYS } from '../../../src/stores/session.ts';
import { session } from '../payment/fixtures.ts';

const strings = dictionary('en').account;

/** Runs the page's inline script as the browser would, on a fresh <html>, and tells whether it marked it. */
function hinted(): boolean {
  document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
  new Function(sessionHintScript().text)();
  return document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE);
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  $signInOpen.set(false);
});

describe('the session hint of pages behind the log-in gate', () => {
  it('marks the page for a tab with a session or a ticked remembered login, and not otherwise', () => {
    expect(hinted()).toBe(false);
    window.sessionStorage.setItem(KEYS.token, 'a-token');
    expect(hinted()).toBe(true);
    window.sessionStorage.clear();
    window.localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ email: 'buyer@example.com', check: 0 }));
    expect(hinted()).toBe(false);
    window.localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ email: 'buyer@example.com', check: 1 }));
    expect(hinted()).toBe(true);
    window.localStorage.setItem(REMEMBERED_LOGIN_KEY, '{not json');
    expect(hinted()).toBe(false);
  });

  it('comes with the hash the page policy needs to let it run', () => {
    const { text, hash } = sessionHintScript();
    expect(hash).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  });

  it('has both the loading line and the prompt in the pre-rendered gate, for the hint to choose from', () => {
    const html = renderToString(
      <AccountGate strings={strings}>
        <p>Your orders</p>
      </AccountGate>,
    );
    expect(html).toContain('class="account-gate waiting"');
    expect(html).toContain(strings.loading);
    expect(html).toContain(strings.logInPrompt);
    expect(html).not.toContain('Your orders');
  });

  it('keeps the prompt the same element once the visitor is known to be logged out, and drops the loading line', async () => {
    session(false);
    const { container } = render(
      <AccountGate strings={strings}>
        <p>Your orders</p>
      </AccountGate>,
      { hydrate: false },
    );
    const prompt = container.querySelector('.account-log-in');
    await act(async () => {});
    expect(container.querySelector('.account-log-in')).toBe(prompt);
    expect(container.querySelector('.account-gate')!.className).toBe('account-gate');
    expect(container.querySelector('.account-gate-loading')).toBeNull();
  });
});
