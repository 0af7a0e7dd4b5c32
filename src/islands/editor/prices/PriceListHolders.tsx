import type { PriceListDetail } from '#contract/calls/staff-price-lists.ts';
import { fill } from '#contract/i18n/text.ts';
import { priceListAssign } from '../../../api/price-lists.ts';
import { useChange } from '../../use-change.ts';
import { EditorTable } from '../EditorTable.tsx';
import type { SectionProps } from '../section-props.ts';
import { useFocusAfter } from '../use-focus-after.ts';
import { HolderPicker } from './HolderPicker.tsx';

interface Props extends SectionProps {
  list: PriceListDetail;
  onChanged: (list: PriceListDetail) => void;
}

/** The companies and accounts that have the list, each with Take back, and the form to give it to another. */
export function PriceListHolders({ strings, list, onChanged }: Props) {
  const text = strings.priceLists;
  const { busy, change } = useChange(priceListAssign);
  const focusLater = useFocusAfter();
  const holders = [
    ...list.companies.map((c) => ({
      key: `c${c.id}`,
      kind: text.holderKinds.company,
      name: c.name,
      body: { companyId: c.id },
    })),
    ...list.accounts.map((a) => ({
      key: `a${a.id}`,
      kind: text.holderKinds.account,
      name: a.email,
      body: { userId: a.id },
    })),
  ];

  async function takeBack(body: { companyId: number } | { userId: number }) {
    const next = await change({ priceListId: list.id, assigned: false, ...body });
    if (!next) return;
    onChanged(next);
    // Its Take back button is gone with it.
    focusLater('price-holders-title');
  }

  return (
    <section aria-labelledby="price-holders-title">
      <h4 id="price-holders-title" tabIndex={-1}>
        {text.holdersTitle}
      </h4>
      {holders.length === 0 ? (
        <p className="editor-note">{text.noHolders}</p>
      ) : (
        <EditorTable
          caption={fill(text.holdersCaption, { name: list.name })}
          columns={[text.giveKind, text.columns.name, strings.actions]}
        >
          {holders.map((h) => (
            <tr key={h.key}>
              <td>{h.kind}</td>
              <td>{h.name}</td>
              <td>
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy}
                  aria-label={fill(text.takeBackFrom, { name: h.name })}
                  onClick={() => void takeBack(h.body)}
                >
                  {text.takeBack}
                </button>
              </td>
            </tr>
          ))}
        </EditorTable>
      )}
      <HolderPicker strings={strings} list={list} onChanged={onChanged} />
    </section>
  );
}
