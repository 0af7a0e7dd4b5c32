import type { PriceListDetail, PriceListRule } from '#contract/calls/staff-price-lists.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { priceListRuleRemove } from '../../../api/price-lists.ts';
import { useChange } from '../../use-change.ts';
import { EditorTable } from '../EditorTable.tsx';
import type { SectionProps } from '../section-props.ts';
import { useFocusAfter } from '../use-focus-after.ts';
import { useCategoryNames } from './use-categories.ts';
import { ruleTarget } from './rule-target.ts';

interface Props extends SectionProps {
  list: PriceListDetail;
  onChanged: (list: PriceListDetail) => void;
}

/** The list's rules with what each applies to and its price (net breaks, or the percentage off), each with its Remove button. */
export function PriceRules({ locale, strings, list, onChanged }: Props) {
  const text = strings.priceLists;
  const categories = useCategoryNames(locale);
  const { busy, change } = useChange(priceListRuleRemove);
  const focusLater = useFocusAfter();
  const price = (rule: PriceListRule) =>
    rule.kind === 'net'
      ? rule.breaks.map((b) => `${b.minQty}+ ${formatPence(b.unitPricePence, locale)}`).join(', ')
      : fill(text.percent, { percent: rule.percentOff ?? 0 });

  async function remove(rule: PriceListRule) {
    const next = await change({ priceListId: list.id, ruleId: rule.id });
    if (!next) return;
    onChanged(next);
    // Its Remove button is gone with it.
    focusLater('price-rules-title');
  }

  return (
    <section aria-labelledby="price-rules-title">
      <h4 id="price-rules-title" tabIndex={-1}>
        {text.rulesTitle}
      </h4>
      {list.rules.length === 0 ? (
        <p className="editor-note">{text.noRules}</p>
      ) : (
        <EditorTable
          caption={fill(text.rulesCaption, { name: list.name })}
          columns={[text.ruleColumns.kind, text.ruleColumns.target, text.ruleColumns.price, strings.actions]}
        >
          {list.rules.map((rule) => {
            const target = ruleTarget(rule, strings, categories);
            return (
              <tr key={rule.id}>
                <td>{text.kinds[rule.kind]}</td>
                <td>{rule.kind === 'net' ? <code>{target}</code> : target}</td>
                <td>{price(rule)}</td>
                <td>
                  <button
                    type="button"
                    className="button secondary"
                    disabled={busy}
                    aria-label={fill(text.removeRule, { target })}
                    onClick={() => void remove(rule)}
                  >
                    {text.remove}
                  </button>
                </td>
              </tr>
            );
          })}
        </EditorTable>
      )}
    </section>
  );
}
