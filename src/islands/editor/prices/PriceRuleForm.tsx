import { useState, type FormEvent } from 'react';
import { PRICE_LIST_LIMITS, PRICE_LIST_RULE_KINDS, type PriceListDetail } from '#contract/calls/staff-price-lists.ts';
import type { SuggestedFamily } from '#contract/calls/suggest.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { priceListRuleSave } from '../../../api/price-lists.ts';
import { NumberField } from '../NumberField.tsx';
import type { SectionProps } from '../section-props.ts';
import { TextField } from '../TextField.tsx';
import { useFieldChange } from '../use-field-change.ts';
import { FamilyFinder } from './FamilyFinder.tsx';
import { useCategories } from './use-categories.ts';

type Kind = (typeof PRICE_LIST_RULE_KINDS)[number];

interface Props extends SectionProps {
  list: PriceListDetail;
  onChanged: (list: PriceListDetail) => void;
}

/** The field a refusal goes beside when the server names none of the kind's: its first. */
const FIELDS: Record<Kind, [string, ...string[]]> = {
  net: ['partNo', 'breaks'],
  family: ['familyId', 'percentOff'],
  category: ['categoryId', 'percentOff'],
  catalogue: ['percentOff'],
};

const EMPTY = { partNo: '', breaks: '', categoryId: '', percentOff: '' };

/** Adds a rule, or replaces the list's rule for the same part, family, category or catalogue. Only the chosen kind's fields are shown and sent. */
export function PriceRuleForm({ locale, strings, list, onChanged }: Props) {
  const text = strings.priceLists;
  const [kind, setKind] = useState<Kind>('net');
  const [values, setValues] = useState(EMPTY);
  const [family, setFamily] = useState<SuggestedFamily | null>(null);
  /** Save was asked for a family rule before a family was chosen. */
  const [noFamily, setNoFamily] = useState(false);
  const categories = useCategories(locale);
  const { busy, change, problemOf } = useFieldChange(priceListRuleSave, FIELDS[kind]);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues({ ...values, [field]: value });

  async function save(event: FormEvent) {
    event.preventDefault();
    setNoFamily(kind === 'family' && family === null);
    if (kind === 'family' && family === null) return;
    const target =
      kind === 'net'
        ? { partNo: values.partNo.trim(), breaks: values.breaks.trim() }
        : {
            percentOff: Number(values.percentOff),
            ...(kind === 'family' ? { familyId: family!.id } : {}),
            ...(kind === 'category' ? { categoryId: Number(values.categoryId) } : {}),
          };
    const next = await change({ priceListId: list.id, kind, ...target });
    if (!next) return;
    onChanged(next);
    setValues(EMPTY);
    setFamily(null);
  }

  const categoryProblem = problemOf('categoryId');
  return (
    <form className="editor-form" aria-labelledby="price-rule-title" onSubmit={(event) => void save(event)}>
      <h4 id="price-rule-title">{text.ruleTitle}</h4>
      <p className="editor-note">{text.ruleIntro}</p>
      <div className="field">
        <label htmlFor="price-rule-kind">{text.kind}</label>
        <select id="price-rule-kind" value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
          {PRICE_LIST_RULE_KINDS.map((k) => (
            <option key={k} value={k}>
              {text.kinds[k]}
            </option>
          ))}
        </select>
      </div>
      {kind === 'net' && (
        <>
          <TextField
            id="price-rule-part"
            label={text.partNo}
            value={values.partNo}
            onChange={set('partNo')}
            maxLength={LIMITS.partNumber}
            required
            problem={problemOf('partNo')}
          />
          <TextField
            id="price-rule-breaks"
            label={text.breaks}
            value={values.breaks}
            onChange={set('breaks')}
            maxLength={PRICE_LIST_LIMITS.breaksText}
            required
            hint={text.breaksHint}
            problem={problemOf('breaks')}
          />
        </>
      )}
      {kind === 'family' && (
        <FamilyFinder
          locale={locale}
          strings={strings}
          chosen={family}
          onChoose={setFamily}
          problem={problemOf('familyId') ?? (noFamily ? text.chooseOneFamily : undefined)}
        />
      )}
      {kind === 'category' && (
        <div className="field">
          <label htmlFor="price-rule-category">{text.category}</label>
          <select
            id="price-rule-category"
            required
            value={values.categoryId}
            aria-invalid={categoryProblem ? true : undefined}
            aria-describedby={
              categoryProblem ? 'price-rule-category-hint price-rule-category-error' : 'price-rule-category-hint'
            }
            onChange={(event) => set('categoryId')(event.target.value)}
          >
            <option value="">{text.chooseCategory}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>{`${'\u2003'.repeat(c.level - 1)}${c.name}`}</option>
            ))}
          </select>
          <p id="price-rule-category-hint" className="field-hint">
            {text.categoryHint}
          </p>
          {categoryProblem && (
            <p id="price-rule-category-error" className="field-error">
              {categoryProblem}
            </p>
          )}
        </div>
      )}
      {kind !== 'net' && (
        <NumberField
          id="price-rule-percent"
          label={text.percentOff}
          value={values.percentOff}
          onChange={set('percentOff')}
          min={0}
          max={100}
          hint={text.percentHint}
          problem={problemOf('percentOff')}
        />
      )}
      <p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? strings.saving : text.saveRule}
        </button>
      </p>
    </form>
  );
}
