import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerLinks } from '../../../src/islands/header/header-links.ts';
import { en } from './strings.ts';
import { BasketLink } from '../../../src/islands/header/BasketLink.tsx';
import { $sessionReady } from '../../../src/islands/header/session-bootstrap.ts';
import { $messages, dismissMessage } from '../../../src/stores/messages.ts';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';

function session(token: string | null, basketCount: number): void {
  $session.set({
    loaded: true,
    token,
    firstName: token ? 'Alex' : '',
    userId: token ? '7' : ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount,
  });
  $sessionReady.set(true);
}

const renderLink = (locale: 'en' | 'zh-cn' = 'en') =>
  render(
    <BasketLink href={headerLinks(locale, '/').basket} label={en.header.basket} pleaseLogIn={en.common.pleaseLogIn} />,
  );

beforeEach(() => $messages.get().forEach((m) => dismissMessage(m.id)));
afterEach(cleanup);

describe('BasketLink', () => {
  it('hides the badge at 0', () => {
    session('t', 0);
    renderLink();
    const link = screen.getByRole('link', { name: /^Basket/ });
    expect(link.textContent).toBe('Basket');
    expect(link.querySelector('.basket-badge')).toBeNull();
  });

  it('shows the count in the link', () => {
    session('t', 5);
    renderLink();
    expect(screen.getByRole('link', { name: /^Basket/ }).textContent).toBe('Basket 5');
  });

  it('caps the badge at 999+', () => {
    session('t', 1000);
    renderLink();
    expect(screen.getByRole('link', { name: /^Basket/ }).querySelector('.basket-badge')?.textContent).toBe('999+');
  });

  it('logged in: a plain link to the basket in the page language', () => {
    session('t', 0);
    renderLink('zh-cn');
    const link = screen.getByRole('link', { name: /^Basket/ });
    expect(link.getAttribute('href')).toBe('/zh-cn/basket');
    expect(fireEvent.click(link)).toBe(true);
    expect($messages.get()).toEqual([]);
  });

  it("logged out: warns 'Please log in first.' and does not navigate", () => {
    session(null, 0);
    renderLink();
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: /^Basket/ }));
    expect(notCancelled).toBe(false);
    expect($messages.get()).toMatchObject([{ type: 'warning', text: 'Please log in first.' }]);
  });
});
