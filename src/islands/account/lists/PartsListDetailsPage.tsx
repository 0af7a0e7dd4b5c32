import '../../../styles/account-orders.css';
import '../../../styles/parts-lists.css';
import { useState } from 'react';
import { ApiCallError } from '../../../api/answer.ts';
import { partsListGet } from '../../../api/parts-lists.ts';
import type { PartsListDetail } from '#contract/calls/parts-lists.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../../use-answer.ts';
import { useOrderId } from '../../payment/use-order-id.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { AddLineForm } from './AddLineForm.tsx';
import { ListActions } from './ListActions.tsx';
import { ListLines } from './ListLines.tsx';
import type { PartsListsStrings } from './lists-strings.ts';

interface Props {
  locale: Locale;
  strings: PartsListsStrings;
  gate: AccountStrings;
}

/** /acListdetails/{id}: one parts list for whoever sees it; anything else reads "no such parts list". */
export default function PartsListDetailsPage(props: Props) {
  // The shell's id, read as an order page reads its own.
  const id = useOrderId();
  return (
    <AccountGate strings={props.gate}>
      {id === null && <NoSuchList {...props} />}
      {typeof id === 'number' && <LoadedList id={id} {...props} />}
    </AccountGate>
  );
}

function NoSuchList({ locale, strings }: Props) {
  return (
    <div className="order-missing">
      <p>{strings.noSuchList}</p>
      <p>
        <a href={localePath(locale, '/acList')}>{strings.backToLists}</a>
      </p>
    </div>
  );
}

function LoadedList({ id, ...props }: Props & { id: number }) {
  // A 404 is a normal answer here (another's private list, or none): the page says so.
  const [missing, setMissing] = useState(false);
  const { answer, setAnswer, status, retry } = useAnswer(
    () =>
      partsListGet(id).catch((error: unknown) => {
        if (!(error instanceof ApiCallError && error.code === 404)) throw error;
        setMissing(true);
        return null;
      }),
    `parts list ${id}`,
  );
  if (missing) return <NoSuchList {...props} />;
  if (status === 'failed') return <LoadFailed retry={retry} strings={props.gate} />;
  if (!answer) return <p role="status">{props.gate.loading}</p>;
  return <ListView list={answer} onChanged={setAnswer} {...props} />;
}

function ListView({
  list,
  onChanged,
  locale,
  strings,
}: Props & { list: PartsListDetail; onChanged: (list: PartsListDetail) => void }) {
  return (
    <article className="order-details list-details" aria-labelledby="list-title">
      <p>
        <a href={localePath(locale, '/acList')}>{strings.backToLists}</a>
      </p>
      <header className="order-details-head">
        <h2 id="list-title">{list.name}</h2>
        <span className="order-stage">{list.shared ? strings.sharedState : strings.privateState}</span>
      </header>
      {!list.mine && <p>{fill(strings.keptBy, { name: list.ownerName })}</p>}
      {!list.canChange && <p>{fill(strings.readOnly, { name: list.ownerName })}</p>}
      <ListActions list={list} onChanged={onChanged} locale={locale} strings={strings} />
      <ListLines list={list} onChanged={onChanged} locale={locale} strings={strings} />
      {list.canChange && <AddLineForm list={list} onChanged={onChanged} strings={strings} />}
    </article>
  );
}
