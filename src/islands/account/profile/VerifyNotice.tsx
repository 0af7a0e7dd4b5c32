import { useResendVerification } from '../../use-resend-verification.ts';
import { fill } from '#contract/i18n/text.ts';
import type { ProfileStrings } from './profile-strings.ts';

interface Props {
  email: string;
  strings: ProfileStrings;
}

/** Above the profile while the address is unconfirmed: what waits for the link, and a button to send it again (the server limits it). */
export function VerifyNotice({ email, strings }: Props) {
  const text = strings.profile.unverified;
  const { busy, resent, resend } = useResendVerification();

  return (
    <section className="verify-notice" aria-labelledby="verify-notice-title">
      <h2 id="verify-notice-title">{text.title}</h2>
      <p>{fill(text.text, { email })}</p>
      <button type="button" className="button secondary" onClick={resend} disabled={busy}>
        {busy ? text.resending : text.resend}
      </button>
      <p role="status">{resent === null ? '' : fill(text.resent, { email: resent })}</p>
    </section>
  );
}
