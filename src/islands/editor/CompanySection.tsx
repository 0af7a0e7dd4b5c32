import { companyInfoGet } from '../../api/editor.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import { BankAccountList } from './BankSection.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import type { SectionProps } from './section-props.ts';

/** The company's details, and the bank account as it stands (admins change it in its own section). */
export function CompanySection({ locale, strings }: SectionProps) {
  const company = useAnswer(companyInfoGet, 'company');
  return (
    <>
      <p className="editor-intro">{strings.company.intro}</p>
      <Answer call={company} strings={strings}>
        {(info) => (
          <>
            <CompanyForm info={info} locale={locale} strings={strings} />
            <h3>{strings.sections.bank}</h3>
            <p className="editor-note">{strings.company.bankNote}</p>
            <BankAccountList account={info} labels={strings.company.labels} />
          </>
        )}
      </Answer>
    </>
  );
}
