import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import EditorConsole from '../../../src/islands/editor/EditorConsole.tsx';
import { $signInOpen } from '../../../src/islands/header/sign-in-state.ts';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';
import { api } from './api-mocks.ts';
import { company, logIn, openConsole, startEachTestAsEditor, strings } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

function logOut() {
  $session.set({
    loaded: true,
    token: null,
    firstName: '',
    userId: ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
}

describe('who sees the console', () => {
  it('is a waiting note in the built page, before the session is known', () => {
    expect(renderToString(<EditorConsole locale="en" strings={strings} />)).toBe(
      '<p class="editor-note">Checking your account…</p>',
    );
  });

  it('logged out: offers the sign-in dialog, which keeps the editor on the page, and opens the console once logged in', async () => {
    logOut();
    api.companyInfoGet.mockResolvedValue(company);
    await act(async () => {
      render(<EditorConsole locale="en" strings={strings} />);
    });
    expect(screen.getByText('Please log in with a staff account to use the staff console.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($signInOpen.get()).toBe('stay');
    expect(api.staffRole).not.toHaveBeenCalled();

    await act(async () => logIn());
    expect(await screen.findByRole('navigation', { name: 'Editor sections' })).toBeTruthy();
    $signInOpen.set(false);
  });

  it('a buyer is told the console is for editors, and no editor call is made', async () => {
    api.staffRole.mockResolvedValue(null);
    await act(async () => {
      render(<EditorConsole locale="en" strings={strings} />);
    });
    expect(await screen.findByText('This console is for Lihda Group staff.')).toBeTruthy();
    expect(api.companyInfoGet).not.toHaveBeenCalled();
  });

  it('offers another try when the account cannot be checked', async () => {
    api.staffRole.mockRejectedValueOnce(new Error('offline'));
    await act(async () => {
      render(<EditorConsole locale="en" strings={strings} />);
    });
    api.companyInfoGet.mockResolvedValue(company);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Editor sections' })).toBeTruthy();
  });

  it('goes back to the log-in prompt when the session ends', async () => {
    api.companyInfoGet.mockResolvedValue(company);
    await openConsole('company');
    await act(async () => logOut());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('the sections', () => {
  it('lists every section, marks the one shown, and follows the address to another, moving focus to its heading', async () => {
    api.companyInfoGet.mockResolvedValue(company);
    api.changeList.mockResolvedValue({ total: 0, page: 1, pageSize: 25, list: [] });
    await openConsole('company');
    const nav = screen.getByRole('navigation', { name: 'Editor sections' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((a) => a.textContent)).toEqual([
      'Our company',
      'Services',
      'Pages',
      'Categories',
      'Products',
      'Search synonyms',
      'Import',
      'Publish',
      'Delivery',
      'VAT rates',
      'Changes',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toContain('#changes');
    expect(screen.getByRole('link', { name: 'Our company' }).getAttribute('aria-current')).toBe('page');

    await act(async () => {
      window.location.hash = '#changes';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Changes' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Changes' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No changes are recorded yet.')).toBeTruthy();
  });

  it('speaks Chinese on Chinese pages', async () => {
    api.companyInfoGet.mockResolvedValue(company);
    await openConsole('company', 'zh-cn');
    const zh = dictionary('zh-cn').editor;
    expect(screen.getByRole('navigation', { name: zh.sectionsLabel })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: '公司名称' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });
});
