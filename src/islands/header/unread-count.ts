import { msgUnreadCount } from '../../api/messages.ts';
import { setUnreadCount } from '../../stores/unread-messages.ts';

let asked: Promise<void> | undefined;

/** Asks the server for the unread count and shows it; a failure leaves the badge as it was. */
export function refreshUnreadCount(): Promise<void> {
  asked = msgUnreadCount().then(
    (answer) => setUnreadCount(answer.unread),
    () => undefined,
  );
  return asked;
}

/** Once per page: messages may have arrived since the count was stored (an order placed, an invitation). */
export function refreshUnreadCountOnce(): Promise<void> {
  return asked ?? refreshUnreadCount();
}
