import '../../../styles/tax-numbers.css';
import { ApiCallError } from '../../../api/answer.ts';
import { companyTaxNumbersUpdate, ownTaxNumbersUpdate } from '../../../api/tax-numbers.ts';
import { TAX_NUMBER_MAX, type BuyerTaxNumbers, type TaxNumbers } from '#contract/calls/tax-numbers.ts';
import { formatDate } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import { showMessage } from '../../../stores/messages.ts';
import { CheckedField } from '../profile/CheckedField.tsx';
import { useCheckedForm, type FormProblems } from '../../use-checked-form.ts';

export type TaxNumberStrings = Dictionary['accountProfile']['taxNumbers'];
type TaxField = 'vatNo' | 'eoriNo';
const FIELDS: readonly TaxField[] = ['vatNo', 'eoriNo'];

interface Props {
  /** Whose numbers: the buyer's own (/acInformation) or the company's (/acTeam). */
  whose: 'own' | 'company';
  numbers: TaxNumbers;
  locale: Locale;
  strings: TaxNumberStrings;
  onSaved: (answer: BuyerTaxNumbers) => void;
}

/** How the kept VAT number was checked, and when. */
export function VatCheckNote({ numbers, locale, strings }: Pick<Props, 'numbers' | 'locale' | 'strings'>) {
  if (!numbers.vatNoCheck || !numbers.vatNoCheckedAt) return null;
  return (
    <p className="field-hint">
      {fill(strings[numbers.vatNoCheck], { date: formatDate(numbers.vatNoCheckedAt, locale) })}
    </p>
  );
}

/**
 * The VAT and EORI numbers as a form: only their length is checked here; the server checks the
 * format and check digits by the number's country and its refusal stands under the field it names.
 */
export function TaxNumbersForm({ whose, numbers, locale, strings, onSaved }: Props) {
  const check = (values: Record<TaxField, string>) => {
    const problems: FormProblems<TaxField> = {};
    for (const field of FIELDS)
      if (values[field].trim().length > TAX_NUMBER_MAX)
        problems[field] = fill(strings.tooLong, { max: TAX_NUMBER_MAX });
    return problems;
  };
  const form = useCheckedForm<TaxField>(
    FIELDS,
    { vatNo: numbers.vatNo, eoriNo: numbers.eoriNo },
    check,
    async (values) => {
      const body = { vatNo: values.vatNo.trim(), eoriNo: values.eoriNo.trim() };
      try {
        const answer = await (whose === 'own' ? ownTaxNumbersUpdate(body) : companyTaxNumbersUpdate(body));
        const saved = (whose === 'own' ? answer.own : answer.company)!;
        form.setValues({ vatNo: saved.vatNo, eoriNo: saved.eoriNo });
        onSaved(answer);
        showMessage('success', strings.saved);
      } catch (error) {
        const field = error instanceof ApiCallError ? FIELDS.find((f) => f === error.field) : undefined;
        if (!field) throw error;
        form.setProblems({ [field]: (error as ApiCallError).message });
        form.focus(field);
      }
    },
  );
  const field = (name: TaxField, label: string, hint: string) => (
    <CheckedField
      id={`${whose}-${name}`}
      label={label}
      value={form.values[name]}
      onChange={(value) => form.change(name, value)}
      type="text"
      autoComplete="off"
      hint={hint}
      problem={form.problems[name]}
      inputRef={form.inputRef(name)}
    />
  );
  return (
    <form className="tax-numbers-form" onSubmit={(event) => void form.submit(event)} noValidate>
      {field('vatNo', strings.vatNo, strings.vatNoHint)}
      <VatCheckNote numbers={numbers} locale={locale} strings={strings} />
      {field('eoriNo', strings.eoriNo, strings.eoriNoHint)}
      <button type="submit" className="button" aria-disabled={form.busy || undefined}>
        {form.busy ? strings.saving : strings.save}
      </button>
    </form>
  );
}

/** The numbers shown, not changed: a company's to a member, or to a member on their own profile. */
export function TaxNumbersList({ numbers, locale, strings }: Pick<Props, 'numbers' | 'locale' | 'strings'>) {
  return (
    <dl className="tax-numbers-list">
      <dt>{strings.vatNo}</dt>
      <dd>
        {numbers.vatNo || strings.none}
        <VatCheckNote numbers={numbers} locale={locale} strings={strings} />
      </dd>
      <dt>{strings.eoriNo}</dt>
      <dd>{numbers.eoriNo || strings.none}</dd>
    </dl>
  );
}
