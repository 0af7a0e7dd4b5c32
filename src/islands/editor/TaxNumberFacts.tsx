import type { TaxNumbers } from '#contract/calls/tax-numbers.ts';
import { formatDate } from '#contract/format/dates.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';

/** The VAT and EORI numbers a customer's invoices carry, as two rows of a facts list, with how the VAT number was checked. */
export function TaxNumberFacts({
  numbers,
  locale,
  strings,
}: {
  numbers: TaxNumbers;
  locale: Locale;
  strings: EditorStrings;
}) {
  const text = strings.staff.taxNumbers;
  const checked =
    numbers.vatNo && numbers.vatNoCheck && numbers.vatNoCheckedAt
      ? fill(text[numbers.vatNoCheck], { vatNo: numbers.vatNo, date: formatDate(numbers.vatNoCheckedAt, locale) })
      : numbers.vatNo;
  return (
    <>
      <div>
        <dt>{text.vatNo}</dt>
        <dd>{checked || text.none}</dd>
      </div>
      <div>
        <dt>{text.eoriNo}</dt>
        <dd>{numbers.eoriNo || text.none}</dd>
      </div>
    </>
  );
}
