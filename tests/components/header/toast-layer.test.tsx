import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastLayer } from '../../../src/islands/header/ToastLayer.tsx';
import { showAfterNavigation } from '../../../src/lib/message-handoff.ts';
import { $messages, dismissMessage, showMessage } from '../../../src/stores/messages.ts';

afterEach(() => {
  cleanup();
  for (const message of $messages.get()) dismissMessage(message.id);
  sessionStorage.clear();
});

// The toasts' code loads with the first message, or with one the previous page left.
describe('ToastLayer', () => {
  it('renders nothing until a message is raised, then shows it on <body>', async () => {
    const { container } = render(<ToastLayer closeLabel="Close" />);
    expect(document.querySelector('.toasts')).toBeNull();
    act(() => showMessage('warning', 'Please log in first.'));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Please log in first.');
    expect(container.contains(toast)).toBe(false);
  });

  it('shows a message the previous page left', async () => {
    showAfterNavigation('success', 'Welcome to Lihda Group.');
    render(<ToastLayer closeLabel="Close" />);
    expect((await screen.findByRole('status')).textContent).toContain('Welcome to Lihda Group.');
    expect(sessionStorage.getItem('pendingMessages')).toBeNull();
  });
});
