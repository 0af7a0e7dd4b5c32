import { useState, type FormEvent } from 'react';
import { staffCompanyList } from '#contract/calls/staff-companies.ts';
import type { BodyOf } from '#contract/call.ts';
import type { staffQuoteList } from '#contract/calls/staff-quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { pick } from '#contract/i18n/text.ts';
import { QUOTE_STATES, QUOTE_STATE_WORDS } from '#contract/rules/quote-states.ts';
import { call } from '../../../api/call.ts';
import { useAnswer } from '../../use-answer.ts';
import type { EditorStrings } from '../editor-strings.ts';

export type QuoteFilters = Pick<BodyOf<typeof staffQuoteList>, 'state' | 'companyId' | 'olderThanDays'>;

interface Props {
  locale: Locale;
  strings: EditorStrings;
  initial: QuoteFilters;
  onApply: (filters: QuoteFilters) => void;
}

/** The queue's filters: state, company (chosen by name) and age; nothing is asked until "Show quotes". */
export function QuoteFilterForm({ locale, strings, initial, onApply }: Props) {
  const text = strings.quotes;
  const [state, setState] = useState(initial.state ?? '');
  const [companyId, setCompanyId] = useState(initial.companyId ? String(initial.companyId) : '');
  const [olderThan, setOlderThan] = useState(initial.olderThanDays === undefined ? '' : String(initial.olderThanDays));
  // The first hundred companies A to Z: the shop's trade customers fit; the queue is also filtered by state and age.
  const companies = useAnswer(() => call(staffCompanyList, { pageSize: 100 }), 'quote-filter-companies');

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply({
      ...(state ? { state: state as QuoteFilters['state'] } : {}),
      ...(companyId ? { companyId: Number(companyId) } : {}),
      ...(olderThan.trim() ? { olderThanDays: Number(olderThan) } : {}),
    });
  }

  return (
    <form className="order-filters" aria-label={text.filtersLabel} onSubmit={apply}>
      <div className="field">
        <label htmlFor="quote-filter-state">{text.state}</label>
        <select id="quote-filter-state" value={state} onChange={(event) => setState(event.target.value)}>
          <option value="">{text.any}</option>
          {QUOTE_STATES.map((s) => (
            <option key={s} value={s}>
              {pick(QUOTE_STATE_WORDS[s], locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="quote-filter-company">{text.company}</label>
        <select id="quote-filter-company" value={companyId} onChange={(event) => setCompanyId(event.target.value)}>
          <option value="">{text.any}</option>
          {(companies.answer?.list ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="quote-filter-age">{text.olderThan}</label>
        <input
          id="quote-filter-age"
          type="number"
          min={0}
          max={3650}
          step={1}
          value={olderThan}
          onChange={(event) => setOlderThan(event.target.value)}
        />
      </div>
      <button type="submit" className="button">
        {text.apply}
      </button>
    </form>
  );
}
