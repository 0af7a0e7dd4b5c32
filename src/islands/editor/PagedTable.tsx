import type { ReactNode } from 'react';
import type { Page } from '#contract/calls/paging.ts';
import { pageCount } from '../../lib/editor/paging.ts';
import { ListPager } from '../ListPager.tsx';
import type { EditorStrings } from './editor-strings.ts';
import { EditorTable } from './EditorTable.tsx';

interface Props<Row> {
  found: Page<Row>;
  onPage: (page: number) => void;
  caption: string;
  columns: readonly string[];
  /** How many rows in all, said above the table. */
  count: string;
  /** Said instead of an empty table. */
  none: string;
  strings: EditorStrings;
  /** The body's rows. */
  children: ReactNode;
}

/** One page of a listing as a console table: the count above, the pager below, or a note that nothing matched. */
export function PagedTable<Row>({ found, onPage, caption, columns, count, none, strings, children }: Props<Row>) {
  if (found.list.length === 0) return <p className="editor-note">{none}</p>;
  return (
    <>
      <p className="editor-note">{count}</p>
      <EditorTable caption={caption} columns={columns}>
        {children}
      </EditorTable>
      <ListPager
        page={found.page}
        pages={pageCount(found.total, found.pageSize)}
        onPage={onPage}
        label={caption}
        strings={strings}
      />
    </>
  );
}
