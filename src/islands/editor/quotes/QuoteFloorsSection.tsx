import { useState, type FormEvent } from 'react';
import type { QuoteFloorRow } from '#contract/calls/staff-quotes.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { fill } from '#contract/i18n/text.ts';
import { quoteFloorList, quoteFloorRemove } from '../../../api/quote-floors.ts';
import { useAnswer } from '../../use-answer.ts';
import { useChange } from '../../use-change.ts';
import { Answer } from '../Answer.tsx';
import { PagedTable } from '../PagedTable.tsx';
import type { SectionProps } from '../section-props.ts';
import { useFocusAfter } from '../use-focus-after.ts';
import { QuoteFloorForm, type FloorDraft } from './QuoteFloorForm.tsx';

const PAGE_SIZE = 25;
const DEFAULT_PERCENT = QUOTE_LIMITS.defaultFloorPercentOfList;

/**
 * The cost guard's floors (docs/quotes.md): the families with a floor of their own, found by code,
 * part number or name; sales read them, an admin sets, changes and removes them.
 */
export function QuoteFloorsSection({ locale, strings, role }: SectionProps) {
  const text = strings.quoteFloors;
  const admin = role === 'admin';
  const [draftSearch, setDraftSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // Counts the changes made here, so the list is asked again after each.
  const [changes, setChanges] = useState(0);
  const [draft, setDraft] = useState<FloorDraft>({ family: '', percent: '' });
  const [removed, setRemoved] = useState('');
  const remove = useChange(quoteFloorRemove);
  const focus = useFocusAfter();
  const floors = useAnswer(
    () => quoteFloorList({ ...(q ? { q } : {}), page, pageSize: PAGE_SIZE }),
    `quote-floors-${q}-${page}-${changes}`,
  );
  const nameOf = (row: QuoteFloorRow) => (locale === 'zh-cn' ? row.nameZh : row.nameEn);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setQ(draftSearch.trim());
    setPage(1);
  };
  async function removeFloor(row: QuoteFloorRow) {
    const done = await remove.change(row.familyId);
    if (!done) return;
    setRemoved(fill(text.removed, { family: nameOf(row), percent: done.minPercentOfList }));
    setChanges((n) => n + 1);
    focus('quote-floors-search');
  }
  const changeFloor = (row: QuoteFloorRow) => {
    setDraft({ family: row.code, percent: String(row.minPercentOfList) });
    focus('quote-floor-percent');
  };

  return (
    <>
      <p className="editor-intro">{fill(text.intro, { percent: DEFAULT_PERCENT })}</p>
      <form className="order-filters" role="search" aria-label={text.searchLabel} onSubmit={find}>
        <div className="field">
          <label htmlFor="quote-floors-search">{text.search}</label>
          <input
            id="quote-floors-search"
            type="search"
            maxLength={QUOTE_LIMITS.familySearch}
            value={draftSearch}
            onChange={(event) => setDraftSearch(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {text.find}
        </button>
      </form>
      <p role="status" className="editor-note">
        {removed}
      </p>
      <Answer call={floors} strings={strings}>
        {(found) => (
          <PagedTable
            found={found}
            onPage={setPage}
            caption={text.caption}
            columns={[text.code, text.family, text.floor, ...(admin ? [text.actions] : [])]}
            count={fill(text.count, { total: found.total })}
            none={q ? text.noneFound : text.none}
            strings={strings}
          >
            {found.list.map((row) => (
              <tr key={row.familyId}>
                <td>{row.code}</td>
                <td>{nameOf(row)}</td>
                <td>{row.minPercentOfList}%</td>
                {admin && (
                  <td>
                    <button
                      type="button"
                      className="button secondary"
                      aria-label={fill(text.change, { family: nameOf(row) })}
                      onClick={() => changeFloor(row)}
                    >
                      {text.changeLabel}
                    </button>{' '}
                    <button
                      type="button"
                      className="button secondary"
                      disabled={remove.busy}
                      aria-label={fill(text.remove, { family: nameOf(row) })}
                      onClick={() => void removeFloor(row)}
                    >
                      {text.removeLabel}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </PagedTable>
        )}
      </Answer>
      {admin && (
        <QuoteFloorForm
          strings={strings}
          draft={draft}
          onDraft={setDraft}
          nameOf={nameOf}
          onSaved={() => {
            setRemoved('');
            setChanges((n) => n + 1);
          }}
        />
      )}
    </>
  );
}
