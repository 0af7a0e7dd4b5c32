import { useState, type SubmitEvent } from 'react';
import { categoryList } from '../../api/editor.ts';
import type { FamilyListRequest } from '#contract/calls/editor-families.ts';
import { localised } from '../../i18n/localised.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { useAnswer } from '../use-answer.ts';
import type { SectionProps } from './section-props.ts';

interface Props extends SectionProps {
  query: FamilyListRequest;
  onSearch: (query: FamilyListRequest) => void;
}

// Option text keeps no-break spaces: the indent shows where a category sits in the tree.
const indent = (level: number) => '\u00a0\u00a0\u00a0'.repeat(level - 1);

/** The search for product families: by code, part number or name, within a category. */
export function FamilySearch({ query, onSearch, locale, strings }: Props) {
  const text = strings.products;
  const categories = useAnswer(categoryList, 'categories');
  const [q, setQ] = useState(query.q ?? '');
  const [categoryId, setCategoryId] = useState(query.categoryId ? String(query.categoryId) : '');

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({
      page: 1,
      ...(q.trim() ? { q: q.trim() } : {}),
      ...(categoryId ? { categoryId: Number(categoryId) } : {}),
    });
  }

  return (
    <form className="family-search" role="search" aria-label={text.caption} onSubmit={submit}>
      <div className="field">
        <label htmlFor="family-q">{text.searchLabel}</label>
        <input
          id="family-q"
          type="search"
          maxLength={EDITOR_LIMITS.familySearch}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="family-category">{text.category}</label>
        <select id="family-category" value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
          <option value="">{text.anyCategory}</option>
          {categories.answer?.list.map((category) => (
            <option key={category.id} value={category.id}>
              {indent(category.level) + localised(category, 'name', locale)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {text.find}
      </button>
    </form>
  );
}
