import { useEffect, useState } from 'react';
import { ApiCallError } from '../../../api/answer.ts';
import { msgDelete, msgDetail } from '../../../api/messages.ts';
import type { MsgDetailAnswer } from '#contract/calls/messages.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { showMessage } from '../../../stores/messages.ts';
import { setUnreadCount } from '../../../stores/unread-messages.ts';
import type { AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { useAnswer } from '../../use-answer.ts';
import { useChange } from '../../use-change.ts';
import { InvitationAction } from './InvitationAction.tsx';
import { MessageBody } from './MessageBody.tsx';
import type { MessagesStrings } from './messages-strings.ts';

interface Props {
  id: number;
  code: string | null;
  locale: Locale;
  strings: MessagesStrings;
  gate: AccountStrings;
  /** On /acMsg: a link to the message's own page. */
  fullPageLink?: boolean;
  /** Told once the message has opened (and so is read), or turned out missing or failed. */
  onSettled?: () => void;
  /** Told when the buyer has deleted it. */
  onDeleted?: () => void;
}

/** Answers null for a message the buyer does not have (404): the page says so instead of offering a retry. */
async function openOrMissing(id: number): Promise<MsgDetailAnswer | null> {
  try {
    return await msgDetail(id);
  } catch (error) {
    if (error instanceof ApiCallError && error.code === 404) return null;
    throw error;
  }
}

/** One message, opened (which marks it read): its text, its order, and an invitation's action. */
export function MessageView({ id, code, locale, strings, gate, fullPageLink = false, onSettled, onDeleted }: Props) {
  const { answer, status, retry } = useAnswer(() => openOrMissing(id), String(id));
  const [deleted, setDeleted] = useState(false);
  const { change: deleteMessage } = useChange(msgDelete);

  useEffect(() => {
    if (answer) setUnreadCount(answer.unread);
    if (status === 'ready' || status === 'failed') onSettled?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onSettled is told once per answer, not per render of the parent
  }, [answer, status]);

  if (status === 'failed') return <LoadFailed retry={retry} strings={gate} />;
  if (status !== 'ready') return <p role="status">{gate.loading}</p>;
  if (!answer || deleted) return <p className="message-missing">{deleted ? strings.deleted : strings.notFound}</p>;

  const remove = async () => {
    const change = await deleteMessage(answer.id);
    if (!change) return;
    setUnreadCount(change.unread);
    setDeleted(true);
    showMessage('success', strings.deleted);
    onDeleted?.();
  };

  return (
    <article className="message-view" aria-labelledby={`message-${answer.id}`}>
      <h2 id={`message-${answer.id}`}>{answer.subject}</h2>
      <p className="message-meta">
        <span className="inbox-kind">{strings.kindOne[answer.kind]}</span>
        {' · '}
        <span>
          {strings.received} <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt, locale)}</time>
        </span>
      </p>
      <MessageBody text={answer.body} locale={locale} />
      {answer.invitation && (
        <InvitationAction invitation={answer.invitation} code={code} locale={locale} strings={strings} />
      )}
      <p className="message-actions">
        {answer.orderId !== null && (
          <a className="button" href={localePath(locale, `/acOrderdetails/${answer.orderId}`)}>
            {strings.viewTheOrder}
          </a>
        )}
        {fullPageLink && <a href={localePath(locale, `/msgDetails/${answer.id}`)}>{strings.openFullPage}</a>}
        <button type="button" className="button secondary" onClick={() => void remove()}>
          {strings.deleteMessage}
        </button>
      </p>
    </article>
  );
}
