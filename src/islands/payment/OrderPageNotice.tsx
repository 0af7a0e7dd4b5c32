import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { openSignInHere } from '../header/sign-in-state.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import type { PaymentStrings } from './payment-strings.ts';
import type { OrderPage } from './use-order.ts';

interface Props {
  page: Exclude<OrderPage, { kind: 'ready' }>;
  locale: Locale;
  strings: PaymentStrings;
}

/** What a payment page shows until its order is there: loading, log in, no such order, or a failed load. */
export function OrderPageNotice({ page, locale, strings }: Props) {
  switch (page.kind) {
    case 'loggedOut':
      return (
        <div className="pay-notice">
          <p>{strings.logInPrompt}</p>
          <button type="button" className="button" onClick={openSignInHere}>
            {strings.logIn}
          </button>
        </div>
      );
    case 'noSuchOrder':
      return (
        <div className="pay-notice">
          <p>
            <strong>{strings.noSuchOrder}</strong> {strings.noSuchOrderHint}
          </p>
          <a href={localePath(locale, '/')}>{strings.goHome}</a>
        </div>
      );
    case 'failed':
      return <LoadFailed retry={page.retry} strings={strings} />;
    case 'loading':
      return (
        <p className="pay-notice" role="status">
          {strings.loading}
        </p>
      );
  }
}
