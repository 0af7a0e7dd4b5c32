import { taxNumbersGet } from '../../../api/tax-numbers.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { useAnswer } from '../../use-answer.ts';
import { TaxNumbersForm, TaxNumbersList, type TaxNumberStrings } from '../tax/TaxNumbersForm.tsx';

/** The company's VAT and EORI numbers, part of its details: its admins change them, members see them. */
export function CompanyTaxNumbers({ locale, strings }: { locale: Locale; strings: TaxNumberStrings }) {
  const { answer, setAnswer } = useAnswer(taxNumbersGet, 'taxNumbers');
  const numbers = answer?.company;
  return (
    <section className="team-section" aria-labelledby="team-tax-heading">
      <h2 id="team-tax-heading">{strings.title}</h2>
      <p>{strings.companyIntro}</p>
      {!numbers && <p role="status">{strings.loading}</p>}
      {numbers && answer.canChangeCompany && (
        <TaxNumbersForm whose="company" numbers={numbers} locale={locale} strings={strings} onSaved={setAnswer} />
      )}
      {numbers && !answer.canChangeCompany && (
        <>
          <TaxNumbersList numbers={numbers} locale={locale} strings={strings} />
          <p className="field-hint">{strings.readOnly}</p>
        </>
      )}
    </section>
  );
}
