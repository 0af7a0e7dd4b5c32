import { showMessage, type MessageType } from '../stores/messages.ts';
import { PENDING_MESSAGES_KEY as KEY } from './message-handoff-key.ts';

/**
 * Messages that must outlive a page change: each page is its own document, so a toast raised just
 * before `location.assign()` would vanish with the old page. It waits in sessionStorage instead and
 * the next page's toasts show it.
 */
interface Pending {
  type: MessageType;
  text: string;
}

/** Shows the message on the next page this tab loads. */
export function showAfterNavigation(type: MessageType, text: string): void {
  const pending = [...readPending(), { type, text }];
  window.sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** Shows (once) what the previous page left; called when the toasts mount. */
export function showPendingMessages(): void {
  const pending = readPending();
  window.sessionStorage.removeItem(KEY);
  for (const { type, text } of pending) showMessage(type, text);
}

function readPending(): Pending[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isPending) : [];
  } catch {
    return [];
  }
}

function isPending(value: unknown): value is Pending {
  const { type, text } = (value ?? {}) as Partial<Pending>;
  return typeof text === 'string' && (type === 'success' || type === 'info' || type === 'warning' || type === 'error');
}
