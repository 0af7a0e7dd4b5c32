import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { AccountGate } from '../../../src/islands/account/AccountGate.tsx';
import { $signInOpen } from '../../../src/islands/header/sign-in-state.ts';
import { $punchOut } from '../../../src/stores/punch-out.ts';
import { endSession } from '../../../src/stores/session-change.ts';
import { session } from '../payment/fixtures.ts';

const strings = dictionary('en').account;

async function showGate() {
  await act(async () => {
    render(
      <AccountGate strings={strings}>
        <p>Your orders</p>
      </AccountGate>,
    );
  });
}

afterEach(() => {
  cleanup();
  $signInOpen.set(false);
});

describe('AccountGate', () => {
  it('shows the page to a logged-in buyer and leaves the sign-in dialog closed', async () => {
    session(true);
    await showGate();
    expect(screen.getByText('Your orders')).toBeTruthy();
    expect($signInOpen.get()).toBe(false);
  });

  it('opens the sign-in dialog for a logged-out visitor, who stays on the page after login', async () => {
    session(false);
    await showGate();
    expect(screen.queryByText('Your orders')).toBeNull();
    expect(screen.getByText(strings.logInPrompt)).toBeTruthy();
    expect($signInOpen.get()).toBe('stay');

    $signInOpen.set(false);
    fireEvent.click(screen.getByRole('button', { name: strings.logIn }));
    expect($signInOpen.get()).toBe('stay');

    await act(async () => session(true));
    expect(screen.getByText('Your orders')).toBeTruthy();
  });

  it('keeps the account pages shut in a punch-out session', async () => {
    session(true);
    window.sessionStorage.setItem('punchOut', 'SAP Ariba');
    await showGate();
    window.sessionStorage.removeItem('punchOut');
    expect(screen.queryByText('Your orders')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(strings.punchOutClosed);
    $punchOut.set(null);
  });

  it('asks again when the session ends while the page is open (a 701)', async () => {
    session(true);
    await showGate();
    await act(async () => endSession());
    expect(screen.queryByText('Your orders')).toBeNull();
    expect($signInOpen.get()).toBe('stay');
  });
});
