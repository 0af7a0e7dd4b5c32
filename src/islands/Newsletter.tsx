import { useState, type FormEvent } from 'react';
import { onDemand } from '../api/on-demand.ts';
import type { Dictionary } from '../i18n/dictionary.ts';
import { LIMITS, NEWSLETTER_EMAIL_PATTERN } from '#contract/limits/fields.ts';
import { showMessage } from '../stores/messages.ts';
import { answerOrTold } from '../stores/tell-buyer.ts';
import { useHydrated } from './use-hydrated.ts';

// Loaded on the first subscription (src/api/on-demand.ts).
const subscriberAdd = onDemand(() => import('../api/account.ts'), 'subscriberAdd');

type Text = Pick<
  Dictionary['footer'],
  'newsletterEmail' | 'newsletterPlaceholder' | 'subscribe' | 'invalidEmail' | 'subscribed'
>;

interface Props {
  text: Text;
}

/** The footer's newsletter box (at most 60 characters, the e-mail pattern of docs/spec.md#validation). */
export default function Newsletter({ text }: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!NEWSLETTER_EMAIL_PATTERN.test(email) || email.length > LIMITS.newsletterEmail) {
      showMessage('warning', text.invalidEmail);
      return;
    }
    setBusy(true);
    const subscribed = await answerOrTold(subscriberAdd(email));
    setBusy(false);
    if (subscribed === undefined) return;
    showMessage('success', text.subscribed);
    form.reset();
  }

  // Uncontrolled input: what a visitor types before the island wakes up is kept.
  return (
    <form className="newsletter-form" onSubmit={subscribe} noValidate>
      <label htmlFor="newsletter-email">{text.newsletterEmail}</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.newsletterEmail}
          placeholder={text.newsletterPlaceholder}
        />
        <button type="submit" className="button" disabled={!hydrated || busy}>
          {text.subscribe}
        </button>
      </div>
    </form>
  );
}
