import { atom } from 'nanostores';

/**
 * Toast messages: shown for 3000 ms, stacked 16 px apart; a message
 * identical to one on screen is not shown twice: its counter goes up and its time starts again.
 */
export const MESSAGE_DURATION_MS = 3000;
export const MESSAGE_OFFSET_PX = 16;

export type MessageType = 'success' | 'info' | 'warning' | 'error';

export interface Message {
  id: number;
  type: MessageType;
  text: string;
  /** How many times it was raised while on screen. */
  count: number;
}

export const $messages = atom<Message[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissMessage(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $messages.set($messages.get().filter((m) => m.id !== id));
}

function schedule(id: number, durationMs: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissMessage(id), durationMs),
  );
}

export function showMessage(type: MessageType, text: string, durationMs = MESSAGE_DURATION_MS): void {
  const current = $messages.get();
  const same = current.find((m) => m.type === type && m.text === text);
  if (same) {
    $messages.set(current.map((m) => (m.id === same.id ? { ...m, count: m.count + 1 } : m)));
    schedule(same.id, durationMs);
    return;
  }
  const id = nextId++;
  $messages.set([...current, { id, type, text, count: 1 }]);
  schedule(id, durationMs);
}
