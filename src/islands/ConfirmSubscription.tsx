import { useEffect, useState } from 'react';
import { subscriberConfirm } from '../api/newsletter.ts';
import type { Dictionary } from '../i18n/dictionary.ts';
import { tellBuyer } from '../stores/tell-buyer.ts';

interface Props {
  text: Dictionary['confirmSubscription'];
  homeUrl: string;
}

type Step = 'waiting' | 'noLink' | 'failed' | 'done';

/**
 * /confirmSubscription?token=…: follows the newsletter's e-mailed link, which is what puts the
 * address on the list, and says so; a used, expired or wrong link (the server's message is a toast)
 * says how to ask again.
 */
export default function ConfirmSubscription({ text, homeUrl }: Props) {
  const [step, setStep] = useState<Step>('waiting');

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setStep('noLink');
      return;
    }
    subscriberConfirm(token).then(
      () => setStep('done'),
      (error: unknown) => {
        tellBuyer(error);
        setStep('failed');
      },
    );
  }, []);

  if (step === 'waiting') return <p role="status">{text.checking}</p>;
  return (
    <div>
      <p role="status">{step === 'done' ? text.confirmed : step === 'failed' ? text.failed : text.noLink}</p>
      <p>
        <a className="button" href={homeUrl}>
          {text.home}
        </a>
      </p>
    </div>
  );
}
