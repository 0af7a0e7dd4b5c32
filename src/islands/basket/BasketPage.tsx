import '../../styles/basket.css';
import { useStore } from '../use-store.ts';
import { useEffect } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';
import { $loggedIn } from '../../stores/session.ts';
import { bootSession, $sessionReady } from '../header/session-bootstrap.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { BasketStrings } from './basket-strings.ts';
import { BasketView } from './BasketView.tsx';
import { LogInPrompt } from './LogInPrompt.tsx';

interface Props {
  locale: Locale;
  strings: BasketStrings;
}

/**
 * /basket: waits for the session (and any automatic login) before deciding; logged out it asks the
 * buyer to log in, and the basket loads as soon as they are.
 */
export default function BasketPage({ locale, strings }: Props) {
  const hydrated = useHydrated();
  const ready = useStore($sessionReady);
  const loggedIn = useStore($loggedIn);

  useEffect(() => {
    void bootSession();
  }, []);

  // The pre-rendered page and the first render in the browser are the same: the session is not known yet.
  if (!hydrated || !ready) return <p className="basket-loading">{strings.loading}</p>;
  if (!loggedIn) return <LogInPrompt strings={strings} />;
  return <BasketView locale={locale} strings={strings} />;
}
