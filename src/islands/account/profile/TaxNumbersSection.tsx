import { taxNumbersGet } from '../../../api/tax-numbers.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { useAnswer } from '../../use-answer.ts';
import { TaxNumbersForm, TaxNumbersList, type TaxNumberStrings } from '../tax/TaxNumbersForm.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/** #section5: an individual's own VAT and EORI numbers; a company member sees the company's, kept on /acTeam. */
export function TaxNumbersSection({ locale, strings }: { locale: Locale; strings: TaxNumberStrings }) {
  const { answer, setAnswer } = useAnswer(taxNumbersGet, 'taxNumbers');
  return (
    <ProfileSection
      id="section5"
      title={strings.title}
      intro={answer?.company ? strings.companyNumbers : strings.intro}
    >
      {!answer && <p role="status">{strings.loading}</p>}
      {answer?.own && (
        <TaxNumbersForm whose="own" numbers={answer.own} locale={locale} strings={strings} onSaved={setAnswer} />
      )}
      {answer?.company && (
        <>
          <TaxNumbersList numbers={answer.company} locale={locale} strings={strings} />
          <p>
            <a href={localePath(locale, '/acTeam')}>{strings.goToTeam}</a>
          </p>
        </>
      )}
    </ProfileSection>
  );
}
