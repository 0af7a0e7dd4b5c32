import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriberAdd } from '../../src/api/account.ts';
import { dictionary } from '../../src/i18n/dictionary.ts';
import Newsletter from '../../src/islands/Newsletter.tsx';
import { $messages, dismissMessage } from '../../src/stores/messages.ts';

vi.mock('../../src/api/account.ts', () => ({ subscriberAdd: vi.fn() }));
const subscribe = vi.mocked(subscriberAdd);
const text = dictionary('en').footer;

beforeEach(() => render(<Newsletter text={text} />));
afterEach(() => {
  cleanup();
  subscribe.mockReset();
  for (const message of $messages.get()) dismissMessage(message.id);
});

async function submit(email: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Newsletter email' }), { target: { value: email } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
}

describe('Newsletter', () => {
  it('limits the address to 60 characters', () => {
    expect(screen.getByRole('textbox', { name: 'Newsletter email' }).getAttribute('maxlength')).toBe('60');
  });

  it.each(['', 'not-an-email', 'a@b', 'jo+shop@example.com', 'a@example.toolongtld'])(
    'warns about %j and calls nothing',
    async (email) => {
      await submit(email);
      expect($messages.get()).toEqual([
        expect.objectContaining({ type: 'warning', text: 'Enter a valid email address' }),
      ]);
      expect(subscribe).not.toHaveBeenCalled();
    },
  );

  it('asks for a valid address, tells the visitor to follow the e-mailed link, and clears the box', async () => {
    subscribe.mockResolvedValue(null);
    await submit(' ada@example.co.uk ');
    expect(subscribe).toHaveBeenCalledWith('ada@example.co.uk');
    const checkInbox =
      'Thank you. Please check your inbox: you join our newsletter when you follow the link in the e-mail we have just sent.';
    await waitFor(() =>
      expect($messages.get()).toEqual([expect.objectContaining({ type: 'success', text: checkInbox })]),
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Newsletter email' }).value).toBe('');
  });

  it('keeps the address when the call fails (the API client shows the error)', async () => {
    subscribe.mockRejectedValue(new Error('offline'));
    await submit('ada@example.com');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Newsletter email' }).value).toBe('ada@example.com');
    expect($messages.get()).toEqual([]);
  });
});
