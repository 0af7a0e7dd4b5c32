import '../../../styles/account-messages.css';
import { useState } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { InboxList } from './InboxList.tsx';
import { MessageView } from './MessageView.tsx';
import type { MessagesStrings } from './messages-strings.ts';
import { useMessageLink } from './use-message-link.ts';

interface Props {
  locale: Locale;
  strings: MessagesStrings;
  gate: AccountStrings;
}

/** /acMsg/{id?}/{code?}: the inbox; with an id that message opens above it, with a code its invitation can be accepted. */
export default function MessagesPage({ locale, strings, gate }: Props) {
  const link = useMessageLink();
  return (
    <AccountGate strings={gate}>
      {link && <Inbox key={link.id ?? 0} id={link.id} code={link.code} locale={locale} strings={strings} gate={gate} />}
    </AccountGate>
  );
}

function Inbox({ id, code, locale, strings, gate }: Props & { id: number | null; code: string | null }) {
  const [opened, setOpened] = useState(id === null);
  // Bumped when the open message is deleted, so the list asks again without it.
  const [version, setVersion] = useState(0);
  return (
    <div className="messages-page">
      {id !== null && (
        <section className="message-open" aria-label={strings.openedMessage}>
          <MessageView
            id={id}
            code={code}
            locale={locale}
            strings={strings}
            gate={gate}
            fullPageLink
            onSettled={() => setOpened(true)}
            onDeleted={() => setVersion((v) => v + 1)}
          />
        </section>
      )}
      <InboxList locale={locale} strings={strings} gate={gate} openId={id} ready={opened} version={version} />
    </div>
  );
}
