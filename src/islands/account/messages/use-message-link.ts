import { useEffect, useState } from 'react';
import { messageLinkFromPath, type MessageLink } from './message-path.ts';

/** The message the address names: undefined until the island runs (one page is built for every id). */
export function useMessageLink(): MessageLink | undefined {
  const [link, setLink] = useState<MessageLink | undefined>(undefined);
  useEffect(() => setLink(messageLinkFromPath(window.location.pathname)), []);
  return link;
}
