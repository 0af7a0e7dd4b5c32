import type { PriceListDetail } from '#contract/calls/staff-price-lists.ts';
import { priceListGet } from '../../../api/price-lists.ts';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import type { SectionProps } from '../section-props.ts';
import { NetPriceCsv } from './NetPriceCsv.tsx';
import { PriceListForm } from './PriceListForm.tsx';
import { PriceListHolders } from './PriceListHolders.tsx';
import { PriceRuleForm } from './PriceRuleForm.tsx';
import { PriceRules } from './PriceRules.tsx';

/** One price list: its name and days, its rules, who has it, and its net prices as CSV. Every change answers the list as it now is. */
export function PriceListPanel({ id, onBack, ...props }: SectionProps & { id: number; onBack: () => void }) {
  const list = useAnswer(() => priceListGet(id), `price-list-${id}`);
  return (
    <>
      <p>
        <button type="button" className="button secondary" onClick={onBack}>
          {props.strings.staff.back}
        </button>
      </p>
      <Answer call={list} strings={props.strings}>
        {(loaded) => <PriceListView {...props} list={loaded} onChanged={list.setAnswer} onReload={list.retry} />}
      </Answer>
    </>
  );
}

interface ViewProps extends SectionProps {
  list: PriceListDetail;
  onChanged: (list: PriceListDetail) => void;
  /** Reads the list again (after an import, whose answer is its preview, not the list). */
  onReload: () => void;
}

function PriceListView({ list, onChanged, onReload, ...props }: ViewProps) {
  const text = props.strings.priceLists;
  return (
    <article className="staff-order" aria-labelledby="price-list-title">
      <h3 id="price-list-title" tabIndex={-1}>
        {list.name}
      </h3>
      <PriceListForm
        id="price-list-edit"
        title={text.detailsTitle}
        strings={props.strings}
        list={list}
        onSaved={onChanged}
      />
      <PriceRules {...props} list={list} onChanged={onChanged} />
      <PriceRuleForm {...props} list={list} onChanged={onChanged} />
      <PriceListHolders {...props} list={list} onChanged={onChanged} />
      <NetPriceCsv {...props} list={list} onImported={onReload} />
    </article>
  );
}
