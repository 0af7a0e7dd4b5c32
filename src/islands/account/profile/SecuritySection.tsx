import type { Locale } from '#contract/i18n/locales.ts';
import { secondFactorInfo } from '../../../api/second-factor.ts';
import { useAnswer } from '../../use-answer.ts';
import { AuthenticatorPart } from './AuthenticatorPart.tsx';
import { PasskeysPart } from './PasskeysPart.tsx';
import type { ProfileStrings } from './profile-strings.ts';
import { ProfileSection } from './ProfileSection.tsx';

/** #section6: the account's second factors (docs/account.md): an authenticator app with recovery codes, and passkeys. */
export function SecuritySection({ locale, strings }: { locale: Locale; strings: ProfileStrings }) {
  const text = strings.profile.security;
  const { answer: info, setAnswer, retry } = useAnswer(secondFactorInfo, 'secondFactorInfo');
  return (
    <ProfileSection id="section6" title={text.title} intro={text.intro}>
      {info && (
        <>
          {info.required && !info.totp && info.passkeys.length === 0 && (
            <p className="security-required" role="status">
              {text.required}
            </p>
          )}
          <h3>{text.appTitle}</h3>
          <AuthenticatorPart info={info} strings={strings} reload={retry} />
          <h3>{text.passkeysTitle}</h3>
          <PasskeysPart info={info} locale={locale} strings={strings} onChanged={setAnswer} />
        </>
      )}
    </ProfileSection>
  );
}
