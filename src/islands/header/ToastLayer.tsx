import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { hasPendingMessages } from '../../lib/message-handoff-key.ts';
import { $messages } from '../../stores/messages.ts';
import { useStore } from '../use-store.ts';

// The toasts' code (and the hand-over of messages between pages) comes with the first message.
const Toasts = lazy(() => import('../Toasts.tsx'));

/**
 * The layer of message toasts on <body>, for the page's whole life once a message has been raised
 * or the previous page left one (src/lib/message-handoff.ts). Rendered only in the browser.
 */
export function ToastLayer({ closeLabel }: { closeLabel: string }) {
  const raised = useStore($messages).length > 0;
  const [wanted, setWanted] = useState(hasPendingMessages);
  if (raised && !wanted) setWanted(true);
  return wanted
    ? createPortal(
        <Suspense fallback={null}>
          <Toasts closeLabel={closeLabel} />
        </Suspense>,
        document.body,
      )
    : null;
}
