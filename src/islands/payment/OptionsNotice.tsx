import type { PaymentOptions } from '#contract/calls/orders.ts';
import type { PaymentStrings } from './payment-strings.ts';
import type { AnswerOf } from '../use-answer.ts';

interface Props {
  options: Pick<AnswerOf<PaymentOptions>, 'status' | 'retry'>;
  strings: Pick<PaymentStrings, 'optionsFailed' | 'optionsLoading' | 'loadAgain'>;
}

/** The payment methods while they load, or after they failed to (with another try). */
export function OptionsNotice({ options, strings }: Props) {
  if (options.status === 'failed') {
    return (
      <div className="pay-notice">
        <p>{strings.optionsFailed}</p>
        <button type="button" className="button secondary" onClick={options.retry}>
          {strings.loadAgain}
        </button>
      </div>
    );
  }
  return (
    <p className="pay-notice" role="status">
      {strings.optionsLoading}
    </p>
  );
}
