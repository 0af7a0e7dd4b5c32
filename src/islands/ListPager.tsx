import { fill } from '#contract/i18n/text.ts';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's name: which list it pages. */
  label: string;
  strings: { previousPage: string; nextPage: string; pageOf: string };
}

/** Previous and next page of a long list, and where in it the visitor is (nothing when it fits on one page). */
export function ListPager({ page, pages, onPage, label, strings }: Props) {
  if (pages <= 1) return null;
  return (
    <nav className="list-pager" aria-label={label}>
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {strings.previousPage}
      </button>
      <span>{fill(strings.pageOf, { page, pages })}</span>
      <button type="button" className="button secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {strings.nextPage}
      </button>
    </nav>
  );
}
