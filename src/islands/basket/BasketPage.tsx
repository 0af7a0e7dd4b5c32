import '../../styles/basket.css';
import { useStore } from '../use-store.ts';
import { useEffect, useState } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';
import { loadPunchOut } from '../../stores/punch-out.ts';
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

  const [punchOut, setPunchOut] = useState<'beginning' | 'failed' | null>(null);

  useEffect(() => {
    loadPunchOut();
    // A procurement system's entry sent the browser here with a start code: spend it, then read the session.
    if (!window.location.hash.startsWith('#punchout=')) return void bootSession();
    setPunchOut('beginning');
    void import('./punch-out-begin.ts').then(async ({ beginPunchOut, punchOutCode }) => {
      const code = punchOutCode();
      const begun = code !== null && (await beginPunchOut(code));
      setPunchOut(begun ? null : 'failed');
      await bootSession();
    });
  }, []);

  if (punchOut === 'beginning')
    return (
      <p className="basket-loading" role="status">
        {strings.punchOut.beginning}
      </p>
    );
  if (punchOut === 'failed')
    return (
      <p className="load-failed" role="alert">
        {strings.punchOut.beginFailed}
      </p>
    );
  // The pre-rendered page and the first render in the browser are the same: the session is not known yet.
  if (!hydrated || !ready) return <p className="basket-loading">{strings.loading}</p>;
  if (!loggedIn) return <LogInPrompt strings={strings} />;
  return <BasketView locale={locale} strings={strings} />;
}
