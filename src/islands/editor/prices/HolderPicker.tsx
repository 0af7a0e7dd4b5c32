import { useState, type FormEvent } from 'react';
import { staffCompanyList } from '#contract/calls/staff-companies.ts';
import { staffCustomerList } from '#contract/calls/staff-customers.ts';
import type { PriceListDetail } from '#contract/calls/staff-price-lists.ts';
import { fill } from '#contract/i18n/text.ts';
import { STAFF_LIMITS } from '#contract/limits/staff.ts';
import { call } from '../../../api/call.ts';
import { priceListAssign } from '../../../api/price-lists.ts';
import { useChange } from '../../use-change.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { EditorTable } from '../EditorTable.tsx';
import { useFieldChange } from '../use-field-change.ts';

type HolderKind = 'company' | 'account';

interface Found {
  id: number;
  name: string;
  /** The e-mail and company of an account, the member count of a company. */
  about: string;
}

/** The first ten companies or accounts matching the search, through the Customer companies' and Customers' own searches. */
async function findHolders(kind: HolderKind, search: string): Promise<Found[]> {
  const request = { search, page: 1, pageSize: 10 };
  if (kind === 'company')
    return (await call(staffCompanyList, request)).list.map((c) => ({
      id: c.id,
      name: c.name,
      about: String(c.memberCount),
    }));
  return (await call(staffCustomerList, request)).list.map((a) => ({
    id: a.id,
    name: a.email,
    about: [a.name, a.companyName].filter(Boolean).join(', '),
  }));
}

interface Props {
  strings: EditorStrings;
  list: PriceListDetail;
  onChanged: (list: PriceListDetail) => void;
}

/** Gives the list to a company (all its members) or one account, found by search; a refusal (an overlap with another of their lists) shows under the search. */
export function HolderPicker({ strings, list, onChanged }: Props) {
  const text = strings.priceLists;
  const [kind, setKind] = useState<HolderKind>('company');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const finding = useChange(({ kind: k, search: s }: { kind: HolderKind; search: string }) => findHolders(k, s));
  const giving = useFieldChange(priceListAssign, ['search']);
  const problem = giving.problemOf('search');

  async function find(event: FormEvent) {
    event.preventDefault();
    const results = await finding.change({ kind, search: search.trim() });
    if (results) setFound(results);
  }

  async function give(holder: Found) {
    const next = await giving.change({
      priceListId: list.id,
      assigned: true,
      ...(kind === 'company' ? { companyId: holder.id } : { userId: holder.id }),
    });
    if (!next) return;
    onChanged(next);
    setFound(null);
    setSearch('');
  }

  return (
    <>
      <form
        className="order-filters"
        role="search"
        aria-labelledby="price-give-title"
        onSubmit={(event) => void find(event)}
      >
        <h5 id="price-give-title">{text.giveTitle}</h5>
        <div className="field">
          <label htmlFor="price-give-kind">{text.giveKind}</label>
          <select
            id="price-give-kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as HolderKind);
              setFound(null);
            }}
          >
            <option value="company">{text.giveKinds.company}</option>
            <option value="account">{text.giveKinds.account}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="price-give-search">{text.search}</label>
          <input
            id="price-give-search"
            type="search"
            maxLength={STAFF_LIMITS.search}
            value={search}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'price-give-search-hint price-give-search-error' : 'price-give-search-hint'}
            onChange={(event) => setSearch(event.target.value)}
          />
          <p id="price-give-search-hint" className="field-hint">
            {text.searchHint}
          </p>
          {problem && (
            <p id="price-give-search-error" className="field-error">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={finding.busy}>
          {text.find}
        </button>
      </form>
      {found && found.length === 0 && <p className="editor-note">{text.noneFound}</p>}
      {found && found.length > 0 && (
        <EditorTable caption={text.foundCaption} columns={[text.columns.name, text.about, strings.actions]}>
          {found.map((holder) => (
            <tr key={holder.id}>
              <td>{holder.name}</td>
              <td>{holder.about}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  disabled={giving.busy}
                  aria-label={fill(text.giveTo, { name: holder.name })}
                  onClick={() => void give(holder)}
                >
                  {text.give}
                </button>
              </td>
            </tr>
          ))}
        </EditorTable>
      )}
    </>
  );
}
