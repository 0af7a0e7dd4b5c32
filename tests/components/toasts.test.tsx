import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Toasts from '../../src/islands/Toasts.tsx';
import { showAfterNavigation } from '../../src/lib/message-handoff.ts';
import { $messages, dismissMessage, showMessage } from '../../src/stores/messages.ts';

afterEach(() => {
  cleanup();
  for (const message of $messages.get()) dismissMessage(message.id);
  sessionStorage.clear();
});

describe('Toasts', () => {
  it('shows success and info as status, warning and error as alert', () => {
    render(<Toasts closeLabel="Close" />);
    act(() => {
      showMessage('success', 'Saved');
      showMessage('info', 'Note');
      showMessage('warning', 'Please log in first.');
      showMessage('error', 'Error');
    });
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Saved', 'Note']);
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['Please log in first.', 'Error']);
  });

  it('shows a repeated message once with a counter', () => {
    render(<Toasts closeLabel="Close" />);
    act(() => {
      for (let i = 0; i < 3; i++) showMessage('error', 'Error');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('×3');
  });

  it('closes a message with its translated close button', () => {
    render(<Toasts closeLabel="关闭" />);
    act(() => showMessage('success', 'Saved'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows what the previous page left for it, once', () => {
    showAfterNavigation('success', 'Welcome to Lihda Group.');
    render(<Toasts closeLabel="Close" />);
    expect(screen.getByRole('status').textContent).toBe('Welcome to Lihda Group.');
    expect(sessionStorage.getItem('pendingMessages')).toBeNull();
  });
});
