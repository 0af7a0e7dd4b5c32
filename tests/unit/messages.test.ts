import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $messages, dismissMessage, MESSAGE_DURATION_MS, showMessage } from '../../src/stores/messages.ts';

// The toasts' store: 3000 ms on screen, identical repeats grouped with a counter.
describe('messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const message of $messages.get()) dismissMessage(message.id);
    vi.useRealTimers();
  });

  it('removes a message after 3000 ms', () => {
    showMessage('info', 'Saved');
    expect(MESSAGE_DURATION_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect($messages.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($messages.get()).toEqual([]);
  });

  it('groups the same text twice into one message with count 2 and restarts its time', () => {
    showMessage('error', 'Error');
    vi.advanceTimersByTime(2000);
    showMessage('error', 'Error');
    expect($messages.get()).toEqual([expect.objectContaining({ type: 'error', text: 'Error', count: 2 })]);
    vi.advanceTimersByTime(2000);
    expect($messages.get()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect($messages.get()).toEqual([]);
  });

  it('keeps different texts, and the same text of another type, apart', () => {
    showMessage('error', 'Error');
    showMessage('error', 'Other');
    showMessage('warning', 'Error');
    expect($messages.get().map((m) => [m.type, m.text, m.count])).toEqual([
      ['error', 'Error', 1],
      ['error', 'Other', 1],
      ['warning', 'Error', 1],
    ]);
  });

  it('dismisses one message at once and forgets its timer', () => {
    showMessage('success', 'Done');
    const [message] = $messages.get();
    dismissMessage(message!.id);
    expect($messages.get()).toEqual([]);
    showMessage('success', 'Done');
    vi.advanceTimersByTime(MESSAGE_DURATION_MS - 1);
    expect($messages.get()).toHaveLength(1);
  });
});
