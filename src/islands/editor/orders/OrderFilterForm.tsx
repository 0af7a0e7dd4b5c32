import { useState, type FormEvent } from 'react';
import { ORDER_STAGES } from '#contract/calls/order-history.ts';
import { PAYMENT_METHODS, PAYMENT_STATES } from '#contract/calls/orders.ts';
import { ORDER_SORTS, type StaffOrderListRequest } from '#contract/calls/staff-orders.ts';
import { STAFF_LIMITS } from '#contract/limits/staff.ts';
import type { EditorStrings } from '../editor-strings.ts';

interface Props {
  strings: EditorStrings;
  initial: StaffOrderListRequest;
  onApply: (filters: StaffOrderListRequest) => void;
}

type Choice = 'stage' | 'paymentState' | 'paymentMethod' | 'sort';

/** The list's filters and search; nothing is asked until "Show orders", so typing does not flood the server. */
export function OrderFilterForm({ strings, initial, onApply }: Props) {
  const text = strings.orders;
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(initial).map(([key, value]) => [key, String(value)])),
  );
  const set = (name: string) => (value: string) => setDraft((old) => ({ ...old, [name]: value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
    onApply(filled);
  }

  const choice = (
    name: Choice,
    label: string,
    values: readonly string[],
    names: Record<string, string>,
    blank = true,
  ) => (
    <div className="field">
      <label htmlFor={`order-filter-${name}`}>{label}</label>
      <select id={`order-filter-${name}`} value={draft[name] ?? ''} onChange={(event) => set(name)(event.target.value)}>
        {blank && <option value="">{text.any}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {names[value]}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="order-filters" aria-label={text.filtersLabel} onSubmit={apply}>
      <div className="field">
        <label htmlFor="order-filter-search">{text.search}</label>
        <input
          id="order-filter-search"
          type="search"
          maxLength={STAFF_LIMITS.search}
          value={draft.search ?? ''}
          aria-describedby="order-filter-search-hint"
          onChange={(event) => set('search')(event.target.value)}
        />
        <p id="order-filter-search-hint" className="field-hint">
          {text.searchHint}
        </p>
      </div>
      {choice('stage', text.stage, ORDER_STAGES, text.stages)}
      {choice('paymentState', text.paymentState, PAYMENT_STATES, text.paymentStates)}
      {choice('paymentMethod', text.paymentMethod, PAYMENT_METHODS, text.methods)}
      <div className="field">
        <label htmlFor="order-filter-from">{text.from}</label>
        <input
          id="order-filter-from"
          type="date"
          value={draft.from ?? ''}
          onChange={(event) => set('from')(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="order-filter-to">{text.to}</label>
        <input
          id="order-filter-to"
          type="date"
          value={draft.to ?? ''}
          onChange={(event) => set('to')(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="order-filter-country">{text.country}</label>
        <input
          id="order-filter-country"
          maxLength={2}
          size={3}
          value={draft.country ?? ''}
          onChange={(event) => set('country')(event.target.value)}
        />
      </div>
      {choice('sort', text.sort, ORDER_SORTS, text.sorts, false)}
      <button type="submit" className="button">
        {text.apply}
      </button>
    </form>
  );
}
