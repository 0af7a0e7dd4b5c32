import '../../../styles/account-messages.css';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { MessageView } from './MessageView.tsx';
import type { MessagesStrings } from './messages-strings.ts';
import { useMessageLink } from './use-message-link.ts';

interface Props {
  locale: Locale;
  strings: MessagesStrings;
  gate: AccountStrings;
}

/** /msgDetails/{id}: one message on its own page, with the way back to the inbox. */
export default function MessageDetailsPage({ locale, strings, gate }: Props) {
  const link = useMessageLink();
  return (
    <AccountGate strings={gate}>
      <div className="messages-page">
        <p>
          <a href={localePath(locale, '/acMsg')}>{strings.backToInbox}</a>
        </p>
        {link &&
          (link.id === null ? (
            <p className="message-missing">{strings.notFound}</p>
          ) : (
            <MessageView id={link.id} code={null} locale={locale} strings={strings} gate={gate} />
          ))}
      </div>
    </AccountGate>
  );
}
