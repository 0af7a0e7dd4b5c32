import '../../../styles/account-orders.css';
import '../../../styles/parts-lists.css';
import { partsListList } from '../../../api/parts-lists.ts';
import type { PartsListRow } from '#contract/calls/parts-lists.ts';
import { formatDate } from '#contract/format/dates.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../../use-answer.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { NewListForm } from './NewListForm.tsx';
import { BomUpload } from '../../bom/BomUpload.tsx';
import type { BomListLine } from '../../bom/bom-choices.ts';
import type { BomStrings } from '../../bom/bom-strings.ts';
import { useChange } from '../../use-change.ts';
import { saveBomAsList } from './bom-as-list.ts';
import { listDetailsPath, type PartsListsStrings } from './lists-strings.ts';

interface Props {
  locale: Locale;
  strings: PartsListsStrings;
  bom: BomStrings;
  gate: AccountStrings;
}

/** /acList: the buyer's parts lists, then those shared in their company, a form for a new one, and the BOM upload. */
export default function PartsListsPage(props: Props) {
  return (
    <AccountGate strings={props.gate}>
      <Lists {...props} />
    </AccountGate>
  );
}

function Lists({ locale, strings, bom, gate }: Props) {
  const { answer, status, retry } = useAnswer(partsListList, 'parts lists');
  const saving = useChange((bomList: { lines: BomListLine[]; fileName: string; shared: boolean }) =>
    saveBomAsList(bomList, locale, strings),
  );
  if (status === 'failed') return <LoadFailed retry={retry} strings={gate} />;
  if (!answer) return <p role="status">{gate.loading}</p>;
  return (
    <div className="orders-page list-page">
      <p className="order-count">
        {fill(strings.countOf, { n: answer.lists.filter((l) => l.mine).length, max: answer.maxLists })}
      </p>
      {answer.lists.length > 0 ? (
        <ListTable lists={answer.lists} locale={locale} strings={strings} />
      ) : (
        <p>{strings.noLists}</p>
      )}
      <NewListForm canShare={answer.canShare} locale={locale} strings={strings} />
      <BomUpload
        locale={locale}
        strings={bom}
        onSaveAsList={(lines, fileName, shared) => void saving.change({ lines, fileName, shared })}
        canShareList={answer.canShare}
      />
    </div>
  );
}

function ListTable({ lists, locale, strings }: { lists: PartsListRow[]; locale: Locale; strings: PartsListsStrings }) {
  return (
    <div className="order-table-wrap">
      <table className="data-table order-table">
        <caption>{strings.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.name}</th>
            <th scope="col">{strings.owner}</th>
            <th scope="col" className="num">
              {strings.lineCount}
            </th>
            <th scope="col">{strings.sharing}</th>
            <th scope="col">{strings.changed}</th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list.id}>
              <th scope="row">
                <a href={listDetailsPath(locale, list.id)}>{list.name}</a>
              </th>
              <td>{list.mine ? strings.you : list.ownerName}</td>
              <td className="num">{list.lineCount}</td>
              <td>{list.shared ? strings.sharedWord : strings.privateWord}</td>
              <td>{formatDate(list.updatedAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
