import type { Locale } from '#contract/i18n/locales.ts';
import { PAYMENT_TERMS_NAMES } from '#contract/i18n/payment-terms.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { companyCredit, companyStatementPdf } from '../../../api/company-credit.ts';
import { StatementDownload } from '../../StatementDownload.tsx';
import { formatPence } from '#contract/format/money.ts';
import { useAnswer } from '../../use-answer.ts';
import type { AccountPaymentsStrings } from './payments-strings.ts';

/**
 * The company's credit for its administrator and team payers: the limit, what is used and left, and
 * what is overdue; the same figures checkout refuses an order on account by. Others see nothing.
 */
export function CreditSection({ locale, strings }: { locale: Locale; strings: AccountPaymentsStrings }) {
  const { answer } = useAnswer(companyCredit, 'company-credit');
  if (!answer) return null;
  const text = strings.credit;
  const price = (pence: number) => formatPence(pence, locale);
  return (
    <section className="acpay-section" aria-labelledby="credit-title">
      <h2 id="credit-title">{text.title}</h2>
      {!answer.approved ? (
        <p>{fill(text.notApproved, { company: answer.companyName })}</p>
      ) : (
        <>
          <p>
            {fill(answer.limitPence === null ? text.introNoLimit : text.intro, {
              company: answer.companyName,
              terms: pick(PAYMENT_TERMS_NAMES[answer.terms], locale),
            })}
          </p>
          <dl className="acpay-credit">
            <div>
              <dt>{text.limit}</dt>
              <dd>{answer.limitPence === null ? text.noLimit : price(answer.limitPence)}</dd>
            </div>
            <div>
              <dt>{text.used}</dt>
              <dd>{price(answer.usedPence)}</dd>
            </div>
            {answer.leftPence !== null && (
              <div>
                <dt>{text.left}</dt>
                <dd>{price(answer.leftPence)}</dd>
              </div>
            )}
            <div>
              <dt>{text.overdue}</dt>
              <dd className={answer.overdueCount > 0 ? 'acpay-flag overdue' : undefined}>
                {answer.overdueCount === 0
                  ? text.nothingOverdue
                  : fill(text.overdueSome, { amount: price(answer.overduePence), count: answer.overdueCount })}
              </dd>
            </div>
          </dl>
        </>
      )}
      {answer.statements && (
        <StatementDownload
          fetchStatement={companyStatementPdf}
          strings={text}
          idPrefix="acpay"
          Heading="h3"
          className="acpay-statement"
        />
      )}
    </section>
  );
}
