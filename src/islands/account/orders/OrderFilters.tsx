import { useId, useState, type FormEvent } from 'react';
import {
  ORDER_STAGES,
  type OrderListRequest,
  type OrderScope,
  type OrderStage,
} from '#contract/calls/order-history.ts';
import { ORDER_HISTORY_LIMITS } from '#contract/limits/orders.ts';
import type { OrdersStrings } from './orders-strings.ts';

/** The filters as the form holds them: '' for "any". */
export interface FilterValues {
  stage: OrderStage | '';
  from: string;
  to: string;
  search: string;
  scope: OrderScope;
}

export const NO_FILTERS: FilterValues = { stage: '', from: '', to: '', search: '', scope: 'mine' };

/** The request's fields for these filters: empty ones are left out. */
export function filterRequest(values: FilterValues): OrderListRequest {
  const search = values.search.trim();
  return {
    ...(values.stage ? { stage: values.stage } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(search ? { search } : {}),
    ...(values.scope === 'team' ? { scope: 'team' as const } : {}),
  };
}

interface Props {
  applied: FilterValues;
  canSeeTeam: boolean;
  onApply: (values: FilterValues) => void;
  strings: OrdersStrings;
}

/** Status, days and a search, applied together; an admin also chooses between their own orders and the team's. */
export function OrderFilters({ applied, canSeeTeam, onApply, strings }: Props) {
  const id = useId();
  const [values, setValues] = useState(applied);
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }

  // Whose orders changes the list at once, with the filters as last applied.
  function chooseScope(scope: OrderScope) {
    set('scope', scope);
    onApply({ ...applied, scope });
  }

  function clear() {
    const none = { ...NO_FILTERS, scope: values.scope };
    setValues(none);
    onApply(none);
  }

  return (
    <form className="order-filters" role="search" aria-label={strings.filters} onSubmit={submit}>
      {canSeeTeam && (
        <fieldset className="order-scope">
          <legend>{strings.scope}</legend>
          {(['mine', 'team'] as const).map((scope) => (
            <label key={scope}>
              <input
                type="radio"
                name={`${id}-scope`}
                value={scope}
                checked={values.scope === scope}
                onChange={() => chooseScope(scope)}
              />
              {scope === 'mine' ? strings.scopeMine : strings.scopeTeam}
            </label>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={`${id}-search`}>{strings.search}</label>
        <input
          id={`${id}-search`}
          type="search"
          maxLength={ORDER_HISTORY_LIMITS.search}
          value={values.search}
          aria-describedby={`${id}-hint`}
          onChange={(e) => set('search', e.target.value)}
        />
        <span id={`${id}-hint`} className="field-hint">
          {strings.searchHint}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-stage`}>{strings.stage}</label>
        <select
          id={`${id}-stage`}
          value={values.stage}
          onChange={(e) => set('stage', e.target.value as FilterValues['stage'])}
        >
          <option value="">{strings.anyStage}</option>
          {ORDER_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {strings.stages[stage]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{strings.from}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => set('from', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{strings.to}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
      <div className="order-filter-buttons">
        <button type="submit" className="button">
          {strings.apply}
        </button>
        <button type="button" className="button secondary" onClick={clear}>
          {strings.clear}
        </button>
      </div>
    </form>
  );
}
