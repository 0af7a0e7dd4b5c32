import { useStore } from './use-store.ts';
import { useEffect } from 'react';
import { showPendingMessages } from '../lib/message-handoff.ts';
import { $messages, dismissMessage, MESSAGE_OFFSET_PX, type MessageType } from '../stores/messages.ts';

/** Success and info are polite news; warnings and errors interrupt. */
const ROLE: Record<MessageType, 'status' | 'alert'> = {
  success: 'status',
  info: 'status',
  warning: 'alert',
  error: 'alert',
};

interface Props {
  closeLabel: string;
}

/** The message toasts of every page: the store times and groups them; this only shows them. */
export default function Toasts({ closeLabel }: Props) {
  const messages = useStore($messages);
  useEffect(showPendingMessages, []);
  return (
    <div className="toasts" style={{ top: MESSAGE_OFFSET_PX, gap: MESSAGE_OFFSET_PX }}>
      {messages.map((message) => (
        <div key={message.id} role={ROLE[message.type]} className={`toast toast-${message.type}`}>
          <p className="toast-text">
            {message.text}
            {message.count > 1 && <span className="toast-count">×{message.count}</span>}
          </p>
          <button
            type="button"
            className="toast-close"
            aria-label={closeLabel}
            onClick={() => dismissMessage(message.id)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
