import { useEffect, useState } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { signOnCheck, signOnStartUrl } from '../../api/sign-on.ts';
import { useStore } from '../use-store.ts';
import { $signInOpen } from './sign-in-state.ts';
import { $signOnFailure, SIGN_ON_EMAIL_KEY } from './sign-on-state.ts';

/** Asked once typing pauses, and only of something shaped like an address. */
const CHECK_AFTER_MS = 400;
const LOOKS_LIKE_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

interface Props {
  locale: Locale;
  email: string;
  remember: boolean;
  strings: Dictionary['signIn']['signOn'];
}

/**
 * In the sign-in dialog: when the address typed belongs to a company that signs in through its own
 * provider (asked of the domain alone), the way there; and why the last such sign-in failed, if it
 * did. The page the buyer came from is where they come back (the account page from the Account menu).
 */
export function SignOnOffer({ locale, email, remember, strings }: Props) {
  const failure = useStore($signOnFailure);
  const [offeredFor, setOfferedFor] = useState<string | null>(null);
  const address = email.trim();

  useEffect(() => {
    if (!LOOKS_LIKE_ADDRESS.test(address)) return;
    let current = true;
    const timer = setTimeout(() => {
      signOnCheck(address).then(
        (answer) => current && setOfferedFor(answer.signOn ? address : null),
        // The password form still works: the offer only stays away.
        () => undefined,
      );
    }, CHECK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [address]);

  // Closing the dialog forgets the failure it showed.
  useEffect(() => () => $signOnFailure.set(null), []);

  const returnTo =
    $signInOpen.get() === 'stay'
      ? `${window.location.pathname}${window.location.search}`
      : localePath(locale, '/acInformation');
  const start = () => sessionStorage.setItem(SIGN_ON_EMAIL_KEY, address);

  return (
    <>
      {failure && (
        <p className="field-error sign-on-failure" role="alert">
          {failure}
        </p>
      )}
      {offeredFor === address && (
        <div className="sign-on-offer">
          <p>{strings.offer}</p>
          <a className="button" href={signOnStartUrl({ email: address, returnTo, remember })} onClick={start}>
            {strings.continue}
          </a>
        </div>
      )}
    </>
  );
}
