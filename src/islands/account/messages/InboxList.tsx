import { useEffect, useState } from 'react';
import { msgList, msgMarkAllRead, msgMarkRead } from '../../../api/messages.ts';
import type { InboxItem, InboxPage } from '#contract/calls/messages.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';
import { INBOX_LIMITS } from '#contract/limits/messages.ts';
import { showMessage } from '../../../stores/messages.ts';
import { setUnreadCount } from '../../../stores/unread-messages.ts';
import type { AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { useAnswer } from '../../use-answer.ts';
import { useChange } from '../../use-change.ts';
import { InboxFilter, type InboxChoice } from './InboxFilter.tsx';
import { ListPager } from '../../ListPager.tsx';
import type { MessagesStrings } from './messages-strings.ts';

interface Props {
  locale: Locale;
  strings: MessagesStrings;
  gate: AccountStrings;
  /** The message open above the list, shown as current. */
  openId: number | null;
  /** False while that message is still opening: the list waits, so it shows the message read and the right count. */
  ready: boolean;
  /** A change made outside the list (the open message deleted): a new value asks again. */
  version: number;
}

/** The inbox: newest first, a page at a time, filtered by type and unread; unread ones say so in words. */
export function InboxList({ locale, strings, gate, openId, ready, version }: Props) {
  const [choice, setChoice] = useState<InboxChoice>({ kind: null, unreadOnly: false });
  const [page, setPage] = useState(1);
  const ask = () =>
    msgList({
      page,
      pageSize: INBOX_LIMITS.pageSize,
      ...(choice.kind ? { kind: choice.kind } : {}),
      ...(choice.unreadOnly ? { unreadOnly: true } : {}),
    });
  const {
    answer: shown,
    setAnswer,
    status,
    retry,
  } = useAnswer(ready ? ask : null, JSON.stringify([choice, page, ready, version]));

  const pages = shown ? Math.max(1, Math.ceil(shown.total / shown.pageSize)) : 1;

  useEffect(() => {
    if (shown) setUnreadCount(shown.unread);
    // Fewer messages than before (read with "unread only", deleted): back to the last page there is.
    if (shown && page > pages) setPage(pages);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new answer, not a page change, decides the page
  }, [shown]);

  const choose = (next: InboxChoice) => {
    setChoice(next);
    setPage(1);
  };

  const { change: markOneRead } = useChange((id: number) => msgMarkRead([id]));
  const { change: markEveryRead } = useChange(msgMarkAllRead);

  const markRead = async (item: InboxItem) => {
    const change = await markOneRead(item.id);
    if (!change) return;
    setUnreadCount(change.unread);
    if (shown) setAnswer(withRead(shown, item.id, change.unread));
  };

  const markAllRead = async () => {
    if (!(await markEveryRead(undefined))) return;
    setUnreadCount(0);
    showMessage('success', strings.markedAllRead);
    retry();
  };

  return (
    <section className="inbox" aria-labelledby="inbox-heading">
      <div className="inbox-head">
        <h2 id="inbox-heading">{strings.inbox}</h2>
        {shown && (
          <p className="inbox-summary">
            {shown.unread > 0 ? fill(strings.unreadSummary, { n: shown.unread }) : strings.noneUnread}
          </p>
        )}
      </div>
      <div className="inbox-tools">
        <InboxFilter choice={choice} onChange={choose} strings={strings} />
        <button
          type="button"
          className="button secondary"
          disabled={!shown || shown.unread === 0}
          onClick={() => void markAllRead()}
        >
          {strings.markAllRead}
        </button>
      </div>
      {status === 'failed' ? (
        <LoadFailed retry={retry} strings={gate} />
      ) : !shown ? (
        <p role="status">{gate.loading}</p>
      ) : shown.list.length === 0 ? (
        <p className="inbox-empty">{choice.kind || choice.unreadOnly ? strings.emptyFiltered : strings.empty}</p>
      ) : (
        <ul className="inbox-list">
          {shown.list.map((item) => (
            <li
              key={item.id}
              className={item.read ? 'is-read' : 'is-unread'}
              aria-current={item.id === openId ? 'true' : undefined}
            >
              <div className="inbox-line">
                {!item.read && <span className="inbox-unread">{strings.unread}</span>}
                <span className="inbox-kind">{strings.kindOne[item.kind]}</span>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
              </div>
              <a className="inbox-subject" href={localePath(locale, `/acMsg/${item.id}`)}>
                {item.subject}
              </a>
              {!item.read && (
                <button type="button" className="inbox-mark" onClick={() => void markRead(item)}>
                  {strings.markRead}
                  <span className="visually-hidden">: {item.subject}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ListPager page={page} pages={pages} onPage={setPage} label={strings.pages} strings={strings} />
    </section>
  );
}

/** The page with this message read and the inbox's new unread count. */
function withRead(page: InboxPage, id: number, unread: number): InboxPage {
  return { ...page, unread, list: page.list.map((item) => (item.id === id ? { ...item, read: true } : item)) };
}
