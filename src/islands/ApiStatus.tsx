import { useEffect, useState } from 'react';
import { BROWSER_API_BASE } from '../api/base-url.ts';
import { companyInfoDetail } from '../api/catalogue.ts';
import type { Dictionary } from '../i18n/dictionary.ts';
import { fill } from '#contract/i18n/text.ts';
import { tellBuyer } from '../stores/tell-buyer.ts';

type Text = Pick<Dictionary['pages'], 'testApiBase' | 'testApiStatus' | 'testApiUp' | 'testApiDown' | 'testChecking'>;
type Status = { state: 'checking' } | { state: 'up'; ms: number } | { state: 'down' };

interface Props {
  text: Text;
}

/** /test's live rows: the API base URL the browser calls and one timed call to it. */
export default function ApiStatus({ text }: Props) {
  const [status, setStatus] = useState<Status>({ state: 'checking' });
  const [baseUrl, setBaseUrl] = useState(BROWSER_API_BASE);

  useEffect(() => {
    setBaseUrl(new URL(BROWSER_API_BASE, window.location.href).href);
    const started = performance.now();
    companyInfoDetail().then(
      () => setStatus({ state: 'up', ms: Math.round(performance.now() - started) }),
      (error: unknown) => {
        tellBuyer(error);
        setStatus({ state: 'down' });
      },
    );
  }, []);

  return (
    <dl className="site-status">
      <dt>{text.testApiBase}</dt>
      <dd>
        <code>{baseUrl}</code>
      </dd>
      <dt>{text.testApiStatus}</dt>
      <dd>
        <span role="status">
          {status.state === 'checking' && text.testChecking}
          {status.state === 'up' && fill(text.testApiUp, { ms: status.ms })}
          {status.state === 'down' && text.testApiDown}
        </span>
      </dd>
    </dl>
  );
}
