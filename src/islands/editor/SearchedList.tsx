import { useState, type FormEvent, type ReactNode } from 'react';
import type { Page } from '#contract/calls/paging.ts';
import { fill } from '#contract/i18n/text.ts';
import { STAFF_LIMITS } from '#contract/limits/staff.ts';
import { pageCount } from '../../lib/editor/paging.ts';
import { ListPager } from '../ListPager.tsx';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import type { EditorStrings } from './editor-strings.ts';
import { EditorTable } from './EditorTable.tsx';

const PAGE_SIZE = 25;

interface Props<Row> {
  /** Names the list (the ids of its fields, the key of its answers). */
  name: string;
  strings: EditorStrings;
  intro: string;
  searchHint: string;
  caption: string;
  columns: readonly string[];
  ask: (request: { search?: string; page: number; pageSize: number }) => Promise<Page<Row>>;
  row: (row: Row, open: () => void) => ReactNode;
  idOf: (row: Row) => number;
  /** One record opened in place of the list; back shows the list as it was. */
  panel: (id: number, back: () => void) => ReactNode;
}

/** A staff list with a search, pages and one record opened in place (the companies and customers sections). */
export function SearchedList<Row>({
  name,
  strings,
  intro,
  searchHint,
  caption,
  columns,
  ask,
  row,
  idOf,
  panel,
}: Props<Row>) {
  const text = strings.staff;
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAnswer(
    () => ask({ ...(search ? { search } : {}), page, pageSize: PAGE_SIZE }),
    `${name}-${search}-${page}-${openId ?? ''}`,
  );

  if (openId !== null) return panel(openId, () => setOpenId(null));
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  return (
    <>
      <p className="editor-intro">{intro}</p>
      <form className="order-filters" role="search" aria-label={caption} onSubmit={find}>
        <div className="field">
          <label htmlFor={`${name}-search`}>{text.search}</label>
          <input
            id={`${name}-search`}
            type="search"
            maxLength={STAFF_LIMITS.search}
            value={draft}
            aria-describedby={`${name}-search-hint`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <p id={`${name}-search-hint`} className="field-hint">
            {searchHint}
          </p>
        </div>
        <button type="submit" className="button">
          {text.find}
        </button>
      </form>
      <Answer call={list} strings={strings}>
        {(found) =>
          found.list.length === 0 ? (
            <p className="editor-note">{text.none}</p>
          ) : (
            <>
              <p className="editor-note">{fill(text.count, { total: found.total })}</p>
              <EditorTable caption={caption} columns={columns}>
                {found.list.map((r) => (
                  <tr key={idOf(r)}>{row(r, () => setOpenId(idOf(r)))}</tr>
                ))}
              </EditorTable>
              <ListPager
                page={page}
                pages={pageCount(found.total, found.pageSize)}
                onPage={setPage}
                label={caption}
                strings={strings}
              />
            </>
          )
        }
      </Answer>
    </>
  );
}
