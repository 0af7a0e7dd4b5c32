import { onDemand } from '../../api/on-demand.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { setUnreadCount } from '../../stores/unread-messages.ts';

// Loaded once a buyer is logged in (src/api/on-demand.ts).
const msgUnreadCount = onDemand(() => import('../../api/messages.ts'), 'msgUnreadCount');

let asked: Promise<void> | undefined;

/** Asks the server for the unread count and shows it; a failure leaves the badge as it was (a 701 ends the session). */
export function refreshUnreadCount(): Promise<void> {
  asked = msgUnreadCount().then((answer) => setUnreadCount(answer.unread), tellBuyer);
  return asked;
}

/** Once per page: messages may have arrived since the count was stored (an order placed, an invitation). */
export function refreshUnreadCountOnce(): Promise<void> {
  return asked ?? refreshUnreadCount();
}
