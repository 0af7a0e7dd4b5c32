import '../../../styles/account-profile.css';
import { useEffect, useRef, useState } from 'react';
import { browseHistoryClear, browseHistoryList, browseHistoryRemove } from '../../../api/history.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { showMessage } from '../../../stores/messages.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import { ConfirmStep } from '../../editor/ConfirmStep.tsx';
import { ListPager } from '../../ListPager.tsx';
import { useAnswer } from '../../use-answer.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { HistoryItem } from './HistoryItem.tsx';

interface Props {
  locale: Locale;
  strings: Dictionary['accountProfile'];
  gate: AccountStrings;
}

/** Products a page shows. */
const HISTORY_PAGE_SIZE = 12;

/** /browseHistory: the products the buyer viewed, newest first, paged; open again, remove one, clear all. */
export default function HistoryPage({ locale, strings, gate }: Props) {
  return (
    <div className="account-profile">
      <AccountGate strings={gate}>
        <History locale={locale} strings={strings} gate={gate} />
      </AccountGate>
    </div>
  );
}

function History({ locale, strings, gate }: Props) {
  const text = strings.history;
  const [page, setPage] = useState(1);
  // A removal asks again for the same page, so the list refills from the next one.
  const [version, setVersion] = useState(0);
  const { answer, status, retry } = useAnswer(
    () => browseHistoryList({ page, pageSize: HISTORY_PAGE_SIZE }),
    `${page}:${version}`,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);

  // A page past the end (the last item of the last page removed) steps back.
  useEffect(() => {
    if (answer && answer.list.length === 0 && page > 1) setPage(page - 1);
  }, [answer, page]);
  useEffect(() => {
    if (!answer || !focusList.current) return;
    focusList.current = false;
    heading.current?.focus();
  }, [answer]);

  const reload = (message: string) => {
    focusList.current = true;
    setVersion((n) => n + 1);
    showMessage('success', message);
  };
  const remove = (id: number) => browseHistoryRemove(id).then(() => reload(text.removed), tellBuyer);
  const clear = () =>
    browseHistoryClear().then(() => {
      setPage(1);
      reload(text.cleared);
    }, tellBuyer);
  const turn = (next: number) => {
    focusList.current = true;
    setPage(next);
  };

  if (status === 'failed') return <LoadFailed strings={gate} retry={retry} />;
  if (!answer) return <p role="status">{gate.loading}</p>;
  const pages = Math.max(1, Math.ceil(answer.total / HISTORY_PAGE_SIZE));
  return (
    <>
      <p className="profile-intro">{text.intro}</p>
      <h2 ref={heading} tabIndex={-1} className="history-heading">
        {text.listLabel}
      </h2>
      {answer.total === 0 ? (
        <p>
          {text.empty} <a href={localePath(locale, '/')}>{text.browse}</a>
        </p>
      ) : (
        <>
          <div className="history-clear">
            <ConfirmStep
              label={text.clear}
              question={fill(text.clearQuestion, { n: answer.total })}
              confirm={text.clearConfirm}
              cancel={strings.cancel}
              onConfirm={() => void clear()}
            />
          </div>
          <ul className="history-list" aria-label={text.listLabel}>
            {answer.list.map((item) => (
              <li key={item.family.id}>
                <HistoryItem item={item} locale={locale} strings={text} onRemove={() => void remove(item.family.id)} />
              </li>
            ))}
          </ul>
          <ListPager
            page={page}
            pages={pages}
            onPage={turn}
            label={text.pages}
            strings={{ previousPage: text.previous, nextPage: text.next, pageOf: text.pageOf }}
          />
        </>
      )}
    </>
  );
}
