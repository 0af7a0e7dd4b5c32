import { companyInfoGet } from '../../api/editor.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import type { SectionProps } from './section-props.ts';

/** The company's details and bank account. */
export function CompanySection({ locale, strings }: SectionProps) {
  const company = useAnswer(companyInfoGet, 'company');
  return (
    <>
      <p className="editor-intro">{strings.company.intro}</p>
      <Answer call={company} strings={strings}>
        {(info) => <CompanyForm info={info} locale={locale} strings={strings} />}
      </Answer>
    </>
  );
}
