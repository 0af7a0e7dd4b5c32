import { fill } from '../../lib/i18n-text.ts';
import type { EditorStrings } from './editor-strings.ts';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  strings: EditorStrings;
}

/** Previous and next page of a long list, and where in it the editor is. */
export function Pager({ page, pages, onPage, label, strings }: Props) {
  if (pages <= 1) return null;
  return (
    <nav className="editor-pager" aria-label={label}>
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{strings.previousPage}</button>
      <span>{fill(strings.pageOf, { page, pages })}</span>
      <button type="button" className="button secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{strings.nextPage}</button>
    </nav>
  );
}
